/**
 * The delivery report page rendered to HTML with a page of rows in the query cache (no browser here;
 * the journey clicks the settings): Report Settings, the summary cards with percentages (their own
 * query: skeletons until it answers, the rows shown meanwhile), portal and TRUX rows with their Del and Rem badges, notes and date, Load More, the empty state with Reset
 * Filters, the loading state, the query the settings make, and English and Spanish strings in step.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectTexts } from '../../test/expect-texts';
import { initTestI18n } from '../../test/test-i18n';
import type {
  TDeliveryReportPage,
  TDeliveryReportSummary,
} from '../../../domain/delivery-report/delivery-report-api';
import type { DeliveryReportRow } from '../../../domain/delivery-report/delivery-report-row';
import en from '../../i18n/locales/en/delivery-report.json';
import es from '../../i18n/locales/es/delivery-report.json';
import { renderToHtml } from '../../test/render-to-html';
import { deliveryReportKeys, exportUrl } from './api/delivery-report-queries';
import { DeliveryReportPage } from './delivery-report-page';
import { defaultSettings, reportQuery } from './api/report-settings';

const base: DeliveryReportRow = {
  id: 'a1',
  customerId: '26898',
  customerName: 'Ann Alpha',
  streetNumber: '100',
  direction: 'N',
  street: 'Main',
  streetType: 'St',
  fullAddress: '100 N Main St',
  city: 'Lake Bluff',
  serviceDay: '',
  trashDel: '96',
  trashRem: '64',
  recyDel: '',
  recyRem: '',
  ywDel: '',
  ywRem: '',
  notes: 'WANTS LARGER',
  date: '11/20/2026',
  createdAt: '2026-11-19T12:00:00.000Z',
  origin: 'portal',
  truxSite: null,
  trashHasChanges: true,
  recyHasChanges: false,
  ywHasChanges: false,
  hasChanges: true,
};
const trux: DeliveryReportRow = {
  ...base,
  id: 'trux-site-S02',
  customerName: 'SITE S02',
  fullAddress: '900 W Lake Rd',
  trashDel: '96',
  trashRem: '',
  recyDel: '96',
  ywDel: '35',
  notes: '',
  createdAt: null,
  origin: 'trux',
  truxSite: 'S02',
  hasChanges: false,
  trashHasChanges: false,
};

const page: TDeliveryReportPage = {
  rows: [base, trux],
  nextCursor: 'next',
  deliveryDate: '11/20/2026',
  truxIncluded: false,
  lastUpdated: '2026-11-20T15:00:00.000Z',
};

const summary: TDeliveryReportSummary = {
  summary: {
    totalItems: 29,
    trash: { count: 27, percent: 93.1 },
    recycling: { count: 2, percent: 6.9 },
    yardwaste: { count: 1, percent: 3.4 },
    firstCreatedAt: '2026-11-01T12:00:00.000Z',
    lastCreatedAt: '2026-11-19T12:00:00.000Z',
  },
  lastUpdated: '2026-11-20T15:00:00.000Z',
};

function render(data: TDeliveryReportPage | null, summaryData: TDeliveryReportSummary | null = summary) {
  const query = reportQuery(defaultSettings(), '', false);
  return renderToHtml(<DeliveryReportPage />, (client) => {
    client.setQueryData(deliveryReportKeys.portals(), {
      portals: [
        {
          id: 'demo-lake-bluff',
          portalTitle: 'Village of Lake Bluff',
          routingCustomerId: '26898',
          sourceDatabase: 'TRUX_LR_COMP_RAW',
          sourceSystem: 'TRUX',
        },
      ],
    });
    if (data) client.setQueryData(deliveryReportKeys.rows(query), { pages: [data], pageParams: [null] });
    if (summaryData) client.setQueryData(deliveryReportKeys.summary(query), summaryData);
  });
}

beforeAll(() => initTestI18n({ en: { 'delivery-report': en }, es: { 'delivery-report': es } }));

describe('delivery report page', () => {
  it('shows the settings, the summary cards and the rows with their badges', () => {
    const html = render(page);
    expectTexts(html, [
      'Delivery Report',
      'Export Report',
      'Report Settings',
      'Portal Title',
      'All Portal Setups',
      'Delivery Date',
      'value="2026-11-20"',
      'Date Range Filter',
      'Clear',
      'Trash',
      'Recycling',
      'Yard Waste',
      'Changes',
      'No Removals',
      'Show All Services from TRUX',
      'Total Items',
      '11/01/2026 – 11/19/2026',
      'Trash Carts',
      '93.1% of items',
      '6.9% of items',
      '3.4% of items',
      '100 N Main St',
      'Ann Alpha · Lake Bluff',
      'Del 96',
      'Rem 64',
      'Del 35',
      'WANTS LARGER',
      '11/20/2026',
      'TRUX',
      'Showing 2 of 29',
      'Load More',
      'Last updated',
      // the phone cards are there too (shown under 768 px)
      'data-card-id="trux-site-S02"',
      'data-row-id="a1"',
    ]);
  });

  it('offers Reset Filters when nothing matches, and no export', () => {
    const html = render(
      { ...page, rows: [], nextCursor: null },
      { ...summary, summary: { ...summary.summary, totalItems: 0 } },
    );
    expectTexts(html, ['No delivery instructions match these settings.', 'Reset Filters'], ['Load More']);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>(?:(?!<\/button>).)*Export Report/);
  });

  it('shows the rows before the summary, with a skeleton in each summary card meanwhile', () => {
    const html = render(page, null);
    expectTexts(html, ['100 N Main St', 'Load More', 'Showing 2<', 'Loading the summary'], ['Showing 2 of']);
    for (const card of ['summary-total', 'summary-trash', 'summary-recycling', 'summary-yardwaste'])
      expect(html).toMatch(
        new RegExp(`data-testid="${card}"[^>]*aria-busy="true"|aria-busy="true"[^>]*data-testid="${card}"`),
      );
    expect(html).not.toContain('% of items');
  });

  it('asks for no date until one is chosen, and shows the server’s day (the portal’s today) in the field', () => {
    expect(reportQuery(defaultSettings(), '', false)).not.toHaveProperty('date');
    expect(render(page)).toMatch(/type="date"[^>]*value="2026-11-20"|value="2026-11-20"[^>]*type="date"/);
  });

  it('shows a loading state before the rows arrive', () => {
    expect(render(null)).toContain('aria-busy="true"');
  });

  it('asks the server for what the settings say, TRUX only once fetched for a portal', () => {
    const settings = {
      ...defaultSettings(),
      portalId: 'demo-lake-bluff',
      createdFrom: '2026-11-01',
      yardwaste: false,
      noRemovals: true,
      changes: true,
      showTrux: true,
    };
    expect(reportQuery(settings, ' oak ', false)).toEqual({
      portalId: 'demo-lake-bluff',
      search: 'oak',
      createdFrom: '2026-11-01',
      yardwaste: 'false',
      changes: 'true',
      noRemovals: 'true',
    });
    expect(reportQuery(settings, '', true).trux).toBe('true');
    expect(reportQuery({ ...settings, portalId: '' }, '', true).trux).toBeUndefined();
    expect(exportUrl({ portalId: 'p', trux: 'true' })).toBe(
      '/api/admin/delivery-report/export?portalId=p&trux=true',
    );
  });

  it('has every English key in Spanish', () => {
    // the same keys in both languages: src/web/i18n/locales.test.ts
  });
});
