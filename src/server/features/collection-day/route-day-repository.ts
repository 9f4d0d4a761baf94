/**
 * The route-day screen's SQL (issue 32 §1): a portal's routes of a day with their counts, a route's
 * stops a page at a time, which sites are stops (to refuse an event for an address the route does not
 * serve) and the day's recorded events for the CSV export.
 *
 * A portal's area is its source database and ZIP codes: two portals of one source (Lake Bluff and
 * Highwood share TRUX_LR_COMP_RAW) share the route codes, so every count and list is narrowed to the
 * sites in the portal's ZIP codes (bo_sites_zip_idx), and the events are read through the
 * (source, route, day) index. A stop is a site whose service of the route's type names the weekday
 * in its day-of-service text ("TUE", "tue , thu"). Each function takes the database or a transaction.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  TRecordedSiteEvent,
  TRouteStop,
  TRouteStopCursor,
} from '../../../domain/collection-day/route-day-api';
import type { NotCollectedReason } from '../../../domain/collection-day/route-events';
import type { WeekdayCode } from '../../../domain/pickup-calendar/calendar-days';
import { SERVICE_VALUES } from '../../../domain/portal-basics';
import { SERVICE_TYPES, type ServiceType } from '../../../domain/services/service-types';
import type { DbOrTx } from '../../db/client';
import { boServices, boSites, collectionRouteDays, collectionSiteEvents } from '../../db/schema';

/** The sites a portal covers: its source database and its ZIP codes. */
export interface PortalArea {
  source: string;
  zips: readonly string[];
}

const s = boSites;
const v = boServices;
const e = collectionSiteEvents;

const inArea = (area: PortalArea): SQL =>
  area.zips.length === 0 ? sql`false` : and(eq(s.source, area.source), inArray(s.cm04Pzip, [...area.zips]))!;

/** The service line names the weekday in its day-of-service text (spaces and case ignored). */
const picksUpOn = (weekday: WeekdayCode): SQL =>
  sql`${weekday} = any(string_to_array(upper(replace(coalesce(${v.serviceDayOfWeek}, ''), ' ', '')), ','))`;

const serviceOfSite = and(eq(v.source, s.source), eq(v.cm05Cust, s.cm04Cust), eq(v.cm05Site, s.cm04Site));

/** The site has a service of `serviceType` picked up on `weekday`. */
const isStop = (serviceType: ServiceType, weekday: WeekdayCode): SQL =>
  sql`exists (select 1 from ${v} where ${serviceOfSite} and ${v.cm05Serv} = ${SERVICE_VALUES[serviceType]} and ${picksUpOn(weekday)})`;

const serviceTypeOf = (value: number): ServiceType | undefined =>
  SERVICE_TYPES.find((type) => SERVICE_VALUES[type] === value);

/** Stops per service on a weekday in the portal's area (services without stops are left out). */
export async function countStopsByService(
  db: DbOrTx,
  area: PortalArea,
  weekday: WeekdayCode,
): Promise<Map<ServiceType, number>> {
  const rows = await db
    .select({
      serv: v.cm05Serv,
      stops: sql<number>`count(distinct (${s.cm04Cust}, ${s.cm04Site}))::int`,
    })
    .from(s)
    .innerJoin(v, serviceOfSite)
    .where(and(inArea(area), inArray(v.cm05Serv, Object.values(SERVICE_VALUES)), picksUpOn(weekday)))
    .groupBy(v.cm05Serv);
  const counts = new Map<ServiceType, number>();
  for (const row of rows) {
    const type = serviceTypeOf(Number(row.serv));
    if (type) counts.set(type, Number(row.stops));
  }
  return counts;
}

export interface RouteDayState {
  route: string;
  startedAt: Date | null;
  completedAt: Date | null;
}

/** Collected and not-collected stops of each route on a day, of the portal's sites only. */
export async function countOutcomesByRoute(
  db: DbOrTx,
  area: PortalArea,
  day: string,
  routes: readonly string[],
): Promise<Map<string, { collected: number; notCollected: number }>> {
  const counts = new Map<string, { collected: number; notCollected: number }>();
  if (routes.length === 0) return counts;
  const rows = await db
    .select({
      route: e.route,
      collected: sql<number>`(count(*) filter (where ${e.outcome} = 'collected'))::int`,
      notCollected: sql<number>`(count(*) filter (where ${e.outcome} = 'not-collected'))::int`,
    })
    .from(e)
    .innerJoin(s, and(eq(s.source, e.source), eq(s.cm04Cust, e.customer), eq(s.cm04Site, e.site)))
    .where(and(eq(e.source, area.source), inArray(e.route, [...routes]), eq(e.day, day), inArea(area)))
    .groupBy(e.route);
  for (const row of rows) {
    counts.set(row.route, { collected: Number(row.collected), notCollected: Number(row.notCollected) });
  }
  return counts;
}

export interface RouteStopsFilter {
  area: PortalArea;
  serviceType: ServiceType;
  weekday: WeekdayCode;
  day: string;
  search?: string;
  after?: TRouteStopCursor;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of a route's stops by address (then customer and site), each with what was recorded for it
 * on the day; reads `limit` rows (ask one more than a page to know whether another follows).
 */
export async function findRouteStops(
  db: DbOrTx,
  filter: RouteStopsFilter,
  limit: number,
): Promise<TRouteStop[]> {
  const { area, serviceType, weekday, day, search, after } = filter;
  const like = search ? `%${escapeLike(search)}%` : undefined;
  const rows = await db
    .select({
      customer: s.cm04Cust,
      site: s.cm04Site,
      name: s.cm04Name,
      address: s.cm04Add2,
      city: s.cm04City,
      zip: s.cm04Pzip,
      outcome: e.outcome,
      at: e.at,
      reason: e.reason,
      note: e.note,
      photoRef: e.photoRef,
    })
    .from(s)
    .leftJoin(
      e,
      and(
        eq(e.source, s.source),
        eq(e.customer, s.cm04Cust),
        eq(e.site, s.cm04Site),
        eq(e.serviceType, serviceType),
        eq(e.day, day),
      ),
    )
    .where(
      and(
        inArea(area),
        isStop(serviceType, weekday),
        like
          ? or(
              sql`${s.cm04Add2} ilike ${like}`,
              sql`${s.cm04Name} ilike ${like}`,
              eq(s.cm04Cust, search!),
              eq(s.cm04Site, search!),
            )
          : undefined,
        after
          ? sql`(${s.cm04Add2}, ${s.cm04Cust}, ${s.cm04Site}) > (${after.address}, ${after.customer}, ${after.site})`
          : undefined,
      ),
    )
    .orderBy(asc(s.cm04Add2), asc(s.cm04Cust), asc(s.cm04Site))
    .limit(limit);
  return rows.map(({ outcome, at, reason, note, photoRef, ...stop }) => ({
    ...stop,
    event: outcome && at ? recordedEvent({ outcome, at, reason, note, photoRef }) : null,
  }));
}

function recordedEvent(row: {
  outcome: 'collected' | 'not-collected';
  at: Date;
  reason: NotCollectedReason | null;
  note: string | null;
  photoRef: string | null;
}): TRecordedSiteEvent {
  return { ...row, at: row.at.toISOString() };
}

/** Which of `sites` ("customer|site") are stops of the service on the weekday in the portal's area. */
export async function findStopKeys(
  db: DbOrTx,
  area: PortalArea,
  serviceType: ServiceType,
  weekday: WeekdayCode,
  sites: readonly { customer: string; site: string }[],
): Promise<Set<string>> {
  const keys = new Set<string>();
  // a few hundred pairs a statement keeps every query small whatever the file's size
  for (let i = 0; i < sites.length; i += 500) {
    const chunk = sites.slice(i, i + 500);
    const rows = await db
      .select({ customer: s.cm04Cust, site: s.cm04Site })
      .from(s)
      .where(
        and(
          inArea(area),
          sql`(${s.cm04Cust}, ${s.cm04Site}) in (${sql.join(
            chunk.map((p) => sql`(${p.customer}, ${p.site})`),
            sql`, `,
          )})`,
          isStop(serviceType, weekday),
        ),
      );
    for (const row of rows) keys.add(stopKey(row));
  }
  return keys;
}

export const stopKey = (stop: { customer: string; site: string }) => `${stop.customer}|${stop.site}`;

export type DayEventRow = typeof collectionSiteEvents.$inferSelect;

/** A page of the day's stop events of the portal's sites, by customer, site and service. */
export async function findDayEvents(
  db: DbOrTx,
  area: PortalArea,
  day: string,
  after: { customer: string; site: string; serviceType: string } | undefined,
  limit: number,
): Promise<DayEventRow[]> {
  const rows = await db
    .select({ event: e })
    .from(e)
    .innerJoin(s, and(eq(s.source, e.source), eq(s.cm04Cust, e.customer), eq(s.cm04Site, e.site)))
    .where(
      and(
        eq(e.source, area.source),
        eq(e.day, day),
        inArea(area),
        after
          ? sql`(${e.customer}, ${e.site}, ${e.serviceType}) > (${after.customer}, ${after.site}, ${after.serviceType})`
          : undefined,
      ),
    )
    .orderBy(asc(e.customer), asc(e.site), asc(e.serviceType))
    .limit(limit);
  return rows.map((row) => row.event);
}

/** The source's route days of a day (started or completed), by route; only `routes` when given. */
export async function findRouteDays(
  db: DbOrTx,
  source: string,
  day: string,
  routes?: readonly string[],
): Promise<RouteDayState[]> {
  if (routes?.length === 0) return [];
  return db
    .select({
      route: collectionRouteDays.route,
      startedAt: collectionRouteDays.startedAt,
      completedAt: collectionRouteDays.completedAt,
    })
    .from(collectionRouteDays)
    .where(
      and(
        eq(collectionRouteDays.source, source),
        eq(collectionRouteDays.day, day),
        routes ? inArray(collectionRouteDays.route, [...routes]) : undefined,
      ),
    )
    .orderBy(asc(collectionRouteDays.route));
}
