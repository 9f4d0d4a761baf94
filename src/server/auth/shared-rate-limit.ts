/**
 * Fixed-window rate limits shared by every server instance (the rate_limits table of rate-limit.ts)
 * but written in batches, for cheap public reads (the ZIP address search, the calendar feed) where a
 * database write per request would cost more than the read it protects (issue 30).
 *
 * Each instance keeps, per counter, the shared total it last read and the hits it has counted since.
 * A hit is decided in memory while that instance has fewer than `batch` unwritten hits AND its view
 * leaves `batch` hits of room below the limit (room for the unwritten hits of other instances).
 * Otherwise the instance adds its unwritten hits to the shared row in one upsert, reads the new total
 * back and decides on it. So a client costs one write per `batch` requests (a visitor who searches
 * a few times, none), and near the limit every hit is decided on the shared total. What that gives up:
 * with N instances a client can pass the limit by at most about N × `batch` hits in a window
 * (5 % of the limit per instance), never N × the limit as counters in each instance's memory allowed.
 */
import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';
import { AUTH_MESSAGES } from '../../domain/auth';
import { hit, sweepNowAndThen, type RateLimitRule } from './rate-limit';

/** Beyond this many live counters, expired ones are dropped (and, if still full, the oldest). */
const MAX_COUNTERS = 50_000;

/** The unwritten hits an instance may hold per counter: 5 % of the limit, at least 1. */
export const batchOf = (limit: number) => Math.max(1, Math.floor(limit / 20));

interface Counter {
  /** The shared total as last read from the database. */
  shared: number;
  /** Hits counted here and not yet written. */
  pending: number;
  resetAtMs: number;
}

export class SharedRateLimiter {
  private readonly counters = new Map<string, Counter>();
  /** Upserts made (for tests and the benchmark: how many requests cost a write). */
  writes = 0;

  constructor(private readonly db: DbOrTx) {}

  /** Counts a hit on every rule; throws 429 RATE_LIMITED with `message` when any is over its limit. */
  async enforce(
    rules: RateLimitRule[],
    now: Date,
    message: string = AUTH_MESSAGES.tooManyRequests,
  ): Promise<void> {
    const nowMs = now.getTime();
    let blockedUntil = 0;
    for (const r of rules) {
      const resetAtMs = await this.count(r, now);
      if (resetAtMs) blockedUntil = Math.max(blockedUntil, resetAtMs);
    }
    if (blockedUntil) {
      const retryAfterSeconds = Math.max(1, Math.ceil((blockedUntil - nowMs) / 1000));
      throw new AppError('RATE_LIMITED', message, { reason: 'auth/too-many-requests', retryAfterSeconds });
    }
  }

  /** Counts one hit; answers the window's end when the rule is over its limit, else 0. */
  private async count(r: RateLimitRule, now: Date): Promise<number> {
    const nowMs = now.getTime();
    const key = `${r.scope}:${r.id.toLowerCase()}`;
    let counter = this.counters.get(key);
    if (!counter || counter.resetAtMs <= nowMs) {
      this.makeRoom(nowMs);
      counter = { shared: 0, pending: 0, resetAtMs: nowMs + r.windowSeconds * 1000 };
      this.counters.set(key, counter);
    }
    counter.pending += 1;
    const batch = batchOf(r.limit);
    const seen = counter.shared + counter.pending;
    if (seen > r.limit) return counter.resetAtMs; // over already: no need to ask
    if (counter.pending < batch && seen <= r.limit - batch) return 0;
    // write this instance's hits and decide on the shared total
    const adding = counter.pending;
    counter.pending = 0;
    this.writes += 1;
    const row = await hit(this.db, r, now, adding).catch((error: unknown) => {
      counter.pending += adding; // not written: keep them counted here
      throw error;
    });
    await sweepNowAndThen(this.db, now);
    const rowResetMs = row.resetAt.getTime();
    if (rowResetMs !== counter.resetAtMs) {
      // the shared row's window is the one that counts (another instance may have opened it)
      counter.resetAtMs = rowResetMs;
      counter.shared = row.hits;
    } else counter.shared = Math.max(counter.shared, row.hits); // answers may come back out of order
    return row.hits > r.limit ? counter.resetAtMs : 0;
  }

  private makeRoom(nowMs: number) {
    if (this.counters.size < MAX_COUNTERS) return;
    for (const [key, counter] of this.counters) if (counter.resetAtMs <= nowMs) this.counters.delete(key);
    // still full of live counters: forget the oldest (Map keeps insertion order)
    while (this.counters.size >= MAX_COUNTERS) this.counters.delete(this.counters.keys().next().value!);
  }
}
