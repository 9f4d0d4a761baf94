/**
 * Collection day as the back office tells it (issue 32 §1), kept current by a durable poll of its
 * route events (DESIGN "Ports": a documented call polled by a durable job, as the ticket status is).
 *
 * `collection-route-events-sweep` runs every minute (a pg-boss schedule: one run per minute across
 * every instance). It goes on from the cursor stored in back_office_cursors ("route-events") and asks
 * the back office for the next page of events, page after page while it says there are more, at most
 * ROUTE_EVENTS_MAX_PAGES pages a run (the next minute's run goes on). Each page is applied and its new
 * exceptions queued (applyAndTellRouteEvents) in ONE transaction with the new cursor, so:
 *
 * - a crash between the call and the commit re-reads that one page at the next run, and a replay
 *   changes nothing (the newest event wins; the notice ledger holds each notice once);
 * - two runs that overlap (a slow one still going when the next minute's starts) cannot both move the
 *   cursor: the page's transaction locks the cursor row and applies nothing when the cursor moved
 *   since the page was asked for.
 *
 * A failed call is noted on the cursor row (last_error) and the run ends: the next run asks again.
 * Both adapters go through it: with the built-in back office the staff's events were applied when
 * they were recorded (record-route-events.ts), so the poll finds nothing new, only moves the cursor.
 */
import { eq, sql } from 'drizzle-orm';
import type { TRouteEventPage } from '../../../domain/collection-day/route-events';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { backOfficeCursors } from '../../db/schema';
import { describeCause } from '../../jobs/job-errors';
import { applyAndTellRouteEvents } from './record-route-events';

export const ROUTE_EVENTS_SWEEP_QUEUE = 'collection-route-events-sweep';
/** The name of the poll's row in back_office_cursors. */
export const ROUTE_EVENTS_CURSOR = 'route-events';
export const ROUTE_EVENTS_PAGE_SIZE = 500;
/** Pages read by one run: a backlog (a day's CSV of 20,000 events) is caught up over a few minutes. */
export const ROUTE_EVENTS_MAX_PAGES = 20;

export interface RouteEventsSweepResult {
  /** Pages applied. */
  pages: number;
  /** Events read on those pages. */
  events: number;
  /** Site rows that changed (new or newer events). */
  siteEvents: number;
  /** Exception notices queued (one per customer and channel). */
  notices: number;
  /** The back office could not be asked (the cause is on the cursor row). */
  failed: boolean;
}

/** The poll's row: where it goes on from, when it last ran, its last failure. */
export async function getRouteEventsCursor(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(backOfficeCursors)
    .where(eq(backOfficeCursors.name, ROUTE_EVENTS_CURSOR))
    .limit(1);
  return row ?? null;
}

async function currentCursor(db: DbOrTx): Promise<string> {
  await db
    .insert(backOfficeCursors)
    .values({ name: ROUTE_EVENTS_CURSOR, cursor: '' })
    .onConflictDoNothing({ target: backOfficeCursors.name });
  return (await getRouteEventsCursor(db))?.cursor ?? '';
}

/**
 * Applies one page read after `from` and stores its cursor, in one transaction. Answers null (and
 * applies nothing) when another run moved the cursor since the page was asked for.
 */
async function applyPage(ctx: AppContext, from: string, page: TRouteEventPage) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ cursor: backOfficeCursors.cursor })
      .from(backOfficeCursors)
      .where(eq(backOfficeCursors.name, ROUTE_EVENTS_CURSOR))
      .for('update');
    if (row?.cursor !== from) return null;
    const applied = await applyAndTellRouteEvents(ctx, tx, page.events);
    await tx
      .update(backOfficeCursors)
      .set({
        cursor: page.cursor,
        applied: sql`${backOfficeCursors.applied} + ${page.events.length}`,
        lastPolledAt: ctx.now(),
        lastError: null,
      })
      .where(eq(backOfficeCursors.name, ROUTE_EVENTS_CURSOR));
    return applied;
  });
}

/** One run of the poll (see the file comment). Never throws for the back office. */
export async function sweepRouteEvents(
  ctx: AppContext,
  options: { maxPages?: number; pageSize?: number } = {},
): Promise<RouteEventsSweepResult> {
  const maxPages = options.maxPages ?? ROUTE_EVENTS_MAX_PAGES;
  const limit = options.pageSize ?? ROUTE_EVENTS_PAGE_SIZE;
  const result: RouteEventsSweepResult = { pages: 0, events: 0, siteEvents: 0, notices: 0, failed: false };
  let cursor = await currentCursor(ctx.db);
  while (result.pages < maxPages) {
    let page: TRouteEventPage;
    try {
      page = await ctx.ports.backOffice.listRouteEvents({ cursor, limit });
    } catch (error) {
      await ctx.db
        .update(backOfficeCursors)
        .set({ lastPolledAt: ctx.now(), lastError: describeCause(error).slice(0, 500) })
        .where(eq(backOfficeCursors.name, ROUTE_EVENTS_CURSOR));
      result.failed = true;
      break;
    }
    const applied = await applyPage(ctx, cursor, page);
    if (!applied) break;
    result.pages += 1;
    result.events += page.events.length;
    result.siteEvents += applied.siteEvents.length;
    result.notices += applied.notices;
    // a back office that says "more" without moving on would loop: the next run asks again
    if (!page.more || page.cursor === cursor) break;
    cursor = page.cursor;
  }
  return result;
}

export function registerRouteEventsJobs(ctx: AppContext): void {
  ctx.jobs.register(
    ROUTE_EVENTS_SWEEP_QUEUE,
    async () => {
      await sweepRouteEvents(ctx);
    },
    { cron: '* * * * *' },
  );
}
