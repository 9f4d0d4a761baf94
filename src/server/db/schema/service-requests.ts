import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Service tickets customers file from the portal (the four residential request forms and the
 * enterprise Request Extra Pickup), kept as an outbox: the row and its `back-office-create-issue` job
 * are written in one transaction, so a request is never lost. The row id is the idempotency key sent
 * to the back office, so a retry answers the same IssueID and never files twice.
 *
 * status: queued (not yet accepted by the back office) → filed (IssueID known, confirmation mail
 * queued), or failed (every retry used up; the payload is kept for staff to re-send).
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    filedAt: timestamp('filed_at', { withTimezone: true }),
  },
  (t) => [
    index('service_requests_uid_idx').on(t.uid, t.createdAt),
    index('service_requests_status_idx').on(t.status, t.createdAt),
  ],
);
