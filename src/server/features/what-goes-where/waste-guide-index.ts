/**
 * A list's items held in memory for the search as the person types (issue 32 §3: 50 ms at p95 with
 * 2,000 items). Scoring every line of a list in SQL took about 75 ms a search on PGlite, whose one
 * connection serves requests one after another; here it takes a few milliseconds.
 *
 * Each item scores the best of its lines (a name or synonym in one language, folded by
 * `foldForSearch`): 1 when the line starts with the query (as-you-type), 0.9 when a later word does,
 * else the trigram similarity of query and line as PostgreSQL's pg_trgm computes it (each word padded
 * with two spaces before and one after, |shared| / |either|), which forgives a letter left out or
 * doubled ("piza box", "cardbord"). Items under MIN_WORD_SIMILARITY are left out.
 *
 * The answers of the last RECENT_QUERIES queries are kept with the index: people type the same
 * beginnings ("p", "pi", "piz") and the same common items, and a kept answer costs nothing to give
 * again. They go with the index when a write drops it.
 */
import { MAX_SEARCH_RESULTS, MIN_WORD_SIMILARITY } from '../../../domain/what-goes-where';

/** A literal match (prefix or word start) scores at least this; less is a fuzzy one. */
export const LITERAL_MATCH_SCORE = 0.9;
/** Answers kept per index: a few hundred kilobytes at most. */
export const RECENT_QUERIES = 500;

/** The trigrams of a folded text, as pg_trgm makes them. */
export function trigramsOf(folded: string): Set<string> {
  const grams = new Set<string>();
  for (const word of folded.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** pg_trgm's similarity of two trigram sets. */
export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export interface WasteGuideIndex<Item> {
  /** The best matches of a folded query, best first, with their scores. */
  search(foldedQuery: string): Array<{ item: Item; score: number }>;
}

/**
 * Indexes `items` by the lines of each one's search text (one folded name or synonym a line), with
 * each trigram's lines listed: a search counts the trigrams it shares with each line by walking its
 * own trigrams' lists, so only lines sharing one are looked at (every literal match shares them all).
 */
export function buildWasteGuideIndex<Item>(
  items: ReadonlyArray<{ item: Item; name: string; searchText: string }>,
): WasteGuideIndex<Item> {
  const lineTexts: string[] = [];
  const lineGramCounts: number[] = [];
  const lineItems: number[] = [];
  const postings = new Map<string, number[]>();
  items.forEach(({ searchText }, itemIndex) => {
    for (const text of searchText.split('\n')) {
      if (!text) continue;
      const line = lineTexts.length;
      const grams = trigramsOf(text);
      lineTexts.push(text);
      lineGramCounts.push(grams.size);
      lineItems.push(itemIndex);
      for (const gram of grams) {
        const list = postings.get(gram);
        if (list) list.push(line);
        else postings.set(gram, [line]);
      }
    }
  });

  function scoreAll(foldedQuery: string): Array<{ item: Item; score: number }> {
    const queryGrams = trigramsOf(foldedQuery);
    const shared = new Uint16Array(lineTexts.length);
    const touched: number[] = [];
    for (const gram of queryGrams) {
      for (const line of postings.get(gram) ?? []) {
        if (shared[line] === 0) touched.push(line);
        shared[line] += 1;
      }
    }
    const wordStart = ` ${foldedQuery}`;
    const best = new Map<number, number>();
    for (const line of touched) {
      const text = lineTexts[line]!;
      const common = shared[line]!;
      const score = text.startsWith(foldedQuery)
        ? 1
        : text.includes(wordStart)
          ? LITERAL_MATCH_SCORE
          : common / (queryGrams.size + lineGramCounts[line]! - common);
      const item = lineItems[line]!;
      if (score >= MIN_WORD_SIMILARITY && score > (best.get(item) ?? 0)) best.set(item, score);
    }
    return [...best]
      .map(([itemIndex, score]) => ({ entry: items[itemIndex]!, score }))
      .sort(
        (a, b) =>
          b.score - a.score ||
          a.entry.name.length - b.entry.name.length ||
          a.entry.name.localeCompare(b.entry.name),
      )
      .slice(0, MAX_SEARCH_RESULTS)
      .map(({ entry, score }) => ({ item: entry.item, score }));
  }

  // the Map keeps insertion order: a hit is moved to the end, the first key is the least recent
  const recent = new Map<string, ReadonlyArray<{ item: Item; score: number }>>();
  return {
    search(foldedQuery) {
      if (!foldedQuery) return [];
      let found = recent.get(foldedQuery);
      if (found) recent.delete(foldedQuery);
      else {
        found = scoreAll(foldedQuery);
        if (recent.size >= RECENT_QUERIES) recent.delete(recent.keys().next().value!);
      }
      recent.set(foldedQuery, found);
      return [...found];
    },
  };
}
