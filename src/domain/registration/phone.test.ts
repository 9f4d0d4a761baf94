import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, phonePatternError, toE164 } from './phone';
import { REGISTRATION_MESSAGES } from './messages';

describe('phone formatting', () => {
  it('formats as (XXX) XXX-XXXX while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('8')).toBe('(8');
    expect(formatPhone('847')).toBe('(847');
    expect(formatPhone('8475')).toBe('(847) 5');
    expect(formatPhone('847555')).toBe('(847) 555');
    expect(formatPhone('8475550123')).toBe('(847) 555-0123');
    expect(formatPhone('847-555-0123 ext 9')).toBe('(847) 555-0123');
  });

  it('drops a leading country code', () => {
    expect(phoneDigits('+1 (847) 555-0123')).toBe('8475550123');
    expect(toE164('(847) 555-0123')).toBe('+18475550123');
  });

  it('checks 10 digits, then the North American shape', () => {
    expect(phonePatternError('(847) 555-0123')).toBeNull();
    expect(phonePatternError('847555012')).toBe(REGISTRATION_MESSAGES.phoneTenDigits);
    expect(phonePatternError('')).toBe(REGISTRATION_MESSAGES.phoneTenDigits);
    expect(phonePatternError('(047) 555-0123')).toBe(REGISTRATION_MESSAGES.invalidPhoneFormat);
    expect(phonePatternError('(847) 155-0123')).toBe(REGISTRATION_MESSAGES.invalidPhoneFormat);
  });
});
