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

/** Keeps the phone field as "+1" and at most 10 digits, whatever is typed or pasted. */
export function normalisePhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national =
    raw.trim().startsWith('+1') || (digits.length === 11 && digits.startsWith('1'))
      ? digits.slice(1)
      : digits;
  return `${PHONE_PREFIX}${national.slice(0, 10)}`;
}

export const isCompletePhone = (value: string) => value.length === 12 && PHONE_PATTERN.test(value);

/** Digits only, at most 6. */
export const normaliseCodeInput = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);
