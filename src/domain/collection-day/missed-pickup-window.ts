/**
 * When a resident may report a missed pickup (issue 32 §2), as FixMyStreet WasteWorks does: not while
 * the crew may still come, and not so late that nobody can tell what happened. The rule is pure: the
 * server enforces it and the service card says it, from the same answer.
 *
 * - Before the pickup day: nothing to report yet.
 * - On the pickup day, until the back office says the route is complete: "still in progress".
 * - From the route's completion (or the end of the day, whichever comes first) to the end of the
 *   `windowWorkingDays`-th working day after the pickup day: open. Working days are Monday to Friday
 *   that are not the portal's observed holidays, so a Friday pickup with the default two days may be
 *   reported until Tuesday night, and until Wednesday night when that Monday is Labor Day.
 * - After that: closed ("call us").
 *
 * Every day here is the portal's calendar day (`zonedNow(instant, settings.timeZone)`), never the
 * server's, so a report at 11 pm in Chicago is judged on Chicago's date.
 */
import { addDays, dayNumber, weekdayOf, type CalendarDate } from '../pickup-calendar/calendar-days';

/** Two working days after the pickup day, holidays excluded: WasteWorks' window. */
export const DEFAULT_MISSED_PICKUP_WINDOW_DAYS = 2;
/** A portal may allow up to two working weeks; 0 allows reports on the pickup day only. */
export const MAX_MISSED_PICKUP_WINDOW_DAYS = 10;

export type MissedPickupWindow =
  /** The pickup day has not come yet. */
  | { state: 'not-yet' }
  /** The pickup day is today and its route has not been completed. */
  | { state: 'route-in-progress' }
  /** A report is taken until the end of `lastDay` (the portal's day). */
  | { state: 'open'; lastDay: CalendarDate }
  /** The last day to report was `lastDay`. */
  | { state: 'closed'; lastDay: CalendarDate };

export interface MissedPickupWindowInput {
  /** The day the pickup was due (after the holiday rule moved it, if it did). */
  pickupDay: CalendarDate;
  /** Today at the portal. */
  today: CalendarDate;
  /** The back office recorded the route of that day as completed. */
  routeCompleted: boolean;
  /** Working days after the pickup day in which a report is taken. */
  windowWorkingDays?: number;
  /** The portal's observed holidays ("YYYY-MM-DD"): they are not working days. */
  holidays?: Iterable<CalendarDate>;
}

const FRIDAY = 4;

/** The `count`-th working day after `day` (`day` itself when `count` is 0). */
export function addWorkingDays(
  day: CalendarDate,
  count: number,
  holidays: ReadonlySet<CalendarDate>,
): CalendarDate {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (weekdayOf(current) <= FRIDAY && !holidays.has(current)) left -= 1;
  }
  return current;
}

export function missedPickupWindow(input: MissedPickupWindowInput): MissedPickupWindow {
  const { pickupDay, today, routeCompleted } = input;
  const pickup = dayNumber(pickupDay);
  const now = dayNumber(today);
  if (now < pickup) return { state: 'not-yet' };
  if (now === pickup && !routeCompleted) return { state: 'route-in-progress' };
  const lastDay = addWorkingDays(
    pickupDay,
    input.windowWorkingDays ?? DEFAULT_MISSED_PICKUP_WINDOW_DAYS,
    new Set(input.holidays ?? []),
  );
  return now <= dayNumber(lastDay) ? { state: 'open', lastDay } : { state: 'closed', lastDay };
}
