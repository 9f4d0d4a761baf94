import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { writtenAt } from './columns';
import type { TIssueStatusValue } from '../../../domain/back-office';
import type { TServiceRequestEventKind } from '../../../domain/service-requests/timeline';

/**
 * Service tickets customers file from the portal (the four residential request forms and the
 * enterprise Request Extra Pickup), kept as an outbox: the row and its `back-office-create-issue` job
 * are written in one transaction, so a request is never lost. The row id is the idempotency key sent
 * to the back office, so a retry answers the same IssueID and never files twice.
 *
 * status: queued (not yet accepted by the back office) → filed (IssueID known, confirmation mail
 * queued), or failed (every retry used up; the payload is kept for staff to re-send).
 *
 * Once filed, the ticket's status in the back office (bo_status: open, in-progress, closed) is polled
 * by a durable job (features/service-requests/status-polling.ts) until it is closed; every change is a
 * service_request_events row.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: text('id').primaryKey(),
    /**
     * The customer who filed it. Deliberately no foreign key: when staff delete a customer profile its
     * tickets stay (the back office may still work on them), naming the uid the audit log resolves.
     */
    uid: text('uid').notNull(),
    /** missed-pickup, pickup-request, vacation-hold, damaged-cart or enterprise-extra-pickup. */
    kind: text('kind').notNull(),
    /** trash, recycling or yardwaste; null for enterprise rows. */
    serviceType: text('service_type'),
    status: text('status').$type<'queued' | 'filed' | 'failed'>().notNull().default('queued'),
    /** The create-issue body (DatabaseName, SC01, Notes) exactly as sent. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What the confirmation mail says, rendered with the IssueID once it is known. */
    confirmation: jsonb('confirmation').$type<Record<string, unknown>>().notNull(),
    issueId: text('issue_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: writtenAt('created_at'),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    /** The customer's portal setup when the request was made (the desk filters by it). */
    portalId: text('portal_id'),
    /** The ticket's status in the back office; null until the first poll after filing. */
    boStatus: text('bo_status').$type<TIssueStatusValue>(),
    boClosingNote: text('bo_closing_note'),
    /** When the status was last asked for (claimed by a poll); the next poll waits the interval. */
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    /** Why the last poll failed; null after a poll that worked. */
    lastPollError: text('last_poll_error'),
    /**
     * The language the customer used the portal in when filing it (the web app's Accept-Language):
     * kept as a record. Its mails and status notices are written in the profile's language when they are
     * sent (customer_profiles.language, issue 16), which a later switch in the translate menu changes.
     */
    language: text('language').notNull().default('en'),
    /** A missed-pickup ticket's pickup day (issue 32 §2); null for other kinds and older tickets. */
    pickupDay: date('pickup_day', { mode: 'string' }),
    /**
     * What the back office had recorded for that pickup when the customer filed (e.g. "not-collected:
     * cart-not-out", confirmed by the customer), so crews see it; null when nothing was recorded.
     */
    recordedStatus: text('recorded_status'),
  },
  (t) => [
    index('service_requests_uid_idx').on(t.uid, t.createdAt),
    index('service_requests_status_idx').on(t.status, t.createdAt),
    index('service_requests_list_idx').on(t.createdAt, t.id),
    // the tickets the status poll still watches: filed and not closed
    index('service_requests_poll_idx')
      .on(t.lastPolledAt)
      .where(sql`${t.status} = 'filed' and ${t.boStatus} is distinct from 'closed'`),
    index('service_requests_search_trgm').using('gin', sql`(${serviceRequestSearchText(t)}) gin_trgm_ops`),
  ],
);

/** What the desk's text filter searches: the customer's name, e-mail, uid, address and the IssueID. */
export function serviceRequestSearchText(t: {
  uid: AnyPgColumn;
  confirmation: AnyPgColumn;
  issueId: AnyPgColumn;
}) {
  return sql<string>`(${t.uid} || ' ' || coalesce(${t.issueId}, '') || ' ' || coalesce(${t.confirmation} #>> '{customer,name}', '') || ' ' || coalesce(${t.confirmation} #>> '{customer,email}', '') || ' ' || coalesce(${t.confirmation} #>> '{customer,address}', ''))`;
}

/**
 * A service request's timeline: one row per change (received, filed, failed, resent, status-changed,
 * note-added). `key` names the change so that writing it again (a repeated poll, a retried job) finds
 * the row there and adds nothing: the unique index keeps one row per request and key.
 */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').$type<TServiceRequestEventKind>().notNull(),
    /** The back-office status after a status change. */
    status: text('status').$type<TIssueStatusValue>(),
    /** The IssueID, the closing note, the note's text or the error, by kind. */
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** A staff user's name, 'customer', 'portal' or 'back office'. */
    by: text('by').notNull(),
  },
  (t) => [
    uniqueIndex('service_request_events_key_uq').on(t.requestId, t.key),
    index('service_request_events_request_idx').on(t.requestId, t.at, t.id),
  ],
);

/**
 * Change Service and Additional Carts requests (spec 02 §2 and §3) as the customer made them, for My
 * Requests: the change itself is saved on the profile (customer_profiles.service_changes) and staff
 * apply it; this row keeps what was asked for and when, under the same reference style as tickets
 * (src/domain/service-requests/reference.ts derives it from the id).
 */
export const serviceChangeRequests = pgTable(
  'service_change_requests',
  {
    id: text('id').primaryKey(),
    uid: text('uid').notNull(),
    /** service-change, additional-cart or additional-cart-removal (the confirmation kinds). */
    kind: text('kind').notNull(),
    serviceType: text('service_type').notNull(),
    /** The confirmation mail's lines: what was asked for, and the size and rate before and after. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    portalId: text('portal_id'),
    /** 'customer', or the staff user's name when staff made the change for them. */
    by: text('by').notNull(),
    createdAt: writtenAt('created_at'),
  },
  (t) => [index('service_change_requests_uid_idx').on(t.uid, t.createdAt)],
);
