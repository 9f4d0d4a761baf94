/**
 * The Customer Profiles page rendered to HTML (the browser journey covers the clicks): the columns,
 * "Unknown" portal and "-" address, the footer counts with Load More, the empty text, the
 * `?customerId=` link filling the filter, and English/Spanish strings in step.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectTexts } from '../../test/expect-texts';
import { cursorPages } from '../../test/infinite-data';
import { initTestI18n } from '../../test/test-i18n';
import type {
  TCustomerProfileListItem,
  TCustomerProfileListResult,
} from '../../../domain/customer-profiles/customer-profile-admin';
import { renderToHtml } from '../../test/render-to-html';
import en from '../../i18n/locales/en/customer-profiles.json';
import es from '../../i18n/locales/es/customer-profiles.json';
import enCommon from '../../i18n/locales/en/common.json';
import {
  customerProfilesQueryOptions,
  filterQuery,
  NO_CUSTOMER_PROFILE_FILTERS,
} from './api/find-customer-profiles';
import { ApiError, NETWORK_ERROR } from '../../lib/api-client';
import { CustomerProfilesPage, exportFailureKey } from './customer-profiles-page';

function customer(n: number, overrides: Partial<TCustomerProfileListItem> = {}): TCustomerProfileListItem {
  return {
    uid: `c${n}`,
    customerType: 'residential',
    defaultServicesId: 'demo-highwood',
    portalTitle: 'City of Highwood',
    firstName: `First${n}`,
    lastName: `Last${n}`,
    organizationName: null,
    email: `c${n}@example.test`,
    phoneNumber: '(847) 555-0101',
    street: '12 ELM ST',
    city: 'HIGHWOOD',
    zipCode: '60040',
    customerNumber: '27140',
    hasServiceChanges: false,
    createdAt: '2026-03-03T09:00:00.000Z',
    ...overrides,
  };
}

/** The page with `page` as the first answer to its list, filtered to `customerId` when the link gives one. */
function renderPage(page: TCustomerProfileListResult, customerId = '') {
  const filters = filterQuery({ ...NO_CUSTOMER_PROFILE_FILTERS, customerId });
  return renderToHtml(
    <CustomerProfilesPage />,
    (client) => client.setQueryData(customerProfilesQueryOptions(filters).queryKey, cursorPages([page])),
    customerId ? `/admin/customer-profiles?customerId=${customerId}` : '/',
  );
}

beforeAll(() =>
  initTestI18n(
    { en: { 'customer-profiles': en, common: enCommon }, es: { 'customer-profiles': es } },
    { noSuspense: true },
  ),
);

describe('CustomerProfilesPage', () => {
  it('shows the columns, Unknown for a missing portal, a dash for a missing address, and the footer counts', () => {
    const html = renderPage({
      items: [
        customer(1),
        customer(2, { portalTitle: null, defaultServicesId: null, street: null, city: null }),
      ],
      nextCursor: 'next',
      counts: { matching: 1000, matchingCapped: true, total: 1000246 },
    });
    expectTexts(
      html,
      [
        // the columns
        'Service',
        'Name',
        'Email',
        'Phone',
        'Address',
        'Actions',
        'City of Highwood',
        'Unknown',
        '12 ELM ST, HIGHWOOD',
        '>-<',
        'Manage',
        'Delete',
        'Showing 2 of 1,000+ customers (total: 1,000,246)',
        'Load More',
        'View Dashboard',
        'Export to Excel',
      ],
      ['Clear All Filters'],
    );
  });

  it('says when nothing matches, and offers no Load More on the last page', () => {
    const html = renderPage({
      items: [],
      nextCursor: null,
      counts: { matching: 0, matchingCapped: false, total: 40 },
    });
    expectTexts(html, ['No customers found matching your filter criteria.'], ['Load More']);
  });

  it('fills the Customer ID filter from the link and shows Clear All Filters', () => {
    const html = renderPage(
      { items: [customer(7)], nextCursor: null, counts: { matching: 1, matchingCapped: false, total: 40 } },
      'c7',
    );
    expectTexts(html, [
      'value="c7"',
      'Clear All Filters',
      'aria-expanded="true"',
      'Showing 1 of 1 customers (total: 40)',
    ]);
  });

  it('has every English string in Spanish too', () => {
    // the same keys in both languages: src/web/i18n/locales.test.ts
  });
});

describe('a failed export', () => {
  // the spec’s words: nothing to export, failed to prepare (the server refused), failed to export (the download broke)
  it.each([
    [new ApiError(404, 'NOT_FOUND', 'none'), 'export.noData'],
    [new ApiError(500, 'INTERNAL', 'boom'), 'export.prepareFailed'],
    [new ApiError(503, 'UNAVAILABLE', 'busy'), 'export.prepareFailed'],
    [new ApiError(0, NETWORK_ERROR, 'Network error.'), 'export.failed'],
    [new TypeError('network error'), 'export.failed'],
  ])('turns %s into %s', (error, key) => {
    expect(exportFailureKey(error)).toBe(key);
  });

  it('says “failed to prepare” in the spec’s words', () => {
    expect(en.export.prepareFailed).toBe('Failed to prepare export data. Please try again later.');
  });
});
