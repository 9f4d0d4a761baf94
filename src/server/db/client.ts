/**
 * One database handle for the whole server: PGlite (embedded, a folder in DATA_DIR) by default,
 * PostgreSQL when DATABASE_URL is set. Both speak the same dialect, so one Drizzle schema and one set
 * of migrations serve both.
 *
 * A PGlite folder is locked before PGlite touches it (folder-lock.ts) and released on close: one
 * opener at a time, whatever the process (server, seed, import, bench, restore). A folder that cannot
 * be opened ends in a DatabaseOpenError that says how to restore the newest backup (open-failure.ts).
 *
 * Every handle carries a DiskWatch (disk-full.ts: is the disk full, and is the space back?) and a
 * PGlite handle a LossGuard (database-lost.ts: after a PANIC, queries fail at once instead of hanging).
 *
 * PGlite is a single connection: a query on `db` issued while a transaction is open waits for that
 * transaction, forever if the transaction waits for it. Pass the transaction (`tx`) down instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { lockFolder, type FolderLock } from './folder-lock';
import { copyInitdbTemplate } from './initdb-template';
import { PGLITE_OPTIONS } from './pglite-options';
import { checkFolderBeforeOpen, DatabaseOpenError } from './open-failure';
import { DiskWatch, formatBytes, freeSpace, isDiskFullError } from './disk-full';
import { guardAgainstLoss, type LossGuard } from './database-lost';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction, or the database itself where no transaction is open. Repositories take this. */
export type DbOrTx = Parameters<Parameters<AppDb['transaction']>[0]>[0] | AppDb;

/** The shape pg-boss and other raw-SQL users need: parameterised text in, rows out. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** Raw executor on the main handle (not inside any transaction). */
  executor: SqlExecutor;
  /** For pg-boss on PostgreSQL; undefined on PGlite, where pg-boss must share the single connection. */
  connectionString?: string;
  /** Only for PGlite in a folder: the folder, its lock and the client (backups dump it). */
  embedded?: EmbeddedDatabase;
  /** Any PGlite database's data folder as a tarball (tests keep a migrated one as their template). */
  dumpDataDir?: () => Promise<Blob>;
  /** The PostgreSQL pool's connections (metrics); undefined on PGlite (one connection). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Whether the disk is full (health, 503 answers); watches DATA_DIR's free space for a folder. */
  disk: DiskWatch;
  /** PGlite only: set once the database has failed for good (a PANIC); main.ts exits then. */
  loss?: LossGuard;
  close(): Promise<void>;
}

export interface EmbeddedDatabase {
  folder: string;
  lock: FolderLock;
  client: PGlite;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite; `memory://` for a throw-away in-memory database. */
  pgliteDir?: string;
  /** For `memory://`: start from this data folder (a PGlite dump) instead of an empty one (tests). */
  pgliteTemplate?: Blob;
  poolSize?: number;
}

export const migrationsFolder = resolveMigrationsFolder();

function resolveMigrationsFolder(): string {
  // Source layout (tsx, vitest) and bundled layout (dist/server/main.js) both find the SQL files.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'migrations'),
    path.join(here, 'db', 'migrations'),
    path.resolve('src/server/db/migrations'),
  ];
  return candidates.find((c) => fs.existsSync(path.join(c, 'meta', '_journal.json'))) ?? candidates[0]!;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', (err) => console.error('postgres pool error', err.message));
    const db = drizzlePg(pool, { schema }) as unknown as AppDb;
    return {
      kind: 'postgres',
      db,
      connectionString: options.databaseUrl,
      executor: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      disk: new DiskWatch(),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (dir.startsWith('memory://')) {
    const template = options.pgliteTemplate;
    return pgliteDatabase(
      await PGlite.create({ ...PGLITE_OPTIONS, ...(template ? { loadDataDir: template } : {}) }),
    );
  }
  // The lock comes first: a second opener must not read or write a single file of the folder.
  const lock = await lockFolder(dir);
  let client: PGlite;
  try {
    checkFolderBeforeOpen(lock.folder);
    const isNew = !fs.existsSync(path.join(lock.folder, 'PG_VERSION'));
    fs.mkdirSync(lock.folder, { recursive: true });
    // a new folder starts from the build's migrated cluster where there is one (initdb-template.ts)
    if (isNew) copyInitdbTemplate(lock.folder);
    client = await PGlite.create(lock.folder, PGLITE_OPTIONS);
  } catch (error) {
    await lock.release();
    if (error instanceof DatabaseOpenError) throw error;
    // a full disk is not a broken database: no restore, just space
    if (isDiskFullError(error))
      throw new DatabaseOpenError(lock.folder, await diskFullReason(lock.folder), '', false);
    throw new DatabaseOpenError(lock.folder, error);
  }
  return pgliteDatabase(client, { folder: lock.folder, lock, client });
}

async function diskFullReason(folder: string): Promise<string> {
  const free = await freeSpace(folder).catch(() => undefined);
  return (
    `The disk holding ${folder} is full${free === undefined ? '' : ` (${formatBytes(free)} free)`}, so the embedded database could not be opened. ` +
    'Free some space and start again; the database itself is not damaged by this.'
  );
}

function pgliteDatabase(client: PGlite, embedded?: EmbeddedDatabase): Database {
  // before Drizzle sees the client: every query must pass the guard
  const loss = guardAgainstLoss(client);
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    embedded,
    disk: new DiskWatch(embedded?.folder),
    loss,
    dumpDataDir: () => client.dumpDataDir('none'),
    executor: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        // Unparameterised text may hold several statements (pg-boss's own migrations do).
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    },
    async close() {
      try {
        await client.close();
      } finally {
        await embedded?.lock.release();
      }
    },
  };
}

/**
 * How many of this build's migrations the database has not run yet (0 when it is up to date): what
 * readiness asks before an instance takes traffic. Drizzle records each run migration in
 * drizzle.__drizzle_migrations.
 */
export async function countPendingMigrations(database: Database): Promise<number> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  const { rows } = await database.executor.executeSql(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
    [],
  );
  const done = Number((rows[0] as { n: number } | undefined)?.n ?? 0);
  return Math.max(0, journal.entries.length - done);
}

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}

/**
 * An executor bound to a transaction, so side effects (jobs) commit or roll back with the change.
 * pg-boss's SQL reuses a parameter in one statement with different types (`$5` as text and as a
 * timestamp), which only a real pg-style parameter list expresses, so the text goes unchanged to the
 * connection the transaction runs on. Drizzle keeps that connection at `session.client` for both
 * drivers (a pg PoolClient, or a PGlite transaction); db/client.test.ts fails if that ever moves.
 */
export function executorFor(tx: DbOrTx): SqlExecutor {
  const client = (tx as unknown as { session?: { client?: Partial<RawClient> } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('executorFor: the transaction exposes no client');
  return {
    async executeSql(text, values) {
      const result = await client.query!(text, values ?? []);
      return { rows: result.rows };
    },
  };
}

interface RawClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}
