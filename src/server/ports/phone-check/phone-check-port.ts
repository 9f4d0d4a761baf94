/**
 * Phone check (spec 01 §5 "Registration contact fields"): is a 10-digit number a real US or Canada
 * number? The built-in adapter uses libphonenumber-js's full metadata; an HTTP lookup service could be
 * plugged in as another adapter. Callers fall back to the basic pattern check when `check` throws.
 */
export type PhoneCheckResult = { valid: true; e164: string } | { valid: false; message: string };

export interface PhoneCheckPort {
  readonly adapter: 'built-in';
  check(phone: string): Promise<PhoneCheckResult>;
}
