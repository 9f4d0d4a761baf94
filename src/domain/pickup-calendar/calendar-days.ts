/**
 * Day arithmetic for the pickup calendar. Routes run on calendar days, not instants, so every rule
 * here works on "YYYY-MM-DD" strings turned into day numbers (days since 1970-01-01, computed with
 * Date.UTC). Nothing reads a local-time Date: a week that contains a daylight-saving change still
 * has seven days of 24 hours here, whatever zone the server or the browser runs in.
 *
 * The only place a zone matters is "what day and time is it now at the portal", which
 * `zonedNow` answers from an instant and an IANA zone through Intl.
 */
import type { CalendarDate } from '../services/calendar-date';
import { zonedClock } from '../zoned-clock';

export type { CalendarDate };

const MS_PER_DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Monday = 0 … Sunday = 6: the hauler's week runs Monday to Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAY_CODES = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Days since 1970-01-01 for a "YYYY-MM-DD" day. Throws on anything else: callers pass parsed data. */
export function dayNumber(date: CalendarDate): number {
  const match = ISO_DAY.exec(date);
  if (!match) throw new RangeError(`Expected a day as "YYYY-MM-DD", got ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over to March; a day that does not exist is a caller's mistake.
  if (new Date(time).getUTCDate() !== day) throw new RangeError(`No such day: ${date}`);
  return time / MS_PER_DAY;
}

export function fromDayNumber(day: number): CalendarDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function weekdayOf(date: CalendarDate): Weekday {
  // 1970-01-01 was a Thursday (3 when Monday is 0).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) as Weekday;
}

/** The Monday that starts the week of `date`. */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, -weekdayOf(date));
}

/**
 * The same day `months` later, kept inside the month: 2027-01-31 plus one month is 2027-02-28.
 * Used for "the next 12 months" of the feed.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The weekdays named by a back-office day-of-service text ("MON", "mon, thu", "WED,WED"), in week
 * order without duplicates. Unknown codes are ignored, as `dayOfServiceLabel` does; an empty result
 * is a Non Regular Service.
 */
export function parseServiceDays(daysOfWeek: string | null | undefined): Weekday[] {
  const days = new Set<Weekday>();
  for (const part of (daysOfWeek ?? '').split(',')) {
    const index = WEEKDAY_CODES.indexOf(part.trim().toUpperCase() as WeekdayCode);
    if (index >= 0) days.add(index as Weekday);
  }
  return [...days].sort((a, b) => a - b);
}

/** The portal's wall clock at one instant: its calendar day and its "HH:MM" time. */
export interface ZonedNow {
  date: CalendarDate;
  time: string;
}

/**
 * What day and time it is at the portal when the server's clock reads `instant`. The zone's rules
 * (daylight saving included) come from Intl, so this is right whatever zone the process runs in.
 */
export function zonedNow(instant: Date, timeZone: string): ZonedNow {
  const part = zonedParts(instant, timeZone);
  return {
    date: `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The portal's wall clock at an instant, field by field ("2026", "11", "17", "09", "42", "05"). */
export function zonedParts(
  instant: Date,
  timeZone: string,
): (type: 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second') => string {
  const parts = zonedClock(timeZone).formatToParts(instant);
  return (type) => parts.find((p) => p.type === type)?.value ?? '';
}

/** True when `timeZone` is an IANA zone this runtime knows ("America/Chicago", "UTC"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
