import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, phonePatternError, toE164 } from './phone';
import { REGISTRATION_MESSAGES } from './messages';

describe('phone formatting', () => {
  it.each([
    ['', ''],
    ['8', '(8'],
    ['847', '(847'],
    ['8475', '(847) 5'],
    ['847555', '(847) 555'],
    ['8475550123', '(847) 555-0123'],
    ['847-555-0123 ext 9', '(847) 555-0123'],
  ])('formats %j as (XXX) XXX-XXXX while typing: %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it('drops a leading country code', () => {
    expect(phoneDigits('+1 (847) 555-0123')).toBe('8475550123');
    expect(toE164('(847) 555-0123')).toBe('+18475550123');
  });

  // 10 digits first, then the North American shape
  it.each([
    ['(847) 555-0123', null],
    ['847555012', REGISTRATION_MESSAGES.phoneTenDigits],
    ['', REGISTRATION_MESSAGES.phoneTenDigits],
    ['(047) 555-0123', REGISTRATION_MESSAGES.invalidPhoneFormat],
    ['(847) 155-0123', REGISTRATION_MESSAGES.invalidPhoneFormat],
  ])('checks %j: %j', (phone, message) => {
    expect(phonePatternError(phone)).toBe(message);
  });
});
