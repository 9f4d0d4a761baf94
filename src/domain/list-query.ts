/**
 * The admin lists' shared query contract (Customer Profiles, the tickets desk): filters as query text
 * (an empty field is no filter), calendar-day date ranges, and keyset pages newest first whose opaque
 * cursor is the last row's creation time (microseconds, UTC text) and id.
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

/** An optional YYYY-MM-DD day. */
export const optionalDate = z.preprocess(
  emptyToUndefined,
  z.string().refine(isCalendarDate, { message: 'Please enter a date as YYYY-MM-DD.' }).optional(),
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

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | undefined {
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
    if (typeof createdAt !== 'string' || !CURSOR_TIME.test(createdAt)) return undefined;
    if (typeof id !== 'string' || id.length === 0 || id.length > 200 || id.includes('\u0000'))
      return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}

/** The `cursor` query field: the previous page's `nextCursor`, absent for the first page. */
export const ZKeysetCursorParam = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .max(600)
    .refine((c) => decodeKeysetCursor(c) !== undefined, { message: 'Invalid cursor.' })
    .optional(),
);
