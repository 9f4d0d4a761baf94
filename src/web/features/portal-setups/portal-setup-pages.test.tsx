/**
 * The portal setup pages rendered to HTML (the browser covers the clicks): the list with its columns,
 * counts, Load More and empty text; the type choice of the create page; the edit page loaded by id
 * with its 4-step progress and seven tabs; and the Spanish strings in step with the English.
 */
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectTexts } from '../../test/expect-texts';
import { numberedPages } from '../../test/infinite-data';
import { inLanguage, initTestI18n } from '../../test/test-i18n';
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

/** The setups list with `page` as the first answer to it. */
function renderList(page: TPortalSetupListResult) {
  return render(<CustomerSetupsPage />, (client) =>
    client.setQueryData(portalSetupsQueryOptions(NO_PORTAL_SETUP_FILTERS).queryKey, numberedPages([page])),
  );
}

beforeAll(() => initTestI18n({ en: { 'portal-setups': en, common: enCommon }, es: { 'portal-setups': es } }));

describe('CustomerSetupsPage', () => {
  it('shows the columns, type, services badges, actions, the count and Load More', () => {
    const html = renderList({
      items: [
        item(1, { portalTitle: 'All Customers Enterprise', portalType: 'enterprise', businessCode: 'CO' }),
        item(2, { services: ['trash', 'recycling'], serviceWeekCode: null }),
      ],
      total: 23,
    });
    const columns = [
      'Portal Title',
      'Type',
      'Customer ID',
      'Business Code',
      'Services',
      'Billing Cycle',
      'Service Category',
      'Service Week Code',
      'Actions',
    ];
    expectTexts(
      html,
      [
        'Customer Portal Setups',
        ...columns.map((column) => `>${column}</th>`),
        'All Customers Enterprise',
        'Enterprise',
        'Residential',
        'Yard Waste',
        'aria-label="View content of Portal 2"',
        'aria-label="Edit Portal 2"',
        'href="/admin/customer-setups/edit/setup-2"',
        'aria-label="Delete Portal 2"',
        'Showing 2 of 23 customers',
        'Load More (21 more)',
        'Filters',
      ],
      ['Clear All Filters'],
    );
  });

  it('says so when nothing matches', () => {
    const html = renderList({ items: [], total: 0 });
    expectTexts(
      html,
      ['No customer setups found matching your filter criteria.', 'Showing 0 of 0 customers'],
      ['Load More'],
    );
  });
});

describe('CustomerSetupPage', () => {
  it('starts with the choice of Residential or Enterprise', () => {
    const html = render(<CustomerSetupPage />);
    expectTexts(html, [
      'Customer Portal Setup',
      'Choose the portal type',
      'aria-label="Residential"',
      'aria-label="Enterprise"',
    ]);
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
    expectTexts(html, [
      'Edit Customer Portal',
      'Step 1 of 4',
      'Back to List',
      // the tabs
      'Portal Information',
      'Default Settings',
      'Default Services',
      'Additional Services',
      'Display Options',
      'Billing Settings',
      'Pickup Calendar',
      'Review &amp; Submit',
      'value="Village of Lake Bluff"',
      '60044',
      'Previous',
      'Next',
    ]);
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

  it('has the same page in Spanish', () =>
    inLanguage('es', () => {
      expectTexts(renderEdit(), [
        'Paso 1 de 4',
        'Volver a la lista',
        'Plazo de espera de las reclamaciones (días)',
        'Vacío: el valor predeterminado de 7 días.',
      ]);
    }));
});
