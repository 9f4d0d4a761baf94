/**
 * What a residential customer's cards say about collection day (issue 32 §1, §2): for each service,
 * the status of today's pickup (when today is one) and of the last pickup before today, read from the
 * portal's copy of the back office's events, and the missed-pickup window of the pickup a report
 * would be about.
 *
 * The pickup days are the calendar's (the same services, cadence, yard-waste season and holiday
 * rule as the calendar and the reminders), so a holiday-moved pickup is looked up on the day the
 * carts were due. All of a customer's services and days are read in one query on primary keys: the
 * site's events by (source, customer, site, service type, day) and the route days by (source,
 * route, day), so GET /api/services stays fast.
 *
 * A route day is looked up under the route of the pickup's usual weekday and under the route of the
 * weekday it was moved to (a Monday route run on Tuesday after Labor Day may be recorded either way).
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { routeCodeOf, type TCollectionStatus } from '../../../domain/collection-day/route-events';
import {
  DEFAULT_MISSED_PICKUP_WINDOW_DAYS,
  missedPickupWindow,
} from '../../../domain/collection-day/missed-pickup-window';
import {
  addDays,
  WEEKDAY_CODES,
  weekdayOf,
  zonedNow,
  type CalendarDate,
} from '../../../domain/pickup-calendar/calendar-days';
import type { TPickupCalendarSettings } from '../../../domain/pickup-calendar/holiday-rules';
import { findPickups, type ScheduledPickup } from '../../../domain/pickup-calendar/pickup-schedule';
import type { TPortalSetup } from '../../../domain/portal-setup';
import type { ServiceType } from '../../../domain/services/service-types';
import type { TMissedPickupReport, TServiceCollection } from '../../../domain/services/missed-pickup-report';
import type { DbOrTx } from '../../db/client';
import { collectionRouteDays, collectionSiteEvents } from '../../db/schema';
import type { TCustomerServiceRecord } from '../../../domain/back-office';
import { pickupCalendarOf } from '../pickup-calendar/pickup-calendar-settings';
import { residentialServices, type CalendarService } from '../pickup-calendar/residential-services';

/** How far back "the last pickup" is looked for: four weeks covers every-other-week and holiday moves. */
export const LAST_PICKUP_LOOKBACK_DAYS = 28;

/** The customer's site in the back office. */
export interface CollectionSite {
  source: string;
  customer: string;
  site: string;
}

/** Today's pickup (when today is one) and the last one before today, of one service. */
export interface PickupDaysAround {
  serviceType: ServiceType;
  today: ScheduledPickup | null;
  last: ScheduledPickup | null;
}

/** The pickups of a calendar service around `today`, by the calendar's rules. */
export function pickupDaysAround(
  service: CalendarService,
  settings: TPickupCalendarSettings,
  today: CalendarDate,
): PickupDaysAround {
  const { pickups } = findPickups(service.service, settings, {
    from: addDays(today, -LAST_PICKUP_LOOKBACK_DAYS),
    until: addDays(today, 1),
  });
  const before = pickups.filter((p) => p.date < today);
  return {
    serviceType: service.service.serviceType,
    today: pickups.find((p) => p.date === today) ?? null,
    last: before.at(-1) ?? null,
  };
}

/** The routes a pickup may be recorded under: its usual weekday's and, when moved, the actual day's. */
function routesOf(serviceType: ServiceType, pickup: ScheduledPickup): string[] {
  const routes = [pickup.originalDate, pickup.date].map((day) =>
    routeCodeOf(serviceType, WEEKDAY_CODES[weekdayOf(day)]),
  );
  return [...new Set(routes)];
}

/** An instant as seconds since 1970: one plain number from either driver (PGlite, node-postgres). */
const epochOf = (column: AnyPgColumn) => sql<number | null>`extract(epoch from ${column})::float8`;
const toIso = (epoch: number | string | null): string | null =>
  epoch === null ? null : new Date(Number(epoch) * 1000).toISOString();

interface SiteEventFact {
  outcome: 'collected' | 'not-collected';
  at: string;
  reason: string | null;
  note: string | null;
  photoRef: string | null;
}
interface RouteDayFact {
  started: boolean;
  completed: boolean;
}

/** What the portal's copy holds for these pickups: site events and route days, in one query. */
export interface CollectionFacts {
  site(serviceType: ServiceType, day: CalendarDate): SiteEventFact | null;
  route(serviceType: ServiceType, pickup: ScheduledPickup): RouteDayFact;
}

/** The conditions "the site event is of `site`", the first columns of the table's key. */
function eventsOfSite(site: CollectionSite) {
  return [
    eq(collectionSiteEvents.source, site.source),
    eq(collectionSiteEvents.customer, site.customer),
    eq(collectionSiteEvents.site, site.site),
  ];
}

export async function findCollectionFacts(
  db: DbOrTx,
  site: CollectionSite,
  around: readonly PickupDaysAround[],
): Promise<CollectionFacts> {
  const pickups = around.flatMap((a) =>
    [a.today, a.last].filter((p): p is ScheduledPickup => p !== null).map((p) => ({ a, p })),
  );
  const days = [...new Set(pickups.map(({ p }) => p.date))];
  const routes = [...new Set(pickups.flatMap(({ a, p }) => routesOf(a.serviceType, p)))];
  const siteFacts = new Map<string, SiteEventFact>();
  const routeFacts = new Map<string, RouteDayFact>();
  if (days.length > 0) {
    const sites = db
      .select({
        key: collectionSiteEvents.serviceType,
        day: sql<string>`${collectionSiteEvents.day}::text`,
        outcome: sql<string>`${collectionSiteEvents.outcome}`,
        at: epochOf(collectionSiteEvents.at),
        reason: sql<string | null>`${collectionSiteEvents.reason}`,
        note: collectionSiteEvents.note,
        photoRef: collectionSiteEvents.photoRef,
      })
      .from(collectionSiteEvents)
      .where(and(...eventsOfSite(site), inArray(collectionSiteEvents.day, days)));
    const routeDays = db
      .select({
        key: collectionRouteDays.route,
        day: sql<string>`${collectionRouteDays.day}::text`,
        // a route day row is "started" (outcome) and maybe "completed" (at)
        outcome: sql<string>`case when ${collectionRouteDays.startedAt} is null then 'route' else 'started' end`,
        at: epochOf(collectionRouteDays.completedAt),
        reason: sql<string | null>`null`,
        note: sql<string | null>`null`,
        photoRef: sql<string | null>`null`,
      })
      .from(collectionRouteDays)
      .where(
        and(
          eq(collectionRouteDays.source, site.source),
          inArray(collectionRouteDays.route, routes),
          inArray(collectionRouteDays.day, days),
        ),
      );
    // one round trip: the route rows answer in the site rows' columns
    const rows = await unionAll(sites, routeDays);
    for (const row of rows) {
      const day = row.day;
      if (row.outcome === 'collected' || row.outcome === 'not-collected') {
        siteFacts.set(`${row.key}|${day}`, {
          outcome: row.outcome,
          at: toIso(row.at)!,
          reason: row.reason,
          note: row.note,
          photoRef: row.photoRef,
        });
      } else {
        routeFacts.set(`${row.key}|${day}`, {
          started: row.outcome === 'started',
          completed: row.at !== null,
        });
      }
    }
  }
  return {
    site: (serviceType, day) => siteFacts.get(`${serviceType}|${day}`) ?? null,
    route(serviceType, pickup) {
      const facts = routesOf(serviceType, pickup).map((route) => routeFacts.get(`${route}|${pickup.date}`));
      return {
        started: facts.some((f) => f?.started),
        completed: facts.some((f) => f?.completed),
      };
    },
  };
}

/**
 * What the crew recorded for the site's carts from `from` (included) to `until` (excluded), in date
 * order: the calendar marks those past days collected or missed. A range of the table's key.
 */
export async function findSiteOutcomes(
  db: DbOrTx,
  site: CollectionSite,
  from: CalendarDate,
  until: CalendarDate,
): Promise<{ date: CalendarDate; serviceType: ServiceType; outcome: 'collected' | 'not-collected' }[]> {
  const rows = await db
    .select({
      date: sql<string>`${collectionSiteEvents.day}::text`,
      serviceType: collectionSiteEvents.serviceType,
      outcome: collectionSiteEvents.outcome,
    })
    .from(collectionSiteEvents)
    .where(
      and(...eventsOfSite(site), gte(collectionSiteEvents.day, from), lt(collectionSiteEvents.day, until)),
    )
    .orderBy(collectionSiteEvents.day, collectionSiteEvents.serviceType);
  return rows.map((row) => ({ ...row, serviceType: row.serviceType as ServiceType }));
}

/** One pickup's status: what the crew recorded for the cart, else what the route says. */
export function collectionStatusOf(
  facts: CollectionFacts,
  serviceType: ServiceType,
  pickup: ScheduledPickup,
  today: CalendarDate,
): TCollectionStatus {
  const day = pickup.date;
  const event = facts.site(serviceType, day);
  if (event?.outcome === 'collected') return { day, state: 'collected', at: event.at };
  if (event?.outcome === 'not-collected') {
    return {
      day,
      state: 'not-collected',
      at: event.at,
      reason: (event.reason ?? 'other') as Extract<TCollectionStatus, { reason: unknown }>['reason'],
      note: event.note,
      photoRef: event.photoRef,
    };
  }
  const route = facts.route(serviceType, pickup);
  if (day === today && !route.completed) return { day, state: 'in-progress', routeCompleted: false };
  if (day > today) return { day, state: 'scheduled', routeCompleted: false };
  return { day, state: 'no-report', routeCompleted: route.completed };
}

/** The portal's window settings: its working days and observed holidays. */
export interface WindowSettings {
  windowWorkingDays: number;
  holidays: CalendarDate[];
}

export function windowSettingsOf(
  setup: Pick<TPortalSetup, 'collectionDay'>,
  calendar: TPickupCalendarSettings,
): WindowSettings {
  return {
    windowWorkingDays: setup.collectionDay?.missedPickupWindowDays ?? DEFAULT_MISSED_PICKUP_WINDOW_DAYS,
    holidays: calendar.observedHolidays.map((h) => h.date),
  };
}

const routeCompleted = (status: TCollectionStatus) =>
  status.state === 'collected' || status.state === 'not-collected' ? null : status.routeCompleted;

/**
 * The pickup a missed-pickup report is about, and whether it is taken now: today's when its window is
 * open (its route completed), else the last one's when open; else today's "still in progress", else
 * the last one's "closed". Null when the service has no pickup in the last four weeks or today.
 */
export function missedPickupReportOf(
  facts: CollectionFacts,
  around: PickupDaysAround,
  statuses: { today: TCollectionStatus | null; last: TCollectionStatus | null },
  today: CalendarDate,
  settings: WindowSettings,
): TMissedPickupReport | null {
  const judged = (['today', 'last'] as const).flatMap((which) => {
    const pickup = around[which];
    const status = statuses[which];
    if (!pickup || !status) return [];
    const completed = routeCompleted(status) ?? facts.route(around.serviceType, pickup).completed;
    const window = missedPickupWindow({
      pickupDay: pickup.date,
      today,
      routeCompleted: completed,
      windowWorkingDays: settings.windowWorkingDays,
      holidays: settings.holidays,
    });
    return [{ pickup, status, window }];
  });
  const chosen =
    judged.find((j) => j.window.state === 'open') ??
    judged.find((j) => j.window.state === 'route-in-progress') ??
    judged.find((j) => j.window.state === 'closed');
  if (!chosen || chosen.window.state === 'not-yet') return null;
  const { status } = chosen;
  return {
    pickupDay: chosen.pickup.date,
    state: chosen.window.state,
    lastDay: 'lastDay' in chosen.window ? chosen.window.lastDay : null,
    recorded:
      status.state === 'not-collected' ? { reason: status.reason, at: status.at, note: status.note } : null,
  };
}

/**
 * The collection part of each service card of a residential customer: `services` are the calendar's
 * (residentialServices), `today` the portal's day. Services without a pickup around today answer
 * nulls. One query for all of them.
 */
export async function findServiceCollections(
  db: DbOrTx,
  input: {
    site: CollectionSite;
    services: readonly CalendarService[];
    calendar: TPickupCalendarSettings;
    window: WindowSettings;
    today: CalendarDate;
  },
): Promise<Map<ServiceType, TServiceCollection>> {
  const around = input.services.map((s) => pickupDaysAround(s, input.calendar, input.today));
  const facts = await findCollectionFacts(db, input.site, around);
  const answer = new Map<ServiceType, TServiceCollection>();
  for (const a of around) {
    const statuses = {
      today: a.today ? collectionStatusOf(facts, a.serviceType, a.today, input.today) : null,
      last: a.last ? collectionStatusOf(facts, a.serviceType, a.last, input.today) : null,
    };
    answer.set(a.serviceType, {
      ...statuses,
      missedPickup: missedPickupReportOf(facts, a, statuses, input.today, input.window),
    });
  }
  return answer;
}

/**
 * The collection part of each card of a residential customer, from their portal's setup and their
 * back-office records at `now`; empty without a site. What GET /api/services and a missed-pickup
 * filing read, so the card and the server judge the window alike.
 */
export async function findCustomerCollections(
  db: DbOrTx,
  input: {
    setup: TPortalSetup;
    address: { source: string; cust: string; site: string } | null;
    records: readonly TCustomerServiceRecord[];
    now: Date;
  },
): Promise<Map<ServiceType, TServiceCollection>> {
  if (!input.address) return new Map();
  const calendar = pickupCalendarOf(input.setup, input.now);
  const today = zonedNow(input.now, calendar.timeZone).date;
  return findServiceCollections(db, {
    site: { source: input.address.source, customer: input.address.cust, site: input.address.site },
    services: residentialServices(input.setup, input.records, today, calendar),
    calendar,
    window: windowSettingsOf(input.setup, calendar),
    today,
  });
}
