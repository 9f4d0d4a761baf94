import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { writtenAt } from './columns';
import { sql } from 'drizzle-orm';
import { serviceRequests } from './service-requests';

/**
 * API keys for the Open311 GeoReport v2 endpoint (features/open311). A key is shown once when it is
 * created; only its sha256 is stored (the key is 32 random bytes, so no salt is needed), with the
 * first characters kept to tell keys apart in the admin list. A key files tickets only for the portals
 * (jurisdictions) it names; a revoked key is kept (revoked_at set) so the tickets it filed still say
 * which city filed them.
 */
export const open311ApiKeys = pgTable(
  'open311_api_keys',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown in the admin list ("o311_AbCd…"). */
    keyPrefix: text('key_prefix').notNull(),
    /** The portal ids (jurisdiction_id) this key may file for. */
    portalIds: text('portal_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: writtenAt('created_at'),
    /** The staff user's e-mail. */
    createdBy: text('created_by').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
  },
  (t) => [
    uniqueIndex('open311_api_keys_hash_uq').on(t.keyHash),
    index('open311_api_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * The Open311 side of a ticket filed through the endpoint: which key filed it, for which portal and
 * service code, and where (the matched back-office site, as GET requests shows it). The ticket itself is
 * the service_requests row (the outbox, the tickets desk, the status polling); this row only makes the
 * jurisdiction's request list an indexed read and keeps what the city sent. No personal data here: the
 * name, e-mail and phone a city sends stay in the ticket's confirmation, which staff see on the desk.
 */
export const open311Requests = pgTable(
  'open311_requests',
  {
    requestId: text('request_id')
      .primaryKey()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    keyId: text('key_id').notNull(),
    portalId: text('portal_id').notNull(),
    serviceCode: text('service_code').notNull(),
    /** The site as address_id: SOURCE:CUSTOMER:SITE. */
    addressId: text('address_id').notNull(),
    address: text('address').notNull(),
    zipcode: text('zipcode').notNull(),
    description: text('description'),
    /** The vacation hold's last day and similar: when the request is expected to be done, if known. */
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('open311_requests_portal_idx').on(t.portalId, t.createdAt)],
);
