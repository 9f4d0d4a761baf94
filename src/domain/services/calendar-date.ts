/**
 * Calendar days ("YYYY-MM-DD") for the service rules. Start dates, stop-change dates and vacation
 * dates are days, not instants, so every rule compares days and never calls `new Date()`: callers
 * pass `today`, which keeps the rules testable and lets the server and the browser agree.
 *
 * A `Date` argument is read in local time (the browser's zone, or the server's, which is UTC in
 * production). Pass a "YYYY-MM-DD" string when a particular zone matters.
 */

/** A day as "YYYY-MM-DD"; these strings sort and compare in calendar order. */
export type CalendarDate = string;
export type DateInput = Date | string;

export const NO_DATE_PROVIDED = 'No date provided';
export const INVALID_DATE_FORMAT = 'Invalid date format';
/** What the screens show instead of a date that could not be read (spec 02 §5). */
export const DATE_UNAVAILABLE = 'Date unavailable';

export type DateParseResult = { ok: true; date: CalendarDate } | { ok: false; error: string };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fromParts(year: number, month: number, day: number): DateParseResult {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, error: INVALID_DATE_FORMAT };
  }
  return { ok: true, date: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

/**
 * Reads a day from a back-office or form value: "YYYY-MM-DD" (a time part after it is ignored, so a
 * stored "2026-03-01T00:00:00Z" stays 1 March whatever the zone), "MM/DD/YYYY", or a Date.
 * Blank values give "No date provided"; anything else unreadable gives "Invalid date format".
 */
export function parseCalendarDate(value: unknown): DateParseResult {
  if (value === null || value === undefined) return { ok: false, error: NO_DATE_PROVIDED };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { ok: false, error: INVALID_DATE_FORMAT };
    return fromParts(value.getFullYear(), value.getMonth() + 1, value.getDate());
  }
  if (typeof value !== 'string') return { ok: false, error: INVALID_DATE_FORMAT };
  const text = value.trim();
  if (text === '') return { ok: false, error: NO_DATE_PROVIDED };
  const iso = ISO_DAY.exec(text);
  if (iso) return fromParts(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US_DAY.exec(text);
  if (us) return fromParts(Number(us[3]), Number(us[1]), Number(us[2]));
  return { ok: false, error: INVALID_DATE_FORMAT };
}

/** `today` as a calendar day. An unreadable `today` is a programming error, so it throws. */
export function toCalendarDate(today: DateInput): CalendarDate {
  const parsed = parseCalendarDate(today);
  if (!parsed.ok) throw new RangeError(`Expected a day as a Date or "YYYY-MM-DD", got ${String(today)}`);
  return parsed.date;
}

/** "YYYY-MM-DD" → "MM/DD/YYYY", the display format of both areas. */
export function formatCalendarDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** A back-office date for display: "MM/DD/YYYY", or "Date unavailable" when it cannot be read. */
export function displayDate(value: unknown): string {
  const parsed = parseCalendarDate(value);
  return parsed.ok ? formatCalendarDate(parsed.date) : DATE_UNAVAILABLE;
}

/** The first and last instants (local time) of a day, for filters on timestamps. */
export function dayBounds(day: DateInput): { start: Date; end: Date } {
  const [year, month, date] = toCalendarDate(day).split('-').map(Number);
  return {
    start: new Date(year, month - 1, date, 0, 0, 0, 0),
    end: new Date(year, month - 1, date, 23, 59, 59, 999),
  };
}
