/**
 * The delivery report's reads: the portals to choose from, and the customer profiles of a portal (or
 * all) in keyset batches, newest first, over the (created_at, uid) index. Only the customer's address,
 * name, requested changes and creation time are read.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDeliveryReportPortal } from '../../../domain/delivery-report/delivery-report-api';
import type { DefaultSizes } from '../../../domain/delivery-report/portal-rows';
import type { DbOrTx } from '../../db/client';
import { afterKeyset, cursorTimeOf } from '../../db/keyset';
import { customerProfiles as cp, portalSetups } from '../../db/schema';
import { containsPattern } from '../../db/sql-text';

export interface ReportPortal extends TDeliveryReportPortal {
  defaults: DefaultSizes;
  /** The portal's time zone (its pickup calendar's), when its setup names one: its "today". */
  timeZone: string | null;
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
    timeZone: text((setup.pickupCalendar as { timeZone?: unknown } | undefined)?.timeZone).trim() || null,
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
const cursorTime = cursorTimeOf(cp.createdAt);

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
    after ? afterKeyset(cp.createdAt, cp.uid, { createdAt: after.cursorTime, id: after.uid }) : undefined,
  );
}

export interface ProfileBatchRow {
  uid: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  street: string | null;
  city: string | null;
  customerNumber: string | null;
  /** The selected address's SERVICEDAY when it is text. */
  serviceDay: string | null;
  /** The back-office site of the selected address (its Service Day is looked up when the profile has none). */
  site: string | null;
  source: string | null;
  serviceChanges: unknown;
  defaultServicesId: string | null;
  /** created_at in microseconds, UTC text (the keyset cursor's time). */
  cursorTime: string;
}

/**
 * Up to `limit` profiles after `after`, newest first, with what a report row is built from. Only the
 * four address fields the row reads are taken out of the selected address (in the database), not the
 * whole document, and the rows come straight from the driver (no ORM mapping per column): at a
 * hundred thousand profiles those were most of the first page's time.
 */
export async function findProfileBatch(
  db: DbOrTx,
  filters: ProfileBatchFilters,
  after: ProfileKey | undefined,
  limit: number,
): Promise<ProfileBatchRow[]> {
  const where = conditions(filters, after);
  const result = (await db.execute(sql`
    select ${cp.uid} as "uid", ${cp.firstName} as "firstName", ${cp.lastName} as "lastName",
      ${cp.displayName} as "displayName", ${street} as "street", ${city} as "city",
      ${cp.selectedAddress} ->> 'CM04_CUST' as "customerNumber",
      case when jsonb_typeof(${cp.selectedAddress} -> 'SERVICEDAY') = 'string'
        then ${cp.selectedAddress} ->> 'SERVICEDAY' end as "serviceDay",
      ${cp.selectedAddress} ->> 'CM04_SITE' as "site", ${cp.selectedAddress} ->> 'SOURCE' as "source",
      ${cp.serviceChanges} as "serviceChanges", ${cp.defaultServicesId} as "defaultServicesId",
      ${cursorTime} as "cursorTime"
    from ${cp}
    ${where ? sql`where ${where}` : sql``}
    order by ${cp.createdAt} desc, ${cp.uid} desc
    limit ${limit}`)) as unknown as { rows: ProfileBatchRow[] };
  return result.rows;
}

/** Up to `limit` street lines (with the city) of a portal's profiles after `after`: the TRUX deduplication keys. */
export function findAddressBatch(db: DbOrTx, portalId: string, after: ProfileKey | undefined, limit: number) {
  return db
    .select({ uid: cp.uid, cursorTime, street, city })
    .from(cp)
    .where(conditions({ portalId }, after))
    .orderBy(desc(cp.createdAt), desc(cp.uid))
    .limit(limit);
}

/**
 * The earliest and latest creation time (the cursor's microsecond text) of the profiles with a street
 * and a city, of a portal or of all: the ends of the (portal, created_at) or created_at index, not a
 * pass over the profiles. customer_profile_has_address (migration 0019) is the report's rule for a row.
 */
export async function findCreatedSpan(
  db: DbOrTx,
  portalId: string | undefined,
): Promise<{ first: string | null; last: string | null }> {
  const where = and(
    portalId ? eq(cp.defaultServicesId, portalId) : undefined,
    sql`customer_profile_has_address(${cp.selectedAddress})`,
  );
  const at = (order: typeof asc) =>
    db.select({ cursorTime }).from(cp).where(where).orderBy(order(cp.createdAt)).limit(1);
  const [first] = await at(asc);
  const [last] = await at(desc);
  return { first: first?.cursorTime ?? null, last: last?.cursorTime ?? null };
}
