/**
 * Collection day's history is kept for COLLECTION_HISTORY_DAYS and then let go (issue 32 §1): every
 * pickup of every site adds a row to collection_site_events (a million customers with three carts add
 * about 150 million a year), and nothing reads a day that old (the cards show today and the last
 * pickup, the calendar this month, Route Day and the dashboard the days staff pick, usually this week).
 *
 * `collection-history-prune` runs once a day (a pg-boss schedule: one run across every instance) and
 * deletes in batches of PRUNE_BATCH rows, each its own short transaction, so a first run over a long
 * history never holds locks or a transaction open for long; a run stopped halfway is finished by the
 * next. Each delete finds its rows through an index, but the small ledger's:
 *
 * - site events by (source, route, day): the pairs (source, route) are few (a source's routes are a
 *   service on a weekday, TRASH-MON) and are found by a loose index scan, then each pair's old days
 *   are a range of the index;
 * - route days by their day index;
 * - the built-in back office's event log by its id, which grows with time: the first id recorded after
 *   the cut, then everything below it (and below the poll's cursor, so no event is let go unread);
 * - the notice ledger (exceptions only, a few rows in a hundred pickups, read whole once a day): a
 *   notice is only told about an exception recorded within two days (exception-notices.ts), so a
 *   month of the ledger is all that keeps one from being told twice.
 */
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import {
  boRouteEvents,
  collectionExceptionNotices,
  collectionRouteDays,
  collectionSiteEvents,
} from '../../db/schema';
import { getRouteEventsCursor } from './route-events-sync';

export const COLLECTION_HISTORY_PRUNE_QUEUE = 'collection-history-prune';
/** Days of collection history kept: a year and a month, so last year's same week can be looked up. */
export const COLLECTION_HISTORY_DAYS = 400;
/** Days of the exception-notice ledger kept (notices are only told about exceptions of the last days). */
export const NOTICE_LEDGER_DAYS = 31;
export const PRUNE_BATCH = 5_000;

export interface CollectionPruneResult {
  siteEvents: number;
  routeDays: number;
  loggedEvents: number;
  notices: number;
}

const DAY_MS = 86_400_000;
const dayBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/** The (source, route) pairs of the site events, one index probe each (a loose index scan). */
async function sourceRoutes(db: DbOrTx): Promise<{ source: string; route: string }[]> {
  const rows = await db.execute(sql`
    with recursive pairs as (
      (select source, route from collection_site_events order by source, route limit 1)
      union all
      select next.source, next.route
      from pairs, lateral (
        select e.source, e.route from collection_site_events e
        where (e.source, e.route) > (pairs.source, pairs.route)
        order by e.source, e.route limit 1
      ) next
    )
    select source, route from pairs`);
  return (rows as unknown as { rows: { source: string; route: string }[] }).rows;
}

/** Deletes the rows `batch` picks, batch after batch, until a batch finds fewer than PRUNE_BATCH. */
async function deleteInBatches(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await batch();
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}

async function pruneSiteEvents(db: DbOrTx, before: string): Promise<number> {
  let total = 0;
  for (const { source, route } of await sourceRoutes(db)) {
    total += await deleteInBatches(async () => {
      const old = db
        .select({
          source: collectionSiteEvents.source,
          customer: collectionSiteEvents.customer,
          site: collectionSiteEvents.site,
          serviceType: collectionSiteEvents.serviceType,
          day: collectionSiteEvents.day,
        })
        .from(collectionSiteEvents)
        .where(
          and(
            eq(collectionSiteEvents.source, source),
            eq(collectionSiteEvents.route, route),
            lt(collectionSiteEvents.day, before),
          ),
        )
        .limit(PRUNE_BATCH);
      const deleted = await db
        .delete(collectionSiteEvents)
        .where(
          sql`(${collectionSiteEvents.source}, ${collectionSiteEvents.customer}, ${collectionSiteEvents.site}, ${collectionSiteEvents.serviceType}, ${collectionSiteEvents.day}) in (${old})`,
        )
        .returning({ day: collectionSiteEvents.day });
      return deleted.length;
    });
  }
  return total;
}

async function pruneRouteDays(db: DbOrTx, before: string): Promise<number> {
  const deleted = await db
    .delete(collectionRouteDays)
    .where(lt(collectionRouteDays.day, before))
    .returning({ day: collectionRouteDays.day });
  return deleted.length;
}

async function pruneLoggedEvents(db: DbOrTx, before: Date): Promise<number> {
  const [firstKept] = await db
    .select({ id: boRouteEvents.id })
    .from(boRouteEvents)
    .where(gte(boRouteEvents.recordedAt, before))
    .orderBy(asc(boRouteEvents.id))
    .limit(1);
  // the poll's cursor is the last id it read (the built-in adapter's cursor): nothing unread goes
  const cursor = Number((await getRouteEventsCursor(db))?.cursor || 0);
  const below = Math.min(firstKept ? Number(firstKept.id) : Number.MAX_SAFE_INTEGER, cursor + 1);
  if (!Number.isSafeInteger(below) || below <= 1) return 0;
  return deleteInBatches(async () => {
    const old = db
      .select({ id: boRouteEvents.id })
      .from(boRouteEvents)
      .where(lt(boRouteEvents.id, below))
      .orderBy(asc(boRouteEvents.id))
      .limit(PRUNE_BATCH);
    const deleted = await db
      .delete(boRouteEvents)
      .where(sql`${boRouteEvents.id} in (${old})`)
      .returning({ id: boRouteEvents.id });
    return deleted.length;
  });
}

async function pruneNotices(db: DbOrTx, before: string): Promise<number> {
  const deleted = await db
    .delete(collectionExceptionNotices)
    .where(lte(collectionExceptionNotices.day, before))
    .returning({ day: collectionExceptionNotices.day });
  return deleted.length;
}

/** One run (see the file comment). */
export async function pruneCollectionHistory(ctx: AppContext): Promise<CollectionPruneResult> {
  const now = ctx.now();
  const before = dayBefore(now, COLLECTION_HISTORY_DAYS);
  return {
    siteEvents: await pruneSiteEvents(ctx.db, before),
    routeDays: await pruneRouteDays(ctx.db, before),
    loggedEvents: await pruneLoggedEvents(ctx.db, new Date(now.getTime() - COLLECTION_HISTORY_DAYS * DAY_MS)),
    notices: await pruneNotices(ctx.db, dayBefore(now, NOTICE_LEDGER_DAYS)),
  };
}

export function registerCollectionHistoryPruneJob(ctx: AppContext): void {
  ctx.jobs.register(
    COLLECTION_HISTORY_PRUNE_QUEUE,
    async () => {
      await pruneCollectionHistory(ctx);
    },
    // at night in North America, when no crew records and no resident looks
    { cron: '17 9 * * *' },
  );
}
