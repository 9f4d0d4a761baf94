/**
 * Migrations after 0014 may run while instances of the previous release still serve (issue 30): each
 * contract step (a drop, a rename, a type change, a new NOT NULL) must carry `-- contract: <why>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { contractStepsOf, LAST_UNCHECKED_MIGRATION, migrationNumber } from './migration-rules';

const migrations = fs
  .readdirSync(migrationsFolder)
  .filter((file) => file.endsWith('.sql'))
  .sort();

describe('expand, then contract', () => {
  it('finds no unmarked contract step in a migration after 0014', () => {
    const unmarked = migrations
      .filter((file) => migrationNumber(file) > LAST_UNCHECKED_MIGRATION)
      .flatMap((file) =>
        contractStepsOf(fs.readFileSync(path.join(migrationsFolder, file), 'utf8'))
          .filter((step) => !step.marked)
          .map((step) => `${file}: ${step.what}: ${step.statement}`),
      );
    expect(
      unmarked,
      'add `-- contract: <why it is safe now>` above the statement, or move it to a later release',
    ).toEqual([]);
  });

  it('finds none in 0000–0014 either, so the rule has no exceptions', () => {
    const older = migrations.filter((file) => migrationNumber(file) <= LAST_UNCHECKED_MIGRATION);
    expect(older).toHaveLength(LAST_UNCHECKED_MIGRATION + 1);
    expect(
      older.flatMap((file) => contractStepsOf(fs.readFileSync(path.join(migrationsFolder, file), 'utf8'))),
    ).toEqual([]);
  });

  it('recognises the contract steps drizzle-kit writes, and a marker right above one', () => {
    const sql = `ALTER TABLE "a" DROP COLUMN "b";--> statement-breakpoint
ALTER TABLE "a" RENAME COLUMN "c" TO "d";--> statement-breakpoint
ALTER TABLE "a" ALTER COLUMN "e" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "a" ALTER COLUMN "f" SET NOT NULL;--> statement-breakpoint
-- contract: release 0.9 stopped reading "old", and every instance runs 0.9 or later
DROP TABLE "old";--> statement-breakpoint
ALTER TABLE "a" ADD COLUMN "g" text NOT NULL;--> statement-breakpoint
ALTER TABLE "a" ADD COLUMN "h" text DEFAULT 'x' NOT NULL;--> statement-breakpoint
ALTER TABLE "a" ADD COLUMN "renamed_at" timestamptz;--> statement-breakpoint
CREATE INDEX "a_b" ON "a" ("b");--> statement-breakpoint
CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN -- drop table here is only a comment in a body
  RETURN NEW; END; $$ LANGUAGE plpgsql;
-- contract:
DROP TABLE "empty_reason";`;
    expect(contractStepsOf(sql).map((s) => [s.what, s.marked])).toEqual([
      ['DROP COLUMN', false],
      ['RENAME', false],
      ['ALTER COLUMN … TYPE', false],
      ['SET NOT NULL', false],
      ['DROP TABLE', true],
      ['ADD COLUMN … NOT NULL without a default', false],
      ['DROP TABLE', false],
    ]);
  });
});
