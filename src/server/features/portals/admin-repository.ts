/**
 * Portal setup data access for the admin area (spec 03 §2.5–2.7). Filters, paging, distinct values and
 * counts run in the database. Every function takes the database or an open transaction (PGlite is one
 * connection: inside a transaction, pass the transaction down).
 */
import { and, asc, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findRowBy, firstRow } from '../../db/rows';
import { auditLog, customerProfiles, portalSetups } from '../../db/schema';
import { pageOffset } from '../../../domain/pagination';
import { setupIndexColumns, type TPortalSetup } from '../../../domain/portal-setup';
import type {
  TPortalSetupFilterOptions,
  TPortalSetupListQuery,
  TPortalSetupListResult,
  TSetupService,
} from '../../../domain/portal-setup-admin';

export type PortalSetupRow = typeof portalSetups.$inferSelect;

/** Escapes LIKE wildcards so a filter for "a_b%" matches those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const contains = (text: string) => `%${escapeLike(text)}%`;

const SERVICE_FLAG: Record<TSetupService, string> = {
  trash: 'showTrash',
  recycling: 'showRecycling',
  yardwaste: 'showYardwaste',
};

/** A service counts as offered unless its serviceDisplay flag is explicitly false (spec §3). */
function offers(service: TSetupService): SQL {
  // a fixed path from the table above, never user input
  const path = sql.raw(`'{displayOptions,serviceDisplay,${SERVICE_FLAG[service]}}'`);
  return sql`coalesce(${portalSetups.setup} #>> ${path}, 'true') <> 'false'`;
}

function offeredColumn(service: TSetupService) {
  return sql<boolean>`(${offers(service)})`;
}

export function portalSetupListWhere(
  query: Omit<TPortalSetupListQuery, 'page' | 'pageSize'>,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.title) conditions.push(ilike(portalSetups.portalTitle, contains(query.title)));
  if (query.customerId) conditions.push(ilike(portalSetups.customerId, contains(query.customerId)));
  if (query.businessCode) conditions.push(ilike(portalSetups.businessCode, contains(query.businessCode)));
  for (const service of ['trash', 'recycling', 'yardwaste'] as const) {
    if (query[service] === true) conditions.push(offers(service));
  }
  if (query.billingCycle) conditions.push(eq(portalSetups.billingCycle, query.billingCycle));
  if (query.serviceCategory) conditions.push(eq(portalSetups.serviceCategory, query.serviceCategory));
  if (query.serviceWeekCode) conditions.push(eq(portalSetups.serviceWeekCode, query.serviceWeekCode));
  return conditions.length ? and(...conditions) : undefined;
}

export async function findPortalSetups(
  db: DbOrTx,
  query: TPortalSetupListQuery,
): Promise<TPortalSetupListResult> {
  const where = portalSetupListWhere(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: portalSetups.id,
        portalTitle: portalSetups.portalTitle,
        portalType: portalSetups.portalType,
        customerId: portalSetups.customerId,
        businessCode: portalSetups.businessCode,
        billingCycle: portalSetups.billingCycle,
        serviceCategory: portalSetups.serviceCategory,
        serviceWeekCode: portalSetups.serviceWeekCode,
        zipCodes: portalSetups.zipCodes,
        isDefault: portalSetups.isDefault,
        updatedAt: portalSetups.updatedAt,
        trash: offeredColumn('trash'),
        recycling: offeredColumn('recycling'),
        yardwaste: offeredColumn('yardwaste'),
      })
      .from(portalSetups)
      .where(where)
      .orderBy(asc(sql`lower(${portalSetups.portalTitle})`), asc(portalSetups.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(portalSetups).where(where),
  ]);
  return {
    items: rows.map(({ trash, recycling, yardwaste, updatedAt, ...row }) => ({
      ...row,
      services: (['trash', 'recycling', 'yardwaste'] as const).filter(
        (s) => ({ trash, recycling, yardwaste })[s] === true,
      ),
      updatedAt: new Date(updatedAt).toISOString(),
    })),
    total: Number(totalRow?.n ?? 0),
  };
}

type CodeColumn =
  | typeof portalSetups.billingCycle
  | typeof portalSetups.serviceCategory
  | typeof portalSetups.serviceWeekCode;

async function distinctValues(db: DbOrTx, column: CodeColumn): Promise<string[]> {
  const rows: { value: string | null }[] = await db
    .selectDistinct({ value: sql<string | null>`${column}` })
    .from(portalSetups)
    .where(and(sql`${column} is not null`, ne(column, '')))
    .orderBy(sql`${column}`);
  return rows.map((r) => r.value!);
}

/** The dropdown values of the list filters: the distinct values stored (spec §2.6). */
export async function findPortalSetupFilterOptions(db: DbOrTx): Promise<TPortalSetupFilterOptions> {
  const [billingCycles, serviceCategories, serviceWeekCodes] = await Promise.all([
    distinctValues(db, portalSetups.billingCycle),
    distinctValues(db, portalSetups.serviceCategory),
    distinctValues(db, portalSetups.serviceWeekCode),
  ]);
  return { billingCycles, serviceCategories, serviceWeekCodes };
}

export async function getPortalSetupRow(
  db: DbOrTx,
  id: string,
  forUpdate = false,
): Promise<PortalSetupRow | null> {
  return findRowBy(db, portalSetups, portalSetups.id, id, forUpdate);
}

/** The setups other than `exceptId` (all of them without one): a clash check skips the setup being saved. */
const otherThan = (exceptId?: string) => (exceptId ? ne(portalSetups.id, exceptId) : undefined);

/** Another setup with this title, ignoring case (the unique lower(title) index decides races). */
export async function findTitleClash(
  db: DbOrTx,
  title: string,
  exceptId?: string,
): Promise<{ id: string } | null> {
  return firstRow(
    db
      .select({ id: portalSetups.id })
      .from(portalSetups)
      .where(and(sql`lower(${portalSetups.portalTitle}) = lower(${title})`, otherThan(exceptId)))
      .limit(1),
  );
}

/** The first of `zips` another setup already lists (GIN index on zip_codes), with that setup's title. */
export async function findZipClash(
  db: DbOrTx,
  zips: readonly string[],
  exceptId?: string,
): Promise<{ zip: string; portalTitle: string } | null> {
  if (zips.length === 0) return null;
  const list = sql.join(
    zips.map((z) => sql`${z}`),
    sql`, `,
  );
  const [row] = await db
    .select({ zipCodes: portalSetups.zipCodes, portalTitle: portalSetups.portalTitle })
    .from(portalSetups)
    .where(and(sql`${portalSetups.zipCodes} && array[${list}]::text[]`, otherThan(exceptId)))
    .orderBy(asc(portalSetups.portalTitle))
    .limit(1);
  if (!row) return null;
  const zip = zips.find((z) => row.zipCodes.includes(z))!;
  return { zip, portalTitle: row.portalTitle };
}

export async function findOtherDefault(
  db: DbOrTx,
  exceptId?: string,
): Promise<{ portalTitle: string } | null> {
  return firstRow(
    db
      .select({ portalTitle: portalSetups.portalTitle })
      .from(portalSetups)
      .where(and(eq(portalSetups.isDefault, true), otherThan(exceptId)))
      .limit(1),
  );
}

/** Serialises writers of portal setups, so the title, ZIP and default checks cannot race each other. */
export async function lockPortalSetupWrites(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('curbside:portal-setup-writes'))`);
}

/**
 * The row's values of a setup: the index columns, the waiting period of address claims in its own
 * column (the claims read it there; not repeated in the jsonb) and the rest in `setup`.
 */
function rowValues(setup: TPortalSetup) {
  const { claimWaitingDays, ...stored } = setup;
  return { ...setupIndexColumns(setup), claimWaitingDays, setup: stored };
}

export async function insertPortalSetup(
  tx: DbOrTx,
  setup: TPortalSetup,
  at: Date,
  by: string,
): Promise<PortalSetupRow> {
  const [row] = await tx
    .insert(portalSetups)
    .values({
      id: setup.id,
      ...rowValues(setup),
      createdAt: at,
      updatedAt: at,
      createdBy: by,
      updatedBy: by,
    })
    .returning();
  return row!;
}

export async function updatePortalSetupRow(
  tx: DbOrTx,
  setup: TPortalSetup,
  at: Date,
  by: string,
): Promise<PortalSetupRow> {
  const [row] = await tx
    .update(portalSetups)
    .set({ ...rowValues(setup), updatedAt: at, updatedBy: by })
    .where(eq(portalSetups.id, setup.id))
    .returning();
  return row!;
}

export async function deletePortalSetupRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(portalSetups).where(eq(portalSetups.id, id));
}

/** How many customer profiles point at this setup (their defaultServicesId). */
export async function countProfilesUsing(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerProfiles)
    .where(eq(customerProfiles.defaultServicesId, id));
  return Number(row?.n ?? 0);
}

export interface AuditEntry {
  actor: string;
  action: 'create' | 'update' | 'delete';
  entityId: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export const AUDIT_ENTITY_PORTAL_SETUP = 'portal_setup';

export async function insertPortalSetupAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, entity: AUDIT_ENTITY_PORTAL_SETUP });
}
