/**
 * The tickets desk rendered to HTML (the browser journey covers the clicks): the columns and a row's
 * labels and badges, the count chips, the footer with Load More, the empty texts, filters read from
 * the address, and English/Spanish strings in step.
 */
import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectTexts } from '../../test/expect-texts';
import { cursorPages } from '../../test/infinite-data';
import { inLanguage, initTestI18n } from '../../test/test-i18n';
import type {
  TServiceRequestListItem,
  TServiceRequestListResult,
} from '../../../domain/service-requests/service-request-desk';
import { renderToHtml } from '../../test/render-to-html';
import en from '../../i18n/locales/en/service-requests.json';
import es from '../../i18n/locales/es/service-requests.json';
import enCommon from '../../i18n/locales/en/common.json';
import { serviceRequestsQueryOptions } from './api/find-service-requests';
import {
  filterQuery,
  filtersFromSearchParams,
  type TServiceRequestFilterQuery,
} from './api/service-request-filters';
import { ServiceRequestsPage } from './service-requests-page';

function serviceRequest(
  n: number,
  overrides: Partial<TServiceRequestListItem> = {},
): TServiceRequestListItem {
  return {
    id: `sr-${n}`,
    reference: `REQ-00000000${String(n).padStart(2, '0')}`,
    kind: 'missed-pickup',
    serviceType: 'Trash',
    portalId: 'demo-highwood',
    portalTitle: 'City of Highwood',
    customer: {
      uid: `c${n}`,
      name: `Resident ${n}`,
      email: `c${n}@example.test`,
      phone: '(847) 555-0101',
      profileExists: true,
    },
    address: '12 ELM ST, HIGHWOOD',
    issueId: `40${n}`,
    delivery: 'filed',
    attempts: 1,
    lastError: null,
    boStatus: 'open',
    createdAt: '2026-03-03T09:00:00.000Z',
    filedAt: '2026-03-03T09:00:05.000Z',
    lastPolledAt: null,
    ...overrides,
  };
}

const counts = {
  matching: 45,
  boStatus: { open: 30, 'in-progress': 5, closed: 7, none: 3 },
  delivery: { queued: 2, filed: 42, failed: 1 },
};

function withPages(pages: TServiceRequestListResult[], filters: TServiceRequestFilterQuery = {}) {
  return (client: QueryClient) =>
    client.setQueryData(serviceRequestsQueryOptions(filters).queryKey, cursorPages(pages));
}

/** The desk with its one page of `items` (and the counts above), at `url`. */
function renderDesk(items: TServiceRequestListItem[], url = '/admin/service-requests') {
  return renderToHtml(<ServiceRequestsPage />, withPages([{ items, nextCursor: null, counts }]), url);
}

/** The row (`<tr …>…`) of the request with `reference`, not the header. */
function rowOf(html: string, reference: string): string {
  return html.split('<tr').find((row) => row.includes(reference) && row.includes('<td'))!;
}

beforeAll(() =>
  initTestI18n({
    en: { 'service-requests': en, common: enCommon },
    es: { 'service-requests': es, common: enCommon },
  }),
);

describe('ServiceRequestsPage', () => {
  it('shows the columns, a row with human labels and badges, the count chips and the footer', () => {
    const html = renderToHtml(
      <ServiceRequestsPage />,
      withPages([
        {
          items: [
            serviceRequest(1),
            serviceRequest(2, {
              kind: 'damaged-cart',
              delivery: 'failed',
              attempts: 5,
              lastError: 'back office answered 503',
              boStatus: null,
              issueId: null,
              portalTitle: null,
              portalId: null,
            }),
          ],
          nextCursor: 'next',
          counts,
        },
      ]),
      '/admin/service-requests',
    );
    const columns = [
      'Customer',
      'Address',
      'Portal',
      'Kind',
      'Service',
      'Reference',
      'Delivery',
      'Status',
      'Created',
    ];
    expectTexts(
      html,
      [
        ...columns.map((column) => `>${column}</th>`),
        'Resident 1',
        'c1@<wbr/>example.test',
        '12 ELM ST, HIGHWOOD',
        'City of Highwood',
        'Missed pickup',
        'Damaged cart',
        // the reference on every row, and the back office's issue number once filed
        'REQ-0000000001',
        'Issue #401',
        'REQ-0000000002',
        'Filed',
        'Failed (5 tries · Last error: back office answered 503)',
        'No status',
        'Unknown',
        // the chips: All is the sum of the per-status counts
        'All 45',
        'Open 30',
        'In progress 5',
        'Failed 1',
        'Showing 2 of 45 requests',
        'Load More',
        'Export to Excel',
        'aria-label="Open the request of Resident 1 (Missed pickup)"',
      ],
      ['Issue #402', 'Clear All Filters'],
    );
  });

  it('says what is true of a ticket the back office has no status for yet: Queued or Filed, not "No status"', () => {
    const html = renderDesk([
      serviceRequest(3, { delivery: 'queued', boStatus: null, issueId: null }),
      serviceRequest(4, { delivery: 'filed', boStatus: null }),
    ]);
    for (const [reference, says] of [
      ['REQ-0000000003', />Queued</g],
      ['REQ-0000000004', />Filed</g],
    ] as const) {
      const row = rowOf(html, reference);
      expect(row.match(says)).toHaveLength(2);
      expect(row).not.toContain('No status');
    }
  });

  it('fits its card at 1280 px: a long address on two lines with the whole of it on hover, Actions kept in view', () => {
    const long = '1864 OAK AVE APT 12B, BUILDING C, NORTH HIGHWOOD TOWNSHIP, LAKE COUNTY, IL 60044';
    const html = renderDesk([serviceRequest(5, { address: long })]);
    const row = rowOf(html, 'REQ-0000000005');
    // the address: clamped to two lines, the full text as its title
    const address = /<p[^>]*title="([^"]*)"[^>]*>([^<]*)<\/p>/.exec(
      row.slice(row.indexOf('<td', row.indexOf('Resident 5'))),
    )!;
    expect(address[1]).toBe(long);
    expect(address[2]).toBe(long);
    expect(row.slice(row.indexOf(long) - 400, row.indexOf(long))).toContain('--text-line-clamp:2');
    // the Actions header and cell stay at the right edge while the table scrolls inside its card
    const header = html.slice(
      html.lastIndexOf('<th', html.indexOf('>Actions</th>')),
      html.indexOf('>Actions</th>'),
    );
    expect(header).toMatch(/class="[^"]*_actions_/);
    const cell = row.slice(row.lastIndexOf('<td'));
    expect(cell).toMatch(/^<td[^>]*class="[^"]*_actions_/);
    expect(cell).toContain('Open the request of Resident 5');
    // the table scrolls only below the width it truly needs (it was 1,100 px: wider than the card)
    expect(html).toContain('--table-min-width:calc(61.25rem');
  });

  it('says when there are no requests at all, and when none match the filters', () => {
    const none = renderToHtml(
      <ServiceRequestsPage />,
      withPages([{ items: [], nextCursor: null, counts: { ...counts, matching: 0 } }]),
    );
    expect(none).toContain('No service requests yet.');
    expect(none).not.toContain('Load More');

    const filters = filterQuery(filtersFromSearchParams(new URLSearchParams('delivery=failed&text=elm')));
    const filtered = renderToHtml(
      <ServiceRequestsPage />,
      withPages([{ items: [], nextCursor: null, counts: { ...counts, matching: 0 } }], filters),
      '/admin/service-requests?delivery=failed&text=elm',
    );
    expectTexts(filtered, ['No service requests match your filters.', 'value="elm"', 'Clear All Filters']);
  });

  it("keeps one customer's requests from the Customer Profiles link, shown in the open filter panel", () => {
    const filters = filterQuery(filtersFromSearchParams(new URLSearchParams('customer=demo-resident-1')));
    expect(filters).toEqual({ customer: 'demo-resident-1' });
    const html = renderToHtml(
      <ServiceRequestsPage />,
      withPages([{ items: [serviceRequest(1)], nextCursor: null, counts }], filters),
      '/admin/service-requests?customer=demo-resident-1',
    );
    expectTexts(html, ['Customer ID', 'value="demo-resident-1"', 'Clear All Filters', 'Resident 1']);
  });

  it('reads the filters from the address and leaves out blanks', () => {
    const params = new URLSearchParams('kind=missed-pickup&boStatus=&text=%20elm%20&other=x');
    expect(filterQuery(filtersFromSearchParams(params))).toEqual({ kind: 'missed-pickup', text: 'elm' });
  });

  it('has every English string in Spanish too, and renders in Spanish', () =>
    // the same keys in both languages: src/web/i18n/locales.test.ts
    inLanguage('es', () => {
      expectTexts(renderDesk([serviceRequest(1)], '/'), [
        'Solicitudes de servicio',
        'Recolección omitida',
        'Abierta',
        'Mostrando 1 de 45 solicitudes',
      ]);
    }));
});
