/**
 * The dashboard's SQL (spec 03 §2.10): every figure is an aggregate, so the answer's size does not
 * grow with the number of profiles. Three statements read the profiles of the scope: the counts (one
 * pass with FILTER clauses), the cart sizes (one pass grouped by portal and each service's asked-for
 * size) and the new profiles per day of the growth window; a fourth reads one page of recent profiles
 * over the (created_at, uid) index. Each takes the database or an open transaction.
 *
 * A scope is a list of portal ids (one portal, or a municipality user's portals) or undefined for
 * every profile (all portals, including profiles without one).
 */
import { and, asc, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_SERVICES,
  RECENT_CUSTOMERS_PAGE_SIZE,
  type TDashboardService,
  type TRecentCustomersPage,
} from '../../../domain/dashboard/dashboard';
import {
  decodeCustomerProfileCursor,
  encodeCustomerProfileCursor,
} from '../../../domain/customer-profiles/customer-profile-admin';
import type { DbOrTx } from '../../db/client';
import { afterKeyset, cursorTimeOf, keysetPage } from '../../db/keyset';
import { inPortalScope, type PortalScope } from '../../auth/portal-scope';
import {
  boSites,
  collectionSiteEvents,
  customerProfiles,
  portalSetups,
  serviceRequests,
} from '../../db/schema';

const cp = customerProfiles;

export type { PortalScope };

/** The profiles of the scope's portals, or of all (undefined); an empty list matches none. */
export const inPortal = (portals: PortalScope): SQL | undefined =>
  inPortalScope(cp.defaultServicesId, portals);

const residential = eq(cp.entryType, 'CustomerProfile');

/** The service's entry of service_changes. */
const changesOf = (service: TDashboardService) => sql`(${cp.serviceChanges} -> ${service})`;
/** True when the customer asked for another size of this service's cart. */
const hasSizeChange = (service: TDashboardService) =>
  sql`jsonb_typeof(${changesOf(service)} -> 'changedDefaults') = 'object'`;
/** True when the customer asked for extra carts of this service. */
const hasExtraCarts = (service: TDashboardService) =>
  sql`(jsonb_typeof(${changesOf(service)} -> 'additional') = 'array' and ${changesOf(service)} -> 'additional' <> '[]'::jsonb)`;
/** The asked-for size as a number, null when none (or not a number). */
const askedSize = (service: TDashboardService) =>
  sql`case when jsonb_typeof(${changesOf(service)} -> 'changedDefaults' -> 'CM05_SIZE') = 'number' then (${changesOf(service)} -> 'changedDefaults' ->> 'CM05_SIZE')::numeric end`;

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

export interface ProfileCounts {
  customers: number;
  newThisWeek: number;
  serviceChanges: number;
  additionalServices: number;
  optInMarketing: number;
  optInNotifications: number;
  optInPaperless: number;
  singleFamily: number;
  multiFamily: number;
  otherResidence: number;
  unknownResidence: number;
  sizeChanges: Record<TDashboardService, number>;
  additionalCarts: Record<TDashboardService, number>;
}

export async function countProfiles(db: DbOrTx, portals: PortalScope, weekAgo: Date): Promise<ProfileCounts> {
  const perService = Object.fromEntries(
    DASHBOARD_SERVICES.flatMap((s) => [
      [`size_${s}`, countWhere(sql`${residential} and ${hasSizeChange(s)}`)],
      [`extra_${s}`, countWhere(sql`${residential} and ${hasExtraCarts(s)}`)],
    ]),
  ) as Record<string, SQL<number>>;
  const [row] = await db
    .select({
      customers: sql<number>`count(*)::int`,
      newThisWeek: countWhere(sql`${cp.createdAt} > ${weekAgo.toISOString()}::timestamptz`),
      serviceChanges: countWhere(sql`${cp.hasServiceChanges}`),
      additionalServices: countWhere(sql`${cp.hasAdditionalServices}`),
      optInMarketing: countWhere(sql`${cp.optInMarketing}`),
      optInNotifications: countWhere(sql`${cp.optInNotifications}`),
      optInPaperless: countWhere(sql`${cp.optInPaperlessBilling}`),
      singleFamily: countWhere(sql`${cp.residenceType} = 'singleFamily'`),
      multiFamily: countWhere(sql`${cp.residenceType} = 'multiFamily'`),
      otherResidence: countWhere(
        sql`${cp.residenceType} is not null and ${cp.residenceType} not in ('singleFamily', 'multiFamily')`,
      ),
      unknownResidence: countWhere(sql`${cp.residenceType} is null`),
      ...perService,
    })
    .from(cp)
    .where(inPortal(portals));
  const r = row as Record<string, number>;
  const byService = (prefix: string) =>
    Object.fromEntries(DASHBOARD_SERVICES.map((s) => [s, r[`${prefix}_${s}`] ?? 0])) as Record<
      TDashboardService,
      number
    >;
  return {
    customers: r.customers ?? 0,
    newThisWeek: r.newThisWeek ?? 0,
    serviceChanges: r.serviceChanges ?? 0,
    additionalServices: r.additionalServices ?? 0,
    optInMarketing: r.optInMarketing ?? 0,
    optInNotifications: r.optInNotifications ?? 0,
    optInPaperless: r.optInPaperless ?? 0,
    singleFamily: r.singleFamily ?? 0,
    multiFamily: r.multiFamily ?? 0,
    otherResidence: r.otherResidence ?? 0,
    unknownResidence: r.unknownResidence ?? 0,
    sizeChanges: byService('size'),
    additionalCarts: byService('extra'),
  };
}

export interface AskedSizeCount {
  service: TDashboardService;
  portalId: string | null;
  /** The size asked for; null for customers who kept their portal's default. */
  size: number | null;
  count: number;
}

/**
 * Residential profiles per portal and asked-for size of each service, in one pass: grouped by the
 * portal and all three sizes together (a hash aggregate with a few dozen groups, twice as fast as
 * grouping sets, which sort once per set), then added up per service here.
 */
export async function countAskedSizes(db: DbOrTx, portals: PortalScope): Promise<AskedSizeCount[]> {
  const rows = await db
    .select({
      portalId: cp.defaultServicesId,
      trash: askedSize('trash'),
      recycling: askedSize('recycling'),
      yardwaste: askedSize('yardwaste'),
      n: sql<number>`count(*)::int`,
    })
    .from(cp)
    .where(and(residential, inPortal(portals)))
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`);
  const counts = new Map<string, AskedSizeCount>();
  for (const row of rows) {
    for (const service of DASHBOARD_SERVICES) {
      const raw = row[service] as unknown;
      const size = raw === null || raw === undefined ? null : Number(raw);
      const key = `${service}|${row.portalId ?? ''}|${size ?? ''}`;
      const entry = counts.get(key);
      if (entry) entry.count += Number(row.n);
      else counts.set(key, { service, portalId: row.portalId, size, count: Number(row.n) });
    }
  }
  return [...counts.values()];
}

/** New profiles per UTC day from `from` (inclusive), and how many were created before it. */
export async function countNewPerDay(
  db: DbOrTx,
  portals: PortalScope,
  from: string,
): Promise<{ perDay: Map<string, number>; before: number }> {
  const start = new Date(`${from}T00:00:00Z`);
  const day = sql<string>`to_char(${cp.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [rows, [before]] = await Promise.all([
    db
      .select({ day, n: sql<number>`count(*)::int` })
      .from(cp)
      .where(and(inPortal(portals), gte(cp.createdAt, start)))
      .groupBy(day),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cp)
      .where(and(inPortal(portals), lt(cp.createdAt, start))),
  ]);
  return { perDay: new Map(rows.map((r) => [r.day, Number(r.n)])), before: Number(before?.n ?? 0) };
}

/** The day the scope's first profile was created, null when it has none. */
export async function firstProfileDay(db: DbOrTx, portals: PortalScope): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`to_char(min(${cp.createdAt}) at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(cp)
    .where(inPortal(portals));
  return row?.day ?? null;
}

/** The portals' setups (a small table), for their titles and default cart sizes. */
export function findPortalSetups(db: DbOrTx) {
  return db.select({ id: portalSetups.id, setup: portalSetups.setup }).from(portalSetups);
}

/** The portals of a scope (every portal when undefined) by title: the dashboard's portal filter. */
export function findPortalTitles(db: DbOrTx, portals: PortalScope): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: portalSetups.id, title: portalSetups.portalTitle })
    .from(portalSetups)
    .where(inPortalScope(portalSetups.id, portals))
    .orderBy(asc(sql`lower(${portalSetups.portalTitle})`), asc(portalSetups.id));
}

export async function portalExists(db: DbOrTx, portalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: portalSetups.id })
    .from(portalSetups)
    .where(eq(portalSetups.id, portalId))
    .limit(1);
  return row !== undefined;
}

const cursorTime = cursorTimeOf(cp.createdAt);

/** Ten profiles newest first, after the cursor: a keyset page over the (created_at, uid) index. */
export async function findRecentCustomers(
  db: DbOrTx,
  portalId: string | undefined,
  cursorText: string | undefined,
): Promise<TRecentCustomersPage> {
  const cursor = cursorText ? decodeCustomerProfileCursor(cursorText) : undefined;
  const rows = await db
    .select({
      uid: cp.uid,
      portalTitle: portalSetups.portalTitle,
      firstName: cp.firstName,
      lastName: cp.lastName,
      organizationName: cp.organizationName,
      email: cp.email,
      phoneNumber: cp.phoneNumber,
      residenceType: cp.residenceType,
      serviceChanges: cp.serviceChanges,
      hasAdditionalServices: cp.hasAdditionalServices,
      createdAt: cp.createdAt,
      cursorTime,
    })
    .from(cp)
    .leftJoin(portalSetups, eq(portalSetups.id, cp.defaultServicesId))
    .where(
      and(
        inPortal(portalId === undefined ? undefined : [portalId]),
        cursor
          ? afterKeyset(cp.createdAt, cp.uid, { createdAt: cursor.createdAt, id: cursor.uid })
          : undefined,
      ),
    )
    .orderBy(desc(cp.createdAt), desc(cp.uid))
    .limit(RECENT_CUSTOMERS_PAGE_SIZE + 1);
  const { page, nextCursor } = keysetPage(rows, RECENT_CUSTOMERS_PAGE_SIZE, (last) =>
    encodeCustomerProfileCursor({ createdAt: last.cursorTime, uid: last.uid }),
  );
  return {
    items: page.map(({ serviceChanges, cursorTime: _cursor, createdAt, ...row }) => ({
      ...row,
      changedServices: changedServicesOf(serviceChanges),
      createdAt: createdAt.toISOString(),
    })),
    nextCursor,
  };
}

/** The services a stored serviceChanges asks something of (a size or extra carts). */
export function changedServicesOf(changes: Record<string, unknown>): TDashboardService[] {
  return DASHBOARD_SERVICES.filter((service) => {
    const entry = changes[service] as { changedDefaults?: unknown; additional?: unknown } | undefined;
    if (!entry || typeof entry !== 'object') return false;
    const sized = typeof entry.changedDefaults === 'object' && entry.changedDefaults !== null;
    const extra = Array.isArray(entry.additional) && entry.additional.length > 0;
    return sized || extra;
  });
}

/** A back-office source database and the ZIP codes of a portal in it: where its stops are. */
export interface SourceZips {
  source: string;
  zips: readonly string[];
}

export interface RouteDayCount {
  route: string;
  day: string;
  n: number;
}

/**
 * Stops not collected per route and day from `from` to `to` (over the partial index of exceptions by
 * day), of the sites in `areas` (every site when undefined; none when empty).
 */
export async function countExceptionsByRouteDay(
  db: DbOrTx,
  areas: readonly SourceZips[] | undefined,
  from: string,
  to: string,
): Promise<RouteDayCount[]> {
  const e = collectionSiteEvents;
  const pairs = areas?.flatMap((area) => area.zips.map((zip) => sql`(${area.source}, ${zip})`));
  if (pairs && pairs.length === 0) return [];
  const base = db
    .select({ route: e.route, day: e.day, n: sql<number>`count(*)::int` })
    .from(e)
    .$dynamic();
  const scoped = pairs
    ? base.innerJoin(
        boSites,
        and(eq(boSites.source, e.source), eq(boSites.cm04Cust, e.customer), eq(boSites.cm04Site, e.site)),
      )
    : base;
  const rows = await scoped
    .where(
      and(
        eq(e.outcome, 'not-collected'),
        gte(e.day, from),
        lte(e.day, to),
        pairs ? sql`(${boSites.source}, ${boSites.cm04Pzip}) in (${sql.join(pairs, sql`, `)})` : undefined,
      ),
    )
    .groupBy(e.route, e.day);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/**
 * Missed-pickup tickets per service and pickup day from `from` to `to`, of the scope's portals. A
 * report is taken only from its pickup day on (issue 32 §2), so the tickets are read from the day
 * before `from` on over the creation-time index, never the whole table.
 */
export async function countMissedPickupsByDay(
  db: DbOrTx,
  portals: PortalScope,
  from: string,
  to: string,
): Promise<{ portalId: string | null; serviceType: string; day: string; n: number }[]> {
  const sr = serviceRequests;
  const rows = await db
    .select({
      portalId: sr.portalId,
      serviceType: sr.serviceType,
      day: sr.pickupDay,
      n: sql<number>`count(*)::int`,
    })
    .from(sr)
    .where(
      and(
        gte(sr.createdAt, new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000)),
        eq(sr.kind, 'missed-pickup'),
        gte(sr.pickupDay, from),
        lte(sr.pickupDay, to),
        inPortalScope(sr.portalId, portals),
      ),
    )
    .groupBy(sr.portalId, sr.serviceType, sr.pickupDay);
  return rows.flatMap((row) =>
    row.serviceType && row.day
      ? [{ portalId: row.portalId, serviceType: row.serviceType, day: row.day, n: Number(row.n) }]
      : [],
  );
}
