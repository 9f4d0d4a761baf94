/**
 * Fixed-window rate limits kept in this process's memory, for cheap public reads (the ZIP address
 * search) where a database write per request would cost more than the read it protects. Each server
 * instance counts on its own, so with N instances a client gets up to N × the limit: acceptable for a
 * limit against scraping a read, not for sign-in or code guessing (those stay in the database, see
 * rate-limit.ts).
 */
import { AppError } from '../errors';
import { AUTH_MESSAGES } from '../../domain/auth';
import type { RateLimitRule } from './rate-limit';

/** Beyond this many live counters, expired ones are dropped (and, if still full, the oldest). */
const MAX_COUNTERS = 50_000;

export class MemoryRateLimiter {
  private readonly counters = new Map<string, { hits: number; resetAt: number }>();

  /** Counts a hit on every rule; throws 429 RATE_LIMITED with `message` when any is over its limit. */
  enforce(rules: RateLimitRule[], now: Date, message: string = AUTH_MESSAGES.tooManyRequests): void {
    const nowMs = now.getTime();
    let blockedUntil = 0;
    for (const r of rules) {
      const key = `${r.scope}:${r.id.toLowerCase()}`;
      let counter = this.counters.get(key);
      if (!counter || counter.resetAt <= nowMs) {
        this.makeRoom(nowMs);
        counter = { hits: 0, resetAt: nowMs + r.windowSeconds * 1000 };
        this.counters.set(key, counter);
      }
      counter.hits += 1;
      if (counter.hits > r.limit) blockedUntil = Math.max(blockedUntil, counter.resetAt);
    }
    if (blockedUntil) {
      const retryAfterSeconds = Math.max(1, Math.ceil((blockedUntil - nowMs) / 1000));
      throw new AppError('RATE_LIMITED', message, { reason: 'auth/too-many-requests', retryAfterSeconds });
    }
  }

  private makeRoom(nowMs: number) {
    if (this.counters.size < MAX_COUNTERS) return;
    for (const [key, counter] of this.counters) if (counter.resetAt <= nowMs) this.counters.delete(key);
    // still full of live counters: forget the oldest (Map keeps insertion order)
    while (this.counters.size >= MAX_COUNTERS) this.counters.delete(this.counters.keys().next().value!);
  }
}
