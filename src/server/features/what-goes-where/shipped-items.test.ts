/**
 * The shipped "What goes where" list (issue 32 §3): shipped-items.csv is parsed as RFC 4180 CSV in
 * UTF-8 and checked for the shape residents' search relies on, and the server's reader takes it whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { WASTE_DESTINATIONS } from '../../../domain/what-goes-where';
import { readShippedList } from './waste-guide-csv';

const CSV_FILE = path.join(import.meta.dirname, 'shipped-items.csv');
const HEADER = ['name', 'synonyms', 'destination', 'note', 'name_es', 'synonyms_es', 'note_es'] as const;
const DESTINATIONS: readonly string[] = WASTE_DESTINATIONS;

type Item = Record<(typeof HEADER)[number], string>;

const text = fs.readFileSync(CSV_FILE, 'utf8');
// csv-parse's defaults are strict: a row with another column count or a stray quote throws
const records = parse(text);
const [header, ...body] = records;
const items: Item[] = body.map(
  (row) => Object.fromEntries(HEADER.map((key, i) => [key, row[i] ?? ''])) as Item,
);

function synonyms(list: string): string[] {
  return list === '' ? [] : list.split('|');
}

describe('shipped-items.csv', () => {
  it('is UTF-8 without a byte order mark and starts with the exact header', () => {
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text).not.toContain('\uFFFD');
    expect(header).toEqual([...HEADER]);
  });

  it('has 300 or more items, each with every column', () => {
    expect(items.length).toBeGreaterThanOrEqual(300);
    for (const row of body) expect(row).toHaveLength(HEADER.length);
  });

  it('gives every item a name, a known destination, a note and the Spanish name and note', () => {
    for (const item of items) {
      const where = item.name || '(no name)';
      expect(item.name.trim(), where).not.toBe('');
      expect(DESTINATIONS, where).toContain(item.destination);
      expect(item.note.trim(), where).not.toBe('');
      expect(item.name_es.trim(), where).not.toBe('');
      expect(item.note_es.trim(), where).not.toBe('');
    }
  });

  it('keeps notes under 140 characters, in English and Spanish', () => {
    for (const item of items) {
      expect(item.note.length, item.name).toBeLessThan(140);
      expect(item.note_es.length, item.name).toBeLessThan(140);
    }
  });

  it('writes synonyms as a |-separated list with no empty or padded entries', () => {
    for (const item of items) {
      for (const synonym of [...synonyms(item.synonyms), ...synonyms(item.synonyms_es)]) {
        expect(synonym, item.name).not.toBe('');
        expect(synonym, item.name).toBe(synonym.trim());
      }
    }
  });

  it('has no two items with the same English name (case-insensitive)', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const item of items) {
      const key = item.name.toLowerCase();
      if (seen.has(key)) duplicates.push(item.name);
      seen.set(key, item.name);
    }
    expect(duplicates).toEqual([]);
  });

  it('has no synonym that is another item’s name', () => {
    const names = new Set(items.map((item) => item.name.toLowerCase()));
    const clashes: string[] = [];
    for (const item of items) {
      for (const synonym of synonyms(item.synonyms)) {
        const key = synonym.toLowerCase();
        if (key !== item.name.toLowerCase() && names.has(key)) clashes.push(`${item.name}: ${synonym}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('is read whole by the server, with the Spanish words as a translation', () => {
    const list = readShippedList();
    expect(list).toHaveLength(items.length);
    const pizza = list.find((item) => item.name === 'pizza box');
    expect(pizza?.translations.es?.name).toBeTruthy();
  });
});
