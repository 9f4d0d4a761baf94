/**
 * "What goes where" lists as CSV (RFC 4180, UTF-8): the shipped list (shipped-items.csv) is one, and
 * staff import and export their portal's list in the same columns.
 *
 *   name, synonyms, destination, note[, hidden][, name_<lang>, synonyms_<lang>, note_<lang> …]
 *
 * Synonyms are separated by "|". `hidden` ("yes" or empty) and a language's columns are optional (the
 * shipped list gives Spanish, `_es`); a row's translation counts when it has a name. Every row is
 * checked; a bad row is reported with its line number and nothing of the file is taken, so a
 * half-imported list never happens.
 *
 * An export is safe to open in a spreadsheet: a cell that would start a formula (=, +, -, @, a tab or
 * a carriage return) is written with a leading apostrophe, which an import removes again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { LANGUAGES } from '../../../domain/languages';
import { WASTE_DESTINATIONS, type WasteDestination } from '../../../domain/what-goes-where';
import { MAX_NAME_LENGTH, MAX_NOTE_LENGTH, MAX_SYNONYMS } from '../../../domain/what-goes-where/editor';
import type { WasteGuideItemInput } from './waste-guide-repository';

export { MAX_NAME_LENGTH, MAX_NOTE_LENGTH };
export const REQUIRED_COLUMNS = ['name', 'synonyms', 'destination', 'note'] as const;
const TRANSLATED_LANGUAGES = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en');
/** What a spreadsheet would read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export interface CsvRowError {
  line: number;
  message: string;
}

const splitSynonyms = (text: string) =>
  text
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, MAX_SYNONYMS);

/** A cell as an export wrote it: the apostrophe that kept a formula-like text text is dropped. */
const unguarded = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** Parses a list; `errors` is empty when every row is good. */
export function parseWasteGuideCsv(text: string): { items: WasteGuideItemInput[]; errors: CsvRowError[] } {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { items: [], errors: [{ line, message: 'The file is not valid CSV.' }] };
  }
  const [header = [], ...rows] = records;
  const columns = header.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    return { items: [], errors: [{ line: 1, message: `Missing columns: ${missing.join(', ')}.` }] };
  }
  const cell = (row: string[], name: string) => unguarded((row[columns.indexOf(name)] ?? '').trim());
  const items: WasteGuideItemInput[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const line = index + 2;
    const name = cell(row, 'name');
    const destination = cell(row, 'destination') as WasteDestination;
    const note = cell(row, 'note');
    if (!name) return errors.push({ line, message: 'Give the item a name.' });
    if (name.length > MAX_NAME_LENGTH)
      return errors.push({ line, message: `Keep the name to ${MAX_NAME_LENGTH} characters.` });
    if (seen.has(name.toLowerCase())) return errors.push({ line, message: `"${name}" is listed twice.` });
    if (!WASTE_DESTINATIONS.includes(destination)) {
      return errors.push({ line, message: `Choose a destination: ${WASTE_DESTINATIONS.join(', ')}.` });
    }
    if (note.length > MAX_NOTE_LENGTH)
      return errors.push({ line, message: `Keep the note to ${MAX_NOTE_LENGTH} characters.` });
    seen.add(name.toLowerCase());
    const translations: WasteGuideItemInput['translations'] = {};
    for (const code of TRANSLATED_LANGUAGES) {
      const translatedName = cell(row, `name_${code.toLowerCase()}`);
      if (!translatedName) continue;
      translations[code] = {
        name: translatedName.slice(0, MAX_NAME_LENGTH),
        synonyms: splitSynonyms(cell(row, `synonyms_${code.toLowerCase()}`)),
        note: cell(row, `note_${code.toLowerCase()}`).slice(0, MAX_NOTE_LENGTH),
      };
    }
    const hidden = /^(yes|true|1)$/i.test(cell(row, 'hidden'));
    items.push({
      name,
      synonyms: splitSynonyms(cell(row, 'synonyms')),
      destination,
      note,
      translations,
      hidden,
    });
    return undefined;
  });
  return { items: errors.length > 0 ? [] : items, errors };
}

/**
 * The shipped list's file: beside this module in the sources, copied beside main.js by the build
 * (scripts/build-server.mjs), as the migrations are.
 */
function shippedListFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'shipped-items.csv'),
    path.join(here, 'what-goes-where', 'shipped-items.csv'),
    path.resolve('src/server/features/what-goes-where/shipped-items.csv'),
  ];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(`The shipped "what goes where" list is missing (looked in ${candidates.join(', ')})`);
  return found;
}

/** The shipped list: a few hundred household items in English and Spanish, written for the demo hauler. */
export function readShippedList(): WasteGuideItemInput[] {
  const { items, errors } = parseWasteGuideCsv(fs.readFileSync(shippedListFile(), 'utf8'));
  if (errors.length > 0)
    throw new Error(`shipped-items.csv: ${errors.map((e) => `line ${e.line}: ${e.message}`).join('; ')}`);
  return items;
}

/** One CSV field: quoted when it must be, and kept from reading as a formula in a spreadsheet. */
function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A list as CSV in the import's columns, with a language's columns wherever an item has that
 * language (Spanish always, as the shipped list). Starts with a byte-order mark, so a spreadsheet
 * reads it as UTF-8.
 */
export function wasteGuideCsvOf(items: readonly WasteGuideItemInput[]): string {
  const languages = TRANSLATED_LANGUAGES.filter(
    (code) => code === 'es' || items.some((item) => item.translations[code]),
  );
  const header = [
    ...REQUIRED_COLUMNS,
    'hidden',
    ...languages.flatMap((code) => [`name_${code}`, `synonyms_${code}`, `note_${code}`]),
  ];
  const rows = items.map((item) => [
    item.name,
    item.synonyms.join('|'),
    item.destination,
    item.note,
    item.hidden ? 'yes' : '',
    ...languages.flatMap((code) => {
      const words = item.translations[code];
      return words ? [words.name, words.synonyms.join('|'), words.note] : ['', '', ''];
    }),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
