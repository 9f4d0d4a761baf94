/**
 * The dashboard's figures against hand-counted fixtures (issue 13): a portal of its own holds five
 * profiles whose every figure is counted by hand below; the portal filter keeps the demo hauler's
 * profiles out. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { TDashboardFigures, TRecentCustomersPage } from '../../../domain/dashboard/dashboard';
import { growthPoints, growthWindow, percentOf } from '../../../domain/dashboard/dashboard';
import { customerProfiles, portalSetups } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { expectStatus, injectWithCookie, staffSessionCookie } from '../../test/sign-in';
import { demoHaulerData } from '../services/test-support';
import { forgetDashboardFigures } from './dashboard-service';

const NOW = new Date('2026-11-20T15:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const PORTAL = 'dashboard-fixture-portal';
const PAGING_PORTAL = 'dashboard-paging-portal';
const DEFAULT_TRASH_SIZE = 96;

let service: string;

type NewProfile = typeof customerProfiles.$inferInsert;
const profile = (uid: string, values: Partial<NewProfile>): NewProfile => ({
  uid,
  entryType: 'CustomerProfile',
  email: `${uid}@dashboard.test`,
  firstName: uid,
  lastName: 'Fixture',
  defaultServicesId: PORTAL,
  optInMarketing: false,
  optInNotifications: false,
  optInPaperlessBilling: false,
  ...values,
});

const t = useTestApp(() => createTestApp({ now: () => NOW, seeded: demoHaulerData }), 60_000);

beforeAll(async () => {
  service = await staffSessionCookie(t.ctx, 'service@curbside.demo', 'Sam Service');
  // two portals of their own, copies of a demo residential portal with trash at 96 gallons
  const [demo] = await t.ctx.db.select().from(portalSetups).where(eq(portalSetups.portalType, 'residential'));
  const setup = demo!.setup as Record<string, Record<string, unknown>>;
  const fixtureSetup = {
    ...setup,
    defaultTrashService: { ...setup.defaultTrashService, CM05_SIZE: DEFAULT_TRASH_SIZE },
  };
  for (const [id, title] of [
    [PORTAL, 'Dashboard Fixture'],
    [PAGING_PORTAL, 'Dashboard Paging'],
  ] as const) {
    await t.ctx.db.insert(portalSetups).values({
      ...demo!,
      id,
      portalTitle: title,
      zipCodes: [],
      isDefault: false,
      setup: { ...fixtureSetup, portalTitle: title },
    });
  }
  await t.ctx.db.insert(customerProfiles).values([
    profile('p1', {
      createdAt: daysAgo(1),
      residenceType: 'singleFamily',
      hasServiceChanges: true,
      serviceChanges: { trash: { changedDefaults: { CM05_SIZE: 64, CM05_RATE: 25.26 }, additional: [] } },
      optInMarketing: true,
      optInNotifications: true,
    }),
    profile('p2', {
      createdAt: daysAgo(10),
      residenceType: 'multiFamily',
      aptUnit: '2B',
      hasAdditionalServices: true,
      serviceChanges: { recycling: { additional: [{ CM05_SIZE: 96, CM05_QTY: 1 }] } },
      optInPaperlessBilling: true,
    }),
    profile('p3', { createdAt: daysAgo(40), residenceType: null, optInMarketing: true }),
    profile('p4', {
      createdAt: daysAgo(0.1),
      entryType: 'EnterpriseCustomerProfile',
      residenceType: 'commercial' as 'singleFamily',
      organizationName: 'Fixture Co',
    }),
    profile('p5', { createdAt: daysAgo(400), residenceType: 'singleFamily' }),
    ...Array.from({ length: 13 }, (_, i) =>
      profile(`page-${String(i).padStart(2, '0')}`, {
        defaultServicesId: PAGING_PORTAL,
        createdAt: daysAgo(100 + i),
      }),
    ),
  ]);
}, 60_000);

async function figures(query = `portalId=${PORTAL}`): Promise<TDashboardFigures> {
  const res = await injectWithCookie(t.app, 'GET', `/api/admin/dashboard?${query}`, service);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('dashboard figures', () => {
  it('counts one portal by hand', async () => {
    const f = await figures();
    expect(f.totals).toEqual({
      customers: 5,
      newThisWeek: 2, // p1, p4
      serviceChanges: 1, // p1
      additionalServices: 1, // p2
      optInMarketing: 2, // p1, p3
      optInNotifications: 1, // p1
      optInPaperless: 1, // p2
    });
    expect(f.residenceTypes).toEqual({ singleFamily: 2, multiFamily: 1, other: 1, unknown: 1 });
    expect(f.serviceChangesByService).toEqual([
      { service: 'trash', sizeChanges: 1, additionalCarts: 0 },
      { service: 'recycling', sizeChanges: 0, additionalCarts: 1 },
      { service: 'yardwaste', sizeChanges: 0, additionalCarts: 0 },
    ]);
    // residential only: p1 asked for 64, p2, p3 and p5 keep the portal's 96
    expect(f.cartSizes.trash).toEqual([
      { size: 64, count: 1 },
      { size: DEFAULT_TRASH_SIZE, count: 3 },
    ]);
    expect(f.computedAt).toBe(NOW.toISOString());
  });

  it('filters the growth trend by the toggle', async () => {
    const week = (await figures(`portalId=${PORTAL}&growth=week`)).growth;
    expect(week.unit).toBe('day');
    expect(week.points.map((p) => p.period)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(week.points.map((p) => p.new)).toEqual([0, 0, 0, 0, 0, 1, 1]);
    expect(week.points.map((p) => p.cumulative)).toEqual([3, 3, 3, 3, 3, 4, 5]);

    const month = (await figures(`portalId=${PORTAL}&growth=month`)).growth;
    expect(month.points).toHaveLength(30);
    expect(month.points[0]).toEqual({ period: '2026-10-22', new: 0, cumulative: 2 });
    expect(month.points.find((p) => p.period === '2026-11-10')).toEqual({
      period: '2026-11-10',
      new: 1,
      cumulative: 3,
    });

    // over 180 days: by month, from the first profile's month
    const all = (await figures(`portalId=${PORTAL}&growth=all`)).growth;
    expect(all.unit).toBe('month');
    expect(all.points[0]).toEqual({ period: '2025-10', new: 1, cumulative: 1 });
    expect(all.points.at(-1)).toEqual({ period: '2026-11', new: 2 + 1, cumulative: 5 });
    expect(all.points.reduce((n, p) => n + p.new, 0)).toBe(5);
  });

  it('counts every portal without a filter, and keeps the figures for a minute', async () => {
    forgetDashboardFigures(t.ctx);
    const [all] = await t.ctx.db.select({ n: count() }).from(customerProfiles);
    const first = await figures('');
    expect(first.totals.customers).toBe(all!.n);
    await t.ctx.db.insert(customerProfiles).values(profile('late', { createdAt: NOW }));
    expect((await figures('')).totals.customers).toBe(all!.n);
    forgetDashboardFigures(t.ctx);
    expect((await figures('')).totals.customers).toBe(all!.n + 1);
    await t.ctx.db.delete(customerProfiles).where(eq(customerProfiles.uid, 'late'));
    forgetDashboardFigures(t.ctx);
  });

  it('refuses an unknown portal and a bad toggle', async () => {
    const unknown = await injectWithCookie(t.app, 'GET', '/api/admin/dashboard?portalId=nope', service);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This portal does not exist.');
    const bad = await injectWithCookie(t.app, 'GET', '/api/admin/dashboard?growth=decade', service);
    expect(bad.statusCode).toBe(400);
  });
});

describe('recent customers', () => {
  async function page(query: string): Promise<TRecentCustomersPage> {
    const res = await injectWithCookie(
      t.app,
      'GET',
      `/api/admin/dashboard/recent-customers?${query}`,
      service,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('pages 10 at a time, newest first, with what the table shows', async () => {
    const first = await page(`portalId=${PAGING_PORTAL}`);
    expect(first.items.map((c) => c.uid)).toEqual(
      Array.from({ length: 10 }, (_, i) => `page-${String(i).padStart(2, '0')}`),
    );
    expect(first.nextCursor).toBeTruthy();
    const second = await page(`portalId=${PAGING_PORTAL}&cursor=${first.nextCursor}`);
    expect(second.items.map((c) => c.uid)).toEqual(['page-10', 'page-11', 'page-12']);
    expect(second.nextCursor).toBeNull();

    const fixture = await page(`portalId=${PORTAL}`);
    expect(fixture.items.map((c) => c.uid)).toEqual(['p4', 'p1', 'p2', 'p3', 'p5']);
    expect(fixture.items[1]).toMatchObject({
      portalTitle: 'Dashboard Fixture',
      firstName: 'p1',
      email: 'p1@dashboard.test',
      residenceType: 'singleFamily',
      changedServices: ['trash'],
      hasAdditionalServices: false,
    });
    expect(fixture.items[2]!.changedServices).toEqual(['recycling']);
  });

  it('refuses a cursor it did not make', async () => {
    await expectStatus(
      t.app,
      ['GET', '/api/admin/dashboard/recent-customers?cursor=bm90LWEtY3Vyc29y'],
      service,
      400,
    );
  });
});

describe('the pure rules', () => {
  it('rounds percentages to one decimal', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('shows All Time by month past 180 days', () => {
    expect(growthWindow('all', '2026-11-20', '2026-06-01')).toEqual({ from: '2026-06-01', unit: 'day' });
    expect(growthWindow('all', '2026-11-20', '2025-01-01')).toEqual({ from: '2025-01-01', unit: 'month' });
    expect(growthWindow('all', '2026-11-20', null)).toEqual({ from: '2026-11-20', unit: 'day' });
    expect(growthWindow('week', '2026-11-20', null)).toEqual({ from: '2026-11-14', unit: 'day' });
  });

  it('fills days without profiles and runs the total on', () => {
    expect(growthPoints(new Map([['2026-01-02', 2]]), 5, '2026-01-01', '2026-01-03', 'day')).toEqual([
      { period: '2026-01-01', new: 0, cumulative: 5 },
      { period: '2026-01-02', new: 2, cumulative: 7 },
      { period: '2026-01-03', new: 0, cumulative: 7 },
    ]);
  });
});
