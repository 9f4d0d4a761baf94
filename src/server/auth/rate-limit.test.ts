import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db';
import { AppError } from '../errors';
import { enforce, hit, peek, reset, rule, slowdownDelayMs } from './rate-limit';

const database = useTestDatabase();

const t0 = new Date('2030-01-01T12:00:00Z');
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('database rate limits', () => {
  it('counts hits in a fixed window and starts over after it', async () => {
    const r = rule('test', 'someone@example.com', { limit: 3, windowSeconds: 60 });
    expect((await hit(database.db, r, t0)).hits).toBe(1);
    expect((await hit(database.db, r, later(10))).hits).toBe(2);
    const third = await hit(database.db, r, later(59));
    expect(third.hits).toBe(3);
    expect(third.resetAt).toEqual(later(60));
    const fresh = await hit(database.db, r, later(60));
    expect(fresh.hits).toBe(1);
    expect(fresh.resetAt).toEqual(later(120));
  });

  it('throws 429 over the limit, per rule, case-insensitively for identifiers', async () => {
    const limits = { limit: 2, windowSeconds: 60 };
    await enforce(database.db, [rule('login', 'A@x.com', limits)], t0);
    await enforce(database.db, [rule('login', 'a@X.com', limits)], t0);
    const error = await enforce(database.db, [rule('login', 'a@x.com', limits)], later(30)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, details: { retryAfterSeconds: 30 } });
    // another identifier is not affected
    await enforce(database.db, [rule('login', 'b@x.com', limits)], later(30));
    await reset(database.db, rule('login', 'a@x.com', limits));
    await enforce(database.db, [rule('login', 'a@x.com', limits)], later(31));
  });

  it('counts concurrent hits atomically', async () => {
    const r = rule('burst', '203.0.113.1', { limit: 100, windowSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(database.db, r, t0)));
    expect(results.map((x) => x.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('reads a count without adding to it, and forgets it once the window has passed', async () => {
    const r = rule('peek', '+18475550100', { limit: 3, windowSeconds: 60 });
    expect(await peek(database.db, r, t0)).toBe(0);
    await hit(database.db, r, t0);
    await hit(database.db, r, later(1));
    expect(await peek(database.db, r, later(2))).toBe(2);
    expect(await peek(database.db, r, later(2))).toBe(2);
    expect(await peek(database.db, r, later(60))).toBe(0);
  });

  it('waits longer with each try past the free ones, up to a cap', () => {
    const s = { freeTries: 10, firstDelayMs: 250, maxDelayMs: 8000 };
    expect([1, 10, 11, 12, 13, 15, 16, 1000].map((n) => slowdownDelayMs(n, s))).toEqual([
      0, 0, 250, 500, 1000, 4000, 8000, 8000,
    ]);
  });

  it('stores identifiers hashed', async () => {
    const rows = await database.executor.executeSql('select key from rate_limits');
    for (const row of rows.rows as { key: string }[]) expect(row.key).not.toContain('@');
  });
});
