/**
 * Fixed-window rate limits in the database (table rate_limits), so every server instance shares them.
 * One atomic upsert per key counts the hit and starts a new window when the old one has passed.
 * Identifiers (addresses, e-mails, phones) are stored hashed.
 *
 * Call these on the main handle, outside any transaction: a hit must stay counted even when the
 * request then fails (and on PGlite a query on the main handle inside a transaction would wait forever).
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';
import { AUTH_MESSAGES } from '../../domain/auth';
import { hashToken } from './crypto';

export interface RateLimitRule {
  /** What is counted, e.g. 'login:email'. */
  scope: string;
  /** Who is counted, e.g. the e-mail or the client address. */
  id: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Curbside's sign-in limits, per client address and per account/e-mail/phone. */
export const AUTH_LIMITS = {
  /**
   * Wrong passwords lock an account for one client address only: a stranger who guesses locks
   * themselves out, not the customer, who still signs in from their own address.
   */
  loginPerEmailAndIp: { limit: 5, windowSeconds: 15 * MINUTE },
  loginPerIp: { limit: 30, windowSeconds: 15 * MINUTE },
  /**
   * Across addresses an account is never locked; past `freeTries` tries in the window each further
   * try waits longer (doubling from `firstDelayMs` up to `maxDelayMs`), which slows guessing from
   * many addresses while the customer still gets in.
   */
  loginSlowdownPerEmail: { freeTries: 10, firstDelayMs: 250, maxDelayMs: 8000, windowSeconds: 15 * MINUTE },
  codeSendPerPhone: { limit: 5, windowSeconds: HOUR },
  codeSendPerIp: { limit: 20, windowSeconds: HOUR },
  codeVerifyPerPhone: { limit: 10, windowSeconds: 10 * MINUTE },
  codeVerifyPerIp: { limit: 30, windowSeconds: 10 * MINUTE },
  /**
   * Wrong phone codes per number, counted for every number, known or not, so the lock-out after the
   * third wrong try looks the same for numbers without an account.
   */
  codeFailPerPhone: { limit: 3, windowSeconds: 10 * MINUTE },
  resetPerEmail: { limit: 3, windowSeconds: HOUR },
  resetPerIp: { limit: 10, windowSeconds: HOUR },
  resetConfirmPerIp: { limit: 20, windowSeconds: HOUR },
  /** Wrong current passwords on My Account's change form: a stolen session cannot guess on. */
  passwordChangePerAccount: { limit: 5, windowSeconds: 15 * MINUTE },
} as const;

export function rule(
  scope: string,
  id: string,
  limits: { limit: number; windowSeconds: number },
): RateLimitRule {
  return { scope, id, ...limits };
}

function keyOf(rule: Pick<RateLimitRule, 'scope' | 'id'>): string {
  return `${rule.scope}:${hashToken(rule.id.toLowerCase()).slice(0, 32)}`;
}

/**
 * Counts one hit (or `count` hits at once, for shared-rate-limit.ts's batches); returns the hits in the
 * current window (these included).
 */
export async function hit(
  db: DbOrTx,
  r: RateLimitRule,
  now: Date,
  count = 1,
): Promise<{ hits: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + r.windowSeconds * 1000);
  const nowIso = now.toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(r), hits: count, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= ${nowIso}::timestamptz then ${count}::int else ${rateLimits.hits} + ${count}::int end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowIso}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return row!;
}

/**
 * Counts a hit on every rule; throws 429 RATE_LIMITED with `message` when any is over its limit.
 * `Retry-After` seconds are in details.retryAfterSeconds.
 */
export async function enforce(
  db: DbOrTx,
  rules: RateLimitRule[],
  now: Date,
  message: string = AUTH_MESSAGES.tooManyRequests,
  reason = 'auth/too-many-requests',
) {
  let blockedUntil: Date | null = null;
  for (const r of rules) {
    const { hits, resetAt } = await hit(db, r, now);
    if (hits > r.limit && (!blockedUntil || resetAt > blockedUntil)) blockedUntil = resetAt;
  }
  await sweepNowAndThen(db, now);
  if (blockedUntil) {
    const retryAfterSeconds = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', message, { reason, retryAfterSeconds });
  }
}

/** Now and then (one call in a hundred) drops the counters whose window ended a day ago. */
export async function sweepNowAndThen(db: DbOrTx, now: Date): Promise<void> {
  if (Math.random() < 0.01)
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now.getTime() - 86_400_000)));
}

/** The hits in the current window without counting one (0 when none or the window has passed). */
export async function peek(db: DbOrTx, r: Pick<RateLimitRule, 'scope' | 'id'>, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(r)), gt(rateLimits.resetAt, now)))
    .limit(1);
  return row?.hits ?? 0;
}

/** Forgets a counter (a successful sign-in clears that account's failed attempts). */
export async function reset(db: DbOrTx, r: Pick<RateLimitRule, 'scope' | 'id'>): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(r)));
}

/**
 * How long the try numbered `tries` (this one included) waits under a slow-down rule: nothing up to
 * `freeTries`, then `firstDelayMs` doubling with each further try, capped at `maxDelayMs`.
 */
export function slowdownDelayMs(
  tries: number,
  s: { freeTries: number; firstDelayMs: number; maxDelayMs: number },
): number {
  const over = tries - s.freeTries;
  if (over <= 0) return 0;
  return Math.min(s.maxDelayMs, s.firstDelayMs * 2 ** Math.min(over - 1, 30));
}
