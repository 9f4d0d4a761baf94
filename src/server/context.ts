/**
 * Everything a feature needs, built once at start (or per test) and passed down: configuration,
 * database, jobs and the ports to outside systems. Nothing below reads process.env or opens its own
 * connection. This module builds the context and nothing else: the features' job queues are registered
 * on it by the composition root (app.ts `composeContext`), and its type is app-context.ts's.
 */
import path from 'node:path';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { openDatabase, runMigrations, type Database } from './db/client';
import { Jobs, JOBS_SCHEMA } from './jobs/jobs';
import { createMetrics } from './http/metrics';
import { listenForSessionRevocations } from './auth/session-revocations';
import { createPorts, type Ports } from './ports';

export interface ContextOverrides {
  database?: Database;
  now?: () => Date;
  ports?: Partial<Ports>;
  jobPollingIntervalSeconds?: number;
  /** How often pg-boss expires jobs of dead workers (tests shorten it). */
  jobMaintenanceIntervalSeconds?: number;
  /** Receives the failed-try lines (tests capture them). */
  jobLog?: (line: string) => void;
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
  const metrics = createMetrics({ database, jobsSchema: JOBS_SCHEMA });
  const jobs = new Jobs(database, {
    retryLimit: config.JOB_RETRY_LIMIT,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    concurrency: config.JOB_CONCURRENCY,
    batchSize: config.JOB_BATCH_SIZE,
    timeoutSeconds: config.JOB_TIMEOUT_SECONDS,
    pollingIntervalSeconds: overrides.jobPollingIntervalSeconds ?? config.JOB_POLLING_INTERVAL_SECONDS,
    maintenanceIntervalSeconds: overrides.jobMaintenanceIntervalSeconds,
    // failed tries are operators' business even when request logging is quiet, but not in silent tests
    onTry: (queue, outcome, seconds) => metrics.observeJobTry(queue, outcome, seconds),
    log:
      overrides.jobLog ??
      (config.LOG_LEVEL === 'silent' ? () => undefined : (line: string) => console.warn(line)),
    // pg-boss's own maintenance on a full disk: /api/health says so (db/disk-full.ts)
    onError: (error) => database.disk.note(error, 'job queue maintenance'),
  });
  const ports = { ...createPorts(config, database.db), ...overrides.ports } as Ports;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    jobs,
    ports,
    lifecycle: { stopping: false },
    sessionRevocations: database.connectionString
      ? listenForSessionRevocations(database.connectionString, (line) => {
          if (config.LOG_LEVEL !== 'silent') console.warn(line);
        })
      : null,
    metrics,
    now: overrides.now ?? (() => new Date()),
  };
  return ctx;
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.sessionRevocations?.close();
  await ctx.jobs.stop();
  await ctx.ports.ocr.close();
  await ctx.database.close();
}
