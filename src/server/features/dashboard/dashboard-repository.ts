/**
 * The dashboard's SQL (spec 03 §2.10) besides the maintained counts (profile-counts.ts, from which the
 * figures are made in dashboard-service.ts): the profiles created in the part of a day the daily counts
 * cannot split, one page of recent profiles over the (created_at, uid) index, the portals, and the
 * collection-day figures. Each takes the database or an open transaction.
 *
 * A scope is a list of portal ids (one portal, or a municipality user's portals) or undefined for
 * every profile (all portals, including profiles without one).
 */
import { and, asc, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
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

/**
 * Profiles of the scope created after `after` and before `before`: the part of "new this week" the
 * daily counts cannot tell (the day the week starts in), read over the created_at index (at most a day's
 * profiles).
 */
export async function countCreatedBetween(
  db: DbOrTx,
  portals: PortalScope,
  after: Date,
  before: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cp)
    .where(and(inPortal(portals), gt(cp.createdAt, after), lt(cp.createdAt, before)));
  return Number(row?.n ?? 0);
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
