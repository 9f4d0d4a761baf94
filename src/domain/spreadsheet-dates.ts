/**
 * Dates in the spreadsheet exports (issue 31 §3): a date cell holds Excel's serial day number (days
 * since 1899-12-30, the time of day as the fraction) and a number format that shows it. A serial has
 * no time zone: it is the wall-clock time that the cell shows, so an instant is turned into the
 * portal's local time first (its pickup calendar's zone), daylight saving included.
 *
 * An export converts a million times: the zone's offset is computed with Intl once per zone and UTC
 * day (both ends of the day compared; on a day with a daylight-saving change every instant is computed
 * on its own) and kept in a small cache, the day last asked for first (exports run in time order).
 */
import { zonedClock } from './zoned-clock';

const DAY_MS = 86_400_000;
/** Excel's day 0 (1900 date system, with its 1900 leap-year bug folded in: valid from March 1900). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** The number formats the exports use (what each export showed as text before). */
export const DATE_TIME_ISO_FORMAT = 'yyyy-mm-dd hh:mm';
export const DATE_TIME_US_FORMAT = 'mm/dd/yyyy hh:mm';
export const DATE_US_FORMAT = 'mm/dd/yyyy';

/** An export's file name, `{name}-{timestamp}.xlsx`: the ISO 8601 instant with ':' and '.' made '-'. */
export function timestampedExportFileName(name: string, now: Date): string {
  return `${name}-${now.toISOString().replace(/[:.]/g, '-')}.xlsx`;
}

/** The serial of a wall-clock time given as milliseconds of a UTC clock that reads it. */
function serialOfWallClock(wallMs: number): number {
  return (wallMs - EXCEL_EPOCH_MS) / DAY_MS;
}

/** How far the zone's clock is ahead of UTC at `ms` (whole seconds; negative west of Greenwich). */
function offsetAt(timeZone: string, ms: number): number {
  const at = Math.floor(ms / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of zonedClock(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - at;
}

/** Per zone, per UTC day: the offset through that day, or NaN when it changes within the day. */
interface ZoneOffsets {
  days: Map<number, number>;
  lastDay: number;
  lastOffset: number;
}
const offsetsByZone = new Map<string, ZoneOffsets>();
const MAX_CACHED_DAYS = 50_000;

function offsetOf(timeZone: string, ms: number): number {
  let zone = offsetsByZone.get(timeZone);
  if (!zone) {
    zone = { days: new Map(), lastDay: NaN, lastOffset: NaN };
    offsetsByZone.set(timeZone, zone);
  }
  const day = Math.floor(ms / DAY_MS);
  let offset: number | undefined;
  if (day === zone.lastDay) {
    offset = zone.lastOffset;
  } else {
    offset = zone.days.get(day);
    if (offset === undefined) {
      const start = offsetAt(timeZone, day * DAY_MS);
      offset = start === offsetAt(timeZone, (day + 1) * DAY_MS - 1000) ? start : NaN;
      if (zone.days.size >= MAX_CACHED_DAYS) zone.days.clear();
      zone.days.set(day, offset);
    }
    zone.lastDay = day;
    zone.lastOffset = offset;
  }
  return Number.isNaN(offset) ? offsetAt(timeZone, ms) : offset;
}

/**
 * The Excel serial of an instant as the clock in `timeZone` reads it, to the second (an ISO 8601 text
 * with its zone, a Date or epoch milliseconds); null for no or an unreadable time.
 */
export function excelSerialAt(
  instant: string | Date | number | null | undefined,
  timeZone: string,
): number | null {
  if (instant === null || instant === undefined || instant === '') return null;
  const ms =
    typeof instant === 'number'
      ? instant
      : typeof instant === 'string'
        ? Date.parse(instant)
        : instant.getTime();
  if (!Number.isFinite(ms)) return null;
  const seconds = Math.floor(ms / 1000) * 1000;
  return serialOfWallClock(seconds + offsetOf(timeZone, seconds));
}

/** The Excel serial of a calendar day ("YYYY-MM-DD" or "MM/DD/YYYY"); null when it is not one. */
export function excelSerialOfDay(day: string): number | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const us = iso ? null : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day);
  const [year, month, date] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year) return null;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(date));
  const back = new Date(ms);
  if (back.getUTCMonth() !== Number(month) - 1 || back.getUTCDate() !== Number(date)) return null;
  return serialOfWallClock(ms);
}
