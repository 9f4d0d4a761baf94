/**
 * A portal's pickup-calendar settings (issue 14), stored in its setup JSON as `pickupCalendar`.
 * Setups stored before the calendar existed have none: they get the defaults below, which the admin
 * editor shows and a save then stores (decision 008: the defaults are written, never recomputed
 * behind the staff's back once stored).
 *
 * Server only: the default holidays come from `date-holidays` (about 1 MB), imported from its own
 * file and never through the pickup-calendar index that the web app reads.
 */
import type { TPortalSetup } from '../../../domain/portal-setup';
import { zonedNow, type CalendarDate } from '../../../domain/pickup-calendar/calendar-days';
import { defaultObservedHolidaysForYears } from '../../../domain/pickup-calendar/default-holidays';
import {
  DEFAULT_YARD_WASTE_SEASON,
  ZPickupCalendarSettings,
  type TPickupCalendarSettings,
  type UsStateCode,
} from '../../../domain/pickup-calendar/holiday-rules';

export const DEFAULT_PICKUP_TIME_ZONE = 'America/Chicago';
/** The portal setup has no address of its own; the demo hauler's portals are in Illinois. */
export const DEFAULT_PICKUP_STATE: UsStateCode = 'IL';

/**
 * The defaults per state, time zone and year, computed once: `date-holidays` takes about 16 ms a call
 * here, and every /api/pickups of a portal without stored settings (all of them until an admin saves
 * the setup) asks for them. Shared and read-only; at most a few entries a year.
 */
const defaultsByKey = new Map<string, TPickupCalendarSettings>();

/**
 * The settings a portal starts with: Central time, Illinois, the six default holidays of this year
 * and next (years as the portal's clock reads them), the slide-week rule, yard waste from April 1 to
 * November 30 (DEFAULT_YARD_WASTE_SEASON).
 */
export function defaultPickupCalendar(
  now: Date,
  state: UsStateCode = DEFAULT_PICKUP_STATE,
  timeZone: string = DEFAULT_PICKUP_TIME_ZONE,
): TPickupCalendarSettings {
  const year = Number(zonedNow(now, timeZone).date.slice(0, 4));
  const key = `${state}|${timeZone}|${year}`;
  let settings = defaultsByKey.get(key);
  if (!settings) {
    settings = ZPickupCalendarSettings.parse({
      timeZone,
      state,
      observedHolidays: defaultObservedHolidaysForYears(state, year, 2),
      yardWasteSeason: DEFAULT_YARD_WASTE_SEASON,
    });
    defaultsByKey.set(key, settings);
  }
  return settings;
}

/**
 * Today at the portal ("YYYY-MM-DD"): its day in its pickup calendar's time zone (the default zone for
 * a setup without one, or with no portal at all). Every "today" of a portal is this one: the Services
 * page's dates and cut-offs, reports, reminders and the calendar, never the server's UTC day (in the
 * evening in Chicago, UTC is already tomorrow).
 */
export function portalToday(
  now: Date,
  setup?: { pickupCalendar?: { timeZone: string } | null } | null,
): CalendarDate {
  return zonedNow(now, portalTimeZone(setup)).date;
}

/** The portal's time zone: its pickup calendar's, else DEFAULT_PICKUP_TIME_ZONE. */
export function portalTimeZone(setup?: { pickupCalendar?: { timeZone: string } | null } | null): string {
  return setup?.pickupCalendar?.timeZone || DEFAULT_PICKUP_TIME_ZONE;
}

/** The setup's stored settings, or the defaults when it has none. */
export function pickupCalendarOf(
  setup: Pick<TPortalSetup, 'pickupCalendar'>,
  now: Date,
): TPickupCalendarSettings {
  return setup.pickupCalendar ?? defaultPickupCalendar(now);
}

/** The setup with its pickup-calendar settings filled in (what the admin editor loads and a new setup stores). */
export function withPickupCalendar<T extends Pick<TPortalSetup, 'pickupCalendar'>>(setup: T, now: Date): T {
  return setup.pickupCalendar ? setup : { ...setup, pickupCalendar: defaultPickupCalendar(now) };
}
