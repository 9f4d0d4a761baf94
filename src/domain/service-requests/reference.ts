/**
 * One reference style for everything a customer asks for (issue 11): tickets (missed pickup, pickup,
 * vacation hold, damaged cart, enterprise extra pickup) and changes (Change Service, Additional Carts)
 * all carry `REQ-` and the first ten hex digits of their id, upper case. Derived, never stored: the id
 * is a UUID, so the reference is known the moment the request is. A ticket filed in the back office
 * also has the back office's issue number, shown as "issue #N" beside it.
 */
export const REFERENCE_PREFIX = 'REQ-';

export function requestReference(id: string): string {
  return `${REFERENCE_PREFIX}${id.replaceAll('-', '').slice(0, 10).toUpperCase()}`;
}

/**
 * The start of the id a reference (or a fragment of one, with or without the prefix) names, in the
 * UUID's own spelling (lower case, the dash after 8 digits), for a prefix search; null when the text
 * is not a reference.
 */
export function idPrefixOfReference(text: string): string | null {
  const match = /^REQ-?([0-9a-f]{4,10})$/i.exec(text.trim());
  if (!match) return null;
  const hex = match[1]!.toLowerCase();
  return hex.length > 8 ? `${hex.slice(0, 8)}-${hex.slice(8)}` : hex;
}
