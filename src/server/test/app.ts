/**
 * Builds the whole server on a fresh test database, for API tests through `app.inject`.
 * Jobs are started with a short polling interval so side effects can be awaited with `ctx.jobs.drain()`.
 */
import { loadConfig, type Config } from '../config';
import { buildApp, composeContext, type AppInstance } from '../app';
import type { AppContext } from '../app-context';
import type { ContextOverrides } from '../context';
import { createTestDatabase, type SeededTemplate } from './db';
import { useShared } from './shared';

export interface TestApp {
  app: AppInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<ContextOverrides, 'database'> {
  env?: Record<string, string>;
  /** Start the job worker (default true). */
  work?: boolean;
  /** Start from this seeded data (a copy of its template) instead of an empty migrated database. */
  seeded?: SeededTemplate;
  /** Run a function on the migrated database before the app starts (e.g. seed). */
  prepare?: (ctx: AppContext) => Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_RETRY_DELAY_SECONDS: '1', ...env });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.seeded);
  const ctx = await composeContext(testConfig(options.env), {
    ...options,
    database,
    jobPollingIntervalSeconds: options.jobPollingIntervalSeconds ?? 0.5,
  });
  // on PostgreSQL the session cache is off until this instance listens for revocations
  await ctx.sessionRevocations?.ready;
  if (options.prepare) await options.prepare(ctx);
  await ctx.jobs.start({ work: options.work ?? true });
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await ctx.sessionRevocations?.close();
      await ctx.jobs.stop();
      await ctx.ports.ocr.close();
      await database.dispose();
    },
  };
}

/**
 * The test file's app: made by `create` before the file's tests and closed after them. Answers it at
 * once, as a handle whose `app` and `ctx` are the made app's (read them in hooks and tests only).
 */
export function useTestApp(create: () => Promise<TestApp>, timeoutMs?: number): TestApp {
  return useShared(create, (made) => made.close(), timeoutMs);
}
