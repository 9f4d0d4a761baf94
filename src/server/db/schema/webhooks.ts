import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { writtenAt } from './columns';
import { sql } from 'drizzle-orm';

/**
 * Webhook endpoints (features/webhooks): a URL a hauler's other system listens on, the events it
 * wants and whether payloads may carry personal data. The signing secret (`whsec_<base64>`) is shown
 * once when the endpoint is created and kept here as it is, because every delivery is signed with it
 * (an HMAC key cannot be stored as a hash); only staff admins can reach these rows through the API, and
 * a database backup holds them like every other secret of the hauler's data.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    includePersonalData: boolean('include_personal_data').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    createdAt: writtenAt('created_at'),
    /** The staff user's e-mail. */
    createdBy: text('created_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_created_idx').on(t.createdAt)],
);

/**
 * One message to one endpoint: its body as signed (the same on every try and re-send, with the same
 * webhook-id), where it stands and what the receiver last answered. Deleting the endpoint deletes its
 * log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header (msg_…). */
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    /** The JSON body exactly as it is sent and signed. */
    body: text('body').notNull(),
    status: text('status')
      .$type<'pending' | 'retrying' | 'delivered' | 'failed' | 'skipped'>()
      .notNull()
      .default('pending'),
    tries: integer('tries').notNull().default(0),
    /** How many times staff sent it again (the job key of the next re-send). */
    resends: integer('resends').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastAnswer: text('last_answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastTriedAt: timestamp('last_tried_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The event's own data for the log (ids only, never personal data). */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt, t.id)],
);
