/**
 * Which routes run on a day (issue 32 §1): a route is a service on a weekday ("TRASH-THU"), and in a
 * holiday week the holiday rule moves it. On the Friday after Thanksgiving under "slide-week",
 * Thursday's routes run and Friday's have moved to Saturday; an override may move one pickup to any
 * day. The route-day screen, its CSV and its API accept a route on the day it actually runs.
 */
import {
  addDays,
  WEEKDAY_CODES,
  weekdayOf,
  type CalendarDate,
  type WeekdayCode,
} from '../pickup-calendar/calendar-days';
import type { HolidayRuleApplier } from '../pickup-calendar/holiday-rules';

/** How far the rule may move a pickup: a week either way covers both rules the portal offers. */
const MOST_DAYS_MOVED = 7;

/** The weekdays whose pickups run on `day` under the portal's holiday rule, Monday first. */
export function weekdaysRunningOn(day: CalendarDate, rule: HolidayRuleApplier): WeekdayCode[] {
  const running = new Set<WeekdayCode>();
  for (let offset = -MOST_DAYS_MOVED; offset <= MOST_DAYS_MOVED; offset++) {
    const scheduled = addDays(day, offset);
    const outcome = rule(scheduled);
    if (outcome.kind !== 'cancelled' && outcome.date === day)
      running.add(WEEKDAY_CODES[weekdayOf(scheduled)]);
  }
  return WEEKDAY_CODES.filter((code) => running.has(code));
}

/**
 * The weekday whose route a pickup done on `day` belongs to, when the event does not name its route:
 * the one weekday whose pickups run that day (Thursday's on the Friday after Thanksgiving under
 * "slide-week"), else the day's own (two weekdays running on one day cannot be told apart).
 */
export function routeWeekdayOn(day: CalendarDate, rule: HolidayRuleApplier): WeekdayCode {
  const running = weekdaysRunningOn(day, rule);
  return running.length === 1 ? running[0]! : WEEKDAY_CODES[weekdayOf(day)];
}
