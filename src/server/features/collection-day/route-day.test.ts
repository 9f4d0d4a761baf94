/**
 * The staff route-day API (issue 32 §1) on the demo hauler: Lake Bluff's Tuesday routes (ZIP 60044),
 * who may read and record, bad input, the stops' pages, recording events, and the CSV both ways
 * (all or nothing; the export loaded again changes nothing; formulas protected). PGlite, or
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { TRouteDays, TRouteStopsPage } from '../../../domain/collection-day/route-day-api';
import { boRouteEvents, boSites, collectionSiteEvents } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { injectWithCookie, staffSessionCookie } from '../../test/sign-in';
import { customerCookie, demoHaulerData } from '../services/test-support';
import { recordRouteEvents } from './record-route-events';
import { loadRouteWeekdays } from './route-weekdays';

/** Tuesday 2026-11-17, noon in Chicago. */
const NOW = new Date('2026-11-17T18:00:00Z');
const DAY = '2026-11-17';
const PORTAL = 'demo-lake-bluff';
const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

const t = useTestApp(() => createTestApp({ now: () => NOW, seeded: demoHaulerData }), 60_000);
let service: string;
let municipal: string;
let customer: string;

beforeAll(async () => {
  service = await staffSessionCookie(t.ctx, 'service@curbside.demo', 'Sam Service');
  municipal = await staffSessionCookie(t.ctx, 'municipal@curbside.demo', 'Morgan Municipal');
  customer = await customerCookie(t.ctx, 'demo-resident-1');
});

const get = (url: string, cookie = service) => injectWithCookie(t.app, 'GET', url, cookie);
const post = (url: string, body: unknown, cookie = service) =>
  injectWithCookie(t.app, 'POST', url, cookie, body);
const postCsv = (text: string, portalId = PORTAL, cookie = service) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/route-days/import${q({ portalId })}`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: text,
  });

async function routeDays(day = DAY): Promise<TRouteDays> {
  const res = await get(`/api/admin/route-days${q({ portalId: PORTAL, day })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function firstStops(route = 'TRASH-TUE', extra: Record<string, string> = {}): Promise<TRouteStopsPage> {
  const res = await get(`/api/admin/route-days/stops${q({ portalId: PORTAL, day: DAY, route, ...extra })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const siteEventsCount = async () => (await t.ctx.db.select({ n: count() }).from(collectionSiteEvents))[0]!.n;

describe('who may use the route-day screen', () => {
  it('answers 401 without a staff sign-in, also to a customer', async () => {
    const url = `/api/admin/route-days${q({ portalId: PORTAL })}`;
    expect((await get(url, '')).statusCode).toBe(401);
    expect((await get(url, customer)).statusCode).toBe(401);
    expect((await post('/api/admin/route-days/route-state', {}, customer)).statusCode).toBe(401);
  });

  it('lets a municipality user read its own portal only, and record nothing', async () => {
    expect(
      (await get(`/api/admin/route-days${q({ portalId: PORTAL, day: DAY })}`, municipal)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/admin/route-days${q({ portalId: 'demo-highwood', day: DAY })}`, municipal)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/admin/route-days/export.csv${q({ portalId: 'demo-highwood', day: DAY })}`, municipal))
        .statusCode,
    ).toBe(403);
    const write = await post(
      '/api/admin/route-days/route-state',
      { portalId: PORTAL, day: DAY, route: 'TRASH-TUE', state: 'started' },
      municipal,
    );
    expect(write.statusCode).toBe(403);
    expect((await postCsv('day\n', PORTAL, municipal)).statusCode).toBe(403);
  });
});

describe('routes and stops of a day', () => {
  it('lists the portal’s routes of the weekday with their stops, today by default', async () => {
    const days = await routeDays();
    expect(days).toMatchObject({ day: DAY, today: DAY, timeZone: 'America/Chicago', canRecord: true });
    const trash = days.routes.find((r) => r.route === 'TRASH-TUE');
    expect(trash).toMatchObject({ serviceType: 'trash', startedAt: null, completedAt: null });
    expect(trash!.stops).toBeGreaterThan(25);
    expect(days.routes.every((r) => r.route.endsWith('-TUE'))).toBe(true);
    const byDefault = await get(`/api/admin/route-days${q({ portalId: PORTAL })}`);
    expect(byDefault.json().day).toBe(DAY);
  });

  it('follows the portal’s holiday rule: after Thanksgiving, Thursday’s routes run on Friday', async () => {
    const routesOf = async (day: string) => (await routeDays(day)).routes.map((r) => r.route);
    expect(await routesOf('2026-11-19')).toContain('TRASH-THU');
    expect(await routesOf('2026-11-26')).toEqual([]);
    const friday = await routesOf('2026-11-27');
    expect(friday).toContain('TRASH-THU');
    expect(friday.every((route) => route.endsWith('-THU'))).toBe(true);
    const stops = `/api/admin/route-days/stops${q({ portalId: PORTAL, day: '2026-11-27', route: 'TRASH-THU' })}`;
    expect((await get(stops)).statusCode).toBe(200);
    const moved = `/api/admin/route-days/stops${q({ portalId: PORTAL, day: '2026-11-27', route: 'TRASH-FRI' })}`;
    expect((await get(moved)).statusCode).toBe(400);
  });

  it('puts a back office’s site event that names no route on the route that ran that day', async () => {
    const [stop] = await t.ctx.db
      .select({ source: boSites.source, customer: boSites.cm04Cust, site: boSites.cm04Site })
      .from(boSites)
      .where(eq(boSites.cm04Pzip, '60044'))
      .limit(1);
    const routes = await loadRouteWeekdays(t.ctx.db, NOW);
    expect(routes.routeInPortal(PORTAL, 'trash', '2026-11-27')).toBe('TRASH-THU');
    expect(routes.routeInPortal(PORTAL, 'trash', '2026-11-19')).toBe('TRASH-THU');
    expect(routes.routeAtSource(stop!.source.replace(/_RAW$/, ''), 'recycling', '2026-11-27')).toBe(
      'RECYCLING-THU',
    );
    await recordRouteEvents(
      t.ctx,
      [
        {
          kind: 'site',
          source: stop!.source,
          customer: stop!.customer,
          site: stop!.site,
          serviceType: 'trash',
          day: '2026-11-27',
          outcome: 'collected',
          at: '2026-11-27T15:00:00Z',
          reason: null,
          note: null,
          photoRef: null,
        },
      ],
      'Routing system',
    );
    const [row] = await t.ctx.db
      .select({ route: collectionSiteEvents.route })
      .from(collectionSiteEvents)
      .where(
        and(eq(collectionSiteEvents.customer, stop!.customer), eq(collectionSiteEvents.day, '2026-11-27')),
      );
    expect(row).toEqual({ route: 'TRASH-THU' });
  });

  it('refuses a bad date, another weekday’s route and an unknown portal with 4xx', async () => {
    expect((await get(`/api/admin/route-days${q({ portalId: PORTAL, day: '2026-13-01' })}`)).statusCode).toBe(
      400,
    );
    expect((await get(`/api/admin/route-days${q({ portalId: PORTAL, day: 'tuesday' })}`)).statusCode).toBe(
      400,
    );
    expect(
      (await get(`/api/admin/route-days${q({ portalId: 'no-such-portal', day: DAY })}`)).statusCode,
    ).toBe(404);
    const wrongDay = await get(
      `/api/admin/route-days/stops${q({ portalId: PORTAL, day: DAY, route: 'TRASH-MON' })}`,
    );
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().message).toContain('TRASH-MON');
    const notARoute = await get(
      `/api/admin/route-days/stops${q({ portalId: PORTAL, day: DAY, route: 'GLASS-TUE' })}`,
    );
    expect(notARoute.statusCode).toBe(400);
    expect(
      (
        await get(
          `/api/admin/route-days/stops${q({ portalId: PORTAL, day: DAY, route: 'TRASH-TUE', cursor: 'x!' })}`,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('pages the stops by address without repeats, and searches them', async () => {
    const first = await firstStops();
    expect(first.items).toHaveLength(25);
    expect(first.nextCursor).not.toBeNull();
    const second = await firstStops('TRASH-TUE', { cursor: first.nextCursor! });
    const keys = [...first.items, ...second.items].map((s) => `${s.customer}|${s.site}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(first.items.every((s) => s.event === null)).toBe(true);
    const wanted = first.items[3]!;
    const found = await firstStops('TRASH-TUE', { search: wanted.address.toLowerCase() });
    expect(found.items.map((s) => s.site)).toContain(wanted.site);
  });
});

describe('recording events', () => {
  it('records an exception for a stop, shows it on the stop and counts it', async () => {
    const stop = (await firstStops()).items[0]!;
    const res = await post('/api/admin/route-days/site-events', {
      portalId: PORTAL,
      day: DAY,
      route: 'trash-tue',
      customer: stop.customer,
      site: stop.site,
      outcome: 'not-collected',
      reason: 'cart-not-out',
      note: 'No cart at the curb',
      photoRef: 'https://photos.example/1.jpg',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().applied).toBe(1);
    const shown = (await firstStops()).items[0]!;
    expect(shown.event).toMatchObject({
      outcome: 'not-collected',
      reason: 'cart-not-out',
      at: NOW.toISOString(),
    });
    const trash = (await routeDays()).routes.find((r) => r.route === 'TRASH-TUE')!;
    expect(trash).toMatchObject({ notCollected: 1, collected: 0 });
  });

  it('refuses an exception without a reason, and an address that is not a stop', async () => {
    const stop = (await firstStops()).items[1]!;
    const base = { portalId: PORTAL, day: DAY, route: 'TRASH-TUE', customer: stop.customer, site: stop.site };
    const noReason = await post('/api/admin/route-days/site-events', { ...base, outcome: 'not-collected' });
    expect(noReason.statusCode).toBe(400);
    const reasonOnCollected = await post('/api/admin/route-days/site-events', {
      ...base,
      outcome: 'collected',
      reason: 'blocked',
    });
    expect(reasonOnCollected.statusCode).toBe(400);
    const elsewhere = await post('/api/admin/route-days/site-events', {
      ...base,
      site: 'NO-SUCH-SITE',
      outcome: 'collected',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await post('/api/admin/route-days/site-events', { ...base, reason: 'lost', outcome: 'not-collected' }))
        .statusCode,
    ).toBe(400);
  });

  it('marks a route started and completed', async () => {
    const body = { portalId: PORTAL, day: DAY, route: 'RECYCLING-TUE' };
    expect((await post('/api/admin/route-days/route-state', { ...body, state: 'started' })).statusCode).toBe(
      200,
    );
    const done = await post('/api/admin/route-days/route-state', { ...body, state: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    const recycling = (await routeDays()).routes.find((r) => r.route === 'RECYCLING-TUE')!;
    expect(recycling).toMatchObject({ startedAt: NOW.toISOString(), completedAt: NOW.toISOString() });
    const again = await post('/api/admin/route-days/route-state', { ...body, state: 'completed' });
    expect(again.json().applied).toBe(0);
    expect((await post('/api/admin/route-days/route-state', { ...body, state: 'done' })).statusCode).toBe(
      400,
    );
  });

  it('answers 409 with an external back office', async () => {
    const backOffice = t.ctx.ports.backOffice as { recordRouteEvents?: unknown };
    const record = backOffice.recordRouteEvents;
    backOffice.recordRouteEvents = undefined;
    try {
      const res = await post('/api/admin/route-days/route-state', {
        portalId: PORTAL,
        day: DAY,
        route: 'TRASH-TUE',
        state: 'started',
      });
      expect(res.statusCode).toBe(409);
      expect((await routeDays()).canRecord).toBe(false);
    } finally {
      backOffice.recordRouteEvents = record;
    }
  });
});

describe('the CSV of the day', () => {
  const header = 'day,route,customer,site,service,outcome,time,reason,note,photo\n';

  it('loads a day’s events, all or nothing, with the wrong lines and their numbers', async () => {
    const [a, b, c] = (await firstStops('YARDWASTE-TUE')).items;
    const before = await siteEventsCount();
    const logged = (await t.ctx.db.select({ n: count() }).from(boRouteEvents))[0]!.n;
    const bad = await postCsv(
      header +
        `${DAY},YARDWASTE-TUE,${a!.customer},${a!.site},,collected,09:42,,,\n` +
        `${DAY},YARDWASTE-TUE,${b!.customer},${b!.site},,not-collected,09:50,,,\n` +
        `2026-11-18,YARDWASTE-TUE,${c!.customer},${c!.site},,collected,10:00,,,\n` +
        `${DAY},YARDWASTE-TUE,${c!.customer},NOT-A-STOP,,collected,10:00,,,\n`,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { line: number }) => e.line)).toEqual([3, 4]);
    expect(await siteEventsCount()).toBe(before);
    // a line that is right on its own but not a stop is found once the others are right
    const offRoute = await postCsv(
      header + `${DAY},YARDWASTE-TUE,${c!.customer},NOT-A-STOP,,collected,10:00,,,\n`,
    );
    expect(offRoute.statusCode).toBe(422);
    expect(offRoute.json().errors).toEqual([{ line: 2, message: expect.stringContaining('not a stop') }]);
    expect((await t.ctx.db.select({ n: count() }).from(boRouteEvents))[0]!.n).toBe(logged);

    const good = await postCsv(
      header +
        `${DAY},YARDWASTE-TUE,,,,started,07:00,,,\n` +
        `${DAY},YARDWASTE-TUE,${a!.customer},${a!.site},yardwaste,collected,09:42,,,\n` +
        `${DAY},YARDWASTE-TUE,${b!.customer},${b!.site},,not-collected,2026-11-17T09:50:00-06:00,blocked,"=HYPERLINK(""http://x"")",\n`,
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ applied: 3, errors: [] });
    const [row] = await t.ctx.db
      .select()
      .from(collectionSiteEvents)
      .where(
        and(
          eq(collectionSiteEvents.site, a!.site),
          eq(collectionSiteEvents.day, DAY),
          eq(collectionSiteEvents.serviceType, 'yardwaste'),
        ),
      );
    // 09:42 at the portal (Chicago, UTC-6 in November)
    expect(row!.at.toISOString()).toBe('2026-11-17T15:42:00.000Z');
  });

  it('exports the day in the same columns, formulas protected, and its import changes nothing', async () => {
    const res = await get(`/api/admin/route-days/export.csv${q({ portalId: PORTAL, day: DAY })}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`route-day-demo-lake-bluff-${DAY}.csv`);
    const text = res.body;
    expect(text.startsWith('day,route,customer,site,service,outcome,time,reason,note,photo\r\n')).toBe(true);
    expect(text).toContain(',YARDWASTE-TUE,,,yardwaste,started,2026-11-17T07:00:00-06:00,');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain('cart-not-out,No cart at the curb,https://photos.example/1.jpg');
    const again = await postCsv(text);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().applied).toBe(0);
  });

  it('refuses an empty file, missing columns, a bad line and a file over 5 MB', async () => {
    expect((await postCsv(header)).statusCode).toBe(422);
    const missing = await postCsv('day,route\n2026-11-17,TRASH-TUE\n');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({
      line: 1,
      message: expect.stringContaining('Missing columns'),
    });
    const badTime = await postCsv(header + `${DAY},TRASH-TUE,,,,completed,noon,,,\n`);
    expect(badTime.json().errors).toEqual([{ line: 2, message: expect.stringContaining('time') }]);
    const huge = await postCsv(header + 'x'.repeat(5 * 1024 * 1024 + 10));
    expect(huge.statusCode).toBe(413);
    const json = await post(`/api/admin/route-days/import${q({ portalId: PORTAL })}`, { csv: 'x' });
    expect(json.statusCode).toBe(415);
  });
});
