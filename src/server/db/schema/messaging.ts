import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { writtenAt } from './columns';

/**
 * Mail and SMS as delivered by the built-in adapters (the demo mailbox reads this), and by the
 * external adapters too as a record of what went out. The idempotency key is the job's, so a retried
 * delivery is recognised and not stored or sent twice.
 */
export const sentMessages = pgTable(
  'sent_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<'mail' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** Extra mail headers sent (List-Unsubscribe and List-Unsubscribe-Post on reminders). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    adapter: text('adapter').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: writtenAt('created_at'),
  },
  (t) => [
    uniqueIndex('sent_messages_idem_uq').on(t.idempotencyKey),
    index('sent_messages_created_idx').on(t.createdAt),
  ],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
