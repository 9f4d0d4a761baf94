import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { REGISTRATION_MESSAGES } from '../../../domain/registration/messages';
import { phoneDigits } from '../../../domain/registration/phone';
import type { PhoneCheckPort, PhoneCheckResult } from './phone-check-port';

const NORTH_AMERICA = new Set(['US', 'CA']);

/** US and Canada numbers by libphonenumber-js's full metadata; no network. */
export function createBuiltInPhoneCheck(): PhoneCheckPort {
  return {
    adapter: 'built-in',
    async check(phone: string): Promise<PhoneCheckResult> {
      const digits = phoneDigits(phone);
      if (digits.length !== 10) return { valid: false, message: REGISTRATION_MESSAGES.phoneTenDigits };
      const parsed = parsePhoneNumberFromString(`+1${digits}`);
      if (!parsed || !parsed.isPossible())
        return { valid: false, message: REGISTRATION_MESSAGES.invalidPhoneFormat };
      if (!parsed.isValid() || (parsed.country && !NORTH_AMERICA.has(parsed.country))) {
        return { valid: false, message: REGISTRATION_MESSAGES.invalidPhoneNumber };
      }
      return { valid: true, e164: parsed.number };
    },
  };
}
