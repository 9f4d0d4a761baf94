/** Turns sign-in API errors into keys of the auth namespace (the spec's messages). */
import { NETWORK_ERROR, isApiError } from '../../../lib/api-client';

const reasonOf = (error: unknown) =>
  isApiError(error) ? (error.details?.reason as string | undefined) : undefined;

/**
 * An error's message key: no connection first, then the key of the error's code, then of its reason,
 * else the fallback.
 */
function errorKey(
  error: unknown,
  keys: { codes?: Record<string, string>; reasons?: Record<string, string>; fallback: string },
): string {
  if (!isApiError(error)) return keys.fallback;
  if (error.code === NETWORK_ERROR) return 'errors.network';
  return keyIn(keys.codes, error.code) ?? keyIn(keys.reasons, reasonOf(error)) ?? keys.fallback;
}

const keyIn = (table: Record<string, string> | undefined, key: string | undefined) =>
  table && key !== undefined && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

const TOO_MANY_REQUESTS = { RATE_LIMITED: 'errors.tooManyRequests' };

export const loginErrorKey = (error: unknown): string =>
  errorKey(error, {
    reasons: {
      'auth/user-not-found': 'errors.userNotFound',
      'auth/wrong-password': 'errors.wrongPassword',
      'auth/too-many-requests': 'errors.tooManyFailedAttempts',
    },
    fallback: 'errors.loginFailed',
  });

export const phoneSendErrorKey = (error: unknown): string =>
  errorKey(error, {
    codes: { ...TOO_MANY_REQUESTS, VALIDATION_FAILED: 'phone.invalidPhone' },
    fallback: 'errors.sendCodeFailed',
  });

export const phoneVerifyErrorKey = (error: unknown): string =>
  errorKey(error, {
    reasons: {
      'auth/code-expired': 'errors.codeExpired',
      'auth/too-many-requests': 'errors.tooManyFailedAttempts',
    },
    fallback: 'errors.invalidCode',
  });

export const resetRequestErrorKey = (error: unknown): string =>
  errorKey(error, {
    codes: { ...TOO_MANY_REQUESTS, VALIDATION_FAILED: 'forgot.invalidEmail' },
    fallback: 'forgot.failed',
  });

export const resetConfirmErrorKey = (error: unknown): string =>
  errorKey(error, {
    codes: TOO_MANY_REQUESTS,
    reasons: { 'auth/invalid-reset-link': 'reset.invalidLink' },
    fallback: 'errors.unexpected',
  });

/** `?error=` of the Google callback → message key. */
export function googleErrorKey(code: string | null): string | null {
  if (!code) return null;
  return code === 'cancelled' ? 'google.cancelled' : 'google.failed';
}
