/**
 * The pickup dates of one service (issue 14): its route days from the back office's day of service
 * (SERVICE_DAY_OF_WEEK, "MON" or "MON,THU"), weekly or every other week, yard waste only inside the
 * portal's season, then moved by the portal's holiday rule (./holiday-rules).
 *
 * A window is a range of ACTUAL pickup days, [from, until). A Friday route moved to Saturday shows
 * on Saturday even when `from` is that Saturday, so routes are looked at from a week before the
 * window to a week after it.
 *
 * The back office's FREQUENCY (CM05_CYCL) is times per week and says nothing of every other week,
 * so the caller gives the cadence.
 */
import { z } from 'zod';
import { ZServiceType } from '../services/service-changes';
import type { ServiceType } from '../services/service-changes';
import { addDays, addMonths, dayNumber, mondayOf, parseServiceDays, weekdayOf } from './calendar-days';
import type { CalendarDate, Weekday } from './calendar-days';
import { holidayRuleFor } from './holiday-rules';
import type { HolidayRuleApplier, TPickupCalendarSettings, TYardWasteSeason } from './holiday-rules';

export const PICKUP_CARD_WEEKS = 8;
export const PICKUP_FEED_MONTHS = 12;

export const ZPickupCadence = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('weekly') }),
  /** Service in the week of `referenceDate` (any day of it), then every second week from there. */
  z.object({ kind: z.literal('every-other-week'), referenceDate: z.iso.date() }),
]);
export type TPickupCadence = z.infer<typeof ZPickupCadence>;

export const ZPickupService = z.object({
  serviceType: ZServiceType,
  /** The back office's SERVICE_DAY_OF_WEEK; blank or unknown codes: a Non Regular Service. */
  daysOfWeek: z.string().default(''),
  cadence: ZPickupCadence.default({ kind: 'weekly' }),
});
export type TPickupService = z.infer<typeof ZPickupService>;

export interface ScheduledPickup {
  serviceType: ServiceType;
  /** The day the route normally runs. Stable under holiday moves, so event UIDs are built on it. */
  originalDate: CalendarDate;
  /** The day the carts are collected. */
  date: CalendarDate;
  /** The holiday(s) or override reason that moved it ("Thanksgiving Day"); null when not moved. */
  shiftedBy: string | null;
}

export interface CancelledPickup {
  serviceType: ServiceType;
  originalDate: CalendarDate;
  reason: string;
}

export interface PickupSchedule {
  pickups: ScheduledPickup[];
  /** Pickups an override cancelled whose route day falls in the window. */
  cancelled: CancelledPickup[];
}

/** Actual pickup days from `from` (included) to `until` (excluded). */
export interface PickupWindow {
  from: CalendarDate;
  until: CalendarDate;
}

/** The "Next pickup" card's window: `weeks` weeks starting today. */
export function weeksFrom(today: CalendarDate, weeks: number = PICKUP_CARD_WEEKS): PickupWindow {
  return { from: today, until: addDays(today, weeks * 7) };
}

/** The calendar feed's window: today until the same day `months` later. */
export function monthsFrom(today: CalendarDate, months: number = PICKUP_FEED_MONTHS): PickupWindow {
  return { from: today, until: addMonths(today, months) };
}

/** True when the route day is inside the season (both ends included; end < start spans New Year). */
export function isInSeason(date: CalendarDate, season: TYardWasteSeason | null): boolean {
  if (season === null) return true;
  const monthDay = date.slice(5);
  return season.start <= season.end
    ? monthDay >= season.start && monthDay <= season.end
    : monthDay >= season.start || monthDay <= season.end;
}

function runsInWeekOf(date: CalendarDate, cadence: TPickupCadence): boolean {
  if (cadence.kind === 'weekly') return true;
  // Whole weeks between Mondays, by day numbers: ISO week numbers would break at a 53-week year.
  const weeks = (dayNumber(mondayOf(date)) - dayNumber(mondayOf(cadence.referenceDate))) / 7;
  return weeks % 2 === 0;
}

/** The days a route runs in [from, until), before any holiday rule. */
export function findRouteDays(
  service: TPickupService,
  season: TYardWasteSeason | null,
  from: CalendarDate,
  until: CalendarDate,
): CalendarDate[] {
  const weekdays = new Set<Weekday>(parseServiceDays(service.daysOfWeek));
  if (weekdays.size === 0) return [];
  const serviceSeason = service.serviceType === 'yardwaste' ? season : null;
  const days: CalendarDate[] = [];
  for (let day = from; day < until; day = addDays(day, 1)) {
    if (!weekdays.has(weekdayOf(day))) continue;
    if (!runsInWeekOf(day, service.cadence)) continue;
    if (!isInSeason(day, serviceSeason)) continue;
    days.push(day);
  }
  return days;
}

/**
 * One service's pickups in the window, in date order, after the portal's holiday rule. The season
 * is judged on the route day: the last route day of the season still happens when a holiday moves
 * it a day later.
 */
export function findPickups(
  service: TPickupService,
  settings: TPickupCalendarSettings,
  window: PickupWindow,
  rule: HolidayRuleApplier = holidayRuleFor(settings),
): PickupSchedule {
  const pickups: ScheduledPickup[] = [];
  const cancelled: CancelledPickup[] = [];
  const routeDays = findRouteDays(
    service,
    settings.yardWasteSeason,
    addDays(window.from, -7),
    addDays(window.until, 7),
  );
  for (const originalDate of routeDays) {
    const outcome = rule(originalDate);
    if (outcome.kind === 'cancelled') {
      if (originalDate >= window.from && originalDate < window.until) {
        cancelled.push({ serviceType: service.serviceType, originalDate, reason: outcome.reason });
      }
      continue;
    }
    if (outcome.date < window.from || outcome.date >= window.until) continue;
    pickups.push({
      serviceType: service.serviceType,
      originalDate,
      date: outcome.date,
      shiftedBy: outcome.kind === 'moved' ? outcome.reason : null,
    });
  }
  // Overrides can move a pickup past a later one; the card and the feed read in date order.
  pickups.sort((a, b) => a.date.localeCompare(b.date) || a.originalDate.localeCompare(b.originalDate));
  return { pickups, cancelled };
}
