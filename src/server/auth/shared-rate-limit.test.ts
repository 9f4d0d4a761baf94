/**
 * The batched shared rate limit (issue 30): one instance refuses exactly at the limit while writing
 * once per batch; two server contexts on one database (two instances) together let a client through
 * about the limit, not twice it as counters in each instance's memory did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { buildApp, composeContext, type AppInstance } from '../app';
import type { AppContext } from '../app-context';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { testConfig } from '../test/app';
import { REGISTRATION_LIMITS } from '../features/registration/limits';
import { CALENDAR_FEED_LIMITS } from '../features/calendar-feed/routes';
import { testPorts } from '../features/registration/test-support';
import { batchOf, SharedRateLimiter } from './shared-rate-limit';
import { rule } from './rate-limit';

let database: TestDatabase;
let clock = new Date('2026-11-24T00:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => null,
    (error: unknown) => error,
  );

describe('SharedRateLimiter on one instance', () => {
  it('refuses the hit after the limit with Retry-After, writing once per batch, and starts a new window', async () => {
    const limiter = new SharedRateLimiter(database.db);
    const perIp = (ip: string) => rule('test:search', ip, { limit: 100, windowSeconds: 60 });
    const t0 = new Date('2026-11-24T00:00:00Z');
    for (let i = 0; i < 100; i++) await limiter.enforce([perIp('10.0.0.1')], t0);
    // a write per 5 hits (5 % of 100), and one per hit in the last 5
    expect(limiter.writes).toBeLessThanOrEqual(100 / batchOf(100) + batchOf(100));
    expect(limiter.writes).toBeGreaterThan(1);
    const refused = await refusal(() =>
      limiter.enforce([perIp('10.0.0.1')], new Date(t0.getTime() + 15_000), 'slow down'),
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('RATE_LIMITED');
    expect((refused as AppError).message).toBe('slow down');
    expect((refused as AppError).details?.retryAfterSeconds).toBe(45);
    // the shared row holds every hit this instance allowed
    const [row] = await database.db.select().from(rateLimits).where(like(rateLimits.key, 'test:search:%'));
    expect(row!.hits).toBe(100);
    // another client is counted on its own; a few hits cost it no write
    const writes = limiter.writes;
    for (let i = 0; i < batchOf(100) - 1; i++) {
      expect(await refusal(() => limiter.enforce([perIp('10.0.0.2')], t0))).toBeNull();
    }
    expect(limiter.writes).toBe(writes);
    // a new window starts once the old one has passed
    expect(
      await refusal(() => limiter.enforce([perIp('10.0.0.1')], new Date(t0.getTime() + 60_000))),
    ).toBeNull();
  });
});

describe('two instances on one database', () => {
  const instances: Array<{ ctx: AppContext; app: AppInstance }> = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const ctx = await composeContext(testConfig(), { database, now: () => clock, ports: testPorts });
      const app = await buildApp(ctx, { logger: false });
      await app.ready();
      instances.push({ ctx, app });
    }
  });
  afterAll(async () => {
    for (const { ctx, app } of instances) {
      await app.close();
      await ctx.sessionRevocations?.close();
      await ctx.ports.ocr.close();
    }
  });

  /** Sends `n` requests from one client address, alternating between the instances; counts the 429s. */
  const spread = async (n: number, url: string, ip: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) {
      const { app } = instances[i % 2]!;
      statuses.push((await app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode);
    }
    return {
      allowed: statuses.filter((s) => s !== 429).length,
      refused: statuses.filter((s) => s === 429).length,
      other: statuses.filter((s) => s >= 500),
    };
  };

  it('holds the ZIP search limit across both: the client gets about the limit, not twice it', async () => {
    const { limit } = REGISTRATION_LIMITS.addressSearchPerIp;
    const { allowed, refused, other } = await spread(
      2 * limit,
      '/api/registration/addresses?zip=99999',
      '198.51.100.7',
    );
    expect(other).toEqual([]);
    expect(allowed).toBeGreaterThanOrEqual(limit);
    expect(allowed).toBeLessThanOrEqual(limit + 2 * batchOf(limit));
    expect(refused).toBe(2 * limit - allowed);
    // one shared counter for the client, written far less often than once per search
    const rows = await database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, 'registration:addressSearchPerIp:%'));
    expect(rows).toHaveLength(1);
  });

  it('holds the calendar feed limit across both', async () => {
    const { limit } = CALENDAR_FEED_LIMITS.fetchesPerIp;
    const token = 'a'.repeat(43);
    const { allowed, other } = await spread(2 * limit, `/api/calendar-feed/${token}.ics`, '198.51.100.8');
    expect(other).toEqual([]);
    expect(allowed).toBeGreaterThanOrEqual(limit);
    expect(allowed).toBeLessThanOrEqual(limit + 2 * batchOf(limit));
    // and a new window lets the client in again on both
    clock = new Date(clock.getTime() + CALENDAR_FEED_LIMITS.fetchesPerIp.windowSeconds * 1000);
    const after = await spread(2, `/api/calendar-feed/${token}.ics`, '198.51.100.8');
    expect(after.refused).toBe(0);
    expect(await database.db.$count(rateLimits, eq(rateLimits.hits, 0))).toBe(0);
  });
});
