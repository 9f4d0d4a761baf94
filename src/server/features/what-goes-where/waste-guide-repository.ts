/**
 * The "what goes where" lists in the database (issue 32 §3): which list answers a portal, the
 * typo-tolerant search (over the list's index in memory, waste-guide-index.ts, read from the
 * database at most every INDEX_TTL_MS) and the count of searches that found nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../../db/client';
import { portalSetups, wasteGuideItems, wasteGuideMisses, type WasteGuideTranslation } from '../../db/schema';
import { searchTextOf, type WasteDestination } from '../../../domain/what-goes-where';
import { buildWasteGuideIndex, type WasteGuideIndex } from './waste-guide-index';

/** The hauler's list: the items without a portal. */
export const HAULER_LIST = '';

/** An item as written to a list. */
export interface WasteGuideItemInput {
  name: string;
  synonyms: string[];
  destination: WasteDestination;
  note: string;
  translations: Record<string, WasteGuideTranslation>;
  hidden?: boolean;
}

export interface ScoredWasteGuideItem extends WasteGuideItemInput {
  id: string;
  /** 1: a line starts with the query; 0.9: a later word does; below: trigram similarity. */
  score: number;
}

const listIdOf = sql`coalesce(${wasteGuideItems.portalId}, '')`;

/**
 * How long a list's index is used before it is read again. A change made through this repository
 * takes effect at once in this process; another instance sees it within this time, as a browser does
 * through the search's `max-age=60`.
 */
const INDEX_TTL_MS = 30_000;

type StoredItem = Omit<ScoredWasteGuideItem, 'score'>;

/** Each database's list indexes (the tests run many databases in one process). */
const indexes = new WeakMap<object, Map<string, { index: WasteGuideIndex<StoredItem>; readAt: number }>>();

async function indexOf(db: AppDb, listId: string, tx: DbOrTx): Promise<WasteGuideIndex<StoredItem>> {
  let lists = indexes.get(db);
  if (!lists) indexes.set(db, (lists = new Map()));
  const cached = lists.get(listId);
  if (cached && Date.now() - cached.readAt < INDEX_TTL_MS) return cached.index;
  const rows = await tx
    .select({
      id: wasteGuideItems.id,
      name: wasteGuideItems.name,
      synonyms: wasteGuideItems.synonyms,
      destination: wasteGuideItems.destination,
      note: wasteGuideItems.note,
      translations: wasteGuideItems.translations,
      searchText: wasteGuideItems.searchText,
    })
    .from(wasteGuideItems)
    .where(and(sql`${listIdOf} = ${listId}`, eq(wasteGuideItems.hidden, false)));
  const index = buildWasteGuideIndex(
    rows.map(({ searchText, ...row }) => ({
      item: { ...row, destination: row.destination as WasteDestination },
      name: row.name,
      searchText,
    })),
  );
  lists.set(listId, { index, readAt: Date.now() });
  return index;
}

/** Drops a list's index after a write, so this process's next search reads the list anew. */
export function forgetWasteGuideIndex(db: AppDb, listId: string) {
  indexes.get(db)?.delete(listId);
}

export function createWasteGuideRepository(db: AppDb) {
  return {
    /**
     * The list that answers for a portal: its own when it has items, else the hauler's. Returns the
     * list id and, for a portal's own list, its title.
     */
    async listFor(
      portalId: string | null,
      tx: DbOrTx = db,
    ): Promise<{ listId: string; portalTitle: string | null }> {
      if (portalId) {
        const [own] = await tx
          .select({ portalTitle: portalSetups.portalTitle })
          .from(wasteGuideItems)
          .innerJoin(portalSetups, eq(portalSetups.id, wasteGuideItems.portalId))
          .where(eq(wasteGuideItems.portalId, portalId))
          .limit(1);
        if (own) return { listId: portalId, portalTitle: own.portalTitle };
      }
      return { listId: HAULER_LIST, portalTitle: null };
    },

    /** The residential portal that lists `zip` among its ZIP codes, if any. */
    async residentialPortalOfZip(zip: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ id: portalSetups.id })
        .from(portalSetups)
        .where(
          and(
            eq(portalSetups.portalType, 'residential'),
            sql`${portalSetups.zipCodes} @> array[${zip}]::text[]`,
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },

    /** The best matches of a folded query in a list, best first (from the list's index in memory). */
    async search(listId: string, foldedQuery: string, tx: DbOrTx = db): Promise<ScoredWasteGuideItem[]> {
      if (!foldedQuery) return [];
      const index = await indexOf(db, listId, tx);
      return index.search(foldedQuery).map(({ item, score }) => ({ ...item, score }));
    },

    /** Counts one search of a list that found nothing. */
    async recordMiss(listId: string, foldedQuery: string, now: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(wasteGuideMisses)
        .values({ listId, query: foldedQuery, count: 1, lastAt: now })
        .onConflictDoUpdate({
          target: [wasteGuideMisses.listId, wasteGuideMisses.query],
          set: { count: sql`${wasteGuideMisses.count} + 1`, lastAt: now },
        });
    },

    /** Adds items to a list (the portal's id, or HAULER_LIST); a name the list has is left as it is. */
    async addItems(
      listId: string,
      items: readonly WasteGuideItemInput[],
      by: string | null,
      tx: DbOrTx = db,
    ) {
      if (items.length === 0) return 0;
      const rows = items.map((item) => ({
        id: randomUUID(),
        portalId: listId === HAULER_LIST ? null : listId,
        name: item.name,
        synonyms: item.synonyms,
        destination: item.destination,
        note: item.note,
        translations: item.translations,
        hidden: item.hidden ?? false,
        searchText: searchTextOf(item),
        updatedBy: by,
      }));
      const inserted = await tx
        .insert(wasteGuideItems)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: wasteGuideItems.id });
      forgetWasteGuideIndex(db, listId);
      return inserted.length;
    },

    /** Hides an item from the search, or shows it again. */
    async setHidden(listId: string, name: string, hidden: boolean, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(wasteGuideItems)
        .set({ hidden })
        .where(and(sql`${listIdOf} = ${listId}`, sql`lower(${wasteGuideItems.name}) = lower(${name})`));
      forgetWasteGuideIndex(db, listId);
    },
  };
}

export type WasteGuideRepository = ReturnType<typeof createWasteGuideRepository>;
