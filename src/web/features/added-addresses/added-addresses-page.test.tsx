/**
 * Address Management rendered to HTML (the browser journey covers the clicks): the header's buttons,
 * the rows newest first with Verified/Manual and the back-office badge, Load into back office only
 * for addresses not loaded yet, the footer with Load More, the empty texts, a load failure shown as an
 * error (never sample data), and English/Spanish strings in step.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initTestI18n } from '../../test/test-i18n';
import type { TAddedAddress, TAddedAddressList } from '../../../domain/address-tools/address-tools';
import { renderToHtml } from '../../test/render-to-html';
import en from '../../i18n/locales/en/added-addresses.json';
import es from '../../i18n/locales/es/added-addresses.json';
import enTools from '../../i18n/locales/en/undelivered-cart.json';
import esTools from '../../i18n/locales/es/undelivered-cart.json';
import { addedAddressesQueryOptions } from './api/find-added-addresses';
import { AddedAddressesPage } from './added-addresses-page';

function item(n: number, overrides: Partial<TAddedAddress> = {}): TAddedAddress {
  return {
    id: `a${n}`,
    entryType: 'NewSiteAddress',
    defaultServicesId: 'demo-lake-bluff',
    portalTitle: 'Village of Lake Bluff',
    addressToAdd: { CM04_ADD2: `${n} NEW RD`, CM04_CITY: 'LAKE BLUFF', CM04_STAT: 'IL', CM04_PZIP: '60044' },
    smartyData: null,
    customerInfo: {
      salutation: 'Ms.',
      firstName: `Ada${n}`,
      lastName: 'Nguyen',
      email: `ada${n}@example.test`,
      phoneNumber: '8475550188',
      phoneType: 'Mobile',
    },
    verification: 'Manual',
    createdAt: '2026-03-03T09:00:00.000Z',
    createdBy: 'Casey Service',
    loadedSite: null,
    _ts: 1772528400,
    ...overrides,
  };
}

function withPages(pages: TAddedAddressList[]) {
  return (client: QueryClient) => {
    const data: InfiniteData<TAddedAddressList, string | null> = {
      pages,
      pageParams: pages.map((_, i) => (i === 0 ? null : `cursor-${i}`)),
    };
    client.setQueryData(addedAddressesQueryOptions({}).queryKey, data);
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(() =>
  initTestI18n({
    en: { 'added-addresses': en, 'undelivered-cart': enTools },
    es: { 'added-addresses': es, 'undelivered-cart': esTools },
  }),
);

describe('AddedAddressesPage', () => {
  it('shows the header, the rows with their badges and actions, and the footer with Load More', () => {
    const html = renderToHtml(
      <AddedAddressesPage />,
      withPages([
        {
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
        },
      ]),
    );
    const page = text(html);
    expect(page).toContain('Address Management');
    expect(page).toContain('Handle Undelivered Cart');
    expect(page).toContain('Back to Admin');
    expect(page).toContain('Export to Excel');
    expect(html).toContain('href="/admin/undelivered-cart"');
    expect(page).toContain('2 NEW RD');
    expect(page).toContain('LAKE BLUFF, IL 60044');
    expect(page).toContain('Ada2 Nguyen');
    expect(page).toContain('(847) 555-0188');
    expect(page).toContain('Verified');
    expect(page).toContain('Manual');
    expect(page).toContain('In back office');
    // newest first, as the server sent them
    expect(page.indexOf('2 NEW RD')).toBeLessThan(page.indexOf('1 NEW RD'));
    // Load into back office only for the address not loaded yet (table and card)
    expect(html.match(/aria-label="Load 2 NEW RD into the back office"/g)).toHaveLength(2);
    expect(html).not.toContain('aria-label="Load 1 NEW RD into the back office"');
    expect(html).toContain('aria-label="Delete 1 NEW RD"');
    expect(page).toContain('Showing 2 of 25 addresses (total: 25)');
    expect(page).toContain('Load More');
  });

  it('says when none were added, with no footer', () => {
    const page = text(
      renderToHtml(
        <AddedAddressesPage />,
        withPages([{ items: [], nextCursor: null, counts: { matching: 0, total: 0 } }]),
      ),
    );
    expect(page).toContain('No addresses have been added yet.');
    expect(page).not.toContain('Load More');
  });

  it('shows a load failure as an error with Retry, never sample rows', () => {
    const page = text(
      renderToHtml(<AddedAddressesPage />, (client) => {
        client.setDefaultOptions({ queries: { retryOnMount: false } });
        client
          .getQueryCache()
          .build(client, { queryKey: addedAddressesQueryOptions({}).queryKey })
          .setState({ status: 'error', error: new Error('down'), fetchStatus: 'idle', data: undefined });
      }),
    );
    expect(page).toContain('Failed to load the added addresses. Please try again.');
    expect(page).toContain('Retry');
    expect(page).not.toContain('NEW RD');
  });

  it('has every English string in Spanish too, and renders in Spanish', async () => {
    // the same keys in both languages: src/web/i18n/locales.test.ts
    await i18next.changeLanguage('es');
    try {
      const page = text(
        renderToHtml(
          <AddedAddressesPage />,
          withPages([{ items: [item(1)], nextCursor: null, counts: { matching: 1, total: 1 } }]),
        ),
      );
      expect(page).toContain('Gestión de direcciones');
      expect(page).toContain('Manual');
      expect(page).toContain('Mostrando 1 de 1 direcciones (total: 1)');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
