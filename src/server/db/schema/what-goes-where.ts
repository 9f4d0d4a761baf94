import { bigint, boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { writtenAt } from './columns';
import { sql } from 'drizzle-orm';
import { portalSetups } from './portals';

/** An item's words in one more language than English (the shipped list gives Spanish). */
export interface WasteGuideTranslation {
  name: string;
  synonyms: string[];
  note: string;
}

/**
 * "What goes where" items (features/what-goes-where, issue 32 §3). A row without a portal belongs to
 * the hauler's list, which visitors search and every portal uses until it has items of its own.
 * `search_text` is what the search compares (domain/what-goes-where `searchTextOf`): names and
 * synonyms in every language, folded, kept in step with them on every write.
 */
export const wasteGuideItems = pgTable(
  'waste_guide_items',
  {
    id: text('id').primaryKey(),
    portalId: text('portal_id').references(() => portalSetups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    destination: text('destination').notNull(),
    note: text('note').notNull().default(''),
    translations: jsonb('translations').$type<Record<string, WasteGuideTranslation>>().notNull().default({}),
    hidden: boolean('hidden').notNull().default(false),
    searchText: text('search_text').notNull(),
    updatedAt: writtenAt('updated_at'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    // one name once per list (the hauler's list is the empty portal id)
    uniqueIndex('waste_guide_items_list_name_uq').on(sql`coalesce(${t.portalId}, '')`, sql`lower(${t.name})`),
  ],
);

/**
 * Searches that found nothing, counted per list and folded query, so staff see on the dashboard what
 * residents look for and the list lacks. The web app reports a search once the resident stops typing.
 */
export const wasteGuideMisses = pgTable(
  'waste_guide_misses',
  {
    /** The portal id, or '' for the hauler's list. */
    listId: text('list_id').notNull(),
    query: text('query').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(1),
    lastAt: writtenAt('last_at'),
  },
  (t) => [
    uniqueIndex('waste_guide_misses_list_query_uq').on(t.listId, t.query),
    index('waste_guide_misses_list_count_idx').on(t.listId, t.count),
  ],
);
