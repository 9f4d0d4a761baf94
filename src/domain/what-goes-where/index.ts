/**
 * "What goes where" (issue 32 §3): a searchable list of household items per portal, each with the
 * cart or drop-off it goes to and a short note, in the languages staff or the shipped list give.
 *
 * Lists: the hauler's list (no portal) is the one visitors search and every portal uses until staff
 * give it a list of its own. The search is typo-tolerant (trigram word similarity in the database, on
 * PostgreSQL and PGlite alike) over the text `searchTextOf` builds: the name and synonyms in every
 * language the item has, folded by `foldForSearch` (lower case, no accents, words only), which folds
 * the query the same way.
 */
import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '../languages';

/** Where an item goes. The web app names each one (whatGoesWhere.destinations.<code>). */
export const WASTE_DESTINATIONS = [
  'trash',
  'recycling',
  'yard-waste',
  'bulk-pickup',
  'hazardous-waste',
  'electronics',
  'drop-off',
  'store-take-back',
] as const;
export type WasteDestination = (typeof WASTE_DESTINATIONS)[number];
export const ZWasteDestination = z.enum(WASTE_DESTINATIONS);

/** The longest query the search reads: a phrase, not a paragraph. */
export const MAX_QUERY_LENGTH = 100;
/** Answers per search: a phone screen and a half. */
export const MAX_SEARCH_RESULTS = 12;
/**
 * The least word similarity (0–1) that counts as a match when the folded query is not in the text as
 * it is: "piza box" against "pizza box" is about 0.7, "box" against "batteries" 0.
 */
export const MIN_WORD_SIMILARITY = 0.45;

/** The words of `text` as the search compares them: lower case, accents and punctuation removed. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface ItemWords {
  name: string;
  synonyms: readonly string[];
}

/** What an item is searched by: its names and synonyms in every language, folded, one per line. */
export function searchTextOf(
  item: ItemWords & { translations?: Record<string, ItemWords | undefined> },
): string {
  const words = [item.name, ...item.synonyms];
  for (const translation of Object.values(item.translations ?? {})) {
    if (translation) words.push(translation.name, ...translation.synonyms);
  }
  return [...new Set(words.map(foldForSearch).filter(Boolean))].join('\n');
}

const languageCodes = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/** One item as the search answers it, in the language asked for where the item has it. */
export const ZWasteGuideItemView = z.object({
  id: z.string(),
  name: z.string(),
  synonyms: z.array(z.string()),
  destination: ZWasteDestination,
  note: z.string(),
  /** The language of name, synonyms and note: the one asked for, or English. */
  language: z.enum(languageCodes),
});
export type TWasteGuideItemView = z.infer<typeof ZWasteGuideItemView>;

/** GET /api/what-goes-where/search?q=…&zip=… */
export const ZWasteGuideSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_QUERY_LENGTH, `Please search for at most ${MAX_QUERY_LENGTH} characters.`)
    .default(''),
  /** A visitor's ZIP code picks their town's list; a signed-in customer's portal is known. */
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Please enter a 5-digit ZIP code.')
    .optional(),
});

export const ZWasteGuideSearchResponse = z.object({
  query: z.string(),
  items: z.array(ZWasteGuideItemView),
  /**
   * When nothing holds the query as typed but an item is close ("piza box"): the item's name to
   * offer as "Did you mean …?". Null when the query matched as typed or nothing is close.
   */
  didYouMean: z.string().nullable(),
  /** The portal whose list answered; null for the hauler's list. */
  portalTitle: z.string().nullable(),
});
export type TWasteGuideSearchResponse = z.infer<typeof ZWasteGuideSearchResponse>;
