import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { collectionSiteDayColumns, writtenAt } from './columns';
import type { NotCollectedReason, TRouteEvent } from '../../../domain/collection-day/route-events';

/**
 * Collection day (issue 32 §1). Two kinds of tables:
 *
 * - `bo_route_events` is the built-in back office's log of route events, written by staff on the
 *   route-day screen or by a CSV of the day's events: what an external back office keeps on its side.
 *   Its id is the cursor the back-office port pages with (`listRouteEvents`).
 * - `collection_route_days` and `collection_site_events` are the portal's own copy of what happened,
 *   one row per route and day and per site, service and day, written only by applyRouteEvents from
 *   either adapter's events (the newest event by its time wins; an older one arriving late changes
 *   nothing). The customer's cards, the calendar, the missed-pickup window and the dashboard read
 *   these.
 * - `collection_exception_notices` makes each exception notice go once per site, service, day,
 *   customer and channel, across restarts and replays (its key is the row).
 * - `back_office_cursors` keeps where each poll of the back office goes on from.
 */
export const boRouteEvents = pgTable('bo_route_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  event: jsonb('event').$type<TRouteEvent>().notNull(),
  recordedAt: writtenAt('recorded_at'),
  /** The staff user who recorded it (the audit trail); null for a CSV without one. */
  recordedBy: text('recorded_by'),
});

export const collectionRouteDays = pgTable(
  'collection_route_days',
  {
    source: text('source').notNull(),
    route: text('route').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.route, t.day] }),
    index('collection_route_days_day_idx').on(t.day),
  ],
);

export const collectionSiteEvents = pgTable(
  'collection_site_events',
  {
    ...collectionSiteDayColumns(),
    /** The route the site's service was on that day ("TRASH-MON"); the dashboard counts by it. */
    route: text('route').notNull(),
    outcome: text('outcome').$type<'collected' | 'not-collected'>().notNull(),
    /** When it was collected, or when the crew recorded the exception. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    reason: text('reason').$type<NotCollectedReason>(),
    note: text('note'),
    photoRef: text('photo_ref'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.customer, t.site, t.serviceType, t.day] }),
    index('collection_site_events_route_day_idx').on(t.source, t.route, t.day),
    index('collection_site_events_day_exceptions_idx')
      .on(t.day)
      .where(sql`${t.outcome} = 'not-collected'`),
  ],
);

export const collectionExceptionNotices = pgTable(
  'collection_exception_notices',
  {
    ...collectionSiteDayColumns(),
    uid: text('uid').notNull(),
    /** mail or sms. */
    channel: text('channel').notNull(),
    queuedAt: writtenAt('queued_at'),
  },
  (t) => [primaryKey({ columns: [t.source, t.customer, t.site, t.serviceType, t.day, t.uid, t.channel] })],
);

export const backOfficeCursors = pgTable('back_office_cursors', {
  /** What is polled, e.g. "route-events". */
  name: text('name').primaryKey(),
  cursor: text('cursor').notNull(),
  /** Events applied by the polls so far (for operations' eyes). */
  applied: integer('applied').notNull().default(0),
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  lastError: text('last_error'),
});
