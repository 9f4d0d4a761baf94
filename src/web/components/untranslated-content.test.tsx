/**
 * Staff-written content shown in its English original on a page in another language (issue 28 §3):
 * the Support page, the sticker locations and a ticket's closing note rendered to HTML in Spanish carry
 * lang="en" on the content and the one line "Our staff have not translated this part yet." (in
 * Spanish); in English, or when staff translated the kind, neither.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentQueryKey, contentResponseSchema, type TContentKind } from '../../domain/content';
import type { TServiceRequestSummary } from '../../domain/services/services-api';
import { ContentLoadingProvider } from './content-loading';
import { renderToHtml } from '../test/render-to-html';
import { seedCustomerSession } from '../test/customer-session';
import { RESIDENT_SESSION_CUSTOMER } from '../features/services/test-fixtures';
import enCommon from '../i18n/locales/en/common.json';
import esCommon from '../i18n/locales/es/common.json';
import enSupport from '../i18n/locales/en/support.json';
import esSupport from '../i18n/locales/es/support.json';
import enStickers from '../i18n/locales/en/stickers.json';
import esStickers from '../i18n/locales/es/stickers.json';
import enRequests from '../i18n/locales/en/my-requests.json';
import esRequests from '../i18n/locales/es/my-requests.json';
import { SupportPage } from '../features/support/support-page';
import { StickersPage } from '../features/stickers/stickers-page';
import { MyRequestsPage } from '../features/my-requests/my-requests-page';
import { myRequestsKeys } from '../features/my-requests/api/find-my-requests';

const UID = RESIDENT_SESSION_CUSTOMER.uid;

const LINE_EN = 'Our staff have not translated this part yet.';
const LINE_ES = esCommon.untranslated;

const SUPPORT = {
  title: 'Support',
  intro: 'Call us or visit a drop-off site.',
  serviceMap: null,
  dropOffLocations: [
    {
      name: 'Lake Bluff Transfer Station',
      address: '1 Transfer Way',
      city: 'Lake Bluff',
      state: 'IL',
      zipCode: '',
      phoneNumber: '',
      generalManager: '',
      mapUrl: '',
      hours: [{ day: 'Weekdays', open: '8 to 4' }],
    },
  ],
};
const STICKERS = {
  title: 'STICKER LOCATIONS',
  description: 'Stickers are sold at these stores.',
  locations: [{ id: 1, Title: 'Village Hall', Address: '1 Main St', Embed_URL: '' }],
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { common: enCommon, support: enSupport, stickers: enStickers, 'my-requests': enRequests },
      es: { common: esCommon, support: esSupport, stickers: esStickers, 'my-requests': esRequests },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

/** A content page in `lng`, its answer cached as the server gave it (content and its language). */
async function contentPage(
  node: ReactNode,
  kind: TContentKind,
  content: unknown,
  lng: 'en' | 'es',
  written: 'en' | 'es' = 'en',
): Promise<string> {
  await i18next.changeLanguage(lng);
  return renderToHtml(<ContentLoadingProvider>{node}</ContentLoadingProvider>, (client) => {
    seedCustomerSession(client, RESIDENT_SESSION_CUSTOMER);
    client.setQueryData(
      contentQueryKey(kind, UID, lng),
      contentResponseSchema(kind).parse({ portalTitle: 'Village of Lake Bluff', content, language: written }),
    );
  });
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('staff content in its English original', () => {
  it('Support in Spanish without a Spanish Support page: lang="en" on the intro and the locations, the line once', async () => {
    const html = await contentPage(<SupportPage />, 'support', SUPPORT, 'es');
    expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Call us or visit a drop-off site\.<\/p>/);
    expect(html).toMatch(/<div lang="en"><h2[^>]*>Lake Bluff Transfer Station<\/h2>/);
    expect(html).toMatch(/<address[^>]*lang="en"[^>]*><bdi>1 Transfer Way<\/bdi>/);
    expect(html).toMatch(/<tbody[^>]*lang="en"[^>]*>[\s\S]*Weekdays/);
    // our own Spanish headings around it are not marked
    expect(html).not.toMatch(/lang="en"[^>]*>[^<]*Mapa/);
    expect(count(html, LINE_ES)).toBe(1);
    expect(html).not.toContain(LINE_EN);
  });

  it('Support in English, and in Spanish once staff translated it: neither', async () => {
    for (const html of [
      await contentPage(<SupportPage />, 'support', SUPPORT, 'en'),
      await contentPage(<SupportPage />, 'support', SUPPORT, 'es', 'es'),
    ]) {
      expect(html).not.toContain('lang="en"');
      expect(html).not.toContain(LINE_EN);
      expect(html).not.toContain(LINE_ES);
    }
  });

  it('sticker locations in Spanish: the title, description, names and addresses lang="en", the line once', async () => {
    const html = await contentPage(<StickersPage />, 'stickers', STICKERS, 'es');
    expect(html).toMatch(/<h1[^>]*lang="en"[^>]*>STICKER LOCATIONS<\/h1>/);
    expect(html).toMatch(/lang="en"[^>]*>(<span>)?Stickers are sold at these stores\./);
    expect(html).toMatch(/<h2[^>]*lang="en"[^>]*>Village Hall<\/h2>/);
    expect(html).toMatch(/<address[^>]*lang="en"[^>]*>1 Main St<\/address>/);
    expect(count(html, LINE_ES)).toBe(1);

    const english = await contentPage(<StickersPage />, 'stickers', STICKERS, 'en');
    expect(english).not.toContain('lang="en"');
    expect(english).not.toContain(LINE_EN);
  });

  it('a ticket\'s closing note in Spanish: the note lang="en" inside the Spanish sentence, the line once for the page', async () => {
    const closed = (id: string): TServiceRequestSummary => ({
      type: 'ticket',
      id,
      reference: `REQ-1A2B3C4D5${id}`,
      kind: 'missed-pickup',
      serviceType: 'trash',
      status: 'filed',
      issueId: '4021',
      createdAt: '2026-11-20T15:00:00.000Z',
      boStatus: 'closed',
      boClosingNote: 'Picked up Tuesday',
      pickupDay: null,
      timeline: [
        { kind: 'received', status: null, note: null, at: '2026-11-20T15:00:00.000Z', by: 'customer' },
      ],
    });
    const render = async (lng: 'en' | 'es') => {
      await i18next.changeLanguage(lng);
      return renderToHtml(<MyRequestsPage />, (client) =>
        client.setQueryData(myRequestsKeys.all, { items: [closed('1'), closed('2')], more: false }),
      );
    };
    const spanish = await render('es');
    expect(count(spanish, 'Nota: <span lang="en">Picked up Tuesday</span>')).toBe(2);
    expect(count(spanish, LINE_ES)).toBe(1);
    const english = await render('en');
    expect(english).toContain('Note: <span>Picked up Tuesday</span>');
    expect(english).not.toContain(LINE_EN);
  });
});
