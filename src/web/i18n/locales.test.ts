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
 * Words a translation may share with English (issue 16: "a test fails when any key is left in
 * English"). Everywhere: the company's and other proper names, codes, US units and input formats.
 */
const SAME_EVERYWHERE = new Set([
  // names of products, companies, places and the hauler's back office (TRUX)
  ...[
    'Curbside',
    'TRUX',
    'Facebook',
    'Instagram',
    'LinkedIn',
    'YouTube',
    'Twitter',
    'X',
    'Google',
    'Firebase',
  ],
  ...['Wauconda', 'IL'],
  // codes and abbreviations a US address or an admin screen shows as they are
  ...['ID', 'UID', 'firebaseUid', 'HOA', 'Q1', 'Q2', 'Q3', 'Q4', 'gal', 'yd'],
  // example input: a phone number pattern and e-mail addresses
  ...['XXX', 'XXX-XXXX', 'you@example.com', 'name@company.com'],
]);

/**
 * Words a language really writes as English does (checked with each language's usage, not because
 * a translation was missing): cognates such as French "Description", and the English words German and
 * Italian web pages use ("Roadmap", "Password").
 */
const SAME_IN: Record<string, readonly string[]> = {
  de: [
    'Details',
    'Dr',
    'FAQ',
    'Marketing',
    'Name',
    'Optional',
    'Portal',
    'Premium',
    'Roadmap',
    'Standard',
    'Status',
    'Website',
  ],
  es: ['Dr', 'Manual', 'Marketing', 'Municipal', 'No', 'no', 'Portal', 'Premium', 'Regular', 'Total'],
  fr: [
    ...[
      'ACTIONS',
      'Actions',
      'Active',
      'Administration',
      'Commercial',
      'Contact',
      'Date',
      'Description',
      'Document',
    ],
    ...['E-mail', 'FAQ', 'Image', 'Introduction', 'Marketing', 'Menu', 'Message', 'Mobile', 'Municipal'],
    ...[
      'Notifications',
      'Page',
      'Portal',
      'Premium',
      'Question',
      'Questions',
      'Section',
      'Sections',
      'Service',
    ],
    ...['Services', 'Site', 'Standard', 'Total', 'Type', 'gallons'],
  ],
  it: [
    ...['Account', 'Back', 'E-mail', 'FAQ', 'Home', 'Marketing', 'Menu', 'No', 'no', 'office', 'Password'],
    ...['Portal', 'Premium', 'Roadmap', 'Social', 'media', 'Standard'],
  ],
  pt: [
    'Dr',
    'E-mail',
    'Manual',
    'Marketing',
    'Menu',
    'Municipal',
    'Portal',
    'Premium',
    'Regular',
    'Roadmap',
    'Status',
    'Total',
  ],
};

/** The words of a message, without its {{placeholders}} and punctuation ("Dr." → "Dr"). */
const wordsOf = (text: string) =>
  (text.replace(/\{\{[^}]*\}\}/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}@.-]*/gu) ?? []).map((word) =>
    word.replace(/\.$/, ''),
  );

describe.each(namespaces)('locale namespace %s in its translations', (file) => {
  const read = (language: string) =>
    flatten(JSON.parse(fs.readFileSync(path.join(root, language, file), 'utf8')));
  const english = read('en');

  it.each(languages.filter((l) => l !== 'en'))('leaves nothing in English in %s', (language) => {
    const sameWords = new Set(SAME_IN[language] ?? []);
    const other = read(language);
    const leftInEnglish = Object.entries(english)
      .filter(([key, text]) => other[key] === text)
      .filter(([, text]) => wordsOf(text).some((word) => !SAME_EVERYWHERE.has(word) && !sameWords.has(word)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(leftInEnglish, `${language}/${file}`).toEqual([]);
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
