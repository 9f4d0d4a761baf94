/**
 * Data access of the address tools: the portals the wizard starts from, and the added addresses
 * (create, find by address, keyset pages newest first with a text filter, export batches, delete,
 * mark loaded). Every function takes the database or an open transaction (PGlite is one connection:
 * inside a transaction, pass the transaction down).
 *
 * The list is a keyset page over the (created_at, id) index, so a deep page costs what the first one
 * costs; the text filter is a contains-search over addedAddressSearchText, which has a pg_trgm index
 * (added_addresses_search_trgm); the counts are made with the first page only.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ADDED_ADDRESS_PAGE_SIZE,
  addressKeyPart,
  decodeAddedAddressCursor,
  encodeAddedAddressCursor,
  type TAddedAddress,
  type TAddedAddressFilters,
  type TAddedAddressList,
  type TAddedAddressListQuery,
  type TAddressToolsPortal,
  type TStreetAddress,
} from '../../../domain/address-tools/address-tools';
import type { DbOrTx } from '../../db/client';
import { findRowBy } from '../../db/rows';
import { afterKeyset, cursorTimeOf, keysetPage, splitListQuery } from '../../db/keyset';
import { addedAddresses, addedAddressSearchText, portalSetups } from '../../db/schema';
import { containsPattern } from '../../db/sql-text';

export type AddedAddressRow = typeof addedAddresses.$inferSelect;

export async function findAddressToolsPortals(db: DbOrTx): Promise<TAddressToolsPortal[]> {
  const rows = await db
    .select({
      id: portalSetups.id,
      title: portalSetups.portalTitle,
      portalType: portalSetups.portalType,
      zipCodes: portalSetups.zipCodes,
    })
    .from(portalSetups)
    .orderBy(asc(sql`lower(${portalSetups.portalTitle})`), asc(portalSetups.id));
  return rows;
}

export { findPortalWithZipCodes as getPortal } from '../portals/portal-repository';

/** Same street, city and state (case-insensitive, spaces collapsed) and ZIP: the existence rule. */
function sameAddressAs(address: TStreetAddress): SQL {
  return and(
    eq(addedAddresses.zip, address.zip),
    sql`upper(regexp_replace(trim(${addedAddresses.street}), '\\s+', ' ', 'g')) = ${addressKeyPart(address.street)}`,
    sql`upper(regexp_replace(trim(${addedAddresses.city}), '\\s+', ' ', 'g')) = ${addressKeyPart(address.city)}`,
    sql`upper(trim(${addedAddresses.state})) = ${addressKeyPart(address.state)}`,
  )!;
}

/** The added address at this street address (the oldest, should there be two), or null. */
export async function findAddedAddressAt(
  db: DbOrTx,
  address: TStreetAddress,
): Promise<AddedAddressRow | null> {
  const [row] = await db
    .select()
    .from(addedAddresses)
    .where(sameAddressAs(address))
    .orderBy(asc(addedAddresses.createdAt), asc(addedAddresses.id))
    .limit(1);
  return row ?? null;
}

export async function insertAddedAddress(db: DbOrTx, row: typeof addedAddresses.$inferInsert): Promise<void> {
  await db.insert(addedAddresses).values(row);
}

export async function getAddedAddress(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AddedAddressRow | null> {
  return findRowBy(db, addedAddresses, addedAddresses.id, id, options.forUpdate);
}

export async function deleteAddedAddress(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db
    .delete(addedAddresses)
    .where(eq(addedAddresses.id, id))
    .returning({ id: addedAddresses.id });
  return deleted.length > 0;
}

export async function markAddedAddressLoaded(
  db: DbOrTx,
  id: string,
  site: { source: string; cust: string; site: string },
  at: Date,
): Promise<void> {
  await db
    .update(addedAddresses)
    .set({ loadedSource: site.source, loadedCust: site.cust, loadedSite: site.site, loadedAt: at })
    .where(eq(addedAddresses.id, id));
}

function filterWhere(filters: TAddedAddressFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.portal) conditions.push(eq(addedAddresses.defaultServicesId, filters.portal));
  if (filters.text)
    conditions.push(sql`${addedAddressSearchText(addedAddresses)} ilike ${containsPattern(filters.text)}`);
  return conditions.length ? and(...conditions) : undefined;
}

const cursorTime = cursorTimeOf(addedAddresses.createdAt);

const listColumns = { row: addedAddresses, portalTitle: portalSetups.portalTitle, cursorTime };
type ListRow = { row: AddedAddressRow; portalTitle: string | null; cursorTime: string };

/** Rows of the list order (newest first) after `after`, at most `limit`. */
export async function findAddedAddressBatch(
  db: DbOrTx,
  filters: TAddedAddressFilters,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<ListRow[]> {
  return db
    .select(listColumns)
    .from(addedAddresses)
    .leftJoin(portalSetups, eq(portalSetups.id, addedAddresses.defaultServicesId))
    .where(
      and(
        filterWhere(filters),
        after ? afterKeyset(addedAddresses.createdAt, addedAddresses.id, after) : undefined,
      ),
    )
    .orderBy(desc(addedAddresses.createdAt), desc(addedAddresses.id))
    .limit(limit);
}

export async function findAddedAddresses(
  db: DbOrTx,
  query: TAddedAddressListQuery,
): Promise<TAddedAddressList> {
  const { filters, cursor } = splitListQuery(query, decodeAddedAddressCursor);
  const rows = await findAddedAddressBatch(db, filters, cursor, ADDED_ADDRESS_PAGE_SIZE + 1);
  const { page, nextCursor } = keysetPage(rows, ADDED_ADDRESS_PAGE_SIZE, (last) =>
    encodeAddedAddressCursor({ createdAt: last.cursorTime, id: last.row.id }),
  );
  let counts: TAddedAddressList['counts'] = null;
  if (!cursor) {
    const [all] = await db.select({ n: count() }).from(addedAddresses);
    const where = filterWhere(filters);
    const matching = where
      ? ((await db.select({ n: count() }).from(addedAddresses).where(where))[0]?.n ?? 0)
      : (all?.n ?? 0);
    counts = { matching, total: all?.n ?? 0 };
  }
  return { items: page.map(toAddedAddress), nextCursor, counts };
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const CUSTOMER_FIELDS = ['salutation', 'firstName', 'lastName', 'email', 'phoneNumber', 'phoneType'] as const;

function customerInfoOf(value: unknown): TAddedAddress['customerInfo'] {
  const info = record(value);
  if (!info) return null;
  const out: NonNullable<TAddedAddress['customerInfo']> = {};
  for (const field of CUSTOMER_FIELDS) {
    const v = info[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = String(v);
  }
  return out;
}

/** The row as the API's NewSiteAddress entry. */
export function toAddedAddress({
  row,
  portalTitle,
}: {
  row: AddedAddressRow;
  portalTitle: string | null;
}): TAddedAddress {
  const smarty = record(row.smartyData);
  return {
    id: row.id,
    entryType: 'NewSiteAddress',
    defaultServicesId: row.defaultServicesId,
    portalTitle,
    addressToAdd: { CM04_ADD2: row.street, CM04_CITY: row.city, CM04_STAT: row.state, CM04_PZIP: row.zip },
    smartyData: smarty
      ? {
          text: String(smarty.text ?? ''),
          street_line: String(smarty.street_line ?? ''),
          secondary: String(smarty.secondary ?? ''),
          city: String(smarty.city ?? ''),
          state: String(smarty.state ?? ''),
          zipcode: String(smarty.zipcode ?? ''),
          entries: Number.isInteger(smarty.entries) ? Math.max(0, Number(smarty.entries)) : 0,
        }
      : null,
    customerInfo: customerInfoOf(row.customerInfo),
    verification: smarty ? 'Verified' : 'Manual',
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    loadedSite:
      row.loadedSource && row.loadedCust && row.loadedSite && row.loadedAt
        ? {
            SOURCE: row.loadedSource,
            CM04_CUST: row.loadedCust,
            CM04_SITE: row.loadedSite,
            loadedAt: row.loadedAt.toISOString(),
          }
        : null,
    _ts: Math.floor(row.createdAt.getTime() / 1000),
  };
}

export async function getAddedAddressWithPortal(db: DbOrTx, id: string): Promise<TAddedAddress | null> {
  const [found] = await db
    .select({ row: addedAddresses, portalTitle: portalSetups.portalTitle })
    .from(addedAddresses)
    .leftJoin(portalSetups, eq(portalSetups.id, addedAddresses.defaultServicesId))
    .where(eq(addedAddresses.id, id))
    .limit(1);
  return found ? toAddedAddress(found) : null;
}
