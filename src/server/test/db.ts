/**
 * A fresh, migrated database per test file: in-memory PGlite by default; a throw-away PostgreSQL
 * database when TEST_DATABASE_URL is set (the same suite runs on both, see scripts/test.mjs).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, runMigrations, type Database } from '../db/client';

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: await migratedTemplate() });
    // a no-op on the template (already migrated); keeps a test honest should the template be stale
    await runMigrations(database);
    return { ...database, dispose: () => database.close() };
  }
  const name = `curbside_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = await migratedPgTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  // a no-op on the template's copy (already migrated), as on PGlite
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

/**
 * A migrated, empty PGlite data folder, made once per set of migrations and kept as a file: a fresh
 * in-memory PGlite runs initdb (4–6 s on this machine's kind), loading this dump takes about a third
 * of that, and every test file needs one. Each file still gets its own database: a copy of the dump.
 */
async function migratedTemplate(): Promise<Blob> {
  const dumpFile = path.resolve('test-results', `pglite-template-${migrationsHash()}.tar`);
  if (!fs.existsSync(dumpFile)) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await runMigrations(database);
      const dump = await database.dumpDataDir!();
      fs.mkdirSync(path.dirname(dumpFile), { recursive: true });
      // written aside and renamed: parallel workers never read half a file
      const partial = `${dumpFile}.${process.pid}.partial`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, dumpFile);
    } finally {
      await database.close();
    }
  }
  return new Blob([fs.readFileSync(dumpFile)]);
}

/** Names what the migrations build: a template made from other migrations is never used. */
function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PostgreSQL database, made once per set of migrations and kept on the server: each
 * test file's database is a copy of it (`create database … template`), which takes a fraction of
 * running the migrations (about 3 s on this machine under load, over a hundred times a run). Made
 * under an advisory lock, under another name and renamed when done, so parallel workers neither build
 * it twice nor copy half of one. Templates of older migrations are dropped.
 */
async function migratedPgTemplate(adminUrl: string): Promise<string> {
  const name = `curbside_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  try {
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock(hashtext($1))', ['curbside-test-template']);
    try {
      if (await exists()) return name;
      const stale = await admin.query(
        `select datname from pg_database where datname like 'curbside\\_tpl\\_%' and datname <> $1`,
        [name],
      );
      for (const { datname } of stale.rows as { datname: string }[]) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', ['curbside-test-template']);
    }
  } finally {
    await admin.end();
  }
}
