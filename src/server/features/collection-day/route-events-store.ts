/**
 * The portal's copy of what happened on collection day (issue 32 §1): route days and site events,
 * written only here, from either back-office adapter's events (the poll job, or at once after staff
 * record events in the built-in back office).
 *
 * Events may come twice (a poll retried after a crash re-reads a page) or out of order (a CSV of
 * the morning loaded after the crew's afternoon correction): each row keeps the newest event by its
 * own time, so applying the same events again, or an older one late, changes nothing. The rows that
 * did change are answered, so the caller can tell customers about new exceptions in the same
 * transaction.
 */
import { sql } from 'drizzle-orm';
import {
  routeCodeOf,
  type TRouteDayEvent,
  type TRouteEvent,
  type TSiteCollectionEvent,
} from '../../../domain/collection-day/route-events';
import { WEEKDAY_CODES, weekdayOf, type CalendarDate } from '../../../domain/pickup-calendar/calendar-days';
import type { ServiceType } from '../../../domain/services/service-types';
import type { DbOrTx } from '../../db/client';
import { collectionRouteDays, collectionSiteEvents } from '../../db/schema';

export type CollectionSiteEventRow = typeof collectionSiteEvents.$inferSelect;

export interface AppliedRouteEvents {
  /** Route days whose start or completion changed. */
  routeDays: number;
  /** Site rows that are new or changed (the newest event won), as stored. */
  siteEvents: CollectionSiteEventRow[];
}

/** Names the route of a site event that does not (route-weekdays.ts); the day's own weekday's by default. */
export type RouteOfPickup = (source: string, serviceType: ServiceType, day: CalendarDate) => string;

const routeOfTheWeekday: RouteOfPickup = (_source, serviceType, day) =>
  routeCodeOf(serviceType, WEEKDAY_CODES[weekdayOf(day)]);

const siteKey = (e: TSiteCollectionEvent) =>
  JSON.stringify([e.source, e.customer, e.site, e.serviceType, e.day]);
const routeKey = (e: TRouteDayEvent) => JSON.stringify([e.source, e.route, e.day]);

/** Of events with the same key, the newest by `at` (the later one in the list on a tie). */
function newestByKey<T extends { at: string }>(events: readonly T[], key: (event: T) => string): T[] {
  const newest = new Map<string, T>();
  for (const event of events) {
    const seen = newest.get(key(event));
    if (!seen || Date.parse(seen.at) <= Date.parse(event.at)) newest.set(key(event), event);
  }
  return [...newest.values()];
}

/** Applies events (validated ones) to the portal's copy. Call it inside the caller's transaction. */
export async function applyRouteEvents(
  db: DbOrTx,
  events: readonly TRouteEvent[],
  routeOfPickup: RouteOfPickup = routeOfTheWeekday,
): Promise<AppliedRouteEvents> {
  const routeEvents = events.filter((e): e is TRouteDayEvent => e.kind === 'route');
  const siteEvents = events.filter((e): e is TSiteCollectionEvent => e.kind === 'site');
  let routeDays = 0;
  // started and completed of one route day are separate facts: apply each state's newest
  for (const state of ['started', 'completed'] as const) {
    const ofState = newestByKey(
      routeEvents.filter((e) => e.state === state),
      routeKey,
    );
    if (ofState.length === 0) continue;
    const column = state === 'started' ? collectionRouteDays.startedAt : collectionRouteDays.completedAt;
    const excluded = sql.raw(state === 'started' ? 'excluded.started_at' : 'excluded.completed_at');
    const changed = await db
      .insert(collectionRouteDays)
      .values(
        ofState.map((e) => ({
          source: e.source,
          route: e.route,
          day: e.day,
          [state === 'started' ? 'startedAt' : 'completedAt']: new Date(e.at),
        })),
      )
      .onConflictDoUpdate({
        target: [collectionRouteDays.source, collectionRouteDays.route, collectionRouteDays.day],
        // a route starts once (the first start stands) and is completed at its newest completion
        set:
          state === 'started'
            ? { startedAt: sql`coalesce(least(${column}, ${excluded}), ${excluded})`, updatedAt: sql`now()` }
            : { completedAt: sql`greatest(${column}, ${excluded})`, updatedAt: sql`now()` },
        setWhere:
          state === 'started'
            ? sql`${column} is null or ${column} > ${excluded}`
            : sql`${column} is null or ${column} < ${excluded}`,
      })
      .returning({ route: collectionRouteDays.route });
    routeDays += changed.length;
  }
  const newestSites = newestByKey(siteEvents, siteKey);
  const changedSites =
    newestSites.length === 0
      ? []
      : await db
          .insert(collectionSiteEvents)
          .values(
            newestSites.map((e) => ({
              source: e.source,
              customer: e.customer,
              site: e.site,
              serviceType: e.serviceType,
              day: e.day,
              route: e.route ?? routeOfPickup(e.source, e.serviceType, e.day),
              outcome: e.outcome,
              at: new Date(e.at),
              reason: e.reason,
              note: e.note,
              photoRef: e.photoRef,
            })),
          )
          .onConflictDoUpdate({
            target: [
              collectionSiteEvents.source,
              collectionSiteEvents.customer,
              collectionSiteEvents.site,
              collectionSiteEvents.serviceType,
              collectionSiteEvents.day,
            ],
            set: {
              route: sql`excluded.route`,
              outcome: sql`excluded.outcome`,
              at: sql`excluded.at`,
              reason: sql`excluded.reason`,
              note: sql`excluded.note`,
              photoRef: sql`excluded.photo_ref`,
              updatedAt: sql`now()`,
            },
            // the newest event wins; the very same event again changes nothing
            setWhere: sql`${collectionSiteEvents.at} < excluded.at or (${collectionSiteEvents.at} = excluded.at and (${collectionSiteEvents.outcome}, ${collectionSiteEvents.reason}, ${collectionSiteEvents.note}, ${collectionSiteEvents.photoRef}) is distinct from (excluded.outcome, excluded.reason, excluded.note, excluded.photo_ref))`,
          })
          .returning();
  return { routeDays, siteEvents: changedSites };
}
