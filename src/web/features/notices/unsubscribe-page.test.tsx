/**
 * The unsubscribe page rendered to HTML: it asks before it acts, refuses a broken link at once, and
 * says what the API says in the spec's words (English) and in Spanish.
 */
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_MESSAGES } from '../../../domain/service-requests/status-notice';
import en from '../../i18n/locales/en/notices.json';
import es from '../../i18n/locales/es/notices.json';
import { renderToHtml } from '../../test/render-to-html';
import { inLanguage, initTestI18n } from '../../test/test-i18n';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'a'.repeat(64);
const render = (url: string) =>
  renderToHtml(
    <Routes>
      <Route path="/unsubscribe" element={<UnsubscribePage />} />
    </Routes>,
    () => undefined,
    url,
  );

beforeAll(() => initTestI18n({ en: { notices: en }, es: { notices: es } }));

describe('unsubscribe page', () => {
  it('uses the words the API answers with', () => {
    expect(en.done).toBe(UNSUBSCRIBE_MESSAGES.done);
    expect(en.invalid).toBe(UNSUBSCRIBE_MESSAGES.invalid);
  });

  it('asks before it turns the notices off', () => {
    const html = render(`/unsubscribe?u=demo-resident-1&t=${TOKEN}`);
    expect(html).toContain(en.question);
    expect(html).toContain(en.stop);
    expect(html).not.toContain(en.invalid);
  });

  it('says at once when the link is broken', () => {
    for (const url of ['/unsubscribe', '/unsubscribe?u=x&t=short', `/unsubscribe?t=${TOKEN}`]) {
      const html = render(url);
      expect(html).toContain(en.invalid);
      expect(html).not.toContain(en.stop);
    }
  });

  it('speaks Spanish', () =>
    inLanguage('es', () => {
      expect(render(`/unsubscribe?u=demo-resident-1&t=${TOKEN}`)).toContain(es.stop);
    }));
});
