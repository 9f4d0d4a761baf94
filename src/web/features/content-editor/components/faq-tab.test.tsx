/**
 * The FAQ tab in a language: English edits the English questions; a language without a translation
 * starts with the English rows and empty fields, each showing the English it translates; a stored
 * translation is edited as it was saved.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import type { TContentEditorDocument } from '../../../../domain/content-editor';
import type { LanguageCode } from '../../../../domain/languages';
import editorEn from '../../../i18n/locales/en/content-editor.json';
import { FaqTab } from './faq-tab';

const document: TContentEditorDocument = {
  portalId: 'demo-lake-bluff',
  portalTitle: 'Village of Lake Bluff',
  version: 3,
  updatedAt: null,
  updatedBy: null,
  source: 'built-in',
  content: {
    home: null,
    support: null,
    faq: { title: 'FAQ', items: [{ id: 1, title: 'When are carts collected?', body: 'On Tuesday.' }] },
    services: null,
    stickers: null,
  },
  translations: {
    es: { faq: { title: 'Preguntas', items: [{ id: 1, title: '¿Cuándo recogen?', body: 'El martes.' }] } },
  },
};

function render(language: LanguageCode): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <FaqTab
          document={document}
          language={language}
          readOnly={false}
          onDirtyChange={() => {}}
          onReload={() => {}}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The values of the form's fields by their form path ("items.0.title"). */
function fieldValues(html: string): Record<string, string> {
  const inputs = [...html.matchAll(/<input[^>]*data-path="([^"]+)"[^>]*value="([^"]*)"/g)];
  const areas = [...html.matchAll(/<textarea[^>]*data-path="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)];
  return Object.fromEntries([...inputs, ...areas].map((m) => [m[1]!, m[2]!]));
}

beforeEach(async () => {
  // vitest shares the i18n singleton between files: this file reads English
  await initTestI18n({ en: { 'content-editor': editorEn } });
  await i18next.changeLanguage('en');
});

describe('FAQ tab in a language', () => {
  it('edits the English questions in English, with no reference', () => {
    const html = render('en');
    expect(fieldValues(html)).toEqual({
      'items.0.title': 'When are carts collected?',
      'items.0.body': 'On Tuesday.',
    });
    expect(html).not.toContain('English:');
  });

  it('starts a new translation empty, showing the English of each field', () => {
    const html = render('fr');
    expect(fieldValues(html)).toEqual({ 'items.0.title': '', 'items.0.body': '' });
    expect(html).toContain('English: When are carts collected?');
    expect(html).toContain('English: On Tuesday.');
  });

  it('edits a stored translation as it was saved', () => {
    const html = render('es');
    expect(fieldValues(html)).toEqual({ 'items.0.title': '¿Cuándo recogen?', 'items.0.body': 'El martes.' });
    expect(html).toContain('English: When are carts collected?');
  });
});
