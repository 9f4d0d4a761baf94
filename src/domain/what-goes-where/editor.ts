/**
 * The staff editor of the "what goes where" lists (issue 32 §3), in the content editor: the request
 * and answer shapes of /api/admin/what-goes-where/…, shared by the routes and the editor's form.
 *
 * A list is named in the address by a portal id, or `hauler` for the hauler's list (the one every
 * portal without a list of its own answers with).
 */
import { z } from 'zod';
import { ZPageQuery, pageResult } from '../pagination';
import { LANGUAGES, type LanguageCode } from '../languages';
import { ZWasteDestination } from './index';

type TranslatedLanguage = Exclude<LanguageCode, 'en'>;
/** The languages an item is translated into: the translate menu's but English, the item's own. */
const ZTranslatedLanguage = z.enum(
  LANGUAGES.map((l) => l.code).filter((code): code is TranslatedLanguage => code !== 'en') as [
    TranslatedLanguage,
    ...TranslatedLanguage[],
  ],
);

/** The hauler's list in an address (a portal's list is named by the portal's id). */
export const HAULER_LIST_PARAM = 'hauler';
/** Longest name and note an item may have (the search and a phone's card both stay readable). */
export const MAX_NAME_LENGTH = 80;
export const MAX_NOTE_LENGTH = 280;
export const MAX_SYNONYMS = 30;
/** The largest CSV an import takes: about ten thousand items. */
export const WASTE_GUIDE_CSV_MAX_BYTES = 2 * 1024 * 1024;

const ZName = z
  .string()
  .trim()
  .min(1, 'Give the item a name.')
  .max(MAX_NAME_LENGTH, `Keep the name to ${MAX_NAME_LENGTH} characters.`);
const ZSynonyms = z
  .array(z.string().trim().min(1).max(MAX_NAME_LENGTH, `Keep each synonym to ${MAX_NAME_LENGTH} characters.`))
  .max(MAX_SYNONYMS, `Give at most ${MAX_SYNONYMS} synonyms.`);
const ZNote = z.string().trim().max(MAX_NOTE_LENGTH, `Keep the note to ${MAX_NOTE_LENGTH} characters.`);

/** An item's words in one language besides English. */
export const ZWasteGuideTranslation = z.object({ name: ZName, synonyms: ZSynonyms, note: ZNote });

/** An item as staff write it: POST adds one, PUT changes one. */
export const ZWasteGuideItemInput = z.object({
  name: ZName,
  synonyms: ZSynonyms,
  destination: ZWasteDestination,
  note: ZNote,
  hidden: z.boolean().default(false),
  translations: z.partialRecord(ZTranslatedLanguage, ZWasteGuideTranslation).default({}),
});
export type TWasteGuideItemInput = z.infer<typeof ZWasteGuideItemInput>;

export const ZWasteGuideEditorItem = ZWasteGuideItemInput.extend({
  id: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TWasteGuideEditorItem = z.infer<typeof ZWasteGuideEditorItem>;

export const ZWasteGuideListParams = z.object({ listId: z.string().trim().min(1).max(200) });
export const ZWasteGuideItemParams = ZWasteGuideListParams.extend({ itemId: z.string().min(1).max(100) });

/** GET …/lists/{listId}/items?search=&page=&pageSize=: name or synonym contains `search`, by name. */
export const ZWasteGuideItemListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100, 'Please search for at most 100 characters.').optional(),
});
export type TWasteGuideItemListQuery = z.infer<typeof ZWasteGuideItemListQuery>;

export const ZWasteGuideItemPage = pageResult(ZWasteGuideEditorItem).extend({
  /** The portal's title; null for the hauler's list. */
  portalTitle: z.string().nullable(),
  /**
   * False for a portal that has no items of its own (its residents search the hauler's list; `items`
   * are then the hauler's, for reading, and "start from the hauler's" copies them).
   */
  ownList: z.boolean(),
});
export type TWasteGuideItemPage = z.infer<typeof ZWasteGuideItemPage>;

/** POST …/lists/{listId}/import: the CSV text (the shipped list's columns); all rows or none. */
export const ZWasteGuideImportRequest = z.object({
  csv: z
    .string()
    .min(1, 'The file is empty.')
    .max(WASTE_GUIDE_CSV_MAX_BYTES, 'The file is larger than 2 MB.'),
});
export const ZWasteGuideImportResult = z.object({ added: z.number().int(), updated: z.number().int() });
export type TWasteGuideImportResult = z.infer<typeof ZWasteGuideImportResult>;
/** A refused import's 422 `details.errors`: each bad row's line and what is wrong. */
export const ZWasteGuideCsvErrors = z.array(z.object({ line: z.number().int(), message: z.string() }));

/** POST …/lists/{portalId}/copy-hauler: how many of the hauler's items the portal's list got. */
export const ZWasteGuideCopyResult = z.object({ added: z.number().int() });

/** GET /api/admin/what-goes-where/misses?portalId=: the searches that found nothing, most asked first. */
export const ZWasteGuideMissesQuery = z.object({ portalId: z.string().trim().min(1).max(200).optional() });
export const MAX_MISSES_SHOWN = 20;
export const ZWasteGuideMiss = z.object({
  /** The list the search ran on: a portal id or `hauler`, as the editor's address names it. */
  listId: z.string(),
  /** The portal's title; null for the hauler's list. */
  portalTitle: z.string().nullable(),
  query: z.string(),
  count: z.number().int(),
  lastAt: z.string(),
});
export type TWasteGuideMiss = z.infer<typeof ZWasteGuideMiss>;
export const ZWasteGuideMisses = z.object({ items: z.array(ZWasteGuideMiss) });
export type TWasteGuideMisses = z.infer<typeof ZWasteGuideMisses>;
