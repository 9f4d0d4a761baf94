/**
 * Open311 API keys: created by a staff admin with a name and the portals (jurisdictions) the key may
 * file for, shown once, stored as a sha256 (like session tokens: 32 random bytes need no salt), and
 * revoked rather than deleted so the tickets a key filed still name it. The GeoReport routes ask
 * `authenticateKey` for the key a POST carries.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  TOpen311Key,
  TOpen311KeyCreated,
  TOpen311KeyForm,
  TOpen311KeyList,
} from '../../../domain/open311/open311';
import { hashToken, randomToken } from '../../auth/crypto';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { open311ApiKeys, portalSetups } from '../../db/schema';
import { AppError } from '../../errors';

export const OPEN311_KEY_PREFIX = 'o311_';
/** How many characters of the key the admin list shows. */
const SHOWN_PREFIX_LENGTH = OPEN311_KEY_PREFIX.length + 6;
/** Keys listed at most (a hauler has a handful of cities). */
export const OPEN311_KEY_LIST_LIMIT = 200;

export const OPEN311_KEY_MESSAGES = {
  notFound: 'This API key does not exist.',
  unknownPortal: 'A chosen portal does not exist.',
  alreadyRevoked: 'This API key is already revoked.',
} as const;

type KeyRow = typeof open311ApiKeys.$inferSelect;

export interface Open311ApiKey {
  id: string;
  name: string;
  portalIds: string[];
}

async function portalTitles(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: portalSetups.id, title: portalSetups.portalTitle })
    .from(portalSetups)
    .where(inArray(portalSetups.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.title]));
}

function toKey(row: KeyRow, titles: Map<string, string>): TOpen311Key {
  return {
    id: row.id,
    name: row.name,
    keyPrefix: row.keyPrefix,
    // a portal deleted since keeps its id in the list, so the admin sees what the key was for
    portals: row.portalIds.map((id) => ({ id, title: titles.get(id) ?? id })),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedBy: row.revokedBy,
  };
}

/** Every key, newest first (active and revoked), with its portals' titles. */
export async function findOpen311Keys(ctx: AppContext): Promise<TOpen311KeyList> {
  const rows = await ctx.db
    .select()
    .from(open311ApiKeys)
    .orderBy(desc(open311ApiKeys.createdAt), desc(open311ApiKeys.id))
    .limit(OPEN311_KEY_LIST_LIMIT);
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(open311ApiKeys);
  const titles = await portalTitles(
    ctx.db,
    rows.flatMap((row) => row.portalIds),
  );
  return { items: rows.map((row) => toKey(row, titles)), total };
}

/** Creates a key for existing portals; the answer holds the key itself, which is never shown again. */
export async function createOpen311Key(
  ctx: AppContext,
  form: TOpen311KeyForm,
  createdBy: string,
): Promise<TOpen311KeyCreated> {
  const titles = await portalTitles(ctx.db, form.portalIds);
  if (form.portalIds.some((id) => !titles.has(id)))
    throw new AppError('BAD_REQUEST', OPEN311_KEY_MESSAGES.unknownPortal);
  const secret = `${OPEN311_KEY_PREFIX}${randomToken()}`;
  const [row] = await ctx.db
    .insert(open311ApiKeys)
    .values({
      id: randomUUID(),
      name: form.name,
      keyHash: hashToken(secret),
      keyPrefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
      portalIds: form.portalIds,
      createdAt: ctx.now(),
      createdBy,
    })
    .returning();
  return { key: toKey(row!, titles), secret };
}

/** Revokes a key at once: the next POST with it is refused. 404 unknown, 409 already revoked. */
export async function revokeOpen311Key(ctx: AppContext, id: string, revokedBy: string): Promise<TOpen311Key> {
  const [existing] = await ctx.db.select().from(open311ApiKeys).where(eq(open311ApiKeys.id, id)).limit(1);
  if (!existing) throw new AppError('NOT_FOUND', OPEN311_KEY_MESSAGES.notFound);
  if (existing.revokedAt) throw new AppError('CONFLICT', OPEN311_KEY_MESSAGES.alreadyRevoked);
  const [row] = await ctx.db
    .update(open311ApiKeys)
    .set({ revokedAt: ctx.now(), revokedBy })
    .where(eq(open311ApiKeys.id, id))
    .returning();
  return toKey(row!, await portalTitles(ctx.db, row!.portalIds));
}

/** The active key with this secret, or null (unknown, malformed or revoked). */
export async function authenticateKey(db: DbOrTx, secret: string): Promise<Open311ApiKey | null> {
  if (!secret.startsWith(OPEN311_KEY_PREFIX) || secret.length > 200) return null;
  const [row] = await db
    .select({
      id: open311ApiKeys.id,
      name: open311ApiKeys.name,
      portalIds: open311ApiKeys.portalIds,
      revokedAt: open311ApiKeys.revokedAt,
    })
    .from(open311ApiKeys)
    .where(eq(open311ApiKeys.keyHash, hashToken(secret)))
    .limit(1);
  if (!row || row.revokedAt) return null;
  return { id: row.id, name: row.name, portalIds: row.portalIds };
}
