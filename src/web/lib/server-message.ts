/**
 * The server's messages in the reader's language. The API answers a refusal with `{ code, message }`
 * where the message is the spec's English, word for word, from a table in src/domain (e.g.
 * MANAGE_CUSTOMER_PROFILE_MESSAGES). A screen names the tables it can receive in a catalog: each
 * English text → the i18n key ('namespace:path') that says it, whose English is that same text. So
 * English stays the spec's words and every other language gets its own.
 *
 * A message no catalog knows is not shown as it came (it would be English on a Spanish page): the
 * screen shows its own translated generic text instead, except where the message is data (a row's
 * rejection reason from an uploaded file, a portal's own wording) — each screen says which.
 */
import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-client';

type TTable = Readonly<Record<string, unknown>>;

/** The name of a table's entry from its text (only its fixed-text entries), or undefined. */
export function keyOfMessage<T extends TTable>(table: T, message: string): (keyof T & string) | undefined {
  return (Object.keys(table) as Array<keyof T & string>).find((name) => table[name] === message);
}

/**
 * A message with one value in it, made by a table's function: a number (`Use at most 200
 * characters.`) or, with `value: 'text'`, words from data (`The header row is missing CM04_CUST.`).
 */
export type TCountedMessage = {
  /** The i18n key; its English says the same with `{{name}}` for the value. */
  key: string;
  /** The placeholder the value fills. */
  name: string;
} & (
  { text: (count: number) => string; value?: 'number' } | { text: (words: string) => string; value: 'text' }
);

/** What a screen can be told: exact texts → keys, and the messages with a value in them. */
export interface TServerMessageCatalog {
  keys: ReadonlyMap<string, string>;
  counted?: readonly TCountedMessage[];
}

/**
 * Every text of a table → its i18n key: `prefix + name` for each entry, or a record naming each
 * entry's key (the compiler then insists on every entry).
 */
export function messageKeys<T extends Readonly<Record<string, string>>>(
  table: T,
  keys: string | { readonly [K in keyof T]: string },
): Map<string, string> {
  return new Map(
    (Object.keys(table) as Array<keyof T & string>).map((name) => [
      table[name],
      typeof keys === 'string' ? `${keys}${name}` : keys[name],
    ]),
  );
}

/** Several catalogs as one; the first that knows a text wins. */
export function joinCatalogs(...catalogs: readonly TServerMessageCatalog[]): TServerMessageCatalog {
  const keys = new Map<string, string>();
  for (const catalog of [...catalogs].reverse()) for (const [text, key] of catalog.keys) keys.set(text, key);
  return { keys, counted: catalogs.flatMap((c) => c.counted ?? []) };
}

// a value no message is made with, to find where a message made by a function puts its value
const PROBE = 918273645;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matchCounted(message: string, counted: TCountedMessage): TFoundMessage | undefined {
  const words = counted.value === 'text';
  const made = words ? counted.text(String(PROBE)) : counted.text(PROBE);
  const [before, after] = made.split(String(PROBE));
  const value = words ? '([\\s\\S]+)' : '(\\d+)';
  const match = new RegExp(`^${escapeRegExp(before ?? '')}${value}${escapeRegExp(after ?? '')}$`).exec(
    message,
  );
  if (!match?.[1]) return undefined;
  return { key: counted.key, values: { [counted.name]: words ? match[1] : Number(match[1]) } };
}

export interface TFoundMessage {
  key: string;
  values?: Record<string, number | string>;
}

function findExact(message: string, catalog: TServerMessageCatalog): TFoundMessage | undefined {
  const key = catalog.keys.get(message);
  if (key) return { key };
  for (const counted of catalog.counted ?? []) {
    const found = matchCounted(message, counted);
    if (found) return found;
  }
  return undefined;
}

/** A request-schema message without the field the API puts before it ("content.title: Fill this in."). */
export const withoutFieldPath = (message: string) => message.replace(/^[\w.]+: /, '');

/** The key (and value) of a text the catalog knows, with or without its field path, or undefined. */
export function findServerMessage(
  message: string,
  catalog: TServerMessageCatalog,
): TFoundMessage | undefined {
  return findExact(message, catalog) ?? findExact(withoutFieldPath(message), catalog);
}

/** A refusal (a 4xx) whose message the catalog knows, in the language of `t`; null for anything else. */
export function serverMessageText(
  error: unknown,
  catalog: TServerMessageCatalog,
  t: TFunction,
): string | null {
  if (!isApiError(error) || !error.isClientError) return null;
  const found = findServerMessage(error.message, catalog);
  return found ? t(found.key, found.values) : null;
}

/**
 * `(error) => text | null`: a refusal (a 4xx) whose message the catalog knows, in the reader's
 * language; null for anything else, so the screen shows its own generic text. Pass a module-level
 * catalog: it is a dependency of the callback.
 */
export function useServerMessage(catalog: TServerMessageCatalog) {
  const { t } = useTranslation();
  return useCallback((error: unknown): string | null => serverMessageText(error, catalog, t), [catalog, t]);
}
