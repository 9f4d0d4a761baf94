/**
 * The Services and My Services pages rendered to HTML from cached answers (the browser journey and
 * the API tests cover the rest): the cards' facts and notices, greyed and hidden actions, the empty
 * texts, the not-found page for another uid, the residential fallback, and the enterprise header,
 * summary, table, Load More and sales-rep loading line.
 */
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TSessionCustomer } from '../../../domain/session';
import type { TMyServicesResponse } from '../../../domain/services/my-services-api';
import { renderToHtml } from '../../test/render-to-html';
import { seedCustomerSession } from '../../test/customer-session';
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

const text = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { services: enServices, 'my-services': enMyServices, common: enCommon } },
    interpolation: { escapeValue: false },
  });
});

describe('ServicesPage', () => {
  it('shows each card’s facts, conflict notice, requested carts and total', () => {
    const html = render('/Services', resident, (c) =>
      c.setQueryData(
        servicesKeys.cards(),
        servicesPage({
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
      ),
    );
    const page = text(html);
    expect(page).toContain('Trash');
    expect(page).toContain('Pickup day: Monday, Thursday');
    expect(page).toContain('Size Change Requested');
    expect(page).toContain(
      'Service Change Requested - Your change to 64 gallons (currently 96 gallons) is still being processed.',
    );
    expect(page).toContain('Requested Additional Carts');
    expect(page).toContain('$30.26 per month');
    for (const action of [
      'Change Service',
      'Additional Carts',
      'Request Pickup',
      'Missed Pickup',
      'Vacation Stop/',
      'Damaged/',
    ]) {
      expect(page).toContain(action);
    }
  });

  it('greys restricted and switched-off actions with the reason, and hides disable-and-hide ones', () => {
    const html = render('/Services', resident, (c) =>
      c.setQueryData(
        servicesKeys.cards(),
        servicesPage({
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
      ),
    );
    const page = text(html);
    expect(page).toContain(
      'Service changes are not available. Please contact customer service for assistance.',
    );
    expect(page).toContain('Service requests are not available');
    expect(page).toContain('Damaged/Replace service is not available');
    expect(page).not.toContain('Missed Pickup');
    expect(html).toMatch(/aria-disabled="true"/);
  });

  it('says when a service or the whole page has no information yet', () => {
    const empty = text(
      render('/Services', resident, (c) =>
        c.setQueryData(
          servicesKeys.cards(),
          servicesPage({ cards: [card({ hasServiceInformation: false, activeService: null })] }),
        ),
      ),
    );
    expect(empty).toContain('This service information is currently being updated. Please check back soon.');
    const none = text(
      render('/Services', resident, (c) => c.setQueryData(servicesKeys.cards(), servicesPage({ cards: [] }))),
    );
    expect(none).toContain('This service information is currently being updated. Please check back soon.');
  });

  it('shows the error notice of a service with an unreadable date', () => {
    const page = text(
      render('/Services', resident, (c) =>
        c.setQueryData(
          servicesKeys.cards(),
          servicesPage({
            cards: [
              card({
                status: 'error',
                notice: 'Service Information Unavailable - Contact customer service for details',
              }),
            ],
          }),
        ),
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
    const page = text(render('/MyServices/someone-else', enterprise));
    expect(page).toContain('Page Not Found');
    expect(page).not.toContain('MY SERVICES');
  });

  it('shows the Services cards to a residential customer', () => {
    const page = text(
      render('/MyServices/res-1', resident, (c) => c.setQueryData(servicesKeys.cards(), servicesPage())),
    );
    expect(page).toContain('Services');
    expect(page).toContain('Change Service');
    expect(page).not.toContain('MY SERVICES');
  });

  it('shows the enterprise header, filters, summary, table and Load More', () => {
    const html = render('/MyServices/ent-1', enterprise, (c) =>
      c.setQueryData(myServicesKeys.list('ent-1', DEFAULT_FILTERS), { pages: [answer], pageParams: [1] }),
    );
    const page = text(html);
    expect(page).toContain('MY SERVICES');
    expect(page).toContain('Loading sales rep...');
    expect(page).toContain('Export Report');
    expect(html).toContain('href="/api/my-services/ent-1/export.xlsx?regularOnly=true"');
    expect(page).toContain('Show only regular services');
    expect(html).toMatch(/<input[^>]*checked[^>]*role="switch"|role="switch"[^>]*checked/);
    expect(page).toContain('Total Services 57');
    expect(page).toContain('Total Rate (USD) $12.3K');
    expect(page).toContain('Total Sites 31');
    for (const column of [
      'SITE ID',
      'SITE NAME',
      'ADDRESS',
      'RATE',
      'QUANTITY',
      'SIZE',
      'DAY OF SERVICE',
      'FREQUENCY',
      'ACTIONS',
    ]) {
      expect(page).toContain(column);
    }
    expect(page).toContain('NORTH SHORE LOGISTICS #10');
    expect(page).toContain('$120.50');
    expect(page).toContain('Load More (10 of 57)');
  });

  it('shows SIZE and FREQUENCY with their units (issue 9)', () => {
    const mixed = [
      rows[0]!,
      { ...rows[1]!, size: '1500', unit: 'GA', frequency: '3' },
      { ...rows[2]!, size: '6', unit: '', frequency: '0' },
    ];
    const page = text(
      render('/MyServices/ent-1', enterprise, (c) =>
        c.setQueryData(myServicesKeys.list('ent-1', DEFAULT_FILTERS), {
          pages: [{ ...answer, items: mixed }],
          pageParams: [1],
        }),
      ),
    );
    expect(page).toContain('4 yd');
    expect(page).toContain('1x per week');
    expect(page).toContain('1500 gal');
    expect(page).toContain('3x per week');
    expect(page).toContain('On call');
  });

  it('shows skeleton rows (at most 10) while loading and the empty text when nothing matches', () => {
    const loading = render('/MyServices/ent-1', enterprise);
    expect(loading.match(/data-testid="skeleton-row"/g)).toHaveLength(10);
    const empty = text(
      render('/MyServices/ent-1', enterprise, (c) =>
        c.setQueryData(myServicesKeys.list('ent-1', DEFAULT_FILTERS), {
          pages: [{ items: [], total: 0, totals: { services: 0, rate: 0, sites: 0 } }],
          pageParams: [1],
        }),
      ),
    );
    expect(empty).toContain('No services found matching your criteria.');
  });
});
