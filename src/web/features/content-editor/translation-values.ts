/**
 * The values of a translation in the editor. A new translation starts from the English content's
 * shape (its rows, addresses, images and numbers) with every text emptied, so staff fill in each text
 * with the English shown beside it as the reference. Web addresses, row ids, the call-out kind, names
 * of places and people, postal addresses and phone numbers are no text to translate and stay as they
 * are (staff can still change them).
 */

/** Keys whose strings are not prose: kept in a new translation, and shown without an English hint. */
const NOT_TRANSLATED = new Set([
  'id',
  'url',
  'imageUrl',
  'mapUrl',
  'Embed_URL',
  'Kind',
  'name',
  'address',
  'Address',
  'city',
  'state',
  'zipCode',
  'phoneNumber',
  'generalManager',
]);

/** The English value with every translatable text emptied. */
export function blankTexts<T>(english: T): T {
  const blank = (value: unknown, key: string | number | null): unknown => {
    if (typeof value === 'string') return typeof key === 'string' && NOT_TRANSLATED.has(key) ? value : '';
    if (Array.isArray(value)) return value.map((item, i) => blank(item, i));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blank(v, k)]));
    return value;
  };
  return blank(english, null) as T;
}

/**
 * The English text at a form path ("items.0.title"): the reference a translated field shows. Empty
 * when there is none (a row the translation added) or the field is not prose.
 */
export function englishTextAt(english: unknown, path: string): string {
  const keys = path.split('.');
  const last = keys[keys.length - 1] ?? '';
  if (NOT_TRANSLATED.has(last)) return '';
  let value: unknown = english;
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return '';
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? value : '';
}
