/**
 * The portal setup pages rendered to HTML (the browser covers the clicks): the list with its columns,
 * counts, Load More and empty text; the type choice of the create page; the edit page loaded by id
 * with its 4-step progress and seven tabs; and the Spanish strings in step with the English.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initTestI18n } from '../../test/test-i18n';
import { ZPortalSetupCreate } from '../../../domain/portal-setup';
import {
  NO_PORTAL_SETUP_FILTERS,
  type TPortalSetupListItem,
  type TPortalSetupListResult,
  type TPortalSetupRecord,
} from '../../../domain/portal-setup-admin';
import { renderToHtml as render } from '../../test/render-to-html';
import en from '../../i18n/locales/en/portal-setups.json';
import es from '../../i18n/locales/es/portal-setups.json';
import enCommon from '../../i18n/locales/en/common.json';
import { portalSetupsQueryOptions } from './api/find-portal-setups';
import { portalSetupQueryOptions } from './api/get-portal-setup';
import { CustomerSetupPage } from './customer-setup-page';
import { CustomerSetupsPage } from './customer-setups-page';
import { EditCustomerSetupPage } from './edit-customer-setup-page';

function item(n: number, overrides: Partial<TPortalSetupListItem> = {}): TPortalSetupListItem {
  return {
    id: `setup-${n}`,
    portalTitle: `Portal ${n}`,
    portalType: 'residential',
    customerId: `2689${n}`,
    businessCode: 'RE',
    billingCycle: 'AA',
    serviceCategory: 'CL',
    serviceWeekCode: '1',
    services: ['trash', 'recycling', 'yardwaste'],
    zipCodes: ['60044'],
    isDefault: false,
    updatedAt: '2025-03-03T09:00:00.000Z',
    ...overrides,
  };
}

function withList(pages: TPortalSetupListResult[]) {
  return (client: QueryClient) => {
    const data: InfiniteData<TPortalSetupListResult, number> = {
      pages,
      pageParams: pages.map((_, i) => i + 1),
    };
    client.setQueryData(portalSetupsQueryOptions(NO_PORTAL_SETUP_FILTERS).queryKey, data);
  };
}

beforeAll(() => initTestI18n({ en: { 'portal-setups': en, common: enCommon }, es: { 'portal-setups': es } }));

describe('CustomerSetupsPage', () => {
  it('shows the columns, type, services badges, actions, the count and Load More', () => {
    const html = render(
      <CustomerSetupsPage />,
      withList([
        {
          items: [
            item(1, {
              portalTitle: 'All Customers Enterprise',
              portalType: 'enterprise',
              businessCode: 'CO',
            }),
            item(2, { services: ['trash', 'recycling'], serviceWeekCode: null }),
          ],
          total: 23,
        },
      ]),
    );
    expect(html).toContain('Customer Portal Setups');
    for (const column of [
      'Portal Title',
      'Type',
      'Customer ID',
      'Business Code',
      'Services',
      'Billing Cycle',
      'Service Category',
      'Service Week Code',
      'Actions',
    ]) {
      expect(html).toContain(`>${column}</th>`);
    }
    expect(html).toContain('All Customers Enterprise');
    expect(html).toContain('Enterprise');
    expect(html).toContain('Residential');
    expect(html).toContain('Yard Waste');
    expect(html).toContain('aria-label="View content of Portal 2"');
    expect(html).toContain('aria-label="Edit Portal 2"');
    expect(html).toContain('href="/admin/customer-setups/edit/setup-2"');
    expect(html).toContain('aria-label="Delete Portal 2"');
    expect(html).toContain('Showing 2 of 23 customers');
    expect(html).toContain('Load More (21 more)');
    expect(html).toContain('Filters');
    expect(html).not.toContain('Clear All Filters');
  });

  it('says so when nothing matches', () => {
    const html = render(<CustomerSetupsPage />, withList([{ items: [], total: 0 }]));
    expect(html).toContain('No customer setups found matching your filter criteria.');
    expect(html).toContain('Showing 0 of 0 customers');
    expect(html).not.toContain('Load More');
  });
});

describe('CustomerSetupPage', () => {
  it('starts with the choice of Residential or Enterprise', () => {
    const html = render(<CustomerSetupPage />);
    expect(html).toContain('Customer Portal Setup');
    expect(html).toContain('Choose the portal type');
    expect(html).toContain('aria-label="Residential"');
    expect(html).toContain('aria-label="Enterprise"');
  });
});

describe('EditCustomerSetupPage', () => {
  const record: TPortalSetupRecord = {
    ...ZPortalSetupCreate.parse({
      portalTitle: 'Village of Lake Bluff',
      searchZipCodes: ['60044'],
      currentRatesYear: 2025,
      claimWaitingDays: 3,
    }),
    claimWaitingDefault: 7,
    id: 'demo-lake-bluff',
    createdAt: '2025-03-03T09:00:00.000Z',
    updatedAt: '2025-03-03T09:00:00.000Z',
    createdBy: 'seed',
    updatedBy: 'seed',
  };

  function renderEdit(stored: TPortalSetupRecord = record) {
    return render(
      <Routes>
        <Route path="/admin/customer-setups/edit/:id" element={<EditCustomerSetupPage />} />
      </Routes>,
      (client) => client.setQueryData(portalSetupQueryOptions(record.id).queryKey, stored),
      `/admin/customer-setups/edit/${record.id}`,
    );
  }

  it('loads the setup by id and shows step 1 of 4, the eight tabs and Back to List', () => {
    const html = renderEdit();
    expect(html).toContain('Edit Customer Portal');
    expect(html).toContain('Step 1 of 4');
    expect(html).toContain('Back to List');
    for (const tab of [
      'Portal Information',
      'Default Settings',
      'Default Services',
      'Additional Services',
      'Display Options',
      'Billing Settings',
      'Pickup Calendar',
      'Review &amp; Submit',
    ]) {
      expect(html).toContain(tab);
    }
    expect(html).toContain('value="Village of Lake Bluff"');
    expect(html).toContain('60044');
    expect(html).toContain('Previous');
    expect(html).toContain('Next');
  });

  it("shows the portal's waiting period of address claims with what it does, or the server default", () => {
    const html = renderEdit();
    expect(html).toContain('Claim waiting period (days)');
    expect(html).toMatch(/<input[^>]*value="3"/);
    expect(html).toContain(
      'An unopposed claim on an address with strong proof moves the address to the claimant after this many days (1–90). Empty: the default of 7 days.',
    );
    const unset = renderEdit({ ...record, claimWaitingDays: null });
    expect(unset).toContain('Claim waiting period (days)');
    expect(unset).toMatch(/<input[^>]*placeholder="7"[^>]*value=""|<input[^>]*value=""[^>]*placeholder="7"/);
  });

  it('has the same page in Spanish', async () => {
    await i18next.changeLanguage('es');
    try {
      const html = renderEdit();
      expect(html).toContain('Paso 1 de 4');
      expect(html).toContain('Volver a la lista');
      expect(html).toContain('Plazo de espera de las reclamaciones (días)');
      expect(html).toContain('Vacío: el valor predeterminado de 7 días.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
