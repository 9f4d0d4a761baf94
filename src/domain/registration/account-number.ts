/**
 * The account number (spec 01 §5): customer id, a dot, site id of the selected address
 * (CM04_CUST.CM04_SITE), e.g. 26898.101. Entries are compared after removing all whitespace.
 */
export const ACCOUNT_NUMBER_MAX_ATTEMPTS = 3;
export const ACCOUNT_NUMBER_FORMAT_HINT = 'XXXX.XXX or XXXX.XXXX';

export function buildAccountNumber(customerId: string, siteId: string): string {
  return `${customerId.trim()}.${siteId.trim()}`;
}

export function normalizeAccountNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** True when the entry is the account number of this site. An empty entry never matches. */
export function accountNumberMatches(entry: string, customerId: string, siteId: string): boolean {
  const normalized = normalizeAccountNumber(entry);
  if (normalized === '' || customerId.trim() === '' || siteId.trim() === '') return false;
  return normalized === normalizeAccountNumber(buildAccountNumber(customerId, siteId));
}
