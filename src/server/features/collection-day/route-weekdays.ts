/**
 * Which route a pickup of a day belongs to when nothing names it (issue 32 §1): a back office's site
 * event without its route, a resident's missed-pickup ticket on the dashboard. A route is a service on
 * a weekday, and in a holiday week the portal's rule runs a weekday's route on another day, so the
 * day's own weekday would put the Friday after Thanksgiving's stops on TRASH-FRI, which did not run
 * that day (Route Day lists TRASH-THU). Each portal's rule is read from its setup; a source or a portal
 * without one (or a day two routes share) falls back to the day's own weekday.
 */
import { routeCodeOf } from '../../../domain/collection-day/route-events';
import { routeWeekdayOn } from '../../../domain/collection-day/route-days';
import type { CalendarDate, WeekdayCode } from '../../../domain/pickup-calendar/calendar-days';
import { WEEKDAY_CODES, weekdayOf } from '../../../domain/pickup-calendar/calendar-days';
import { holidayRuleFor, type HolidayRuleApplier } from '../../../domain/pickup-calendar/holiday-rules';
import { ZPortalSetup, type TPortalSetup } from '../../../domain/portal-setup';
import type { ServiceType } from '../../../domain/services/service-types';
import type { DbOrTx } from '../../db/client';
import { portalSetups } from '../../db/schema';
import { pickupCalendarOf } from '../pickup-calendar/pickup-calendar-settings';

export interface RouteWeekdays {
  /** The route of a pickup at a back-office source (with or without _RAW) on `day`. */
  routeAtSource(source: string, serviceType: ServiceType, day: CalendarDate): string;
  /** The route of a pickup of a portal's customer on `day`. */
  routeInPortal(portalId: string | null, serviceType: ServiceType, day: CalendarDate): string;
}

const sourceKey = (source: string) => source.trim().replace(/_RAW$/i, '').toUpperCase();

/** The portals' holiday rules, read once for a batch of events. */
export async function loadRouteWeekdays(db: DbOrTx, now: Date): Promise<RouteWeekdays> {
  const rows = await db.select({ id: portalSetups.id, setup: portalSetups.setup }).from(portalSetups);
  return routeWeekdaysOf(readablePortalSetups(rows), now);
}

/** Stored setups as setups, those that do not parse left out. */
export function readablePortalSetups(
  rows: readonly { id: string; setup: unknown }[],
): { id: string; setup: TPortalSetup }[] {
  return rows.flatMap((row) => {
    const parsed = ZPortalSetup.safeParse(row.setup);
    return parsed.success ? [{ id: row.id, setup: parsed.data }] : [];
  });
}

/** The same from setups the caller has already read (the dashboard reads them for its areas too). */
export function routeWeekdaysOf(
  setups: readonly { id: string; setup: TPortalSetup }[],
  now: Date,
): RouteWeekdays {
  const bySource = new Map<string, HolidayRuleApplier>();
  const byPortal = new Map<string, HolidayRuleApplier>();
  for (const { id, setup } of setups) {
    const rule = holidayRuleFor(pickupCalendarOf(setup, now));
    byPortal.set(id, rule);
    // portals of one source share its routes; the first one's rule stands for the source
    const key = sourceKey(setup.defaultSourceDatabase);
    if (!bySource.has(key)) bySource.set(key, rule);
  }
  const weekday = (rule: HolidayRuleApplier | undefined, day: CalendarDate): WeekdayCode =>
    rule ? routeWeekdayOn(day, rule) : WEEKDAY_CODES[weekdayOf(day)];
  return {
    routeAtSource: (source, serviceType, day) =>
      routeCodeOf(serviceType, weekday(bySource.get(sourceKey(source)), day)),
    routeInPortal: (portalId, serviceType, day) =>
      routeCodeOf(serviceType, weekday(portalId ? byPortal.get(portalId) : undefined, day)),
  };
}
