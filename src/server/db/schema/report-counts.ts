import { bigint, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Counts of customer profiles kept current by the database itself (issue 33 §2, migration 0019): the
 * dashboard and the delivery report's summary read these instead of every profile. Statement-level
 * triggers on customer_profiles fold each INSERT, UPDATE, DELETE and TRUNCATE into them in the same
 * transaction, whoever writes (routes, imports, the seed, psql), so they cannot drift.
 *
 * One row per portal (`portal_key`, '' for profiles without one), facet and value, e.g.
 * ('demo-highwood', 'day', "2026-12-05") → profiles created that UTC day, or ('demo-highwood',
 * 'residence', "multiFamily"). What each facet holds is customer_profile_facets() in the migration;
 * src/server/features/dashboard/profile-counts.ts reads them.
 */
export const customerProfileCounts = pgTable(
  'customer_profile_counts',
  {
    portalKey: text('portal_key').notNull(),
    facet: text('facet').notNull(),
    value: jsonb('value').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portalKey, t.facet, t.value] })],
);
