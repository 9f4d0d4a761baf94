/**
 * What staff do to a "what goes where" list in the content editor (issue 32 §3): read it a page at a
 * time, add and change items (hiding is a change), start a portal's list from the hauler's, import a
 * CSV (every row or none) and export one, and read the searches that found nothing.
 *
 * Every write is audited in its transaction (audit_log: entity waste_guide_item with the item's id
 * and its words before and after, or waste_guide_list with the list's id and the counts of a copy or
 * an import). Every write drops the list's search index once it is committed (forgetWasteGuideIndex), so the next
 * search in this process reads the list anew; a search that ran during the write cannot keep the old
 * list for long, since the index is read again after INDEX_TTL_MS at most.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../../db/client';
import { auditLog, portalSetups, wasteGuideItems, wasteGuideMisses } from '../../db/schema';
import { AppError } from '../../errors';
import { inPortalScope, type PortalScope } from '../../auth/portal-scope';
import { foldForSearch, searchTextOf, type WasteDestination } from '../../../domain/what-goes-where';
import {
  HAULER_LIST_PARAM,
  MAX_MISSES_SHOWN,
  type TWasteGuideEditorItem,
  type TWasteGuideImportResult,
  type TWasteGuideItemInput,
  type TWasteGuideItemListQuery,
  type TWasteGuideItemPage,
  type TWasteGuideMiss,
} from '../../../domain/what-goes-where/editor';
import { pageOffset } from '../../../domain/pagination';
import { HAULER_LIST, createWasteGuideRepository, forgetWasteGuideIndex } from './waste-guide-repository';

export const editorMessages = {
  portalNotFound: 'This portal does not exist.',
  itemNotFound: 'This item is not in the list (someone may have removed it).',
  nameTaken: (name: string) => `The list already has "${name}".`,
  noOwnList: 'This portal uses the hauler’s list: start its own list from the hauler’s first.',
  haulerCopy: 'The hauler’s list cannot be started from itself.',
  ownListExists: 'This portal already has its own list.',
};

/** Who writes: the name is shown beside the item ("changed by"), the e-mail goes in the audit log. */
export interface ListEditor {
  name: string;
  email: string;
}

async function audit(
  tx: DbOrTx,
  by: ListEditor,
  action: string,
  entity: { item: string } | { list: string },
  before: unknown,
  after: unknown,
) {
  await tx.insert(auditLog).values({
    actor: by.email,
    action,
    entity: 'item' in entity ? 'waste_guide_item' : 'waste_guide_list',
    entityId: 'item' in entity ? entity.item : listParamOf(entity.list),
    before,
    after,
  });
}

/** A list id as stored ('' for the hauler's) from the address's `hauler` or portal id. */
export function storedListId(listParam: string): string {
  return listParam === HAULER_LIST_PARAM ? HAULER_LIST : listParam;
}
/** The address's name of a stored list id. */
export function listParamOf(listId: string): string {
  return listId === HAULER_LIST ? HAULER_LIST_PARAM : listId;
}

const listIdOf = sql`coalesce(${wasteGuideItems.portalId}, '')`;
const inList = (listId: string) => sql`${listIdOf} = ${listId}`;

const itemColumns = {
  id: wasteGuideItems.id,
  name: wasteGuideItems.name,
  synonyms: wasteGuideItems.synonyms,
  destination: wasteGuideItems.destination,
  note: wasteGuideItems.note,
  hidden: wasteGuideItems.hidden,
  translations: wasteGuideItems.translations,
  updatedAt: wasteGuideItems.updatedAt,
  updatedBy: wasteGuideItems.updatedBy,
};
type ItemRow = Omit<TWasteGuideEditorItem, 'destination' | 'translations' | 'updatedAt'> & {
  destination: string;
  translations: Record<string, unknown>;
  updatedAt: Date;
};

function editorItemOf(row: ItemRow): TWasteGuideEditorItem {
  return {
    ...row,
    destination: row.destination as WasteDestination,
    translations: row.translations as TWasteGuideEditorItem['translations'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of an item as staff wrote it. */
function columnsOf(item: TWasteGuideItemInput) {
  const translations = Object.fromEntries(
    Object.entries(item.translations).filter(([, words]) => words !== undefined),
  ) as Record<string, { name: string; synonyms: string[]; note: string }>;
  return {
    name: item.name,
    synonyms: item.synonyms,
    destination: item.destination,
    note: item.note,
    hidden: item.hidden,
    translations,
    searchText: searchTextOf({ ...item, translations }),
  };
}

/** `like` pattern for text that must appear as it is (its % and _ escaped). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Misses read to show MAX_MISSES_SHOWN of them once those the list now answers are left out. */
const MISSES_READ = 5 * MAX_MISSES_SHOWN;

export function createWasteGuideEditor(db: AppDb) {
  const guide = createWasteGuideRepository(db);
  async function portalTitleOf(listId: string, tx: DbOrTx): Promise<string | null> {
    if (listId === HAULER_LIST) return null;
    const [portal] = await tx
      .select({ title: portalSetups.portalTitle })
      .from(portalSetups)
      .where(eq(portalSetups.id, listId));
    if (!portal) throw new AppError('NOT_FOUND', editorMessages.portalNotFound);
    return portal.title;
  }

  async function hasItems(listId: string, tx: DbOrTx): Promise<boolean> {
    const [row] = await tx
      .select({ id: wasteGuideItems.id })
      .from(wasteGuideItems)
      .where(inList(listId))
      .limit(1);
    return row !== undefined;
  }

  /** 404 for a portal that does not exist, 409 for one that still uses the hauler's list. */
  async function requireWritableList(listId: string, tx: DbOrTx): Promise<void> {
    await portalTitleOf(listId, tx);
    if (listId !== HAULER_LIST && !(await hasItems(listId, tx))) {
      throw new AppError('CONFLICT', editorMessages.noOwnList);
    }
  }

  async function requireFreeName(listId: string, name: string, exceptId: string | null, tx: DbOrTx) {
    const [taken] = await tx
      .select({ id: wasteGuideItems.id })
      .from(wasteGuideItems)
      .where(
        and(
          inList(listId),
          sql`lower(${wasteGuideItems.name}) = lower(${name})`,
          exceptId ? sql`${wasteGuideItems.id} <> ${exceptId}` : undefined,
        ),
      );
    if (taken) throw new AppError('CONFLICT', editorMessages.nameTaken(name));
  }

  /** Runs a write in a transaction, then drops the list's search index. */
  async function writing<T>(listId: string, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(write);
    forgetWasteGuideIndex(db, listId);
    return result;
  }

  return {
    /**
     * A page of a list by name; `search` finds a name or synonym in any language (folded, so case
     * and accents do not matter). A portal without its own list answers the hauler's, ownList false.
     */
    async findItems(listId: string, query: TWasteGuideItemListQuery): Promise<TWasteGuideItemPage> {
      const portalTitle = await portalTitleOf(listId, db);
      const ownList = listId === HAULER_LIST || (await hasItems(listId, db));
      const shownList = ownList ? listId : HAULER_LIST;
      const folded = query.search ? foldForSearch(query.search) : '';
      const where: SQL | undefined = and(
        inList(shownList),
        folded ? sql`${wasteGuideItems.searchText} like ${containing(folded)}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(itemColumns)
          .from(wasteGuideItems)
          .where(where)
          .orderBy(asc(sql`lower(${wasteGuideItems.name})`), asc(wasteGuideItems.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(wasteGuideItems).where(where),
      ]);
      return { items: rows.map(editorItemOf), total: total?.n ?? 0, portalTitle, ownList };
    },

    async addItem(
      listId: string,
      item: TWasteGuideItemInput,
      by: ListEditor,
    ): Promise<TWasteGuideEditorItem> {
      return writing(listId, async (tx) => {
        await requireWritableList(listId, tx);
        await requireFreeName(listId, item.name, null, tx);
        const [row] = await tx
          .insert(wasteGuideItems)
          .values({
            id: randomUUID(),
            portalId: listId === HAULER_LIST ? null : listId,
            ...columnsOf(item),
            updatedBy: by.name,
          })
          .returning(itemColumns);
        const added = editorItemOf(row!);
        await audit(tx, by, 'waste_guide.item_added', { item: added.id }, null, { listId, ...item });
        return added;
      });
    },

    async updateItem(
      listId: string,
      itemId: string,
      item: TWasteGuideItemInput,
      by: ListEditor,
    ): Promise<TWasteGuideEditorItem> {
      return writing(listId, async (tx) => {
        await portalTitleOf(listId, tx);
        await requireFreeName(listId, item.name, itemId, tx);
        const [before] = await tx
          .select(itemColumns)
          .from(wasteGuideItems)
          .where(and(inList(listId), eq(wasteGuideItems.id, itemId)));
        if (!before) throw new AppError('NOT_FOUND', editorMessages.itemNotFound);
        const [row] = await tx
          .update(wasteGuideItems)
          .set({ ...columnsOf(item), updatedAt: new Date(), updatedBy: by.name })
          .where(eq(wasteGuideItems.id, itemId))
          .returning(itemColumns);
        const { updatedAt: _at, updatedBy: _by, ...words } = editorItemOf(before);
        await audit(tx, by, 'waste_guide.item_changed', { item: itemId }, words, item);
        return editorItemOf(row!);
      });
    },

    /** Starts a portal's own list as a copy of the hauler's (hidden items stay hidden). */
    async copyHaulerList(listId: string, by: ListEditor): Promise<number> {
      if (listId === HAULER_LIST) throw new AppError('BAD_REQUEST', editorMessages.haulerCopy);
      return writing(listId, async (tx) => {
        await portalTitleOf(listId, tx);
        if (await hasItems(listId, tx)) throw new AppError('CONFLICT', editorMessages.ownListExists);
        const copied = (await tx.execute(sql`
          insert into waste_guide_items
            (id, portal_id, name, synonyms, destination, note, translations, hidden, search_text, updated_by)
          select gen_random_uuid()::text, ${listId}, name, synonyms, destination, note, translations,
                 hidden, search_text, ${by.name}
          from waste_guide_items where portal_id is null
          returning id`)) as unknown as { rows: unknown[] };
        await audit(tx, by, 'waste_guide.list_started', { list: listId }, null, {
          copiedFromHauler: copied.rows.length,
        });
        return copied.rows.length;
      });
    },

    /**
     * Writes imported items into a list: a name the list has is changed to the row's words, a new
     * one added. One transaction: every row or none. A portal without a list gets one of its own.
     */
    async importItems(
      listId: string,
      items: readonly TWasteGuideItemInput[],
      by: ListEditor,
    ): Promise<TWasteGuideImportResult> {
      return writing(listId, async (tx) => {
        await portalTitleOf(listId, tx);
        const existing = await tx
          .select({ id: wasteGuideItems.id, key: sql<string>`lower(${wasteGuideItems.name})` })
          .from(wasteGuideItems)
          .where(inList(listId));
        const idOfName = new Map(existing.map((row) => [row.key, row.id]));
        const now = new Date();
        const added = items.filter((item) => !idOfName.has(item.name.toLowerCase()));
        for (const item of items) {
          const id = idOfName.get(item.name.toLowerCase());
          if (!id) continue;
          await tx
            .update(wasteGuideItems)
            .set({ ...columnsOf(item), updatedAt: now, updatedBy: by.name })
            .where(eq(wasteGuideItems.id, id));
        }
        // in slices: one statement's parameters stay well under the protocol's 65,535
        for (let i = 0; i < added.length; i += 500) {
          await tx.insert(wasteGuideItems).values(
            added.slice(i, i + 500).map((item) => ({
              id: randomUUID(),
              portalId: listId === HAULER_LIST ? null : listId,
              ...columnsOf(item),
              updatedBy: by.name,
            })),
          );
        }
        const counts = { added: added.length, updated: items.length - added.length };
        await audit(tx, by, 'waste_guide.list_imported', { list: listId }, null, counts);
        return counts;
      });
    },

    /** Every item of a list (its own; the hauler's for a portal without one), by name, for export. */
    async allItems(listId: string): Promise<TWasteGuideEditorItem[]> {
      await portalTitleOf(listId, db);
      const shownList = (await hasItems(listId, db)) ? listId : HAULER_LIST;
      const rows = await db
        .select(itemColumns)
        .from(wasteGuideItems)
        .where(inList(shownList))
        .orderBy(asc(sql`lower(${wasteGuideItems.name})`));
      return rows.map(editorItemOf);
    },

    /**
     * The searches that found nothing, most asked first: of one list (a portal's id), or of every
     * list in `scope` (undefined: every list, the hauler's included); a search the list now answers
     * is left out (its count stays, should the item be hidden again).
     */
    async findMisses(scope: PortalScope): Promise<TWasteGuideMiss[]> {
      const inScope = scope === undefined ? undefined : inPortalScope(wasteGuideMisses.listId, scope);
      const rows = await db
        .select({
          listId: wasteGuideMisses.listId,
          portalTitle: portalSetups.portalTitle,
          query: wasteGuideMisses.query,
          count: wasteGuideMisses.count,
          lastAt: wasteGuideMisses.lastAt,
        })
        .from(wasteGuideMisses)
        .leftJoin(portalSetups, eq(portalSetups.id, wasteGuideMisses.listId))
        .where(inScope)
        .orderBy(desc(wasteGuideMisses.count), desc(wasteGuideMisses.lastAt), asc(wasteGuideMisses.query))
        .limit(MISSES_READ);
      // a search staff have since answered (an item added, or shown again) is no longer a miss
      const stillMissing = [];
      for (const row of rows) {
        if ((await guide.search(row.listId, row.query)).length === 0) stillMissing.push(row);
        if (stillMissing.length === MAX_MISSES_SHOWN) break;
      }
      return stillMissing.map((row) => ({
        ...row,
        listId: listParamOf(row.listId),
        portalTitle: row.portalTitle ?? null,
        lastAt: row.lastAt.toISOString(),
      }));
    },
  };
}

export type WasteGuideEditor = ReturnType<typeof createWasteGuideEditor>;
