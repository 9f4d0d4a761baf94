/**
 * The dashboard's collection-day panel (issue 32 §2): per route and day of the last week, the stops
 * the back office recorded as not collected and the missed-pickup tickets residents filed for that
 * pickup day, of all portals or the staff member's scope. Both counts are two small aggregates over
 * indexes (exceptions by day, tickets by creation time), so they are computed on each request.
 *
 * A ticket's route is its service's route that ran on its pickup day under its portal's holiday rule,
 * as the route-day screen names routes (route-weekdays.ts); tickets filed before pickup days were
 * recorded (issue 32) are not counted.
 */
import { ROUTE_EXCEPTION_DAYS, type TRouteExceptionCounts } from '../../../domain/dashboard/dashboard';
import { addDays } from '../../../domain/pickup-calendar/calendar-days';
import type { TPortalSetup } from '../../../domain/portal-setup';
import { ZServiceType } from '../../../domain/services/service-types';
import type { AppContext } from '../../app-context';
import { readablePortalSetups, routeWeekdaysOf } from '../collection-day/route-weekdays';
import { portalToday } from '../pickup-calendar/pickup-calendar-settings';
import {
  countExceptionsByRouteDay,
  countMissedPickupsByDay,
  findPortalSetups,
  type PortalScope,
  type SourceZips,
} from './dashboard-repository';

/** The source databases and ZIP codes of the scope's portals; undefined for every portal. */
function areasOf(
  setups: readonly { id: string; setup: TPortalSetup }[],
  portals: PortalScope,
): SourceZips[] | undefined {
  if (portals === undefined) return undefined;
  const wanted = new Set(portals);
  return setups
    .filter(({ id }) => wanted.has(id))
    .map(({ setup }) => ({ source: setup.defaultSourceDatabase, zips: setup.searchZipCodes }));
}

export async function getRouteExceptionCounts(
  ctx: AppContext,
  portals: PortalScope,
): Promise<TRouteExceptionCounts> {
  // the week ends today at the portals (they share the default zone unless set otherwise)
  const to = portalToday(ctx.now());
  const from = addDays(to, 1 - ROUTE_EXCEPTION_DAYS);
  // every portal's setup, read once: the scope's areas and the holiday rules that name a ticket's route
  const setups = readablePortalSetups(await findPortalSetups(ctx.db));
  const exceptions = await countExceptionsByRouteDay(ctx.db, areasOf(setups, portals), from, to);
  const tickets = await countMissedPickupsByDay(ctx.db, portals, from, to);
  const rows = new Map<string, TRouteExceptionCounts['rows'][number]>();
  const rowOf = (route: string, day: string) => {
    const key = `${day}|${route}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { day, route, exceptions: 0, missedPickups: 0 }));
    return row;
  };
  for (const { route, day, n } of exceptions) rowOf(route, day).exceptions += n;
  const routes = routeWeekdaysOf(setups, ctx.now());
  for (const { portalId, serviceType, day, n } of tickets) {
    const type = ZServiceType.safeParse(serviceType);
    if (type.success) rowOf(routes.routeInPortal(portalId, type.data, day), day).missedPickups += n;
  }
  return {
    from,
    to,
    rows: [...rows.values()].sort((a, b) => b.day.localeCompare(a.day) || a.route.localeCompare(b.route)),
  };
}
