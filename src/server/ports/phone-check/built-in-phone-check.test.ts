import { describe, expect, it } from 'vitest';
import { createBuiltInPhoneCheck } from './built-in-phone-check';

describe('built-in phone check', () => {
  const check = createBuiltInPhoneCheck();

  it('accepts real US and Canada numbers', async () => {
    expect(await check.check('(847) 555-0150')).toEqual({ valid: true, e164: '+18475550150' });
    expect(await check.check('416-555-0199')).toMatchObject({ valid: true });
    expect(await check.check('+1 212 555 1234')).toMatchObject({ valid: true });
  });

  it('needs 10 digits', async () => {
    expect(await check.check('555-0150')).toEqual({
      valid: false,
      message: 'Please enter a valid 10-digit phone number',
    });
  });

  it('refuses numbers that cannot exist', async () => {
    expect(await check.check('(047) 555-0123')).toEqual({ valid: false, message: 'Invalid phone number' });
    expect(await check.check('(847) 155-0123')).toEqual({ valid: false, message: 'Invalid phone number' });
    expect(await check.check('(999) 999-9999')).toEqual({ valid: false, message: 'Invalid phone number' });
  });
});
