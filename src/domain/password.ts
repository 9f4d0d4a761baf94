/**
 * Password rules (spec 01 §5, "Password (step 4), checked in this order"), used by the registration
 * form, the reset-password page and the API. The first failing rule gives the message. After the six
 * spec rules Curbside adds a length cap (long passphrases are welcome, up to 128 characters) and a
 * refusal of commonly used passwords.
 */
import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  minLength: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character (!@#$%^&*)',
  maxLength: 'Password must be at most 128 characters long',
  common: 'This password is too common. Please choose a less predictable password.',
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
} as const;

export type TPasswordRule = keyof Omit<typeof PASSWORD_MESSAGES, 'confirmRequired' | 'mismatch'>;

/** The rules in the order they are checked; each returns true when the password passes. */
export const PASSWORD_RULES: ReadonlyArray<{ rule: TPasswordRule; test: (password: string) => boolean }> = [
  { rule: 'required', test: (p) => p.length > 0 },
  { rule: 'minLength', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { rule: 'uppercase', test: (p) => /[A-Z]/.test(p) },
  { rule: 'lowercase', test: (p) => /[a-z]/.test(p) },
  { rule: 'number', test: (p) => /[0-9]/.test(p) },
  { rule: 'special', test: (p) => /[!@#$%^&*]/.test(p) },
  { rule: 'maxLength', test: (p) => p.length <= PASSWORD_MAX_LENGTH },
  { rule: 'common', test: (p) => !isCommonPassword(p) },
];

/**
 * True for a password on the common list, also when it is only a common word with digits or symbols
 * added at the end ("Password1!", "Sunshine2026!").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const core = lower.replace(/[0-9!@#$%^&*]+$/, '');
  return core.length >= 4 && COMMON_PASSWORDS.has(core);
}

/** The first rule the password breaks, or null when it passes every rule. */
export function findPasswordProblem(password: string): TPasswordRule | null {
  for (const { rule, test } of PASSWORD_RULES) if (!test(password)) return rule;
  return null;
}

/** The message of the first broken rule, or null. */
export function getPasswordError(password: string): string | null {
  const problem = findPasswordProblem(password);
  return problem ? PASSWORD_MESSAGES[problem] : null;
}

/** A new password: one issue, the first broken rule's message (params.rule names the rule for i18n). */
export const ZNewPassword = z.string().superRefine((value, ctx) => {
  const problem = findPasswordProblem(value);
  if (problem)
    ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem], params: { rule: problem } });
});

/** The confirmation field's message, or null. */
export function getConfirmPasswordError(password: string, confirmation: string): string | null {
  if (confirmation.length === 0) return PASSWORD_MESSAGES.confirmRequired;
  if (confirmation !== password) return PASSWORD_MESSAGES.mismatch;
  return null;
}
