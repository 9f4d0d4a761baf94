/**
 * Everything a feature needs, built once at start (or per test) and passed down: configuration,
 * database, jobs and the ports to outside systems. Nothing below reads process.env or opens its own
 * connection.
 */
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, runMigrations, type AppDb, type Database } from './db/client';
import { Jobs } from './jobs/jobs';
import { createPorts, type Ports } from './ports';
import { registerJobs } from './jobs';

export interface AppContext {
  config: Config;
  database: Database;
  db: AppDb;
  jobs: Jobs;
  ports: Ports;
  /** The clock; tests replace it. */
  now: () => Date;
}

export interface ContextOverrides {
  database?: Database;
  now?: () => Date;
  ports?: Partial<Ports>;
  jobPollingIntervalSeconds?: number;
}

export async function createContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, 'pglite'),
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  await runMigrations(database);
  const jobs = new Jobs(database, {
    retryLimit: config.JOB_RETRY_LIMIT,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    pollingIntervalSeconds: overrides.jobPollingIntervalSeconds,
  });
  const ports = { ...createPorts(config, database.db), ...overrides.ports } as Ports;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    jobs,
    ports,
    now: overrides.now ?? (() => new Date()),
  };
  registerJobs(ctx);
  return ctx;
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.ports.ocr.close();
  await ctx.database.close();
}
