/**
 * The delivery report's reads: the portals to choose from, and the customer profiles of a portal (or
 * all) in keyset batches, newest first, over the (created_at, uid) index. Only the customer's address,
 * name, requested changes and creation time are read.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDeliveryReportPortal } from '../../../domain/delivery-report/delivery-report-api';
import type { DefaultSizes } from '../../../domain/delivery-report/portal-rows';
import type { DbOrTx } from '../../db/client';
import { customerProfiles as cp, portalSetups } from '../../db/schema';
import { containsPattern } from '../../db/sql-text';

export interface ReportPortal extends TDeliveryReportPortal {
  defaults: DefaultSizes;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const sizeOf = (service: unknown) =>
  service && typeof service === 'object'
    ? ((service as { CM05_SIZE?: number | string }).CM05_SIZE ?? null)
    : null;

/** Every portal setup (a small table) by title, with what the report shows and its default sizes. */
export async function findReportPortals(db: DbOrTx): Promise<ReportPortal[]> {
  const rows = await db
    .select({ id: portalSetups.id, portalTitle: portalSetups.portalTitle, setup: portalSetups.setup })
    .from(portalSetups)
    .orderBy(asc(portalSetups.portalTitle));
  return rows.map(({ id, portalTitle, setup }) => ({
    id,
    portalTitle,
    routingCustomerId: text(setup.defaultRoutingCustomerID).trim(),
    sourceDatabase: text(setup.defaultSourceDatabase).trim(),
    sourceSystem: text(setup.defaultSourceSystem).trim(),
    defaults: {
      trash: sizeOf(setup.defaultTrashService),
      recycling: sizeOf(setup.defaultRecyclingService),
      yardwaste: sizeOf(setup.defaultYardwasteService),
    },
  }));
}

export interface ProfileBatchFilters {
  portalId?: string;
  /** Contains-search over the street, the name and the city (a superset; the exact rule runs after). */
  search?: string;
  /** Created at or after / at or before these instants. */
  createdFrom?: Date;
  createdTo?: Date;
}

export interface ProfileKey {
  /** created_at in microseconds, UTC text (the keyset cursor's time). */
  cursorTime: string;
  uid: string;
}

const street = sql<string>`(${cp.selectedAddress} ->> 'CM04_ADD2')`;
const city = sql<string>`(${cp.selectedAddress} ->> 'CM04_CITY')`;
const cursorTime = sql<string>`to_char(${cp.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function conditions(filters: ProfileBatchFilters, after: ProfileKey | undefined): SQL | undefined {
  const search = filters.search?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    filters.portalId ? eq(cp.defaultServicesId, filters.portalId) : undefined,
    // a row needs a street and a city (the rule itself trims; this only skips the obvious)
    sql`${street} <> ''`,
    sql`${city} <> ''`,
    pattern
      ? sql`(${street} ilike ${pattern} or ${city} ilike ${pattern} or (${cp.firstName} || ' ' || ${cp.lastName}) ilike ${pattern} or ${cp.displayName} ilike ${pattern})`
      : undefined,
    filters.createdFrom
      ? sql`${cp.createdAt} >= ${filters.createdFrom.toISOString()}::timestamptz`
      : undefined,
    filters.createdTo ? sql`${cp.createdAt} <= ${filters.createdTo.toISOString()}::timestamptz` : undefined,
    after ? sql`(${cp.createdAt}, ${cp.uid}) < (${after.cursorTime}::timestamptz, ${after.uid})` : undefined,
  );
}

/** Up to `limit` profiles after `after`, newest first, with what a report row is built from. */
export function findProfileBatch(
  db: DbOrTx,
  filters: ProfileBatchFilters,
  after: ProfileKey | undefined,
  limit: number,
) {
  return db
    .select({
      id: cp.uid,
      uid: cp.uid,
      firstName: cp.firstName,
      lastName: cp.lastName,
      displayName: cp.displayName,
      selectedAddress: cp.selectedAddress,
      serviceChanges: cp.serviceChanges,
      createdAt: cp.createdAt,
      defaultServicesId: cp.defaultServicesId,
      cursorTime,
    })
    .from(cp)
    .where(conditions(filters, after))
    .orderBy(desc(cp.createdAt), desc(cp.uid))
    .limit(limit);
}
export type ProfileBatchRow = Awaited<ReturnType<typeof findProfileBatch>>[number];

/** Up to `limit` street lines (with the city) of a portal's profiles after `after`: the TRUX deduplication keys. */
export function findAddressBatch(db: DbOrTx, portalId: string, after: ProfileKey | undefined, limit: number) {
  return db
    .select({ uid: cp.uid, cursorTime, street, city })
    .from(cp)
    .where(conditions({ portalId }, after))
    .orderBy(desc(cp.createdAt), desc(cp.uid))
    .limit(limit);
}
