/**
 * The in-memory search (waste-guide-index.ts) scores as the database would: its trigram similarity is
 * pg_trgm's `similarity()` (compared on the test database), and the ranking puts literal matches first.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../../test/db';
import { foldForSearch, searchTextOf } from '../../../domain/what-goes-where';
import { RECENT_QUERIES, buildWasteGuideIndex, trigramSimilarity, trigramsOf } from './waste-guide-index';

const database = useTestDatabase();

describe('trigram similarity', () => {
  it('is what pg_trgm computes', async () => {
    const pairs: Array<[string, string]> = [
      ['piza box', 'pizza box'],
      ['cardbord', 'cardboard box'],
      ['batery', 'batteries'],
      ['batery', 'plastic bag'],
      ['caja de pizza', 'cajas de pizza'],
      ['x', 'xylophone'],
      ['light bulb', 'led light bulb'],
    ];
    for (const [a, b] of pairs) {
      const result = await database.db.execute(sql`select similarity(${a}, ${b})::float8 as s`);
      const rows =
        (result as unknown as { rows?: Array<{ s: number }> }).rows ??
        (result as unknown as Array<{ s: number }>);
      expect(trigramSimilarity(trigramsOf(a), trigramsOf(b)), `${a} ~ ${b}`).toBeCloseTo(
        Number(rows[0]!.s),
        5,
      );
    }
  });
});

describe('the index', () => {
  const item = (name: string, synonyms: string[] = [], es?: string) => {
    const translations: Record<string, { name: string; synonyms: string[] }> = es
      ? { es: { name: es, synonyms: [] } }
      : {};
    return { item: name, name, searchText: searchTextOf({ name, synonyms, translations }) };
  };
  const index = buildWasteGuideIndex([
    item('pizza box', ['pizza boxes'], 'caja de pizza'),
    item('cardboard box', ['moving box']),
    item('shoe box'),
    item('batteries', ['alkaline batteries']),
    item('plastic bag', ['grocery bag']),
  ]);
  const names = (query: string) => index.search(foldForSearch(query)).map((found) => found.item);

  it('puts a line that starts with the query first, then a later word, then a close spelling', () => {
    // "box" starts no line but is a later word of three (the shorter name first), a word of none other
    expect(names('box')).toEqual(['shoe box', 'pizza box', 'cardboard box']);
    expect(names('batt')).toEqual(['batteries']);
    expect(names('pizza')[0]).toBe('pizza box');
    expect(names('piza box')).toEqual(['pizza box']);
    expect(names('Caja de Pizza')).toEqual(['pizza box']);
  });

  it('finds nothing for a word nothing is close to, and for an empty query', () => {
    expect(names('zzxqv')).toEqual([]);
    expect(names('')).toEqual([]);
  });
});

describe('recent answers', () => {
  it('gives a query the same answer again, past the number kept, and a caller cannot change it', () => {
    const items = ['pizza box', 'paint', 'paper towel'].map((name) => ({
      item: { name },
      name,
      searchText: searchTextOf({ name, synonyms: [] }),
    }));
    const index = buildWasteGuideIndex(items);
    const first = index.search('pa');
    expect(first.map((f) => f.item.name)).toEqual(['paint', 'paper towel']);
    first.pop();
    expect(index.search('pa')).toHaveLength(2);
    for (let i = 0; i < RECENT_QUERIES + 10; i += 1) index.search(`query ${i}`);
    expect(index.search('pa').map((f) => f.item.name)).toEqual(['paint', 'paper towel']);
    expect(index.search('piza box')[0]?.item.name).toBe('pizza box');
  });
});
