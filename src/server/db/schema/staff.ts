import { bigserial, boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, writtenAt } from './columns';
import { sql } from 'drizzle-orm';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role')
      .$type<'admin' | 'customerservice' | 'municipality'>()
      .notNull()
      .default('customerservice'),
    /** The portals a municipality user oversees (empty for the other roles). */
    portalIds: text('portal_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('staff_users_email_uq').on(sql`lower(${t.email})`),
    index('staff_users_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** Who changed what, for every staff change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: writtenAt('at'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_at_idx').on(t.at)],
);
