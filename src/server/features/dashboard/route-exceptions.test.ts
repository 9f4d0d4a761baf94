/**
 * The dashboard's collection-day panel (issue 32 §2): exceptions and missed-pickup tickets per route
 * and day of the last week, of the portals the staff member may see. Lake Bluff (60044) and Highwood
 * (60035) share a source database, so the portal filter must go by the sites' ZIP codes, not the
 * route codes. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TRouteExceptionCounts } from '../../../domain/dashboard/dashboard';
import { boSites, collectionSiteEvents, serviceRequests } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { expectStatus, injectWithCookie, staffSessionCookie } from '../../test/sign-in';
import { demoHaulerData } from '../services/test-support';

/** Friday 2026-11-20: the week is 2026-11-14 to 2026-11-20. */
const NOW = new Date('2026-11-20T15:00:00Z');
const t = useTestApp(() => createTestApp({ now: () => NOW, seeded: demoHaulerData }), 60_000);
let service: string;
let municipal: string;

async function sitesIn(zip: string, n: number) {
  return t.ctx.db.select().from(boSites).where(eq(boSites.cm04Pzip, zip)).limit(n);
}

type SiteRow = Awaited<ReturnType<typeof sitesIn>>[number];
const exception = (
  site: SiteRow,
  day: string,
  route: string,
  outcome: 'collected' | 'not-collected' = 'not-collected',
) => ({
  source: site.source,
  customer: site.cm04Cust,
  site: site.cm04Site,
  serviceType: route.split('-')[0]!.toLowerCase(),
  day,
  route,
  outcome,
  at: new Date(`${day}T15:00:00Z`),
  reason: outcome === 'collected' ? null : ('cart-not-out' as const),
});
const ticket = (
  id: string,
  portalId: string,
  serviceType: string,
  pickupDay: string | null,
  createdAt: string,
) => ({
  id,
  uid: 'demo-resident-1',
  kind: 'missed-pickup',
  serviceType,
  portalId,
  pickupDay,
  payload: {},
  confirmation: {},
  createdAt: new Date(createdAt),
});

beforeAll(async () => {
  service = await staffSessionCookie(t.ctx, 'service@curbside.demo', 'Sam Service');
  municipal = await staffSessionCookie(t.ctx, 'municipal@curbside.demo', 'Morgan Municipal');
  const lakeBluff = await sitesIn('60044', 3);
  const [highwood] = await sitesIn('60035', 1);
  await t.ctx.db
    .insert(collectionSiteEvents)
    .values([
      exception(lakeBluff[0]!, '2026-11-17', 'TRASH-TUE'),
      exception(lakeBluff[1]!, '2026-11-17', 'TRASH-TUE'),
      exception(lakeBluff[2]!, '2026-11-17', 'TRASH-TUE', 'collected'),
      exception(lakeBluff[0]!, '2026-11-10', 'TRASH-TUE'),
      exception(highwood!, '2026-11-17', 'TRASH-TUE'),
    ]);
  await t.ctx.db.insert(serviceRequests).values([
    ticket('rx-1', 'demo-lake-bluff', 'trash', '2026-11-17', '2026-11-18T14:00:00Z'),
    ticket('rx-2', 'demo-lake-bluff', 'recycling', '2026-11-18', '2026-11-19T14:00:00Z'),
    ticket('rx-3', 'demo-highwood', 'trash', '2026-11-17', '2026-11-18T14:00:00Z'),
    ticket('rx-old', 'demo-lake-bluff', 'trash', '2026-11-10', '2026-11-11T14:00:00Z'),
    ticket('rx-no-day', 'demo-lake-bluff', 'trash', null, '2026-11-18T14:00:00Z'),
    // another kind of ticket is not a missed pickup
    {
      ...ticket('rx-other', 'demo-lake-bluff', 'trash', '2026-11-17', '2026-11-18T14:00:00Z'),
      kind: 'pickup-request',
    },
  ]);
});

async function counts(query: string, cookie = service): Promise<TRouteExceptionCounts> {
  const res = await injectWithCookie(t.app, 'GET', `/api/admin/dashboard/route-exceptions${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('missed-pickup and exception counts per route and day', () => {
  it('counts one portal’s exceptions by its sites and its tickets by pickup day, last week only', async () => {
    const lakeBluff = await counts('?portalId=demo-lake-bluff');
    expect(lakeBluff).toMatchObject({ from: '2026-11-14', to: '2026-11-20' });
    expect(lakeBluff.rows).toEqual([
      { day: '2026-11-18', route: 'RECYCLING-WED', exceptions: 0, missedPickups: 1 },
      { day: '2026-11-17', route: 'TRASH-TUE', exceptions: 2, missedPickups: 1 },
    ]);
  });

  it('adds up every portal without a filter', async () => {
    const all = await counts('');
    expect(all.rows.find((r) => r.route === 'TRASH-TUE' && r.day === '2026-11-17')).toEqual({
      day: '2026-11-17',
      route: 'TRASH-TUE',
      exceptions: 3,
      missedPickups: 2,
    });
  });

  it('shows a municipality user its own portals only', async () => {
    const own = await counts('', municipal);
    expect(own.rows.find((r) => r.route === 'TRASH-TUE')).toMatchObject({ exceptions: 2, missedPickups: 1 });
    await expectStatus(
      t.app,
      ['GET', '/api/admin/dashboard/route-exceptions?portalId=demo-highwood'],
      municipal,
      403,
    );
    await expectStatus(t.app, ['GET', '/api/admin/dashboard/route-exceptions'], undefined, 401);
  });
});
