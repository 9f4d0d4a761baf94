/**
 * The Customer Profiles page rendered to HTML (the browser journey covers the clicks): the columns,
 * "Unknown" portal and "-" address, the footer counts with Load More, the empty text, the
 * `?customerId=` link filling the filter, and English/Spanish strings in step.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
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

function withPages(pages: TCustomerProfileListResult[], customerId = '') {
  return (client: QueryClient) => {
    const filters = filterQuery({ ...NO_CUSTOMER_PROFILE_FILTERS, customerId });
    const data: InfiniteData<TCustomerProfileListResult, string | null> = {
      pages,
      pageParams: pages.map((_, i) => (i === 0 ? null : `cursor-${i}`)),
    };
    client.setQueryData(customerProfilesQueryOptions(filters).queryKey, data);
  };
}

beforeAll(() =>
  initTestI18n(
    { en: { 'customer-profiles': en, common: enCommon }, es: { 'customer-profiles': es } },
    { noSuspense: true },
  ),
);

describe('CustomerProfilesPage', () => {
  it('shows the columns, Unknown for a missing portal, a dash for a missing address, and the footer counts', () => {
    const html = renderToHtml(
      <CustomerProfilesPage />,
      withPages([
        {
          items: [
            customer(1),
            customer(2, { portalTitle: null, defaultServicesId: null, street: null, city: null }),
          ],
          nextCursor: 'next',
          counts: { matching: 1000, matchingCapped: true, total: 1000246 },
        },
      ]),
    );
    for (const text of ['Service', 'Name', 'Email', 'Phone', 'Address', 'Actions'])
      expect(html).toContain(text);
    expect(html).toContain('City of Highwood');
    expect(html).toContain('Unknown');
    expect(html).toContain('12 ELM ST, HIGHWOOD');
    expect(html).toContain('>-<');
    expect(html).toContain('Manage');
    expect(html).toContain('Delete');
    expect(html).toContain('Showing 2 of 1,000+ customers (total: 1,000,246)');
    expect(html).toContain('Load More');
    expect(html).toContain('View Dashboard');
    expect(html).toContain('Export to Excel');
    expect(html).not.toContain('Clear All Filters');
  });

  it('says when nothing matches, and offers no Load More on the last page', () => {
    const html = renderToHtml(
      <CustomerProfilesPage />,
      withPages([{ items: [], nextCursor: null, counts: { matching: 0, matchingCapped: false, total: 40 } }]),
    );
    expect(html).toContain('No customers found matching your filter criteria.');
    expect(html).not.toContain('Load More');
  });

  it('fills the Customer ID filter from the link and shows Clear All Filters', () => {
    const html = renderToHtml(
      <CustomerProfilesPage />,
      withPages(
        [
          {
            items: [customer(7)],
            nextCursor: null,
            counts: { matching: 1, matchingCapped: false, total: 40 },
          },
        ],
        'c7',
      ),
      '/admin/customer-profiles?customerId=c7',
    );
    expect(html).toContain('value="c7"');
    expect(html).toContain('Clear All Filters');
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('Showing 1 of 1 customers (total: 40)');
  });

  it('has every English string in Spanish too', () => {
    // the same keys in both languages: src/web/i18n/locales.test.ts
  });
});

describe('a failed export', () => {
  it('says the spec’s words: nothing to export, failed to prepare (the server refused), failed to export (the download broke)', () => {
    expect(exportFailureKey(new ApiError(404, 'NOT_FOUND', 'none'))).toBe('export.noData');
    expect(exportFailureKey(new ApiError(500, 'INTERNAL', 'boom'))).toBe('export.prepareFailed');
    expect(exportFailureKey(new ApiError(503, 'UNAVAILABLE', 'busy'))).toBe('export.prepareFailed');
    expect(exportFailureKey(new ApiError(0, NETWORK_ERROR, 'Network error.'))).toBe('export.failed');
    expect(exportFailureKey(new TypeError('network error'))).toBe('export.failed');
    expect(en.export.prepareFailed).toBe('Failed to prepare export data. Please try again later.');
  });
});
