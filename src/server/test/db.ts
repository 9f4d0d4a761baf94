/**
 * A fresh, migrated database per test file: in-memory PGlite by default; a throw-away PostgreSQL
 * database when TEST_DATABASE_URL is set (the same suite runs on both, see scripts/test.mjs).
 */
import pg from 'pg';
import { openDatabase, runMigrations, type Database } from '../db/client';

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await runMigrations(database);
    return { ...database, dispose: () => database.close() };
  }
  const name = `curbside_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await runMigrations(database);
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
