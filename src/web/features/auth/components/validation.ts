/** Field checks of the sign-in forms, as i18n keys of the auth namespace. Same rules as the API. */
import { PHONE_PATTERN, ZEmail } from '../../../../domain/auth';
import { findPasswordProblem } from '../../../../domain/password';

export function emailErrorKey(value: string): string | null {
  if (value.trim() === '') return 'validation.emailRequired';
  return ZEmail.safeParse(value).success ? null : 'validation.invalidEmail';
}

export function passwordRequiredKey(value: string): string | null {
  return value === '' ? 'validation.passwordRequired' : null;
}

/** The first broken password rule (spec order), as a key. */
export function newPasswordErrorKey(value: string): string | null {
  const problem = findPasswordProblem(value);
  return problem ? `password.${problem}` : null;
}

export function confirmPasswordErrorKey(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'password.confirmRequired';
  return confirmation === password ? null : 'password.mismatch';
}

export const PHONE_PREFIX = '+1';

/**
 * The 10 national digits of a US or Canadian number typed or pasted into the field after its fixed
 * "+1": digits only, without a leading country code 1 (no area code starts with 1), at most 10.
 */
export function nationalPhoneDigits(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^1/, '').slice(0, 10);
}

/** The number as sent: "+1" and the national digits, whatever is typed or pasted. */
export function normalisePhoneInput(raw: string): string {
  return `${PHONE_PREFIX}${nationalPhoneDigits(raw)}`;
}

export const isCompletePhone = (value: string) => value.length === 12 && PHONE_PATTERN.test(value);

/** Digits only, at most 6. */
export const normaliseCodeInput = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);
