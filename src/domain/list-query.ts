/**
 * The admin lists' shared query contract (Customer Profiles, the tickets desk): filters as query text
 * (an empty field is no filter), calendar-day date ranges, and keyset pages newest first whose opaque
 * cursor is the last row's creation time (microseconds, UTC text) and id.
 *
 * Dates and cursors come from URLs anyone can edit, so both are checked to be real (no 2026-02-30,
 * no 25:00) and within years the database and JavaScript's Date both hold, including the day after
 * the last one (an inclusive end is compared as "before the next day"): a 400 that says so, never a
 * database error.
 */
import { z } from 'zod';

/** An empty query field ('' or null) is no filter. */
export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(text: string): boolean {
  if (!DATE_ONLY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The first and last day a list filter (or Open311's start_date/end_date) may name. */
export const EARLIEST_LIST_DATE = '1900-01-01';
export const LATEST_LIST_DATE = '2999-12-31';

/** A real YYYY-MM-DD day between EARLIEST_LIST_DATE and LATEST_LIST_DATE. */
export function isListDay(text: string): boolean {
  return isCalendarDate(text) && text >= EARLIEST_LIST_DATE && text <= LATEST_LIST_DATE;
}

export const DATE_MESSAGES = {
  format: 'Please enter a date as YYYY-MM-DD.',
  range: `Please enter a date between ${EARLIEST_LIST_DATE} and ${LATEST_LIST_DATE}.`,
} as const;

/** An optional YYYY-MM-DD day, within the years lists take. */
export const optionalDate = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .refine(isCalendarDate, { message: DATE_MESSAGES.format })
    .refine((text) => !isCalendarDate(text) || isListDay(text), { message: DATE_MESSAGES.range })
    .optional(),
);

/** "Created between": the start may not be after the end. */
export function datesInOrder(f: { createdFrom?: string; createdTo?: string }): boolean {
  return !f.createdFrom || !f.createdTo || f.createdFrom <= f.createdTo;
}
export const DATES_IN_ORDER = {
  message: 'The start date must not be after the end date.',
  path: ['createdTo'],
};

// ---------------------------------------------------------------------------------------------
// the keyset cursor

/** Where a page ends: the last row's creation time (microseconds, UTC text) and id. */
export interface TKeysetCursor {
  createdAt: string;
  id: string;
}

const CURSOR_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/**
 * A cursor's time as this server writes it, and a real one: a calendar day from year 0001 (the
 * delivery report's TRUX phase uses 0001-01-01) to 9999, hours 00-23, minutes and seconds 00-59.
 */
export function isCursorTime(text: string): boolean {
  const match = CURSOR_TIME.exec(text);
  if (!match) return false;
  const [, day, hours, minutes, seconds] = match as unknown as [string, string, string, string, string];
  return (
    isCalendarDate(day) &&
    day >= '0001-01-01' &&
    Number(hours) <= 23 &&
    Number(minutes) <= 59 &&
    Number(seconds) <= 59
  );
}

export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function encodeKeysetCursor(cursor: TKeysetCursor): string {
  return toBase64Url(JSON.stringify([cursor.createdAt, cursor.id]));
}

/** The cursor, or undefined when the text is not one this server made. */
export function decodeKeysetCursor(text: string): TKeysetCursor | undefined {
  const json = fromBase64Url(text);
  if (json === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== 'string' || !isCursorTime(createdAt)) return undefined;
    if (typeof id !== 'string' || id.length === 0 || id.length > 200 || id.includes('\u0000'))
      return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}

/**
 * A `cursor` query field: the previous page's `nextCursor`, absent for the first page; `decode` is the
 * list's own decoder, and a text it cannot read is refused.
 */
export function cursorParam(decode: (text: string) => unknown) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(600)
      .refine((c) => decode(c) !== undefined, { message: 'Invalid cursor.' })
      .optional(),
  );
}

/** The admin lists' `cursor` query field: a keyset cursor. */
export const ZKeysetCursorParam = cursorParam(decodeKeysetCursor);

/**
 * An admin list's two queries from its filter fields: the filters alone (what its export takes) and
 * the filters with the `cursor` of the page to read (what its pages take). Both refuse a start date
 * after the end date.
 */
export function listQueries<
  Shape extends z.ZodRawShape & { createdFrom: typeof optionalDate; createdTo: typeof optionalDate },
>(filterShape: Shape) {
  const inOrder = (f: object) => datesInOrder(f as Parameters<typeof datesInOrder>[0]);
  return {
    filters: z.object(filterShape).refine(inOrder, DATES_IN_ORDER),
    page: z.object({ ...filterShape, cursor: ZKeysetCursorParam }).refine(inOrder, DATES_IN_ORDER),
  };
}

/**
 * A page of an admin list: its rows, the `cursor` of the next page (null on the last), and the
 * counts, which come with the first page only (Load More keeps the first page's).
 */
export function keysetPage<Item extends z.ZodType, Counts extends z.ZodType>(item: Item, counts: Counts) {
  return cursorPage(item).extend({ counts: counts.nullable() });
}

/** A page of a list read by cursor: its rows, and the `cursor` of the next page (null on the last). */
export function cursorPage<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
