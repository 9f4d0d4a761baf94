/**
 * The daily prune of collection-day history (PGlite, or PostgreSQL with TEST_DATABASE_URL): site
 * events and route days older than COLLECTION_HISTORY_DAYS go, in batches, whatever their route;
 * the built-in back office's log goes only below the poll's cursor; the notice ledger keeps a month;
 * a second run finds nothing.
 */
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  backOfficeCursors,
  boRouteEvents,
  collectionExceptionNotices,
  collectionRouteDays,
  collectionSiteEvents,
} from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { PRUNE_BATCH, pruneCollectionHistory } from './collection-history-prune';
import { ROUTE_EVENTS_CURSOR } from './route-events-sync';

const NOW = '2026-12-05T12:00:00Z';
const clock = testClock(NOW);
const t = useTestApp(() => createTestApp({ now: clock.now, work: false }), 60_000);

/** 400 days before 2026-12-05 is 2025-10-31: that day is kept, the day before goes. */
const KEPT_DAY = '2025-10-31';
const GONE_DAY = '2025-10-30';

/** `n` site events of one route on one day, for customers 1…n (SQL, so a batch's worth is quick). */
async function siteEvents(source: string, route: string, day: string, n: number) {
  await t.ctx.db.execute(sql`
    insert into collection_site_events (source, customer, site, service_type, day, route, outcome, at)
    select ${source}, i::text, '1', lower(split_part(${route}, '-', 1)), ${day}::date, ${route}, 'collected', ${day}::date + time '15:00'
    from generate_series(1, ${n}) i`);
}

const rows = async (table: typeof collectionSiteEvents | typeof collectionRouteDays | typeof boRouteEvents) =>
  (await t.ctx.db.select({ n: count() }).from(table))[0]!.n;

describe('collection history prune', () => {
  it('lets go of what is older than 400 days, in batches, and keeps the rest', async () => {
    // more than one batch of one route, and two other routes of two sources
    await siteEvents('TRUX_LB_COMP_RAW', 'TRASH-TUE', GONE_DAY, PRUNE_BATCH + 3);
    await siteEvents('TRUX_LB_COMP_RAW', 'RECYCLING-TUE', GONE_DAY, 2);
    await siteEvents('TRUX_HW_COMP_RAW', 'TRASH-MON', '2024-06-03', 1);
    await siteEvents('TRUX_LB_COMP_RAW', 'TRASH-TUE', KEPT_DAY, 4);
    await siteEvents('TRUX_HW_COMP_RAW', 'TRASH-MON', '2026-11-30', 1);
    await t.ctx.db.insert(collectionRouteDays).values([
      {
        source: 'TRUX_LB_COMP_RAW',
        route: 'TRASH-TUE',
        day: GONE_DAY,
        completedAt: new Date(`${GONE_DAY}T18:00:00Z`),
      },
      {
        source: 'TRUX_LB_COMP_RAW',
        route: 'TRASH-TUE',
        day: KEPT_DAY,
        completedAt: new Date(`${KEPT_DAY}T18:00:00Z`),
      },
    ]);
    // the log: two old events the poll has read, one old it has not, one new
    const logged = await t.ctx.db
      .insert(boRouteEvents)
      .values(
        ['2025-10-01T12:00:00Z', '2025-10-02T12:00:00Z', '2025-10-03T12:00:00Z', '2026-12-01T12:00:00Z'].map(
          (at) => ({
            event: {
              kind: 'route' as const,
              source: 'TRUX_LB_COMP_RAW',
              route: 'TRASH-TUE',
              day: at.slice(0, 10),
              state: 'completed' as const,
              at,
            },
            recordedAt: new Date(at),
            recordedBy: 'Test Staff',
          }),
        ),
      )
      .returning({ id: boRouteEvents.id });
    await t.ctx.db
      .insert(backOfficeCursors)
      .values({ name: ROUTE_EVENTS_CURSOR, cursor: String(logged[1]!.id) });
    const notice = (day: string) => ({
      source: 'TRUX_LB_COMP_RAW',
      customer: '1',
      site: '1',
      serviceType: 'trash',
      day,
      uid: 'demo-resident-1',
      channel: 'mail',
    });
    await t.ctx.db.insert(collectionExceptionNotices).values([notice('2026-11-03'), notice('2026-11-05')]);

    expect(await pruneCollectionHistory(t.ctx)).toEqual({
      siteEvents: PRUNE_BATCH + 3 + 2 + 1,
      routeDays: 1,
      loggedEvents: 2,
      notices: 1,
    });
    const kept = await t.ctx.db
      .select({ route: collectionSiteEvents.route, day: collectionSiteEvents.day, n: count() })
      .from(collectionSiteEvents)
      .groupBy(collectionSiteEvents.route, collectionSiteEvents.day)
      .orderBy(collectionSiteEvents.day);
    expect(kept).toEqual([
      { route: 'TRASH-TUE', day: KEPT_DAY, n: 4 },
      { route: 'TRASH-MON', day: '2026-11-30', n: 1 },
    ]);
    expect(await rows(collectionRouteDays)).toBe(1);
    const log = await t.ctx.db.select({ id: boRouteEvents.id }).from(boRouteEvents).orderBy(boRouteEvents.id);
    expect(log.map((r) => r.id)).toEqual([logged[2]!.id, logged[3]!.id]);
    const ledger = await t.ctx.db
      .select({ day: collectionExceptionNotices.day })
      .from(collectionExceptionNotices);
    expect(ledger).toEqual([{ day: '2026-11-05' }]);

    expect(await pruneCollectionHistory(t.ctx)).toEqual({
      siteEvents: 0,
      routeDays: 0,
      loggedEvents: 0,
      notices: 0,
    });
    expect(await rows(collectionSiteEvents)).toBe(5);
  });
});
