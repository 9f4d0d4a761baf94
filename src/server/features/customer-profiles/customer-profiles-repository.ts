/**
 * Customer profile data access for the admin area (spec 03 §2.9). Filters, keyset pages and counts run
 * in the database; every function takes the database or an open transaction (PGlite is one
 * connection: inside a transaction, pass the transaction down).
 *
 * Why it stays fast at a million profiles:
 * - pages are keyset pages over the (created_at, uid) index, newest first: a page 10,000 rows deep
 *   reads 21 index entries, never 10,000 skipped rows (no OFFSET);
 * - the customer filter is a contains-search (ILIKE '%…%') over expressions with pg_trgm GIN indexes
 *   (customer_profiles_search_trgm, customer_profiles_cust_trgm; fastupdate off, so that no search
 *   reads a pending list on PGlite, which never vacuums);
 * - the counts are made with the first page only; the count of all profiles (Z) is the maintained
 *   counts' sum (customer_profile_counts, migration 0019: a few hundred rows, not every profile), kept for
 *   COUNT_CACHE_MS per process, and equals the matching count when no filter is set, so an unfiltered
 *   first page counts nothing more than once per COUNT_CACHE_MS; with a filter, matches are counted
 *   up to MATCHING_COUNT_CAP and kept COUNT_CACHE_MS per distinct filters. Deleting or creating a
 *   profile in this process forgets the counts at once; changes made elsewhere show within
 *   COUNT_CACHE_MS. The rows of every page are always read fresh. See docs/benchmarks.md.
 */
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../../db/client';
import { afterKeyset, cursorTimeOf, keysetPage, splitListQuery } from '../../db/keyset';
import { customerProfiles, customerSearchText, portalSetups } from '../../db/schema';
import {
  CUSTOMER_PROFILE_PAGE_SIZE,
  decodeCustomerProfileCursor,
  encodeCustomerProfileCursor,
  ENTRY_TYPE_OF,
  hasActiveFilters,
  MATCHING_COUNT_CAP,
  type TCustomerProfileCounts,
  type TCustomerProfileCursor,
  type TCustomerProfileFilterOptions,
  type TCustomerProfileFilters,
  type TCustomerProfileListItem,
  type TCustomerProfileListQuery,
  type TCustomerProfileListResult,
  type CustomerExportPortal,
  type CustomerExportSource,
} from '../../../domain/customer-profiles/customer-profile-admin';
import { containsPattern as contains, nextDay } from '../../db/sql-text';
import { countEveryProfile } from '../dashboard/profile-counts';

export type CustomerProfileRow = typeof customerProfiles.$inferSelect;

export function customerProfileWhere(filters: TCustomerProfileFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.customer) {
    const pattern = contains(filters.customer);
    conditions.push(
      or(
        sql`${customerSearchText(customerProfiles)} ilike ${pattern}`,
        ilike(customerProfiles.cm04Cust, pattern),
      )!,
    );
  }
  if (filters.customerId) conditions.push(eq(customerProfiles.uid, filters.customerId));
  if (filters.portal) conditions.push(eq(customerProfiles.defaultServicesId, filters.portal));
  if (filters.customerType)
    conditions.push(eq(customerProfiles.entryType, ENTRY_TYPE_OF[filters.customerType]));
  if (filters.zip) conditions.push(eq(customerProfiles.zipCode, filters.zip));
  if (filters.createdFrom) {
    conditions.push(gte(customerProfiles.createdAt, new Date(`${filters.createdFrom}T00:00:00Z`)));
  }
  if (filters.createdTo) {
    conditions.push(lt(customerProfiles.createdAt, new Date(`${nextDay(filters.createdTo)}T00:00:00Z`)));
  }
  if (filters.hasServiceChanges !== undefined) {
    conditions.push(eq(customerProfiles.hasServiceChanges, filters.hasServiceChanges));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Rows after the cursor in the list order (created_at desc, uid desc): one row comparison. */
function afterCursor(cursor: TCustomerProfileCursor): SQL {
  return afterKeyset(customerProfiles.createdAt, customerProfiles.uid, {
    createdAt: cursor.createdAt,
    id: cursor.uid,
  });
}

const cursorTime = cursorTimeOf(customerProfiles.createdAt);
const LIST_ORDER = [desc(customerProfiles.createdAt), desc(customerProfiles.uid)];

/** How long this process reuses a count (of all profiles, or of one filter's matches). */
export const COUNT_CACHE_MS = 30_000;
/** Distinct filters whose counts are kept at once (the oldest is forgotten first). */
const COUNTED_FILTERS_KEPT = 500;

type MatchingCount = Pick<TCustomerProfileCounts, 'matching' | 'matchingCapped'>;

interface CountCache {
  total?: { value: number; until: number };
  /** By the filters as JSON: the capped count of their matches. */
  matching: Map<string, { counted: MatchingCount; until: number }>;
}
const countCaches = new WeakMap<object, CountCache>();

function countCacheOf(db: AppDb): CountCache {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = { matching: new Map() };
    countCaches.set(db, cache);
  }
  return cache;
}

/** The count of all profiles, kept for COUNT_CACHE_MS. */
async function countAllProfiles(db: AppDb): Promise<number> {
  const cache = countCacheOf(db);
  if (cache.total && cache.total.until > Date.now()) return cache.total.value;
  // from the maintained counts (migration 0019): a count(*) read every profile, 1–2 s at a million
  const value = await countEveryProfile(db);
  cache.total = { value, until: Date.now() + COUNT_CACHE_MS };
  return value;
}

/**
 * The filters' matches counted up to MATCHING_COUNT_CAP (one row past it tells that there are more),
 * kept for COUNT_CACHE_MS per distinct filters: a common name fragment's count reads thousands of
 * matches, and the same search asked again (another staff member, the page refetched, a second tab)
 * is answered without reading them again.
 */
async function countMatching(
  db: AppDb,
  filters: TCustomerProfileFilters,
  where: SQL | undefined,
): Promise<MatchingCount> {
  const cache = countCacheOf(db).matching;
  const key = JSON.stringify(filters);
  const cached = cache.get(key);
  if (cached && cached.until > Date.now()) return cached.counted;
  const capped = db
    .select({ one: sql`1` })
    .from(customerProfiles)
    .where(where)
    .limit(MATCHING_COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ value: count() }).from(capped);
  const value = row?.value ?? 0;
  const counted = {
    matching: Math.min(value, MATCHING_COUNT_CAP),
    matchingCapped: value > MATCHING_COUNT_CAP,
  };
  cache.delete(key);
  cache.set(key, { counted, until: Date.now() + COUNT_CACHE_MS });
  if (cache.size > COUNTED_FILTERS_KEPT) cache.delete(cache.keys().next().value!);
  return counted;
}

/** Forgets this process's counts at once (a profile was created or deleted here). */
export function forgetProfileCounts(db: AppDb): void {
  countCaches.delete(db);
}

export async function findCustomerProfiles(
  db: AppDb,
  query: TCustomerProfileListQuery,
): Promise<TCustomerProfileListResult> {
  const { filters, cursor } = splitListQuery(query, decodeCustomerProfileCursor);
  const where = customerProfileWhere(filters);
  const rows = await db
    .select({
      uid: customerProfiles.uid,
      entryType: customerProfiles.entryType,
      defaultServicesId: customerProfiles.defaultServicesId,
      portalTitle: portalSetups.portalTitle,
      firstName: customerProfiles.firstName,
      lastName: customerProfiles.lastName,
      organizationName: customerProfiles.organizationName,
      email: customerProfiles.email,
      phoneNumber: customerProfiles.phoneNumber,
      street: customerProfiles.street,
      city: customerProfiles.city,
      zipCode: customerProfiles.zipCode,
      customerNumber: customerProfiles.cm04Cust,
      hasServiceChanges: customerProfiles.hasServiceChanges,
      createdAt: customerProfiles.createdAt,
      cursorTime,
    })
    .from(customerProfiles)
    .leftJoin(portalSetups, eq(portalSetups.id, customerProfiles.defaultServicesId))
    .where(and(where, cursor ? afterCursor(cursor) : undefined))
    .orderBy(...LIST_ORDER)
    .limit(CUSTOMER_PROFILE_PAGE_SIZE + 1);

  const { page, nextCursor } = keysetPage(rows, CUSTOMER_PROFILE_PAGE_SIZE, (last) =>
    encodeCustomerProfileCursor({ createdAt: last.cursorTime, uid: last.uid }),
  );

  let counts: TCustomerProfileListResult['counts'] = null;
  if (!cursor) {
    const total = await countAllProfiles(db);
    counts = hasActiveFilters(filters)
      ? { ...(await countMatching(db, filters, where)), total }
      : { matching: total, matchingCapped: false, total };
  }
  return { items: page.map(toListItem), nextCursor, counts };
}

function toListItem(row: {
  uid: string;
  entryType: CustomerProfileRow['entryType'];
  defaultServicesId: string | null;
  portalTitle: string | null;
  firstName: string;
  lastName: string;
  organizationName: string | null;
  email: string;
  phoneNumber: string;
  street: string | null;
  city: string | null;
  zipCode: string | null;
  customerNumber: string | null;
  hasServiceChanges: boolean;
  createdAt: Date;
}): TCustomerProfileListItem {
  return {
    uid: row.uid,
    customerType: row.entryType === 'EnterpriseCustomerProfile' ? 'enterprise' : 'residential',
    defaultServicesId: row.defaultServicesId,
    portalTitle: row.portalTitle,
    firstName: row.firstName,
    lastName: row.lastName,
    organizationName: row.organizationName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    street: row.street,
    city: row.city,
    zipCode: row.zipCode,
    customerNumber: row.customerNumber,
    hasServiceChanges: row.hasServiceChanges,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findCustomerProfileFilterOptions(db: DbOrTx): Promise<TCustomerProfileFilterOptions> {
  const portals = await db
    .select({ id: portalSetups.id, title: portalSetups.portalTitle })
    .from(portalSetups)
    .orderBy(asc(sql`lower(${portalSetups.portalTitle})`), asc(portalSetups.id));
  return { portals };
}

export async function getCustomerProfileForUpdate(
  tx: DbOrTx,
  uid: string,
): Promise<CustomerProfileRow | undefined> {
  const [row] = await tx.select().from(customerProfiles).where(eq(customerProfiles.uid, uid)).for('update');
  return row;
}

/** Deletes the profile; its sign-in rows (password, identities, codes, resets) go with it (cascade). */
export async function deleteCustomerProfileRow(tx: DbOrTx, uid: string): Promise<void> {
  await tx.delete(customerProfiles).where(eq(customerProfiles.uid, uid));
}

// --- the export ---

/** Rows per database read, and per synchronous stretch of spreadsheet writing (other requests wait that long). */
export const EXPORT_BATCH_SIZE = 1000;

/** What the export needs of every portal: its title and default services (a handful of rows). */
export async function findPortalExportDefaults(db: DbOrTx): Promise<Map<string, CustomerExportPortal>> {
  const rows = await db
    .select({
      id: portalSetups.id,
      title: portalSetups.portalTitle,
      trash: sql<Record<string, unknown> | null>`${portalSetups.setup} -> 'defaultTrashService'`,
      recycling: sql<Record<string, unknown> | null>`${portalSetups.setup} -> 'defaultRecyclingService'`,
      yardwaste: sql<Record<string, unknown> | null>`${portalSetups.setup} -> 'defaultYardwasteService'`,
    })
    .from(portalSetups);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        title: r.title,
        defaults: {
          defaultTrashService: r.trash ?? undefined,
          defaultRecyclingService: r.recycling ?? undefined,
          defaultYardwasteService: r.yardwaste ?? undefined,
        },
      },
    ]),
  );
}

/** One profile as the export reads it: what the spreadsheet row needs, and `createdAt` is the keyset cursor's time too. */
export interface ExportBatchRow extends CustomerExportSource {
  defaultServicesId: string | null;
}

/**
 * One batch of the export, in list order, after `cursor`. Plain rows from the database (no mapping per
 * column per row by the ORM: at a million rows that mapping cost more than the database's own work);
 * the type, the ZIP fallback, the state and the creation time as UTC text are computed by the database.
 */
export async function findExportBatch(
  db: DbOrTx,
  filters: TCustomerProfileFilters,
  cursor: TCustomerProfileCursor | undefined,
  limit = EXPORT_BATCH_SIZE,
): Promise<ExportBatchRow[]> {
  const p = customerProfiles;
  const where = and(customerProfileWhere(filters), cursor ? afterCursor(cursor) : undefined);
  const result = (await db.execute(sql`
    select ${p.uid} as "uid",
      case when ${p.entryType} = ${ENTRY_TYPE_OF.enterprise} then 'enterprise' else 'residential' end as "customerType",
      ${p.defaultServicesId} as "defaultServicesId",
      ${p.firstName} as "firstName", ${p.lastName} as "lastName",
      ${p.organizationName} as "organizationName",
      ${p.email} as "email", ${p.phoneNumber} as "phoneNumber",
      ${p.street} as "street", ${p.aptUnit} as "aptUnit", ${p.city} as "city",
      ${p.selectedAddress} ->> 'CM04_STAT' as "state",
      coalesce(${p.zipCode}, ${p.selectedAddress} ->> 'CM04_PZIP', ${p.selectedAddress} ->> 'CM04_ZIP') as "zipCode",
      ${p.cm04Cust} as "customerNumber", ${p.cm04Site} as "site",
      ${cursorTime} as "createdAt",
      ${p.serviceChanges} as "serviceChanges"
    from ${p}
    ${where ? sql`where ${where}` : sql``}
    order by ${p.createdAt} desc, ${p.uid} desc
    limit ${limit}`)) as unknown as { rows: ExportBatchRow[] };
  return result.rows;
}
