/**
 * Address claims' and letters' data access. Every function takes the database or the transaction it
 * runs in.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findRowBy, firstRow } from '../../db/rows';
import { addressClaims, addressLetters, auditLog, customerProfiles, portalSetups } from '../../db/schema';
import type { TClaimListQuery, TClaimStatus } from '../../../domain/registration/address-claims';

export type ClaimRow = typeof addressClaims.$inferSelect;
export type LetterRow = typeof addressLetters.$inferSelect;

export async function insertClaim(db: DbOrTx, row: typeof addressClaims.$inferInsert): Promise<void> {
  await db.insert(addressClaims).values(row);
}

export async function findClaim(db: DbOrTx, id: string, forUpdate = false): Promise<ClaimRow | null> {
  return findRowBy(db, addressClaims, addressClaims.id, id, forUpdate);
}

export async function updateClaim(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<typeof addressClaims.$inferInsert, 'id'>>,
): Promise<void> {
  await db.update(addressClaims).set(values).where(eq(addressClaims.id, id));
}

/** Open claims whose waiting period is over (oldest first). */
export async function findDueClaimIds(db: DbOrTx, now: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: addressClaims.id })
    .from(addressClaims)
    .where(
      and(
        eq(addressClaims.status, 'open'),
        isNotNull(addressClaims.movesAfter),
        lte(addressClaims.movesAfter, now),
      ),
    )
    .orderBy(asc(addressClaims.movesAfter))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** One page of claims of a status (newest first) without their document bytes. */
export async function findClaimPage(db: DbOrTx, query: TClaimListQuery) {
  const where = eq(addressClaims.status, query.status as TClaimStatus);
  const [totals] = await db.select({ total: count() }).from(addressClaims).where(where);
  const { documentData: _bytes, ...columns } = getTableColumns(addressClaims);
  const rows = await db
    .select({ ...columns, hasDocument: sql<boolean>`${addressClaims.documentData} is not null` })
    .from(addressClaims)
    .where(where)
    .orderBy(desc(addressClaims.createdAt), desc(addressClaims.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { total: totals?.total ?? 0, rows };
}

export interface PartyRow {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  phoneType: string;
  language: string;
  addressProof: string | null;
  createdAt: Date;
}

export async function findParties(db: DbOrTx, uids: string[]): Promise<Map<string, PartyRow>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .select({
      uid: customerProfiles.uid,
      email: customerProfiles.email,
      firstName: customerProfiles.firstName,
      lastName: customerProfiles.lastName,
      phoneNumber: customerProfiles.phoneNumber,
      phoneType: customerProfiles.phoneType,
      language: customerProfiles.language,
      addressProof: customerProfiles.addressProof,
      createdAt: customerProfiles.createdAt,
    })
    .from(customerProfiles)
    .where(inArray(customerProfiles.uid, [...new Set(uids)]));
  return new Map(rows.map((r) => [r.uid, r]));
}

/** The days an unopposed strong claim waits at the portal of a ZIP code (null: the default). */
export async function findPortalWaitingDays(db: DbOrTx, portalId: string | null): Promise<number | null> {
  if (!portalId) return null;
  const [row] = await db
    .select({ days: portalSetups.claimWaitingDays })
    .from(portalSetups)
    .where(eq(portalSetups.id, portalId));
  return row?.days ?? null;
}

export async function writeAudit(
  db: DbOrTx,
  row: {
    at: Date;
    actor: string;
    action: string;
    entity?: 'address-claim' | 'address-letter';
    entityId: string;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    at: row.at,
    actor: row.actor,
    action: row.action,
    entity: row.entity ?? 'address-claim',
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  });
}

// ---------------------------------------------------------------- letters

export async function insertLetter(db: DbOrTx, row: typeof addressLetters.$inferInsert): Promise<void> {
  await db.insert(addressLetters).values(row);
}

export async function findLetter(db: DbOrTx, id: string, forUpdate = false): Promise<LetterRow | null> {
  return findRowBy(db, addressLetters, addressLetters.id, id, forUpdate);
}

/** The newest letter of a registration (locked), or null. */
export async function findLetterOfRegistration(
  db: DbOrTx,
  registrationId: string,
  forUpdate = false,
): Promise<LetterRow | null> {
  return firstRow(
    db
      .select()
      .from(addressLetters)
      .where(eq(addressLetters.registrationId, registrationId))
      .orderBy(desc(addressLetters.createdAt))
      .limit(1),
    forUpdate,
  );
}

export async function updateLetter(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<typeof addressLetters.$inferInsert, 'id'>>,
): Promise<void> {
  await db.update(addressLetters).set(values).where(eq(addressLetters.id, id));
}

/** Letters waiting to be printed (or printed and not yet used), oldest first. */
export async function findLettersByStatus(
  db: DbOrTx,
  statuses: ReadonlyArray<LetterRow['status']>,
  now: Date,
  limit: number,
  forUpdate = false,
): Promise<LetterRow[]> {
  const query = db
    .select()
    .from(addressLetters)
    .where(and(inArray(addressLetters.status, [...statuses]), sql`${addressLetters.expiresAt} > ${now}`))
    .orderBy(asc(addressLetters.createdAt), asc(addressLetters.id))
    .limit(limit);
  return forUpdate ? query.for('update') : query;
}
