/** Turns sign-in API errors into keys of the auth namespace (the spec's messages). */
import { NETWORK_ERROR, isApiError } from '../../../lib/api-client';

const reasonOf = (error: unknown) =>
  isApiError(error) ? (error.details?.reason as string | undefined) : undefined;

export function loginErrorKey(error: unknown): string {
  if (isApiError(error) && error.code === NETWORK_ERROR) return 'errors.network';
  switch (reasonOf(error)) {
    case 'auth/user-not-found':
      return 'errors.userNotFound';
    case 'auth/wrong-password':
      return 'errors.wrongPassword';
    case 'auth/too-many-requests':
      return 'errors.tooManyFailedAttempts';
    default:
      return 'errors.loginFailed';
  }
}

export function phoneSendErrorKey(error: unknown): string {
  if (isApiError(error) && error.code === NETWORK_ERROR) return 'errors.network';
  if (isApiError(error) && error.code === 'RATE_LIMITED') return 'errors.tooManyRequests';
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') return 'phone.invalidPhone';
  return 'errors.sendCodeFailed';
}

export function phoneVerifyErrorKey(error: unknown): string {
  if (isApiError(error) && error.code === NETWORK_ERROR) return 'errors.network';
  switch (reasonOf(error)) {
    case 'auth/code-expired':
      return 'errors.codeExpired';
    case 'auth/too-many-requests':
      return 'errors.tooManyFailedAttempts';
    default:
      return 'errors.invalidCode';
  }
}

export function resetRequestErrorKey(error: unknown): string {
  if (isApiError(error) && error.code === NETWORK_ERROR) return 'errors.network';
  if (isApiError(error) && error.code === 'RATE_LIMITED') return 'errors.tooManyRequests';
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') return 'forgot.invalidEmail';
  return 'forgot.failed';
}

export function resetConfirmErrorKey(error: unknown): string {
  if (isApiError(error) && error.code === NETWORK_ERROR) return 'errors.network';
  if (isApiError(error) && error.code === 'RATE_LIMITED') return 'errors.tooManyRequests';
  if (reasonOf(error) === 'auth/invalid-reset-link') return 'reset.invalidLink';
  return 'errors.unexpected';
}

/** `?error=` of the Google callback → message key. */
export function googleErrorKey(code: string | null): string | null {
  if (!code) return null;
  return code === 'cancelled' ? 'google.cancelled' : 'google.failed';
}
