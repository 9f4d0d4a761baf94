/**
 * Data access of the content editor: the portals to choose from, a portal's content row, the write of
 * one kind guarded by the row's version, and the audit entry. Every function takes the database or an
 * open transaction.
 */
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findRowBy } from '../../db/rows';
import { auditLog, portalContent, portalSetups } from '../../db/schema';
import { pageOffset } from '../../../domain/pagination';
import type { TContentKind } from '../../../domain/content';
import type { TContentPortalListQuery, TContentPortalListResult } from '../../../domain/content-editor';

export type PortalContentRow = typeof portalContent.$inferSelect;

export const AUDIT_ENTITY_PORTAL_CONTENT = 'portal_content';

/** Escapes LIKE wildcards so a search for "a_b%" matches those characters literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Portals whose title contains `search` (ignoring case), by title, paged. */
export async function findContentPortals(
  db: DbOrTx,
  query: TContentPortalListQuery,
): Promise<TContentPortalListResult> {
  const where = query.search ? ilike(portalSetups.portalTitle, `%${escapeLike(query.search)}%`) : undefined;
  const rows = await db
    .select({
      id: portalSetups.id,
      portalTitle: portalSetups.portalTitle,
      portalType: portalSetups.portalType,
    })
    .from(portalSetups)
    .where(where)
    .orderBy(asc(sql`lower(${portalSetups.portalTitle})`), asc(portalSetups.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [total] = await db.select({ n: count() }).from(portalSetups).where(where);
  return { items: rows, total: Number(total?.n ?? 0) };
}

export async function getPortalHeader(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; portalTitle: string } | null> {
  const [row] = await db
    .select({ id: portalSetups.id, portalTitle: portalSetups.portalTitle })
    .from(portalSetups)
    .where(eq(portalSetups.id, id))
    .limit(1);
  return row ?? null;
}

export async function getContentRow(
  db: DbOrTx,
  portalId: string,
  forUpdate = false,
): Promise<PortalContentRow | null> {
  return findRowBy(db, portalContent, portalContent.portalId, portalId, forUpdate);
}

/** The columns a save changes: one English kind, or the translations as a whole. */
export type ContentChange = Partial<Pick<PortalContentRow, TContentKind | 'translations'>>;

export interface ContentWrite {
  portalId: string;
  change: ContentChange;
  /** The version the change was based on (0: the portal had no content row). */
  version: number;
  at: Date;
  by: string;
}

/**
 * Writes the change when the row still has the expected version, and moves the version on by one.
 * Answers the new row, or null when the version no longer matches (someone else saved first).
 */
export async function writeContent(db: DbOrTx, write: ContentWrite): Promise<PortalContentRow | null> {
  if (write.version === 0) {
    const [row] = await db
      .insert(portalContent)
      .values({
        portalId: write.portalId,
        ...write.change,
        version: 1,
        updatedAt: write.at,
        updatedBy: write.by,
      })
      .onConflictDoNothing({ target: portalContent.portalId })
      .returning();
    return row ?? null;
  }
  const [row] = await db
    .update(portalContent)
    .set({
      ...write.change,
      version: sql`${portalContent.version} + 1`,
      updatedAt: write.at,
      updatedBy: write.by,
    })
    .where(and(eq(portalContent.portalId, write.portalId), eq(portalContent.version, write.version)))
    .returning();
  return row ?? null;
}

export interface ContentAuditEntry {
  actor: string;
  portalId: string;
  /** "update:faq" for English, "update:faq:fr" and "remove:faq:fr" for a translation. */
  action: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export async function insertContentAudit(db: DbOrTx, entry: ContentAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    actor: entry.actor,
    action: entry.action,
    entity: AUDIT_ENTITY_PORTAL_CONTENT,
    entityId: entry.portalId,
    before: entry.before,
    after: entry.after,
  });
}
