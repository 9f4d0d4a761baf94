/**
 * A fresh, migrated database per test file: in-memory PGlite by default; a throw-away PostgreSQL
 * database when TEST_DATABASE_URL is set (the same suite runs on both, see scripts/test.mjs).
 *
 * A file that starts from seeded data names a `SeededTemplate`: the seed runs once per run of the
 * sources (not once per file) into a template, and each file's database is a copy of that template.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, runMigrations, type Database } from '../db/client';
import { useShared } from './shared';

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

/**
 * Seeded data many test files start from (the demo hauler): `seed` writes it on a migrated database.
 * Its template is kept under `name` and a hash of the migrations and of every source file under
 * src/server and src/domain, so a change to the seed or to anything it imports makes a new one.
 */
export interface SeededTemplate {
  name: string;
  seed(database: Database): Promise<void>;
}

export async function createTestDatabase(seeded?: SeededTemplate): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = seeded ? await seededTemplate(seeded) : await migratedTemplate();
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: template });
    // a no-op on the template (already migrated); keeps a test honest should the template be stale
    await runMigrations(database);
    return { ...database, dispose: () => database.close() };
  }
  const name = `curbside_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = seeded ? await seededPgTemplate(adminUrl, seeded) : await migratedPgTemplate(adminUrl);
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
 * The test file's database (or the describe block's): made before its tests, `prepare`d, and disposed
 * of after them.
 */
export function useTestDatabase(
  options: {
    seeded?: SeededTemplate;
    prepare?: (database: TestDatabase) => Promise<void>;
    timeoutMs?: number;
  } = {},
): TestDatabase {
  return useShared(
    async () => {
      const database = await createTestDatabase(options.seeded);
      await options.prepare?.(database);
      return database;
    },
    (database) => database.dispose(),
    options.timeoutMs,
  );
}

/**
 * A migrated, empty PGlite data folder, made once per set of migrations and kept as a file: a fresh
 * in-memory PGlite runs initdb (4–6 s on this machine's kind), loading this dump takes about a third
 * of that, and every test file needs one. Each file still gets its own database: a copy of the dump.
 */
function migratedTemplate(): Promise<Blob> {
  return pgliteDump(`pglite-template-${migrationsHash()}.tar`, async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await runMigrations(database);
    return database;
  });
}

/** A PGlite data folder with `seeded`'s data, made from the migrated one. */
async function seededTemplate(seeded: SeededTemplate): Promise<Blob> {
  const migrated = await migratedTemplate();
  return pgliteDump(`pglite-${seeded.name}-${seededHash()}.tar`, async () => {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: migrated });
    await seeded.seed(database);
    return database;
  });
}

/** The dump `file` in test-results/, made by `build` when it is not there yet. */
async function pgliteDump(file: string, build: () => Promise<Database>): Promise<Blob> {
  const dumpFile = path.resolve('test-results', file);
  if (!fs.existsSync(dumpFile)) {
    const database = await build();
    try {
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

let sourcesHash: string | undefined;

/**
 * Names what a seed writes: the migrations and the server's and domain's sources (the seed's data,
 * and every rule it applies, live there), and the day. Read once per worker.
 */
function seededHash(): string {
  if (sourcesHash) return sourcesHash;
  // and today's date: rows the database stamps with now() are from today, as a seed run by the test
  // itself would stamp them
  const hash = crypto
    .createHash('sha256')
    .update(migrationsHash())
    .update(new Date().toISOString().slice(0, 10));
  for (const root of ['src/server', 'src/domain']) {
    const files = fs.readdirSync(root, { recursive: true }).map(String).sort();
    for (const name of files) {
      if (/\.test\.tsx?$/.test(name)) continue;
      const file = path.join(root, name);
      if (fs.statSync(file).isFile()) hash.update(file).update(fs.readFileSync(file));
    }
  }
  sourcesHash = hash.digest('hex').slice(0, 16);
  return sourcesHash;
}

/**
 * A migrated, empty PostgreSQL database, made once per set of migrations and kept on the server: each
 * test file's database is a copy of it (`create database … template`), which takes a fraction of
 * running the migrations (about 3 s on this machine under load, over a hundred times a run).
 */
function migratedPgTemplate(adminUrl: string): Promise<string> {
  return pgTemplate(adminUrl, 'curbside_tpl_', migrationsHash(), null, runMigrations);
}

/** A PostgreSQL database with `seeded`'s data, a copy of the migrated one seeded. */
async function seededPgTemplate(adminUrl: string, seeded: SeededTemplate): Promise<string> {
  const migrated = await migratedPgTemplate(adminUrl);
  return pgTemplate(
    adminUrl,
    `curbside_seed_${seeded.name.replace(/\W/g, '_')}_`,
    seededHash(),
    migrated,
    (db) => seeded.seed(db),
  );
}

/**
 * The template database `prefix` + `hash`, made by `build` (on a copy of `from`, or an empty database)
 * when it is not there. Made under an advisory lock, under another name and renamed when done, so
 * parallel workers neither build it twice nor copy half of one; older templates of the prefix are
 * dropped.
 */
async function pgTemplate(
  adminUrl: string,
  prefix: string,
  hash: string,
  from: string | null,
  build: (database: Database) => Promise<void>,
): Promise<string> {
  const name = `${prefix}${hash}`;
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
        `select datname from pg_database where datname like $1 and datname <> $2`,
        [`${prefix.replace(/_/g, '\\_')}%`, name],
      );
      for (const { datname } of stale.rows as { datname: string }[]) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(
        from ? `create database ${building} template ${from}` : `create database ${building}`,
      );
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
      try {
        await build(database);
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
