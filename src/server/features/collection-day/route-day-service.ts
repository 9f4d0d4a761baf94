/**
 * The staff route-day screen (issue 32 §1, built-in back office): a portal's routes of a day, their
 * stops, and the events staff record for them, one at a time or as a CSV of the day. Every write goes
 * through recordRouteEvents (record-route-events.ts): logged in the built-in back office and applied
 * with its exception notices in one transaction; with an external back office it is 409.
 *
 * A route of a day must be one of the portal's that day (its weekday's pickups run that day under the
 * portal's holiday rule, domain/collection-day/route-days.ts, and the portal has stops on it), and a stop's event must name one of its stops; a CSV is taken whole or not at all.
 */
import {
  decodeRouteStopCursor,
  encodeRouteStopCursor,
  ROUTE_DAY_MESSAGES,
  ROUTE_STOPS_PAGE_SIZE,
  routeNotOnDayMessage,
  type TCsvLineError,
  type TRecordAnswer,
  type TRouteDays,
  type TRouteStateBody,
  type TRouteStopsPage,
  type TRouteStopsQuery,
  type TSiteEventBody,
} from '../../../domain/collection-day/route-day-api';
import { parseRouteCode, routeCodeOf, type TRouteEvent } from '../../../domain/collection-day/route-events';
import type { WeekdayCode } from '../../../domain/pickup-calendar/calendar-days';
import { holidayRuleFor } from '../../../domain/pickup-calendar/holiday-rules';
import { weekdaysRunningOn } from '../../../domain/collection-day/route-days';
import { ZPortalSetup } from '../../../domain/portal-setup';
import { SERVICE_TYPES, type ServiceType } from '../../../domain/services/service-types';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { pickupCalendarOf, portalTimeZone, portalToday } from '../pickup-calendar/pickup-calendar-settings';
import { createPortalRepository } from '../portals/portal-repository';
import { recordRouteEvents } from './record-route-events';
import {
  countOutcomesByRoute,
  countStopsByService,
  findDayEvents,
  findRouteDays,
  findRouteStops,
  findStopKeys,
  stopKey,
  type PortalArea,
} from './route-day-repository';
import {
  parseRouteDayCsv,
  routeDayCsvHeader,
  routeDayCsvLines,
  siteEventCsvLine,
  type RouteDayCsvEvent,
} from './route-day-csv';

export interface RouteDayPortal {
  id: string;
  area: PortalArea;
  timeZone: string;
  today: string;
  /** The weekdays whose routes run on a day, under the portal's holiday rule. */
  weekdaysOn: (day: string) => WeekdayCode[];
}

/** The portal's area (source and ZIP codes) and clock; 404 when there is no such portal. */
export async function routeDayPortal(ctx: AppContext, portalId: string): Promise<RouteDayPortal> {
  const stored = await createPortalRepository(ctx.db).getSetupById(portalId);
  const parsed = stored ? ZPortalSetup.safeParse(stored.setup) : undefined;
  if (!parsed?.success) throw new AppError('NOT_FOUND', ROUTE_DAY_MESSAGES.unknownPortal);
  const setup = parsed.data;
  const rule = holidayRuleFor(pickupCalendarOf(setup, ctx.now()));
  return {
    id: portalId,
    area: { source: setup.defaultSourceDatabase, zips: setup.searchZipCodes },
    timeZone: portalTimeZone(setup),
    today: portalToday(ctx.now(), setup),
    weekdaysOn: (day) => weekdaysRunningOn(day, rule),
  };
}

/** The portal's routes on a day with their state and counts, trash, recycling, yard waste. */
export async function listRouteDays(ctx: AppContext, portalId: string, day?: string): Promise<TRouteDays> {
  const portal = await routeDayPortal(ctx, portalId);
  const theDay = day ?? portal.today;
  // the routes of every weekday that runs that day (one, or two in a holiday week), trash first
  const running: { serviceType: ServiceType; route: string; stops: number }[] = [];
  for (const weekday of portal.weekdaysOn(theDay)) {
    const stops = await countStopsByService(ctx.db, portal.area, weekday);
    for (const serviceType of SERVICE_TYPES.filter((type) => stops.has(type))) {
      running.push({ serviceType, route: routeCodeOf(serviceType, weekday), stops: stops.get(serviceType)! });
    }
  }
  const routes = running.map((r) => r.route);
  const states = new Map(
    (await findRouteDays(ctx.db, portal.area.source, theDay, routes)).map((s) => [s.route, s]),
  );
  const outcomes = await countOutcomesByRoute(ctx.db, portal.area, theDay, routes);
  return {
    portalId,
    day: theDay,
    today: portal.today,
    timeZone: portal.timeZone,
    source: portal.area.source,
    canRecord: Boolean(ctx.ports.backOffice.recordRouteEvents),
    routes: running.map(({ serviceType, route, stops }) => {
      const state = states.get(route);
      const counts = outcomes.get(route) ?? { collected: 0, notCollected: 0 };
      return {
        route,
        serviceType,
        stops,
        ...counts,
        startedAt: state?.startedAt?.toISOString() ?? null,
        completedAt: state?.completedAt?.toISOString() ?? null,
      };
    }),
  };
}

/** The route's service, after checking it runs on the day: 400 for a route that does not run then. */
function routeOnDay(
  portal: RouteDayPortal,
  route: string,
  day: string,
): { serviceType: ServiceType; weekday: WeekdayCode } {
  const parsed = parseRouteCode(route);
  if (!parsed || !portal.weekdaysOn(day).includes(parsed.weekday)) {
    throw new AppError('BAD_REQUEST', routeNotOnDayMessage(route, day));
  }
  return parsed;
}

/** A page of the route's stops with what was recorded for each on the day. */
export async function listRouteStops(ctx: AppContext, query: TRouteStopsQuery): Promise<TRouteStopsPage> {
  const portal = await routeDayPortal(ctx, query.portalId);
  const { serviceType, weekday } = routeOnDay(portal, query.route, query.day);
  const rows = await findRouteStops(
    ctx.db,
    {
      area: portal.area,
      serviceType,
      weekday,
      day: query.day,
      search: query.search,
      after: query.cursor ? decodeRouteStopCursor(query.cursor) : undefined,
    },
    ROUTE_STOPS_PAGE_SIZE + 1,
  );
  const items = rows.slice(0, ROUTE_STOPS_PAGE_SIZE);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > ROUTE_STOPS_PAGE_SIZE && last ? encodeRouteStopCursor(last) : null,
  };
}

/** 404 unless the portal has stops on the route that day. */
async function requirePortalRoute(ctx: AppContext, portal: RouteDayPortal, route: string, day: string) {
  const { serviceType, weekday } = routeOnDay(portal, route, day);
  const stops = await countStopsByService(ctx.db, portal.area, weekday);
  if (!stops.has(serviceType)) {
    throw new AppError('NOT_FOUND', `This portal has no ${route} route.`);
  }
  return { serviceType, weekday };
}

const answerOf = (applied: { routeDays: number; siteEvents: unknown[]; notices: number }): TRecordAnswer => ({
  applied: applied.routeDays + applied.siteEvents.length,
  notices: applied.notices,
});

/** Marks the route started or completed now. */
export async function recordRouteState(
  ctx: AppContext,
  body: TRouteStateBody,
  staffId: string,
): Promise<TRecordAnswer> {
  const portal = await routeDayPortal(ctx, body.portalId);
  await requirePortalRoute(ctx, portal, body.route, body.day);
  const event: TRouteEvent = {
    kind: 'route',
    source: portal.area.source,
    route: body.route,
    day: body.day,
    state: body.state,
    at: ctx.now().toISOString(),
  };
  return answerOf(await recordRouteEvents(ctx, [event], staffId));
}

/** Records a stop collected or not collected (at the time given, else now). */
export async function recordSiteEvent(
  ctx: AppContext,
  body: TSiteEventBody,
  staffId: string,
): Promise<TRecordAnswer> {
  const portal = await routeDayPortal(ctx, body.portalId);
  const { serviceType, weekday } = await requirePortalRoute(ctx, portal, body.route, body.day);
  const stops = await findStopKeys(ctx.db, portal.area, serviceType, weekday, [body]);
  if (!stops.has(stopKey(body))) throw new AppError('NOT_FOUND', ROUTE_DAY_MESSAGES.notAStop);
  const event: TRouteEvent = {
    kind: 'site',
    source: portal.area.source,
    customer: body.customer,
    site: body.site,
    serviceType,
    day: body.day,
    route: body.route,
    outcome: body.outcome,
    at: body.at ?? ctx.now().toISOString(),
    reason: body.reason ?? null,
    note: body.note ?? null,
    photoRef: body.photoRef ?? null,
  };
  return answerOf(await recordRouteEvents(ctx, [event], staffId));
}

/** The lines whose site is not a stop of the line's route on its day in the portal. */
async function linesOffRoute(
  ctx: AppContext,
  portal: RouteDayPortal,
  events: readonly RouteDayCsvEvent[],
): Promise<TCsvLineError[]> {
  const errors: TCsvLineError[] = [];
  // one look-up per route of the file (a day's file has a handful)
  const byRoute = new Map<string, RouteDayCsvEvent[]>();
  for (const item of events) {
    const key = item.event.kind === 'route' ? `route:${item.event.route}` : item.event.route!;
    byRoute.set(key, [...(byRoute.get(key) ?? []), item]);
  }
  for (const [key, items] of byRoute) {
    const route = parseRouteCode(key.replace(/^route:/, ''))!;
    if (key.startsWith('route:')) {
      const stops = await countStopsByService(ctx.db, portal.area, route.weekday);
      if (!stops.has(route.serviceType)) {
        for (const { line } of items)
          errors.push({ line, message: `This portal has no ${key.slice(6)} route.` });
      }
      continue;
    }
    const sites = items.map(({ event }) => event as { customer: string; site: string });
    const stops = await findStopKeys(ctx.db, portal.area, route.serviceType, route.weekday, sites);
    for (const { line, event } of items) {
      if (!stops.has(stopKey(event as { customer: string; site: string }))) {
        errors.push({ line, message: ROUTE_DAY_MESSAGES.notAStop });
      }
    }
  }
  return errors.sort((a, b) => a.line - b.line);
}

/**
 * Loads a CSV of a day's events for the portal: every line checked first, and on any wrong line
 * nothing saved (UNPROCESSABLE with the lines); else all of it recorded in one transaction.
 */
export async function importRouteDayCsv(
  ctx: AppContext,
  portalId: string,
  text: string,
  staffId: string,
): Promise<{ applied: number; notices: number; errors: TCsvLineError[] }> {
  const portal = await routeDayPortal(ctx, portalId);
  const parsed = parseRouteDayCsv(text, {
    source: portal.area.source,
    timeZone: portal.timeZone,
    weekdaysOn: portal.weekdaysOn,
  });
  const errors = parsed.errors.length > 0 ? parsed.errors : await linesOffRoute(ctx, portal, parsed.events);
  if (errors.length === 0 && parsed.events.length === 0) {
    errors.push({ line: 1, message: ROUTE_DAY_MESSAGES.csvEmpty });
  }
  if (errors.length > 0) return { applied: 0, notices: 0, errors };
  const applied = await recordRouteEvents(
    ctx,
    parsed.events.map(({ event }) => event),
    staffId,
  );
  return { ...answerOf(applied), errors: [] };
}

const EXPORT_BATCH = 1000;

/** The CSV of the portal's day: its routes' started and completed lines, then every stop's event. */
export async function* routeDayCsv(ctx: AppContext, portalId: string, day: string): AsyncGenerator<string> {
  const portal = await routeDayPortal(ctx, portalId);
  const routes = new Set<string>();
  for (const weekday of portal.weekdaysOn(day)) {
    for (const serviceType of (await countStopsByService(ctx.db, portal.area, weekday)).keys()) {
      routes.add(routeCodeOf(serviceType, weekday));
    }
  }
  let text = routeDayCsvHeader();
  for (const state of await findRouteDays(ctx.db, portal.area.source, day)) {
    if (routes.has(state.route)) text += routeDayCsvLines(day, state, portal.timeZone);
  }
  yield text;
  let after: { customer: string; site: string; serviceType: string } | undefined;
  for (;;) {
    const rows = await findDayEvents(ctx.db, portal.area, day, after, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => siteEventCsvLine(row, portal.timeZone)).join('');
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1];
  }
}
