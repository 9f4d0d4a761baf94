/**
 * Registration's rate limits, on the shared database-backed limiter of src/server/auth/rate-limit.ts:
 * per client address and per e-mail (code sends and checks, with a daily cap per recipient), per
 * client address, per registration and per e-mail (the e-mail step), per address site (account-number tries,
 * across registrations) and per registration (document uploads).
 */
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { enforce, rule, type RateLimitRule } from '../../auth/rate-limit';
import { SharedRateLimiter } from '../../auth/shared-rate-limit';
import {
  REGISTRATION_RESULT_MESSAGES,
  type TRegistrationErrorReason,
} from '../../../domain/registration/messages';
import { registrationError } from './errors';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const REGISTRATION_LIMITS = {
  addressSearchPerIp: { limit: 120, windowSeconds: 10 * MINUTE },
  startPerIp: { limit: 120, windowSeconds: HOUR },
  checkPerIp: { limit: 120, windowSeconds: 10 * MINUTE },
  /** The e-mail step says whether an e-mail is registered ("already in use"): bounded, so it is no oracle. */
  emailStepPerIp: { limit: 30, windowSeconds: HOUR },
  emailStepPerRegistration: { limit: 10, windowSeconds: HOUR },
  /** And per e-mail asked about, whoever asks: new registrations from new addresses do not reset it. */
  emailStepPerEmail: { limit: 10, windowSeconds: HOUR },
  codeSendPerEmail: { limit: 5, windowSeconds: HOUR },
  /** Codes go to any address typed in, in the company's name: a recipient gets at most this many a day. */
  codeSendPerEmailDay: { limit: 10, windowSeconds: DAY },
  codeSendPerIp: { limit: 20, windowSeconds: HOUR },
  codeVerifyPerEmail: { limit: 10, windowSeconds: 10 * MINUTE },
  codeVerifyPerIp: { limit: 30, windowSeconds: 10 * MINUTE },
  accountNumberPerSite: { limit: 9, windowSeconds: DAY },
  accountNumberPerIp: { limit: 20, windowSeconds: HOUR },
  documentPerRegistration: { limit: 10, windowSeconds: HOUR },
  documentPerIp: { limit: 30, windowSeconds: HOUR },
  /** Letters cost postage and go to someone's door: few per address, few per client. */
  letterPerSite: { limit: 2, windowSeconds: 30 * DAY },
  letterPerIp: { limit: 5, windowSeconds: DAY },
  letterVerifyPerIp: { limit: 30, windowSeconds: HOUR },
  submitPerIp: { limit: 20, windowSeconds: HOUR },
} as const;

export const limitRule = (scope: keyof typeof REGISTRATION_LIMITS, id: string): RateLimitRule =>
  rule(`registration:${scope}`, id, REGISTRATION_LIMITS[scope]);

/**
 * Counts the hits (on the main handle, outside any transaction, so they stay counted) and refuses with
 * the given message when a limit is passed.
 */
export async function enforceLimits(
  ctx: AppContext,
  rules: RateLimitRule[],
  message: string = REGISTRATION_RESULT_MESSAGES['too-many-requests'],
  reason: TRegistrationErrorReason = 'registration/too-many-requests',
): Promise<void> {
  await asRegistrationError(() => enforce(ctx.db, rules, ctx.now(), message), reason);
}

const sharedLimiters = new WeakMap<AppContext, SharedRateLimiter>();

/** This server's batching limiter (one per context, i.e. per instance). */
export function sharedLimiterOf(ctx: AppContext): SharedRateLimiter {
  let limiter = sharedLimiters.get(ctx);
  if (!limiter) sharedLimiters.set(ctx, (limiter = new SharedRateLimiter(ctx.db)));
  return limiter;
}

/**
 * The same, shared by every instance but written in batches: for the public ZIP search, a read that
 * a database write per request would make several times dearer (see shared-rate-limit.ts for the
 * bound this gives up).
 */
export async function enforceBatchedLimits(ctx: AppContext, rules: RateLimitRule[]): Promise<void> {
  const message = REGISTRATION_RESULT_MESSAGES['too-many-requests'];
  await asRegistrationError(() => sharedLimiterOf(ctx).enforce(rules, ctx.now(), message));
}

async function asRegistrationError(
  count: () => Promise<void>,
  reason: TRegistrationErrorReason = 'registration/too-many-requests',
): Promise<void> {
  try {
    await count();
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      throw registrationError('RATE_LIMITED', reason, error.message, {
        retryAfterSeconds: error.details?.retryAfterSeconds,
      });
    }
    throw error;
  }
}
