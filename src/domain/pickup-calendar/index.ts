/**
 * Pickup calendar (issue 14): pure rules, no database or HTTP.
 *
 * - Settings: `ZPickupCalendarSettings` is a portal's time zone, state, observed holidays, holiday
 *   rule ("slide-week" or "overrides"), yard-waste season and reminder time. The admin form and the
 *   API validate with it. The rules themselves are described in ./holiday-rules.
 * - Defaults: `defaultObservedHolidays(state, year)` is in ./default-holidays and is NOT exported
 *   here, because it loads `date-holidays` (every country's rules) and this index is imported by
 *   the web app. The server imports it from that file.
 * - Today: `zonedNow(new Date(), settings.timeZone).date` is the portal's day; pass it as `today`.
 * - One service: `findPickups(service, settings, weeksFrom(today))` for the card's 8 weeks,
 *   `monthsFrom(today)` for the feed's 12 months. Each pickup has its route day (`originalDate`),
 *   its actual `date` and `shiftedBy` (the holiday that moved it, or null).
 * - Several services: `groupPickupsByDay(pickups)` gives one entry per day with its carts;
 *   `findNextPickupDay` picks the card's day; `pickupEventUid` names the feed's events;
 *   `findReminderDue` says which day's evening-before reminder is due.
 * - No dates: `explainMissingPickups` gives the reason as a key of `NO_PICKUP_MESSAGES`.
 *
 * For several services, prepare the rule once: `const rule = holidayRuleFor(settings)` and pass it
 * as `findPickups`' last argument.
 */
export {
  addDays,
  addMonths,
  daysBetween,
  mondayOf,
  parseServiceDays,
  weekdayOf,
  zonedNow,
  WEEKDAY_CODES,
} from './calendar-days';
export type { CalendarDate, Weekday, WeekdayCode, ZonedNow } from './calendar-days';
export {
  DEFAULT_REMINDER_TIME,
  HOLIDAY_RULES,
  US_STATE_CODES,
  ZMonthDay,
  ZObservedHoliday,
  ZPickupCalendarSettings,
  ZPickupOverride,
  ZYardWasteSeason,
  holidayRuleFor,
} from './holiday-rules';
export type {
  HolidayOutcome,
  HolidayRule,
  HolidayRuleApplier,
  TObservedHoliday,
  TPickupCalendarSettings,
  TPickupCalendarSettingsInput,
  TPickupOverride,
  TYardWasteSeason,
  UsStateCode,
} from './holiday-rules';
export {
  PICKUP_CARD_WEEKS,
  PICKUP_FEED_MONTHS,
  ZPickupCadence,
  ZPickupService,
  findPickups,
  findRouteDays,
  isInSeason,
  monthsFrom,
  weeksFrom,
} from './pickup-schedule';
export type {
  CancelledPickup,
  PickupSchedule,
  PickupWindow,
  ScheduledPickup,
  TPickupCadence,
  TPickupService,
} from './pickup-schedule';
export { findNextPickupDay, findReminderDue, groupPickupsByDay, pickupEventUid } from './pickup-days';
export type { PickupDay } from './pickup-days';
export { NO_PICKUP_MESSAGES, explainMissingPickups } from './no-pickup-reason';
export type { NoPickupReason, TNoPickupMessageKey } from './no-pickup-reason';
