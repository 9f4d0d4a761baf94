/**
 * The e-mail verification code's rules (spec 01 §5, §9), as pure decisions over a stored record and
 * the clock, so the server applies them and tests exercise them without waiting.
 *
 * - 6 digits, valid 10 minutes, 3 attempts, a new code no sooner than 60 seconds after the last one.
 * - Wrong tries are counted over a 10-minute window that starts with the first code (the phone code's
 *   rule, src/server/auth/phone-codes.ts): a resend inside the window keeps the count, so asking for a
 *   new code never buys more guesses, and after 3 wrong tries no new code is sent until the window
 *   ends. How many codes can be sent is also bounded by the per-e-mail and per-address send limits.
 */
import {
  invalidCodeMessage,
  REGISTRATION_MESSAGES,
  REGISTRATION_RESULT_MESSAGES,
  resendWaitMessage,
  type TRegistrationErrorReason,
} from './messages';

export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 3;
export const RESEND_COOLDOWN_SECONDS = 60;
/** Wrong tries count over this window from the first code; a resend does not reset it. */
export const CODE_WINDOW_SECONDS = 10 * 60;

export const ZCodePattern = /^\d{6}$/;

export interface CodeRecordState {
  attempts: number;
  verified: boolean;
  expiresAt: Date;
  /** When the current code was sent. */
  sentAt: Date;
  /** End of the window the wrong tries are counted over (null: none open). */
  windowEndsAt: Date | null;
}

export type CodeSendDecision =
  | { ok: true; attempts: number; windowEndsAt: Date }
  | {
      ok: false;
      reason: 'registration/resend-wait' | 'registration/too-many-requests';
      message: string;
      waitSeconds: number;
    };

/** May a (new) code be sent now, and with which attempt count and window? */
export function decideCodeSend(existing: CodeRecordState | null, now: Date): CodeSendDecision {
  const freshWindow = () => new Date(now.getTime() + CODE_WINDOW_SECONDS * 1000);
  if (!existing) return { ok: true, attempts: 0, windowEndsAt: freshWindow() };
  const elapsed = (now.getTime() - existing.sentAt.getTime()) / 1000;
  if (elapsed < RESEND_COOLDOWN_SECONDS) {
    const waitSeconds = Math.max(1, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed));
    return {
      ok: false,
      reason: 'registration/resend-wait',
      message: resendWaitMessage(waitSeconds),
      waitSeconds,
    };
  }
  const windowOpen = !existing.verified && existing.windowEndsAt !== null && existing.windowEndsAt > now;
  if (!windowOpen) return { ok: true, attempts: 0, windowEndsAt: freshWindow() };
  if (existing.attempts >= CODE_MAX_ATTEMPTS) {
    return {
      ok: false,
      reason: 'registration/too-many-requests',
      message: REGISTRATION_RESULT_MESSAGES['too-many-requests'],
      waitSeconds: Math.max(1, Math.ceil((existing.windowEndsAt!.getTime() - now.getTime()) / 1000)),
    };
  }
  return { ok: true, attempts: existing.attempts, windowEndsAt: existing.windowEndsAt! };
}

export type CodeCheckDecision =
  | { ok: true }
  | {
      ok: false;
      reason: TRegistrationErrorReason;
      message: string;
      /** Attempts to store (a wrong code counts one). */
      attempts?: number;
      remaining?: number;
    };

/**
 * Checks an entered code against the record. `codeMatches` is asked only when the record can still be
 * used, so a spent record never reveals whether a guess was right.
 */
export function decideCodeCheck(
  record: CodeRecordState | null,
  code: string | undefined,
  now: Date,
  codeMatches: (code: string) => boolean,
): CodeCheckDecision {
  if (code === undefined || code.trim() === '') {
    return {
      ok: false,
      reason: 'registration/email-and-code-required',
      message: REGISTRATION_MESSAGES.emailAndCodeRequired,
    };
  }
  if (!ZCodePattern.test(code)) {
    return { ok: false, reason: 'registration/code-digits', message: REGISTRATION_MESSAGES.codeDigits };
  }
  if (!record)
    return { ok: false, reason: 'registration/code-not-found', message: REGISTRATION_MESSAGES.codeNotFound };
  if (record.verified) {
    return {
      ok: false,
      reason: 'registration/email-already-verified',
      message: REGISTRATION_MESSAGES.emailAlreadyVerified,
    };
  }
  if (record.attempts >= CODE_MAX_ATTEMPTS) {
    return {
      ok: false,
      reason: 'registration/code-too-many-attempts',
      message: REGISTRATION_MESSAGES.codeTooManyAttempts,
      remaining: 0,
    };
  }
  if (record.expiresAt <= now) {
    return { ok: false, reason: 'registration/code-expired', message: REGISTRATION_MESSAGES.codeExpired };
  }
  if (codeMatches(code)) return { ok: true };
  const attempts = record.attempts + 1;
  const remaining = CODE_MAX_ATTEMPTS - attempts;
  if (remaining <= 0) {
    return {
      ok: false,
      reason: 'registration/code-too-many-attempts',
      message: REGISTRATION_MESSAGES.codeTooManyAttempts,
      attempts,
      remaining: 0,
    };
  }
  return {
    ok: false,
    reason: 'registration/invalid-code',
    message: invalidCodeMessage(remaining),
    attempts,
    remaining,
  };
}

/** Seconds until a new code may be requested (0 when it may be requested now). */
export function resendWaitSeconds(sentAt: Date, now: Date): number {
  const elapsed = (now.getTime() - sentAt.getTime()) / 1000;
  return elapsed >= RESEND_COOLDOWN_SECONDS ? 0 : Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed);
}
