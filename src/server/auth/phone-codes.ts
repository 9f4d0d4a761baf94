/**
 * Phone sign-in codes: 6 digits, crypto-random, stored as a keyed hash, valid 10 minutes, single use.
 * At most 3 wrong tries per phone within a 10-minute window that starts at the first code; a new code
 * inside the window does not give the tries back. The third wrong try also burns the code.
 * The rules here are pure (clock passed in); the routes apply them inside one transaction.
 */
export const PHONE_CODE_RULES = {
  ttlMs: 10 * 60 * 1000,
  windowMs: 10 * 60 * 1000,
  maxFailedAttempts: 3,
} as const;

export interface PhoneCodeState {
  codeHash: string | null;
  expiresAt: Date;
  failedAttempts: number;
  windowEndsAt: Date;
}

/** What a new code does to the counters: the window and its failed tries carry over while it lasts. */
export function planCodeSend(
  existing: Pick<PhoneCodeState, 'failedAttempts' | 'windowEndsAt'> | null,
  now: Date,
): { allowed: boolean; failedAttempts: number; windowEndsAt: Date; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PHONE_CODE_RULES.ttlMs);
  if (existing && existing.windowEndsAt > now) {
    return {
      allowed: existing.failedAttempts < PHONE_CODE_RULES.maxFailedAttempts,
      failedAttempts: existing.failedAttempts,
      windowEndsAt: existing.windowEndsAt,
      expiresAt,
    };
  }
  return {
    allowed: true,
    failedAttempts: 0,
    windowEndsAt: new Date(now.getTime() + PHONE_CODE_RULES.windowMs),
    expiresAt,
  };
}

export type CodeCheckOutcome = 'ok' | 'invalid' | 'expired' | 'locked';

/**
 * Judges one try. `matches` says whether the submitted code's hash equals the stored one.
 * Returns the outcome and the state to store (a wrong try is counted; the third burns the code; a
 * right one burns the code and clears the count).
 */
export function checkPhoneCode(
  state: PhoneCodeState | null,
  matches: boolean,
  now: Date,
): { outcome: CodeCheckOutcome; next: PhoneCodeState | null; attemptsRemaining: number } {
  const max = PHONE_CODE_RULES.maxFailedAttempts;
  if (!state) return { outcome: 'invalid', next: null, attemptsRemaining: 0 };
  const windowOpen = state.windowEndsAt > now;
  const failed = windowOpen ? state.failedAttempts : 0;
  if (failed >= max) return { outcome: 'locked', next: state, attemptsRemaining: 0 };
  if (!state.codeHash) return { outcome: 'invalid', next: state, attemptsRemaining: max - failed };
  if (state.expiresAt <= now)
    return { outcome: 'expired', next: { ...state, codeHash: null }, attemptsRemaining: max - failed };
  if (matches) {
    return { outcome: 'ok', next: { ...state, codeHash: null, failedAttempts: 0 }, attemptsRemaining: max };
  }
  const failedAttempts = failed + 1;
  const windowEndsAt = windowOpen ? state.windowEndsAt : new Date(now.getTime() + PHONE_CODE_RULES.windowMs);
  return {
    outcome: failedAttempts >= max ? 'locked' : 'invalid',
    next: { ...state, failedAttempts, windowEndsAt, codeHash: failedAttempts >= max ? null : state.codeHash },
    attemptsRemaining: max - failedAttempts,
  };
}
