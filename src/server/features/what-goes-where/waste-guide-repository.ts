/**
 * The "what goes where" lists in the database (issue 32 §3): which list answers a portal, the
 * typo-tolerant search and the count of searches that found nothing.
 *
 * The search scores each item by the best of its lines (a name or synonym in one language, folded):
 * 1 when the line starts with the query (as-you-type), 0.9 when a later word of it does, else the
 * trigram similarity of query and line (pg_trgm, on PostgreSQL and PGlite alike), which forgives a
 * letter left out or doubled ("piza box", "cardbord"). Items under MIN_WORD_SIMILARITY are left out.
 * A list holds a few thousand items at most, read through the (list, name) index, so scoring every
 * item of the list is a few milliseconds (docs/benchmarks.md, "What goes where").
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../../db/client';
import { portalSetups, wasteGuideItems, wasteGuideMisses, type WasteGuideTranslation } from '../../db/schema';
import {
  MAX_SEARCH_RESULTS,
  MIN_WORD_SIMILARITY,
  searchTextOf,
  type WasteDestination,
} from '../../../domain/what-goes-where';

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

/** A literal match (prefix or word start) scores at least this; less is a fuzzy one. */
export const LITERAL_MATCH_SCORE = 0.9;

const listIdOf = sql`coalesce(${wasteGuideItems.portalId}, '')`;

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

    /** The best matches of a folded query in a list, best first. */
    async search(listId: string, foldedQuery: string, tx: DbOrTx = db): Promise<ScoredWasteGuideItem[]> {
      if (!foldedQuery) return [];
      const score = sql<number>`(
        select max(case
          when line like ${foldedQuery} || '%' then 1.0
          when line like '% ' || ${foldedQuery} || '%' then ${LITERAL_MATCH_SCORE}
          else similarity(${foldedQuery}, line) end)
        from unnest(string_to_array(${wasteGuideItems.searchText}, E'\n')) as line
      )`;
      const scored = tx
        .select({
          id: wasteGuideItems.id,
          name: wasteGuideItems.name,
          synonyms: wasteGuideItems.synonyms,
          destination: wasteGuideItems.destination,
          note: wasteGuideItems.note,
          translations: wasteGuideItems.translations,
          score: score.as('score'),
        })
        .from(wasteGuideItems)
        .where(and(sql`${listIdOf} = ${listId}`, eq(wasteGuideItems.hidden, false)))
        .as('scored');
      const rows = await tx
        .select()
        .from(scored)
        .where(sql`${scored.score} >= ${MIN_WORD_SIMILARITY}`)
        .orderBy(sql`${scored.score} desc`, sql`length(${scored.name})`, scored.name)
        .limit(MAX_SEARCH_RESULTS);
      return rows.map((row) => ({
        ...row,
        destination: row.destination as WasteDestination,
        score: Number(row.score),
      }));
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
      return inserted.length;
    },
  };
}

export type WasteGuideRepository = ReturnType<typeof createWasteGuideRepository>;
