/**
 * What a proof-of-address document must show besides the address to count as strong proof (decision
 * 006): the address is public (the ZIP search lists it), so a document with only the address is
 * evidence for staff. A document proves the address when its text also shows the account holder's
 * name as the back office has it (CM04_NAME) and a date within the last 90 days (a current bill or
 * statement). Both are facts a stranger who only knows the address does not have together.
 */

/** A document's date must be this recent (and not in the future). */
export const DOCUMENT_DATE_WINDOW_DAYS = 90;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Lower case, accents removed, anything but letters and digits a single space. */
export function normalizeWords(value: string): string[] {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

/** Words of a name that identify it (two letters or more; "and", "&", initials left out). */
function nameWords(name: string): string[] {
  return normalizeWords(name).filter((w) => w.length >= 2 && !/^\d+$/.test(w) && w !== 'and');
}

/** Whether every word of the account holder's name appears as a word of the text. */
export function nameInText(text: string, accountName: string | null | undefined): boolean {
  if (!accountName) return false;
  const wanted = nameWords(accountName);
  if (wanted.length === 0) return false;
  const words = new Set(normalizeWords(text));
  return wanted.every((w) => words.has(w));
}

function validDate(year: number, month: number, day: number): Date | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? date : null;
}

/** Every date the text names in a common form (3/14/2026, 2026-03-14, March 14, 2026, 14 Mar 2026). */
export function datesInText(text: string): Date[] {
  const found: Date[] = [];
  const add = (d: Date | null) => {
    if (d) found.push(d);
  };
  for (const m of text.matchAll(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g))
    add(validDate(Number(m[1]), Number(m[2]), Number(m[3])));
  for (const m of text.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g))
    add(validDate(Number(m[3]), Number(m[1]), Number(m[2])));
  const month = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
  for (const m of text.matchAll(/\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/g))
    if (month(m[1]!) > 0) add(validDate(Number(m[3]), month(m[1]!), Number(m[2])));
  for (const m of text.matchAll(/\b(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})\b/g))
    if (month(m[2]!) > 0) add(validDate(Number(m[3]), month(m[2]!), Number(m[1])));
  return found;
}

/** Whether the text names a date within the last DOCUMENT_DATE_WINDOW_DAYS days (today included). */
export function recentDateInText(text: string, now: Date): boolean {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const earliest = today - DOCUMENT_DATE_WINDOW_DAYS * 86_400_000;
  // a day of slack for time zones: a bill dated "today" in Chicago is tomorrow in UTC some hours
  return datesInText(text).some((d) => d.getTime() >= earliest && d.getTime() <= today + 86_400_000);
}

export interface DocumentFacts {
  name: boolean;
  recentDate: boolean;
}

export function documentFacts(text: string, accountName: string | null, now: Date): DocumentFacts {
  return { name: nameInText(text, accountName), recentDate: recentDateInText(text, now) };
}

/** The proof a document that shows the address gives: strong only with the name and a recent date. */
export function documentProofOf(facts: DocumentFacts): 'document' | 'document-matched' {
  return facts.name && facts.recentDate ? 'document-matched' : 'document';
}
