import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  ZNewPassword,
  getConfirmPasswordError,
  getPasswordError,
  isCommonPassword,
} from './password';
import { COMMON_PASSWORDS } from './common-passwords';

describe('password rules', () => {
  it('checks the six spec rules in order, with the spec messages', () => {
    expect(getPasswordError('')).toBe('Password is required');
    expect(getPasswordError('abc')).toBe('Password must be at least 8 characters long');
    // short and without anything else: length comes first
    expect(getPasswordError('ABC')).toBe('Password must be at least 8 characters long');
    expect(getPasswordError('abcdefgh')).toBe('Password must contain at least one uppercase letter');
    expect(getPasswordError('ABCDEFGH')).toBe('Password must contain at least one lowercase letter');
    expect(getPasswordError('Abcdefgh')).toBe('Password must contain at least one number');
    expect(getPasswordError('Abcdefg1')).toBe(
      'Password must contain at least one special character (!@#$%^&*)',
    );
    // a special character outside the spec's set does not count
    expect(getPasswordError('Abcdefg1?')).toBe(
      'Password must contain at least one special character (!@#$%^&*)',
    );
    expect(getPasswordError('Curbside!2026')).toBeNull();
  });

  it('allows long passphrases (64 and more characters) up to 128', () => {
    const long = `Aa1!${'x'.repeat(60)}`;
    expect(long).toHaveLength(64);
    expect(getPasswordError(long)).toBeNull();
    expect(getPasswordError(`Aa1!${'y'.repeat(124)}`)).toBeNull();
    expect(getPasswordError(`Aa1!${'y'.repeat(125)}`)).toBe(PASSWORD_MESSAGES.maxLength);
  });

  it('refuses common passwords, also with digits or symbols added', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(1000);
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('P@ssw0rd!')).toBe(true);
    expect(isCommonPassword('Sunshine2026!')).toBe(true);
    expect(isCommonPassword('Qwerty123!')).toBe(true);
    expect(getPasswordError('Password1!')).toBe(PASSWORD_MESSAGES.common);
    expect(isCommonPassword('Curbside!2026')).toBe(false);
    expect(isCommonPassword('Gr33n-Bins!Tuesday')).toBe(false);
  });

  it('gives one zod issue: the first broken rule', () => {
    const result = ZNewPassword.safeParse('abcdefgh');
    expect(result.success).toBe(false);
    expect(result.error!.issues).toHaveLength(1);
    expect(result.error!.issues[0]!.message).toBe('Password must contain at least one uppercase letter');
  });

  it('checks the confirmation', () => {
    expect(getConfirmPasswordError('Curbside!2026', '')).toBe('Please confirm your password');
    expect(getConfirmPasswordError('Curbside!2026', 'Curbside!2025')).toBe('Passwords do not match');
    expect(getConfirmPasswordError('Curbside!2026', 'Curbside!2026')).toBeNull();
  });
});
