import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { writtenAt } from './columns';
import { sql } from 'drizzle-orm';

/**
 * Runs of the staff migration (spec 03 §2.13) and their progress, so any server instance can answer
 * the browser's polling. At most one run is `running` at a time (partial unique index).
 */
export const staffMigrations = pgTable(
  'staff_migrations',
  {
    id: text('id').primaryKey(),
    state: text('state').$type<'running' | 'completed' | 'error'>().notNull().default('running'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    existing: integer('existing').notNull().default(0),
    failed: jsonb('failed').$type<{ email: string; reason: string }[]>().notNull().default([]),
    error: text('error'),
    /** The acting staff user's e-mail. */
    startedBy: text('started_by').notNull(),
    startedAt: writtenAt('started_at'),
    /** Heartbeat: moves on after every person; a running row that stops moving was interrupted. */
    updatedAt: writtenAt('updated_at'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_migrations_one_running_uq')
      .on(t.state)
      .where(sql`${t.state} = 'running'`),
  ],
);
