/**
 * Phone numbers on the contact step (spec 01 §5): US and Canada, shown as (XXX) XXX-XXXX, stored as
 * 10 digits. The pattern check here is the fallback when the phone-check service cannot answer.
 */
import { REGISTRATION_MESSAGES } from './messages';

/** The digits of a North American number, without a leading country code 1, at most 10. */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** Formats as the user types: "(847", "(847) 555", "(847) 555-0123". */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** NANP shape: area code and exchange start with 2–9. */
export const NANP_PATTERN = /^[2-9]\d{2}[2-9]\d{6}$/;

/**
 * The basic check: null when the number has 10 digits in the NANP shape, else the spec's message.
 */
export function phonePatternError(value: string): string | null {
  const digits = phoneDigits(value);
  if (digits.length !== 10) return REGISTRATION_MESSAGES.phoneTenDigits;
  if (!NANP_PATTERN.test(digits)) return REGISTRATION_MESSAGES.invalidPhoneFormat;
  return null;
}

/** E.164 for a 10-digit number. */
export function toE164(value: string): string {
  return `+1${phoneDigits(value)}`;
}
