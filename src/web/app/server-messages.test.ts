/**
 * The server's English messages → i18n keys: the mechanism, and every catalog the screens use. Each
 * catalog is checked against the server's own tables (src/domain), so a new server message without a
 * key fails here, and each key's English is the server's text word for word (the spec's English).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ADDRESS_TOOLS_MESSAGES } from '../../domain/address-tools/address-tools';
import { backofficeImportFileMessages, backofficeImportMessages } from '../../domain/backoffice-import';
import { contentEditorMessages } from '../../domain/content-editor';
import { MANAGE_CUSTOMER_PROFILE_MESSAGES } from '../../domain/customer-profiles/manage-customer-profile';
import { SETUP_CUSTOMER_PROFILE_MESSAGES } from '../../domain/customer-profiles/setup-customer-profile';
import { PASSWORD_MESSAGES } from '../../domain/password';
import {
  REGISTRATION_MESSAGES,
  invalidAccountNumberMessage,
  invalidCodeMessage,
  resendWaitMessage,
} from '../../domain/registration/messages';
import { SERVICE_REQUEST_DESK_MESSAGES } from '../../domain/service-requests/service-request-desk';
import * as SERVICES_REFUSALS from '../../domain/services/services-refusals';
import { IMPORT_MESSAGES } from '../features/backoffice-import/backoffice-import-page';
import { SAVE_MESSAGES } from '../features/customer-profiles/components/manage-customer-profile-modal';
import { REGISTRATION_MESSAGE_CATALOG } from '../features/registration/registration-messages';
import { DESK_MESSAGES } from '../features/service-requests/components/service-request-detail-modal';
import { ACTION_MESSAGES } from '../features/my-services/components/action-modal';
import { SETUP_MESSAGES } from '../features/portal-setups/components/setup-messages';
import { SERVICE_MESSAGES } from '../features/services/messages';
import { SETUP_SAVE_MESSAGES } from '../features/setup-customer-profile/use-save-error';
import {
  ADD_ADDRESS_MESSAGES,
  TOOL_MESSAGES,
} from '../features/undelivered-cart/components/use-tool-message';
import { ApiError } from '../lib/api-client';
import {
  findServerMessage,
  joinCatalogs,
  keyOfMessage,
  messageKeys,
  serverMessageText,
  withoutFieldPath,
  type TServerMessageCatalog,
} from '../lib/server-message';
import { CONTENT_SAVE_MESSAGES } from '../lib/server-message-content-editor';

const localesRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../i18n/locales');

function localeText(language: string, key: string): string | undefined {
  const [namespace, keyPath] = key.split(':') as [string, string];
  const file = path.join(localesRoot, language, `${namespace}.json`);
  if (!fs.existsSync(file)) return undefined;
  let node: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of keyPath.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

const englishOf = (key: string) => localeText('en', key);

/** Every catalog a screen uses, with the server tables it must cover whole. */
const CATALOGS: Array<{
  name: string;
  catalog: TServerMessageCatalog;
  tables: Array<Record<string, unknown>>;
  /** The table's functions that make a message from words of the data. */
  made?: Array<(words: string) => string>;
}> = [
  {
    name: 'registration (result modal, document panel)',
    catalog: REGISTRATION_MESSAGE_CATALOG,
    tables: [REGISTRATION_MESSAGES, PASSWORD_MESSAGES],
  },
  { name: 'tickets desk detail', catalog: DESK_MESSAGES, tables: [SERVICE_REQUEST_DESK_MESSAGES] },
  { name: 'manage customer profile', catalog: SAVE_MESSAGES, tables: [MANAGE_CUSTOMER_PROFILE_MESSAGES] },
  {
    name: 'set up customer profile',
    catalog: SETUP_SAVE_MESSAGES,
    tables: [SETUP_CUSTOMER_PROFILE_MESSAGES, REGISTRATION_MESSAGES],
  },
  {
    name: 'back-office import',
    catalog: IMPORT_MESSAGES,
    tables: [backofficeImportMessages],
    made: Object.values(backofficeImportFileMessages),
  },
  { name: 'address tools', catalog: TOOL_MESSAGES, tables: [ADDRESS_TOOLS_MESSAGES] },
  { name: 'undelivered cart (add address)', catalog: ADD_ADDRESS_MESSAGES, tables: [ADDRESS_TOOLS_MESSAGES] },
  { name: 'services', catalog: SERVICE_MESSAGES, tables: [SERVICES_REFUSALS] },
  { name: 'content editor save', catalog: CONTENT_SAVE_MESSAGES, tables: [] },
  { name: 'portal setups', catalog: SETUP_MESSAGES, tables: [] },
  { name: 'my services action', catalog: ACTION_MESSAGES, tables: [] },
];

describe('the server message catalogs', () => {
  it.each(CATALOGS)('$name: every key says the server’s English word for word', ({ catalog }) => {
    expect(catalog.keys.size).toBeGreaterThan(0);
    for (const [text, key] of catalog.keys)
      expect({ key, english: englishOf(key) }).toEqual({ key, english: text });
    for (const counted of catalog.counted ?? []) {
      const english = englishOf(counted.key);
      expect(english, counted.key).toContain(`{{${counted.name}}}`);
      const sample = counted.value === 'text' ? 'CM04_CUST, CM04_SITE' : '7';
      const made = counted.value === 'text' ? counted.text(sample) : counted.text(Number(sample));
      expect(english?.replace(`{{${counted.name}}}`, sample)).toBe(made);
      expect(findServerMessage(made, catalog)).toEqual({
        key: counted.key,
        values: { [counted.name]: counted.value === 'text' ? sample : 7 },
      });
    }
  });

  it.each(CATALOGS)('$name: knows every message of its server tables', ({ catalog, tables, made = [] }) => {
    for (const make of made) expect(findServerMessage(make('a value'), catalog)?.values).toBeDefined();
    for (const table of tables) {
      for (const [name, text] of Object.entries(table)) {
        if (typeof text !== 'string') continue;
        expect(findServerMessage(text, catalog)?.key, name).toBeDefined();
      }
    }
  });

  it.each(CATALOGS)('$name: every key exists in all ten languages, not left in English', ({ catalog }) => {
    const languages = fs.readdirSync(localesRoot).filter((d) => d !== 'en');
    expect(languages).toHaveLength(9);
    const keys = [...catalog.keys.values(), ...(catalog.counted ?? []).map((c) => c.key)];
    for (const language of languages) {
      for (const key of keys) {
        const text = localeText(language, key);
        expect(text, `${language} ${key}`).toBeTruthy();
      }
    }
  });

  it('finds the messages with a number in them, with the number', () => {
    expect(findServerMessage(invalidCodeMessage(2), REGISTRATION_MESSAGE_CATALOG)).toEqual({
      key: 'registration:errors.invalid-code',
      values: { remaining: 2 },
    });
    expect(findServerMessage(invalidAccountNumberMessage(0), REGISTRATION_MESSAGE_CATALOG)?.values).toEqual({
      remaining: 0,
    });
    expect(findServerMessage(resendWaitMessage(45), REGISTRATION_MESSAGE_CATALOG)?.values).toEqual({
      waitSeconds: 45,
    });
    expect(findServerMessage(contentEditorMessages.tooLong(200), CONTENT_SAVE_MESSAGES)).toEqual({
      key: 'content-editor:validation.tooLong',
      values: { max: 200 },
    });
    expect(findServerMessage(SERVICES_REFUSALS.alreadyHaveCartMessage(96), SERVICE_MESSAGES)).toEqual({
      key: 'services:messages.alreadyHaveCart',
      values: { size: 96 },
    });
    expect(
      findServerMessage('Invalid code. many attempt(s) remaining.', REGISTRATION_MESSAGE_CATALOG),
    ).toBeUndefined();
  });
});

describe('the mechanism', () => {
  const table = { first: 'First message.', second: 'Second message.', made: (n: number) => `${n} made.` };

  it('names a table entry by its text, ignoring the entries made by functions', () => {
    expect(keyOfMessage(table, 'Second message.')).toBe('second');
    expect(keyOfMessage(table, 'Third message.')).toBeUndefined();
  });

  it('keys a whole table by a prefix or by a record, and the first catalog joined wins', () => {
    const texts = { first: table.first, second: table.second };
    expect([...messageKeys(texts, 'ns:a.')]).toEqual([
      ['First message.', 'ns:a.first'],
      ['Second message.', 'ns:a.second'],
    ]);
    const named = messageKeys(texts, { first: 'ns:x', second: 'ns:y' });
    expect(named.get('Second message.')).toBe('ns:y');
    const joined = joinCatalogs({ keys: named }, { keys: messageKeys(texts, 'other:') });
    expect(joined.keys.get('First message.')).toBe('ns:x');
  });

  it('finds a request-schema message behind the field the API names before it', () => {
    expect(withoutFieldPath('content.cards.0.title: Fill this in.')).toBe('Fill this in.');
    expect(findServerMessage('content.cards.0.title: Fill this in.', CONTENT_SAVE_MESSAGES)?.key).toBe(
      'content-editor:validation.required',
    );
  });

  it('translates only a refusal (4xx) it knows; a 5xx, a network failure or an unknown text gives null', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'fr',
      resources: {
        fr: { 'backoffice-import': { serverMessages: { noFile: 'Choisissez un fichier CSV à importer.' } } },
      },
    });
    const t = i18n.t;
    const noFile = backofficeImportMessages.noFile;
    expect(serverMessageText(new ApiError(400, 'BAD_REQUEST', noFile), IMPORT_MESSAGES, t)).toBe(
      'Choisissez un fichier CSV à importer.',
    );
    expect(serverMessageText(new ApiError(502, 'BAD_GATEWAY', noFile), IMPORT_MESSAGES, t)).toBeNull();
    expect(serverMessageText(new Error(noFile), IMPORT_MESSAGES, t)).toBeNull();
    expect(
      serverMessageText(new ApiError(400, 'BAD_REQUEST', 'Something new.'), IMPORT_MESSAGES, t),
    ).toBeNull();
  });
});
