/**
 * The Services and My Services pages rendered to HTML from cached answers (the browser journey and
 * the API tests cover the rest): the cards' facts and notices, greyed and hidden actions, the empty
 * texts, the not-found page for another uid, the residential fallback, and the enterprise header,
 * summary, table, Load More and sales-rep loading line.
 */
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TSessionCustomer } from '../../../domain/session';
import { MY_SERVICES_EXPORT_COLUMNS } from '../../../domain/services/enterprise';
import type { TMyServicesResponse } from '../../../domain/services/my-services-api';
import { renderToHtml } from '../../test/render-to-html';
import { seedCustomerSession } from '../../test/customer-session';
import { expectTexts } from '../../test/expect-texts';
import { numberedPages } from '../../test/infinite-data';
import { pageText as text } from '../../test/page-text';
import { initTestI18n } from '../../test/test-i18n';
import { ContentLoadingProvider } from '../../components/content-loading';
import enServices from '../../i18n/locales/en/services.json';
import enMyServices from '../../i18n/locales/en/my-services.json';
import enCommon from '../../i18n/locales/en/common.json';
import { servicesKeys } from '../services/api/services-keys';
import { ServicesPage } from '../services/services-page';
import {
  AVAILABLE_ACTION,
  RESIDENT_SESSION_CUSTOMER,
  serviceCardFixture,
  servicesPageFixture,
} from '../services/test-fixtures';
import { myServicesKeys } from './api/my-services-keys';
import { DEFAULT_FILTERS } from './components/filters-card';
import { MyServicesPage } from './my-services-page';

const resident = RESIDENT_SESSION_CUSTOMER;
const enterprise: TSessionCustomer = { ...resident, uid: 'ent-1', entryType: 'EnterpriseCustomerProfile' };

const card = serviceCardFixture;
const servicesPage = servicesPageFixture;
const available = AVAILABLE_ACTION;

function render(
  path: string,
  customer: TSessionCustomer,
  seed: (client: QueryClient) => void = () => {},
): string {
  const pages = (
    <ContentLoadingProvider>
      <Routes>
        <Route path="/Services" element={<ServicesPage />} />
        <Route path="/MyServices/:uid" element={<MyServicesPage />} />
      </Routes>
    </ContentLoadingProvider>
  );
  return renderToHtml(
    pages,
    (client) => {
      seedCustomerSession(client, customer);
      seed(client);
    },
    path,
  );
}

/** The Services page's answer in the cache: the fixture's page with `overrides`. */
const withCards = (overrides?: Parameters<typeof servicesPage>[0]) => (client: QueryClient) =>
  client.setQueryData(servicesKeys.cards(), servicesPage(overrides));

/** The enterprise list's first page in the cache, as the default filters ask for it. */
const withServices = (answer: TMyServicesResponse) => (client: QueryClient) =>
  client.setQueryData(myServicesKeys.list('ent-1', DEFAULT_FILTERS), numberedPages([answer]));

beforeAll(() =>
  initTestI18n({ en: { services: enServices, 'my-services': enMyServices, common: enCommon } }),
);

describe('ServicesPage', () => {
  it('shows each card’s facts, conflict notice, requested carts and total', () => {
    const html = render(
      '/Services',
      resident,
      withCards({
        cards: [
          card({
            status: 'size-change-requested',
            requestedSize: 64,
            requestedRate: 25.26,
            changeRequested: true,
            conflict: {
              activeSize: 96,
              requestedSize: 64,
              activeQuantity: 1,
              requestedQuantity: null,
              notice: '',
            },
            additionalCarts: {
              requestedQuantity: 1,
              startedServices: 1,
              implemented: false,
              heading: 'Requested Additional Carts',
              carts: [
                {
                  size: 96,
                  quantity: 1,
                  additionalCartRate: 5,
                  billingFrequency: 'monthly',
                  customerOwned: false,
                },
              ],
            },
            totalRate: 30.26,
          }),
        ],
      }),
    );
    expectTexts(text(html), [
      'Trash',
      'Pickup day: Monday, Thursday',
      'Size Change Requested',
      'Service Change Requested - Your change to 64 gallons (currently 96 gallons) is still being processed.',
      'Requested Additional Carts',
      '$30.26 per month',
      // the actions
      'Change Service',
      'Additional Carts',
      'Request Pickup',
      'Missed Pickup',
      'Vacation Stop/',
      'Damaged/',
    ]);
  });

  it('greys restricted and switched-off actions with the reason, and hides disable-and-hide ones', () => {
    const html = render(
      '/Services',
      resident,
      withCards({
        restriction: {
          restricted: true,
          message: 'Service changes are not available. Please contact customer service for assistance.',
        },
        requestActions: {
          requestPickup: { available: false, hidden: false, reason: 'Service requests are not available' },
          missedPickup: {
            available: false,
            hidden: true,
            reason: 'Missed Pickup service is not available',
          },
          vacationStop: available,
          damagedReplace: {
            available: false,
            hidden: false,
            reason: 'Damaged/Replace service is not available',
          },
        },
      }),
    );
    expectTexts(
      text(html),
      [
        'Service changes are not available. Please contact customer service for assistance.',
        'Service requests are not available',
        'Damaged/Replace service is not available',
      ],
      ['Missed Pickup'],
    );
    expect(html).toMatch(/aria-disabled="true"/);
  });

  it.each([
    ['a service', { cards: [card({ hasServiceInformation: false, activeService: null })] }],
    ['the whole page', { cards: [] }],
  ])('says when %s has no information yet', (_, answer) => {
    expect(text(render('/Services', resident, withCards(answer)))).toContain(
      'This service information is currently being updated. Please check back soon.',
    );
  });

  it('shows the error notice of a service with an unreadable date', () => {
    const page = text(
      render(
        '/Services',
        resident,
        withCards({
          cards: [
            card({
              status: 'error',
              notice: 'Service Information Unavailable - Contact customer service for details',
            }),
          ],
        }),
      ),
    );
    expect(page).toContain('Service Information Unavailable - Contact customer service for details');
  });
});

describe('MyServicesPage', () => {
  const rows = Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    siteName: `NORTH SHORE LOGISTICS #${i + 1}`,
    service: 'RG',
    address: `${100 + i} MAIN ST, RACINE, WI 53403`,
    site: String(100 + i),
    rate: 120.5,
    quantity: 1,
    size: '4',
    unit: 'YD',
    dayOfService: 'Monday',
    frequency: '1',
    source: 'TRUX_BH_COMP',
    cust: '42000',
    serv: '1',
    salesRepCode: '5171',
  }));
  const answer: TMyServicesResponse = {
    items: rows,
    total: 57,
    totals: { services: 57, rate: 12345.67, sites: 31 },
  };

  it('shows the not-found page for another customer’s uid', () => {
    expectTexts(text(render('/MyServices/someone-else', enterprise)), ['Page Not Found'], ['MY SERVICES']);
  });

  it('shows the Services cards to a residential customer', () => {
    expectTexts(
      text(render('/MyServices/res-1', resident, withCards())),
      ['Services', 'Change Service'],
      ['MY SERVICES'],
    );
  });

  it('shows the enterprise header, filters, summary, table and Load More', () => {
    const html = render('/MyServices/ent-1', enterprise, withServices(answer));
    expect(html).toContain('href="/api/my-services/ent-1/export.xlsx?regularOnly=true"');
    expect(html).toMatch(/<input[^>]*checked[^>]*role="switch"|role="switch"[^>]*checked/);
    expectTexts(text(html), [
      'MY SERVICES',
      'Loading sales rep...',
      'Export Report',
      'Show only regular services',
      'Total Services 57',
      'Total Rate (USD) $12.3K',
      'Total Sites 31',
      // the table's columns: the export's (spec 02 §4.2) but the service type, and the actions
      ...MY_SERVICES_EXPORT_COLUMNS.filter((column) => column !== 'SERVICE TYPE'),
      'ACTIONS',
      'NORTH SHORE LOGISTICS #10',
      '$120.50',
      'Load More (10 of 57)',
    ]);
  });

  it('shows SIZE and FREQUENCY with their units (issue 9)', () => {
    const mixed = [
      rows[0]!,
      { ...rows[1]!, size: '1500', unit: 'GA', frequency: '3' },
      { ...rows[2]!, size: '6', unit: '', frequency: '0' },
    ];
    const page = text(render('/MyServices/ent-1', enterprise, withServices({ ...answer, items: mixed })));
    expectTexts(page, ['4 yd', '1x per week', '1500 gal', '3x per week', 'On call']);
  });

  it('shows skeleton rows (at most 10) while loading and the empty text when nothing matches', () => {
    const loading = render('/MyServices/ent-1', enterprise);
    expect(loading.match(/data-testid="skeleton-row"/g)).toHaveLength(10);
    const empty = text(
      render(
        '/MyServices/ent-1',
        enterprise,
        withServices({ items: [], total: 0, totals: { services: 0, rate: 0, sites: 0 } }),
      ),
    );
    expect(empty).toContain('No services found matching your criteria.');
  });
});
