/**
 * Data access for staff users, their audit entries and staff migration runs. Every function takes the
 * database or an open transaction (`DbOrTx`), so a change and its audit row commit together.
 */
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, portalSetups, staffMigrations, staffUsers } from '../../db/schema';
import type { TStaffListQuery, TStaffListResult } from '../../../domain/staff/staff-list';
import type { TStaffRole, TStaffUser } from '../../../domain/staff/staff-user';
import type { TStaffMigrationFailure, TStaffMigrationProgress } from '../../../domain/staff/staff-migration';
import { staffListOrder, staffListPage, staffListWhere } from './staff-query';

type StaffRow = typeof staffUsers.$inferSelect;
type MigrationRow = typeof staffMigrations.$inferSelect;

export function toStaffUser(row: StaffRow): TStaffUser {
  return {
    id: row.id,
    entryType: 'AdminUser',
    name: row.name,
    email: row.email,
    role: row.role,
    portalIds: row.portalIds,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
  };
}

export async function findStaffUsers(db: DbOrTx, query: TStaffListQuery): Promise<TStaffListResult> {
  const where = staffListWhere(query);
  const { limit, offset } = staffListPage(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(staffUsers)
      .where(where)
      .orderBy(...staffListOrder(query.sort))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(staffUsers).where(where),
  ]);
  return { items: rows.map(toStaffUser), total: totals?.total ?? 0 };
}

export async function getStaffUser(db: DbOrTx, id: string): Promise<TStaffUser | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row ? toStaffUser(row) : undefined;
}

/** By e-mail, ignoring case (the unique lower(email) index). */
export async function getStaffUserByEmail(db: DbOrTx, email: string): Promise<TStaffUser | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ? toStaffUser(row) : undefined;
}

export interface NewStaffUser {
  id: string;
  name: string;
  email: string;
  role: TStaffRole;
  portalIds: string[];
  isActive: boolean;
  at: Date;
  by: string;
}

export async function insertStaffUser(db: DbOrTx, user: NewStaffUser): Promise<TStaffUser> {
  const [row] = await db
    .insert(staffUsers)
    .values({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      portalIds: user.portalIds,
      isActive: user.isActive,
      createdAt: user.at,
      updatedAt: user.at,
      createdBy: user.by,
      updatedBy: user.by,
    })
    .returning();
  return toStaffUser(row!);
}

export interface StaffUserChanges {
  name?: string;
  email?: string;
  role?: TStaffRole;
  portalIds?: string[];
  isActive?: boolean;
}

export async function updateStaffUserRow(
  db: DbOrTx,
  id: string,
  changes: StaffUserChanges,
  at: Date,
  by: string,
): Promise<TStaffUser | undefined> {
  const [row] = await db
    .update(staffUsers)
    .set({ ...changes, updatedAt: at, updatedBy: by })
    .where(eq(staffUsers.id, id))
    .returning();
  return row ? toStaffUser(row) : undefined;
}

/** Every portal by title: what a municipality user can be given. */
export function findPortalOptions(db: DbOrTx): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: portalSetups.id, title: portalSetups.portalTitle })
    .from(portalSetups)
    .orderBy(asc(sql`lower(${portalSetups.portalTitle})`), asc(portalSetups.id));
}

/** The ids among `ids` that are no portal setup's. */
export async function findUnknownPortalIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: portalSetups.id })
    .from(portalSetups)
    .where(inArray(portalSetups.id, [...ids]));
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export interface AuditEntry {
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export async function insertAuditEntry(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

// --- staff migration runs ---

export function toMigrationProgress(row: MigrationRow): TStaffMigrationProgress {
  return {
    id: row.id,
    state: row.state,
    total: row.total,
    processed: row.processed,
    created: row.created,
    existing: row.existing,
    failed: row.failed,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

export async function insertMigration(
  db: DbOrTx,
  run: { id: string; total: number; startedBy: string; at: Date },
): Promise<TStaffMigrationProgress | undefined> {
  const [row] = await db
    .insert(staffMigrations)
    .values({ id: run.id, total: run.total, startedBy: run.startedBy, startedAt: run.at, updatedAt: run.at })
    .onConflictDoNothing()
    .returning();
  return row ? toMigrationProgress(row) : undefined;
}

export async function getMigration(db: DbOrTx, id: string): Promise<TStaffMigrationProgress | undefined> {
  const [row] = await db.select().from(staffMigrations).where(eq(staffMigrations.id, id)).limit(1);
  return row ? toMigrationProgress(row) : undefined;
}

export async function findRunningMigration(db: DbOrTx): Promise<TStaffMigrationProgress | undefined> {
  const [row] = await db.select().from(staffMigrations).where(eq(staffMigrations.state, 'running')).limit(1);
  return row ? toMigrationProgress(row) : undefined;
}

export interface MigrationProgressUpdate {
  processed: number;
  created: number;
  existing: number;
  failed: TStaffMigrationFailure[];
}

export async function updateMigrationProgress(
  db: DbOrTx,
  id: string,
  progress: MigrationProgressUpdate,
  at: Date,
): Promise<void> {
  await db
    .update(staffMigrations)
    .set({ ...progress, updatedAt: at })
    .where(and(eq(staffMigrations.id, id), eq(staffMigrations.state, 'running')));
}

export async function finishMigration(
  db: DbOrTx,
  id: string,
  outcome: { state: 'completed' | 'error'; error?: string | null; progress?: MigrationProgressUpdate },
  at: Date,
): Promise<void> {
  await db
    .update(staffMigrations)
    .set({
      ...outcome.progress,
      state: outcome.state,
      error: outcome.error ?? null,
      updatedAt: at,
      finishedAt: at,
    })
    .where(and(eq(staffMigrations.id, id), eq(staffMigrations.state, 'running')));
}

/** Marks running runs whose heartbeat stopped before `staleBefore` as interrupted. */
export async function failStaleMigrations(
  db: DbOrTx,
  staleBefore: Date,
  at: Date,
  error: string,
): Promise<void> {
  await db
    .update(staffMigrations)
    .set({ state: 'error', error, updatedAt: at, finishedAt: at })
    .where(and(eq(staffMigrations.state, 'running'), lt(staffMigrations.updatedAt, staleBefore)));
}
