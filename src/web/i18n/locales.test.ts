/** Every namespace is complete in every language: the same keys and the same {{placeholders}}. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../domain/staff/staff-user';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const languages = fs.readdirSync(root).filter((d) => fs.statSync(path.join(root, d)).isDirectory());
const namespaces = [
  ...new Set(languages.flatMap((l) => fs.readdirSync(path.join(root, l)).filter((f) => f.endsWith('.json')))),
];

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.assign(
    {},
    ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have: the English ones, with each plural group (`x_one`, `x_other`) in
 * the language's own plural categories (Arabic has six, Japanese one), as i18next looks them up.
 */
function expectedKeys(english: Record<string, string>, language: string): Record<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys: Record<string, string> = {};
  for (const [key, text] of Object.entries(english)) {
    if (!PLURAL.test(key)) {
      keys[key] = text;
      continue;
    }
    const base = key.replace(PLURAL, '');
    for (const category of categories) keys[`${base}_${category}`] = english[`${base}_other`] ?? text;
  }
  return keys;
}

/**
 * A plural form may leave out {{count}} (English "one more" for 1) or show it (Hindi's and French's
 * "one" covers 0 too); every other placeholder of the English "other" form is required.
 */
const placeholdersOf = (key: string, text: string) => {
  const names = placeholders(text);
  return PLURAL.test(key) ? names.filter((name) => name !== 'count') : names;
};

describe.each(namespaces)('locale namespace %s', (file) => {
  const read = (language: string) => {
    const p = path.join(root, language, file);
    return fs.existsSync(p) ? flatten(JSON.parse(fs.readFileSync(p, 'utf8'))) : undefined;
  };
  const english = read('en');

  it.each(languages.filter((l) => l !== 'en'))('is complete in %s', (language) => {
    const other = read(language);
    expect(english, `en/${file} is missing`).toBeDefined();
    expect(other, `${language}/${file} is missing`).toBeDefined();
    const expected = expectedKeys(english!, language);
    expect(Object.keys(other!).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, text] of Object.entries(expected)) {
      expect(other![key]?.trim(), `${language}/${file} ${key} is empty`).toBeTruthy();
      expect(placeholdersOf(key, other![key] ?? ''), `${language}/${file} ${key}`).toEqual(
        placeholdersOf(key, text),
      );
    }
  });
});

/**
 * Keys built at run time (`roles.${role}`) escape a search for missing strings: every staff role has
 * its label wherever the app shows one (the municipality role once showed as its raw key).
 */
describe('staff role labels', () => {
  const roles = [...STAFF_ROLES, 'unknown'] as const;
  const labels = (file: string, at: string[]) => {
    let node: unknown = JSON.parse(fs.readFileSync(path.join(root, 'en', file), 'utf8'));
    for (const key of at) node = (node as Record<string, unknown>)[key];
    return node as Record<string, string>;
  };
  it.each([
    ['shell.json', ['adminShell', 'roles'], roles],
    ['admin-center.json', ['roles'], STAFF_ROLES],
    ['staff.json', ['roles'], STAFF_ROLES],
  ] as const)('%s has a label for every role', (file, at, expected) => {
    const found = labels(file, [...at]);
    for (const role of expected) expect(found[role], `${file} ${at.join('.')}.${role}`).toBeTruthy();
  });
});
