/**
 * Address Management rendered to HTML (the browser journey covers the clicks): the header's buttons,
 * the rows newest first with Verified/Manual and the back-office badge, Load into back office only
 * for addresses not loaded yet, the footer with Load More, the empty texts, a load failure shown as an
 * error (never sample data), and English/Spanish strings in step.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inLanguage, initTestI18n } from '../../test/test-i18n';
import type { TAddedAddress, TAddedAddressList } from '../../../domain/address-tools/address-tools';
import { addedAddress } from '../../test/added-address';
import { expectTexts } from '../../test/expect-texts';
import { withFailedQuery } from '../../test/failed-query';
import { cursorPages } from '../../test/infinite-data';
import { pageText as text } from '../../test/page-text';
import { renderToHtml } from '../../test/render-to-html';
import en from '../../i18n/locales/en/added-addresses.json';
import es from '../../i18n/locales/es/added-addresses.json';
import enTools from '../../i18n/locales/en/undelivered-cart.json';
import esTools from '../../i18n/locales/es/undelivered-cart.json';
import { addedAddressesQueryOptions } from './api/find-added-addresses';
import { AddedAddressesPage } from './added-addresses-page';

function item(n: number, overrides: Partial<TAddedAddress> = {}): TAddedAddress {
  const { addressToAdd, customerInfo } = addedAddress();
  return addedAddress({
    id: `a${n}`,
    addressToAdd: { ...addressToAdd, CM04_ADD2: `${n} NEW RD` },
    customerInfo: { ...customerInfo, firstName: `Ada${n}`, email: `ada${n}@example.test` },
    ...overrides,
  });
}

/** The page with `page` as the first answer to its list. */
function renderPage(page: TAddedAddressList) {
  return renderToHtml(<AddedAddressesPage />, (client) =>
    client.setQueryData(addedAddressesQueryOptions({}).queryKey, cursorPages([page])),
  );
}

beforeAll(() =>
  initTestI18n({
    en: { 'added-addresses': en, 'undelivered-cart': enTools },
    es: { 'added-addresses': es, 'undelivered-cart': esTools },
  }),
);

describe('AddedAddressesPage', () => {
  it('shows the header, the rows with their badges and actions, and the footer with Load More', () => {
    const html = renderPage({
      items: [
        item(2, {
          verification: 'Verified',
          smartyData: {
            text: '2 New Rd, Lake Bluff, IL 60044',
            street_line: '2 New Rd',
            secondary: '',
            city: 'Lake Bluff',
            state: 'IL',
            zipcode: '60044',
            entries: 0,
          },
        }),
        item(1, {
          loadedSite: {
            SOURCE: 'TRUX_LR_COMP_RAW',
            CM04_CUST: '26898',
            CM04_SITE: '77',
            loadedAt: '2026-03-04T09:00:00.000Z',
          },
        }),
      ],
      nextCursor: 'next',
      counts: { matching: 25, total: 25 },
    });
    const page = text(html);
    expect(html).toContain('href="/admin/undelivered-cart"');
    expectTexts(page, [
      'Address Management',
      'Handle Undelivered Cart',
      'Back to Admin',
      'Export to Excel',
      '2 NEW RD',
      'LAKE BLUFF, IL 60044',
      'Ada2 Nguyen',
      '(847) 555-0188',
      'Verified',
      'Manual',
      'In back office',
      'Showing 2 of 25 addresses (total: 25)',
      'Load More',
    ]);
    // newest first, as the server sent them
    expect(page.indexOf('2 NEW RD')).toBeLessThan(page.indexOf('1 NEW RD'));
    // Load into back office only for the address not loaded yet (table and card)
    expect(html.match(/aria-label="Load 2 NEW RD into the back office"/g)).toHaveLength(2);
    expect(html).not.toContain('aria-label="Load 1 NEW RD into the back office"');
    expect(html).toContain('aria-label="Delete 1 NEW RD"');
  });

  it('says when none were added, with no footer', () => {
    const page = text(renderPage({ items: [], nextCursor: null, counts: { matching: 0, total: 0 } }));
    expectTexts(page, ['No addresses have been added yet.'], ['Load More']);
  });

  it('shows a load failure as an error with Retry, never sample rows', () => {
    const page = text(renderToHtml(<AddedAddressesPage />, withFailedQuery(addedAddressesQueryOptions({}))));
    expectTexts(page, ['Failed to load the added addresses. Please try again.', 'Retry'], ['NEW RD']);
  });

  it('has every English string in Spanish too, and renders in Spanish', () =>
    // the same keys in both languages: src/web/i18n/locales.test.ts
    inLanguage('es', () => {
      const page = text(
        renderPage({ items: [item(1)], nextCursor: null, counts: { matching: 1, total: 1 } }),
      );
      expectTexts(page, ['Gestión de direcciones', 'Manual', 'Mostrando 1 de 1 direcciones (total: 1)']);
    }));
});
