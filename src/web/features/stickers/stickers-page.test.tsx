/**
 * The sticker page rendered to HTML: **bold** in the description becomes <strong>, and nothing from
 * the content reaches the page as markup (no script element, no event-handler attribute, no
 * javascript: map address).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentQueryKey, contentResponseSchema } from '../../../domain/content';
import { ContentLoadingProvider } from '../../components/content-loading';
import { renderToHtml } from '../../test/render-to-html';
import { seedCustomerSession } from '../../test/customer-session';
import { initTestI18n } from '../../test/test-i18n';
import { RESIDENT_SESSION_CUSTOMER } from '../services/test-fixtures';
import en from '../../i18n/locales/en/stickers.json';
import es from '../../i18n/locales/es/stickers.json';
import { StickerDescription } from './components/sticker-description';
import { StickersPage } from './stickers-page';

const HOSTILE =
  'Stickers are sold here. **Bring your account number.** <script>window.pwned = 1</script>' +
  '<img src=x onerror="alert(1)"><a href="javascript:alert(2)" onclick="alert(3)">click</a> **Cash only**';

function renderPage(raw: unknown): string {
  const page = (
    <ContentLoadingProvider>
      <StickersPage />
    </ContentLoadingProvider>
  );
  return renderToHtml(page, (client) => {
    seedCustomerSession(client, RESIDENT_SESSION_CUSTOMER);
    client.setQueryData(
      contentQueryKey('stickers', RESIDENT_SESSION_CUSTOMER.uid, 'en'),
      contentResponseSchema('stickers').parse(raw),
    );
  });
}

function expectNoActiveMarkup(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<img[^>]*src="x"/i);
}

describe('sticker locations', () => {
  beforeAll(() => initTestI18n({ en: { stickers: en }, es: { stickers: es } }));

  it('shows text between double asterisks bold and strips <script> and onerror from the description', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <StickerDescription text={HOSTILE} />
      </MantineProvider>,
    );
    expect(html).toContain('<strong>Bring your account number.</strong>');
    expect(html).toContain('<strong>Cash only</strong>');
    expect(html).toContain('Stickers are sold here.');
    expectNoActiveMarkup(html);
    expect(html).not.toContain('pwned');
    expect(html).not.toContain('onerror');
  });

  it('renders the title, the description and a card per location with its map and address', () => {
    const html = renderPage({
      portalTitle: 'Village of Lake Bluff',
      content: {
        title: 'STICKER LOCATIONS',
        description: HOSTILE,
        locations: [
          {
            Title: 'Village Hall',
            Embed_URL: 'https://maps.example.com/embed?q=hall',
            Address: '40 E Center Ave',
          },
          {
            Title: 'Hardware <img src=x onerror=alert(1)>',
            Embed_URL: 'javascript:alert(1)',
            Address: '20 E Scranton Ave',
          },
        ],
      },
    });
    expect(html).toMatch(/<h1[^>]*>STICKER LOCATIONS<\/h1>/);
    expect(html).toContain('<strong>Bring your account number.</strong>');
    expect(html).toMatch(
      /<iframe[^>]*src="https:\/\/maps\.example\.com\/embed\?q=hall"[^>]*title="Map of Village Hall"/,
    );
    // the map is isolated from the portal (no allow-same-origin next to allow-scripts)
    expect(html).toMatch(/<iframe[^>]*sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"/);
    expect(html).toContain('40 E Center Ave');
    // the second card's unsafe map is not embedded; its title is text, not markup
    expect(html.match(/<iframe/g)).toHaveLength(1);
    expect(html).toContain('Map not available.');
    expect(html).toContain('Hardware &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/<script/i);
  });

  it('says so when there are no locations', () => {
    const html = renderPage({
      portalTitle: 'All Customers Enterprise',
      content: { title: '', description: '', locations: [] },
    });
    expect(html).toContain(
      'No sticker location information is currently available. Please check back later.',
    );
    expect(html).toMatch(/<h1[^>]*>STICKER LOCATIONS<\/h1>/);
  });
});
