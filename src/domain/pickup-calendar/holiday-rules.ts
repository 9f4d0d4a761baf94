/**
 * A portal's pickup-calendar settings (issue 14) and the rule that moves pickups around holidays.
 * The admin's portal-setup form and the API validate with `ZPickupCalendarSettings`.
 *
 * Two rules, chosen per portal:
 *
 * - "slide-week", the common US slide rule. A holiday on a weekday D moves every pickup scheduled
 *   from D to Friday of that week (weeks run Monday–Sunday) one day later; Friday's pickups move to
 *   Saturday. Pickups earlier in the week keep their day.
 *   - A holiday on a Saturday or Sunday moves nothing: the Monday–Friday routes run as usual.
 *   - Holidays are taken on their actual date. When Independence Day falls on a Saturday the federal
 *     "observed" Friday is an office holiday, not a route holiday, so Friday's pickups stay on Friday.
 *     A hauler that does not run on the observed Friday adds that date to its list.
 *   - Two holidays in one week accumulate: a pickup after both moves two days. Put precisely, the
 *     week's route days Monday…Friday are laid, in order, onto the week's days that are not
 *     holidays, so a moved pickup never lands on a holiday (a Thursday route in a week with holidays
 *     on Thursday and Friday goes to Saturday, Friday's to Sunday).
 *   - Saturday and Sunday routes keep their day. A hauler that needs otherwise uses overrides, as it
 *     does for a week with three or more weekday holidays (Friday's route would reach next week).
 * - "overrides": a date-by-date list written by staff. Pickups due on `from` go to `to`, or do not
 *   happen when `to` is null. The observed-holiday list is kept (the form shows it) but moves nothing.
 *
 * Which holidays a portal starts with is in ./default-holidays (server only). The reasons are in
 * docs/decisions/008-pickup-holiday-rules.md.
 */
import { z } from 'zod';
import { dayNumber, fromDayNumber, isKnownTimeZone, mondayOf, weekdayOf } from './calendar-days';
import type { CalendarDate } from './calendar-days';
import type { ServiceType } from '../services/service-types';

/** The 50 states and DC: the subdivisions `date-holidays` has rules for under US. */
// prettier-ignore
export const US_STATE_CODES = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS',
  'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV',
  'NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

export const HOLIDAY_RULES = ['slide-week', 'overrides'] as const;
export type HolidayRule = (typeof HOLIDAY_RULES)[number];

export const DEFAULT_REMINDER_TIME = '18:00';

const MONTH_DAY = /^(\d{2})-(\d{2})$/;
const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "MM-DD" of any year; 02-29 is allowed (a season that starts on it starts on 03-01 in other years). */
export const ZMonthDay = z
  .string()
  .trim()
  .refine((text) => {
    const match = MONTH_DAY.exec(text);
    if (!match) return false;
    const [month, day] = [Number(match[1]), Number(match[2])];
    return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
  }, 'Enter a month and day as MM-DD.');

const ZDay = z.iso.date('Enter a date as YYYY-MM-DD.');

export const ZObservedHoliday = z.object({
  date: ZDay,
  name: z.string().trim().min(1, 'Name the holiday.').max(100),
});
export type TObservedHoliday = z.infer<typeof ZObservedHoliday>;

export const ZPickupOverride = z.object({
  /** The day the route normally runs. */
  from: ZDay,
  /** The day it runs instead; null when the pickup is cancelled. */
  to: ZDay.nullable(),
  /** Shown to customers: "moved because of {reason}". */
  reason: z.string().trim().min(1, 'Give a reason.').max(100),
});
export type TPickupOverride = z.infer<typeof ZPickupOverride>;

/**
 * The cart services, as SERVICE_TYPES in services/service-changes (which cannot be imported here: it
 * imports the portal setup, which imports this file). The type below keeps the two lists equal.
 */
const CART_SERVICES = ['trash', 'recycling', 'yardwaste'] as const satisfies readonly ServiceType[];

/**
 * Services collected every other week (recycling in many towns): in the week of `referenceDate` (any
 * day of it) and every second week from there.
 */
export const ZEveryOtherWeek = z.object({
  serviceTypes: z
    .array(z.enum(CART_SERVICES))
    .min(1, 'Choose at least one service.')
    .refine((list) => new Set(list).size === list.length, 'Each service can be chosen once.'),
  referenceDate: ZDay,
});
export type TEveryOtherWeek = z.infer<typeof ZEveryOtherWeek>;

/** Yard-waste collection runs from `start` to `end`, both included; end before start spans New Year. */
export const ZYardWasteSeason = z.object({ start: ZMonthDay, end: ZMonthDay });
export type TYardWasteSeason = z.infer<typeof ZYardWasteSeason>;

/**
 * The season a portal starts with, and the one the admin editor offers when "all year" is turned off:
 * April 1 to November 30, as the demo hauler's home page tells residents ("April 1 through the last
 * week of November"). Yard waste is billed as a seasonal service; its pickups follow the season in
 * the calendar, the iCalendar feed and the reminders alike (./pickup-schedule's findRouteDays).
 */
export const DEFAULT_YARD_WASTE_SEASON: TYardWasteSeason = { start: '04-01', end: '11-30' };

function uniqueBy<T>(items: T[], key: (item: T) => string): boolean {
  return new Set(items.map(key)).size === items.length;
}

export const ZPickupCalendarSettings = z.object({
  timeZone: z.string().trim().refine(isKnownTimeZone, 'Choose a time zone such as America/Chicago.'),
  state: z.string().trim().toUpperCase().pipe(z.enum(US_STATE_CODES, 'Choose a US state.')),
  observedHolidays: z
    .array(ZObservedHoliday)
    .max(200)
    .refine((list) => uniqueBy(list, (h) => h.date), 'Each date can be listed once.')
    .default([]),
  rule: z.enum(HOLIDAY_RULES).default('slide-week'),
  /** Used when `rule` is "overrides"; kept while the other rule is chosen so switching loses nothing. */
  overrides: z
    .array(ZPickupOverride)
    .max(500)
    .refine((list) => uniqueBy(list, (o) => o.from), 'Each date can be overridden once.')
    .default([]),
  /** Null: yard waste is collected all year. */
  yardWasteSeason: ZYardWasteSeason.nullable().default(null),
  /** Null: every service is collected weekly. */
  everyOtherWeek: ZEveryOtherWeek.nullable().default(null),
  /** Local time of the evening-before reminder, "HH:MM". */
  reminderTime: z.string().trim().regex(HOUR_MINUTE, 'Enter a time as HH:MM.').default(DEFAULT_REMINDER_TIME),
});
export type TPickupCalendarSettings = z.infer<typeof ZPickupCalendarSettings>;
export type TPickupCalendarSettingsInput = z.input<typeof ZPickupCalendarSettings>;

/** Where a pickup ends up after the holiday rule. */
export type HolidayOutcome =
  | { kind: 'as-scheduled'; date: CalendarDate }
  | { kind: 'moved'; date: CalendarDate; reason: string }
  | { kind: 'cancelled'; reason: string };

/**
 * The holiday rule, prepared once per settings value so that a year of pickups is a few map
 * look-ups each.
 */
export interface HolidayRuleApplier {
  (originalDate: CalendarDate): HolidayOutcome;
}

export function holidayRuleFor(settings: TPickupCalendarSettings): HolidayRuleApplier {
  return settings.rule === 'overrides'
    ? overrideRule(settings.overrides)
    : slideWeekRule(settings.observedHolidays);
}

function overrideRule(overrides: TPickupOverride[]): HolidayRuleApplier {
  const byDate = new Map(overrides.map((o) => [o.from, o]));
  return (originalDate) => {
    const override = byDate.get(originalDate);
    if (!override) return { kind: 'as-scheduled', date: originalDate };
    if (override.to === null) return { kind: 'cancelled', reason: override.reason };
    if (override.to === originalDate) return { kind: 'as-scheduled', date: originalDate };
    return { kind: 'moved', date: override.to, reason: override.reason };
  };
}

const FRIDAY = 4;

function slideWeekRule(holidays: TObservedHoliday[]): HolidayRuleApplier {
  const names = new Map(holidays.map((h) => [dayNumber(h.date), h.name]));
  return (originalDate) => {
    const original = dayNumber(originalDate);
    const weekday = weekdayOf(originalDate);
    if (weekday > FRIDAY) return { kind: 'as-scheduled', date: originalDate };

    const monday = dayNumber(mondayOf(originalDate));
    // Lay the route days Monday…(this one) onto the week's days that are not holidays: the
    // route's slot is its weekday, its new day is the slot-th free day from Monday.
    let day = monday - 1;
    for (let slot = 0; slot <= weekday; slot += 1) {
      day += 1;
      while (names.has(day)) day += 1;
    }
    if (day === original) return { kind: 'as-scheduled', date: originalDate };

    const causes: string[] = [];
    for (let d = monday; d <= day; d += 1) {
      const name = names.get(d);
      if (name !== undefined) causes.push(name);
    }
    return { kind: 'moved', date: fromDayNumber(day), reason: causes.join(' and ') };
  };
}
