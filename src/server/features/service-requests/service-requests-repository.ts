/**
 * The tickets desk's data access: service requests filtered, keyset-paged and counted in the database.
 * Every function takes the database or an open transaction (PGlite is one connection: inside a
 * transaction, pass the transaction down).
 *
 * Pages are keyset pages over the (created_at, id) index, newest first, so a deep page costs what the
 * first one costs; the text filter is a contains-search over an expression with a pg_trgm index
 * (service_requests_search_trgm); the counts are made with the first page only.
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { inPortalScope } from '../../auth/portal-scope';
import {
  SERVICE_REQUEST_PAGE_SIZE,
  decodeServiceRequestCursor,
  encodeServiceRequestCursor,
  type TServiceRequestCounts,
  type TServiceRequestCursor,
  type TServiceRequestFilters,
  type TServiceRequestListItem,
  type TServiceRequestListQuery,
  type TServiceRequestListResult,
  type TServiceRequestStatusCounts,
} from '../../../domain/service-requests/service-request-desk';
import type { DbOrTx } from '../../db/client';
import { afterKeyset, cursorTimeOf, keysetPage, splitListQuery } from '../../db/keyset';
import { customerProfiles, portalSetups, serviceRequests, serviceRequestSearchText } from '../../db/schema';
import { containsPattern as contains, idPrefixCondition, nextDay } from '../../db/sql-text';
import { idPrefixOfReference, requestReference } from '../../../domain/service-requests/reference';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

/** The filters as SQL; `except` leaves one out (each facet's counts ignore their own filter). */
export function serviceRequestWhere(
  filters: TServiceRequestFilters,
  except?: 'boStatus' | 'delivery',
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.portal) conditions.push(eq(serviceRequests.portalId, filters.portal));
  if (filters.kind) conditions.push(eq(serviceRequests.kind, filters.kind));
  if (filters.boStatus && except !== 'boStatus') {
    conditions.push(
      filters.boStatus === 'none'
        ? sql`${serviceRequests.boStatus} is null`
        : eq(serviceRequests.boStatus, filters.boStatus),
    );
  }
  if (filters.delivery && except !== 'delivery')
    conditions.push(eq(serviceRequests.status, filters.delivery));
  if (filters.createdFrom)
    conditions.push(gte(serviceRequests.createdAt, new Date(`${filters.createdFrom}T00:00:00Z`)));
  if (filters.createdTo)
    conditions.push(lt(serviceRequests.createdAt, new Date(`${nextDay(filters.createdTo)}T00:00:00Z`)));
  if (filters.customer) conditions.push(eq(serviceRequests.uid, filters.customer));
  if (filters.text) conditions.push(textCondition(filters.text));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The text filter: a reference (REQ-…, or its start) is a prefix of the request id, read on the
 * primary key; any other text a contains-search over the customer, the address and the IssueID.
 */
function textCondition(text: string): SQL {
  const idPrefix = idPrefixOfReference(text);
  if (idPrefix) return idPrefixCondition(serviceRequests.id, idPrefix);
  return sql`${serviceRequestSearchText(serviceRequests)} ilike ${contains(text)}`;
}

/** Rows after the cursor in the list order (created_at desc, id desc): one row comparison. */
function afterCursor(cursor: TServiceRequestCursor): SQL {
  return afterKeyset(serviceRequests.createdAt, serviceRequests.id, cursor);
}

const cursorTime = cursorTimeOf(serviceRequests.createdAt);
const profileExists = sql<boolean>`exists (select 1 from ${customerProfiles} where ${customerProfiles.uid} = ${serviceRequests.uid})`;

const listColumns = {
  row: serviceRequests,
  portalTitle: portalSetups.portalTitle,
  profileExists,
  cursorTime,
};

export interface ServiceRequestWithContext {
  row: ServiceRequestRow;
  portalTitle: string | null;
  profileExists: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The list row: the customer and address as the confirmation mail names them. */
export function toListItem({
  row,
  portalTitle,
  profileExists,
}: ServiceRequestWithContext): TServiceRequestListItem {
  const customer = ((row.confirmation as { customer?: Record<string, unknown> }).customer ?? {}) as Record<
    string,
    unknown
  >;
  return {
    id: row.id,
    reference: requestReference(row.id),
    kind: row.kind,
    serviceType: row.serviceType,
    portalId: row.portalId,
    portalTitle,
    customer: {
      uid: row.uid,
      name: text(customer.name),
      email: text(customer.email),
      phone: text(customer.phone),
      profileExists: Boolean(profileExists),
    },
    address: text(customer.address),
    issueId: row.issueId,
    delivery: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    boStatus: row.boStatus ?? null,
    createdAt: row.createdAt.toISOString(),
    filedAt: row.filedAt?.toISOString() ?? null,
    lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
  };
}

export async function findServiceRequests(
  db: DbOrTx,
  query: TServiceRequestListQuery,
): Promise<TServiceRequestListResult> {
  const { filters, cursor } = splitListQuery(query, decodeServiceRequestCursor);
  const rows = await db
    .select(listColumns)
    .from(serviceRequests)
    .leftJoin(portalSetups, eq(portalSetups.id, serviceRequests.portalId))
    .where(and(serviceRequestWhere(filters), cursor ? afterCursor(cursor) : undefined))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(SERVICE_REQUEST_PAGE_SIZE + 1);
  const { page, nextCursor } = keysetPage(rows, SERVICE_REQUEST_PAGE_SIZE, (last) =>
    encodeServiceRequestCursor({ createdAt: last.cursorTime, id: last.row.id }),
  );
  return {
    items: page.map(toListItem),
    nextCursor,
    counts: cursor ? null : await countServiceRequests(db, filters),
  };
}

/** The first page's counts: all matches, and per status and per delivery state (each without its own filter). */
async function countServiceRequests(
  db: DbOrTx,
  filters: TServiceRequestFilters,
): Promise<TServiceRequestCounts> {
  const boStatusKey = sql<string>`coalesce(${serviceRequests.boStatus}, 'none')`;
  const [matching] = await db
    .select({ n: count() })
    .from(serviceRequests)
    .where(serviceRequestWhere(filters));
  const byStatus = await db
    .select({ key: boStatusKey, n: count() })
    .from(serviceRequests)
    .where(serviceRequestWhere(filters, 'boStatus'))
    .groupBy(boStatusKey);
  const byDelivery = await db
    .select({ key: serviceRequests.status, n: count() })
    .from(serviceRequests)
    .where(serviceRequestWhere(filters, 'delivery'))
    .groupBy(serviceRequests.status);
  const counts: TServiceRequestCounts = {
    matching: matching?.n ?? 0,
    boStatus: { open: 0, 'in-progress': 0, closed: 0, none: 0 },
    delivery: { queued: 0, filed: 0, failed: 0 },
  };
  for (const { key, n } of byStatus)
    if (key in counts.boStatus) counts.boStatus[key as keyof typeof counts.boStatus] = n;
  for (const { key, n } of byDelivery) if (key in counts.delivery) counts.delivery[key] = n;
  return counts;
}

/**
 * Requests per back-office status and per delivery state, of the portals given (undefined: every
 * request): one pass grouped by both. No request row leaves the database.
 */
export async function countServiceRequestsByStatus(
  db: DbOrTx,
  portals: readonly string[] | undefined,
): Promise<TServiceRequestStatusCounts> {
  const boStatusKey = sql<string>`coalesce(${serviceRequests.boStatus}, 'none')`;
  const rows = await db
    .select({ boStatus: boStatusKey, delivery: serviceRequests.status, n: count() })
    .from(serviceRequests)
    .where(inPortalScope(serviceRequests.portalId, portals))
    .groupBy(boStatusKey, serviceRequests.status);
  const counts: TServiceRequestStatusCounts = {
    total: 0,
    boStatus: { open: 0, 'in-progress': 0, closed: 0, none: 0 },
    delivery: { queued: 0, filed: 0, failed: 0 },
  };
  for (const { boStatus, delivery, n } of rows) {
    counts.total += n;
    if (boStatus in counts.boStatus) counts.boStatus[boStatus as keyof typeof counts.boStatus] += n;
    if (delivery in counts.delivery) counts.delivery[delivery] += n;
  }
  return counts;
}

/** Rows per database read of the export. */
export const EXPORT_BATCH_SIZE = 1000;

export interface ServiceRequestExportRow extends ServiceRequestWithContext {
  cursorTime: string;
}

/** One keyset batch of the export (the list's order and filters), after `cursor`. */
export async function findServiceRequestExportBatch(
  db: DbOrTx,
  filters: TServiceRequestFilters,
  cursor: TServiceRequestCursor | undefined,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<ServiceRequestExportRow[]> {
  return db
    .select(listColumns)
    .from(serviceRequests)
    .leftJoin(portalSetups, eq(portalSetups.id, serviceRequests.portalId))
    .where(and(serviceRequestWhere(filters), cursor ? afterCursor(cursor) : undefined))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(batchSize);
}

export async function findServiceRequestWithContext(
  db: DbOrTx,
  id: string,
): Promise<ServiceRequestWithContext | null> {
  const [found] = await db
    .select(listColumns)
    .from(serviceRequests)
    .leftJoin(portalSetups, eq(portalSetups.id, serviceRequests.portalId))
    .where(eq(serviceRequests.id, id))
    .limit(1);
  return found ?? null;
}
