/**
 * The account number (spec 01 §5): customer id, a dot, site id of the selected address
 * (CM04_CUST.CM04_SITE), e.g. 26898.101. Entries are compared after removing all whitespace.
 */
import { normalizeWords } from './document-facts';

export const ACCOUNT_NUMBER_MAX_ATTEMPTS = 3;
export const ACCOUNT_NUMBER_FORMAT_HINT = 'XXXX.XXX or XXXX.XXXX';

export function buildAccountNumber(customerId: string, siteId: string): string {
  return `${customerId.trim()}.${siteId.trim()}`;
}

export function normalizeAccountNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * The shape of an account number: customer id, one dot, site id (the hint's XXXX.XXX or XXXX.XXXX).
 * Letters are allowed in the parts because the back office's ids are text; what this catches is an
 * entry that cannot be any account number (no dot, two dots, stray characters), which is answered
 * with the format hint and does not use up one of the 3 tries.
 */
const ACCOUNT_NUMBER_SHAPE = /^[A-Za-z0-9]{1,20}\.[A-Za-z0-9]{1,20}$/;

export function isAccountNumberShape(entry: string): boolean {
  return ACCOUNT_NUMBER_SHAPE.test(normalizeAccountNumber(entry));
}

/** True when the entry is the account number of this site. An empty entry never matches. */
export function accountNumberMatches(entry: string, customerId: string, siteId: string): boolean {
  const normalized = normalizeAccountNumber(entry);
  if (normalized === '' || customerId.trim() === '' || siteId.trim() === '') return false;
  return normalized === normalizeAccountNumber(buildAccountNumber(customerId, siteId));
}

/**
 * The second fact that goes with the account number (decision 006): the account holder's last name
 * as the back office has it (CM04_NAME, "JANE DOE" or "DOE, JANE"). The entry must be the name's
 * last words (or, with a comma, its first part), compared without case, accents or punctuation, so
 * "de la Cruz" matches "MARIA DE LA CRUZ". A name the back office does not have never matches.
 */
export function lastNameMatches(entry: string, accountName: string | null | undefined): boolean {
  if (!accountName) return false;
  const given = normalizeWords(entry);
  if (given.length === 0) return false;
  const comma = accountName.indexOf(',');
  const surname = comma >= 0 ? normalizeWords(accountName.slice(0, comma)) : normalizeWords(accountName);
  if (given.length > surname.length) return false;
  const tail = comma >= 0 ? surname.slice(0, given.length) : surname.slice(surname.length - given.length);
  // with a comma the whole part before it is the surname
  if (comma >= 0 && given.length !== surname.length) return false;
  return tail.every((w, i) => w === given[i]);
}
