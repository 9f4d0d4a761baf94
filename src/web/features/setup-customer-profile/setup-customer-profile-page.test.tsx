/**
 * Setup Customer Profile rendered to HTML (the API tests cover the saves): the type choice and its
 * URL, both wizards' first steps, the review steps with their Edit links, the selected customers as
 * three badges then "+N more", the selection rules, the save messages, and Spanish.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { initTestI18n } from '../../test/test-i18n';
import type { TAvailableCustomer } from '../../../domain/customer-profiles/manage-customer-profile';
import { SETUP_CUSTOMER_PROFILE_MESSAGES } from '../../../domain/customer-profiles/setup-customer-profile';
import { ApiError } from '../../lib/api-client';
import { expectTexts } from '../../test/expect-texts';
import { renderToHtml } from '../../test/render-to-html';
import enRegistration from '../../i18n/locales/en/registration.json';
import esRegistration from '../../i18n/locales/es/registration.json';
import en from '../../i18n/locales/en/setup-customer-profile.json';
import es from '../../i18n/locales/es/setup-customer-profile.json';
import { ContactStep, EMPTY_CONTACT, type AddressChoice, type TEmailField } from '../registration';
import { setupCustomerProfileKeys } from './api/find-available-customers';
import { EnterpriseReview } from './components/enterprise-review';
import type { TReviewProps } from './components/review-parts';
import { ResidentialReview } from './components/residential-review';
import { SelectedCustomerBadges } from './components/selected-customer-badges';
import {
  addCustomers,
  selectionLookup,
  toCustomerRef,
  type TSelectedCustomer,
} from './components/selected-customers';
import { SetupCustomerProfilePage, customerTypeOf } from './setup-customer-profile-page';
import { useSaveErrorText } from './use-save-error';

const PAGE = '/admin/setup-customer-profile';

function customer(n: number, overrides: Partial<TAvailableCustomer> = {}): TAvailableCustomer {
  return {
    database: 'TRUX_LR_COMP',
    companyFullName: 'Lakeshore Recycling',
    customerNumber: String(5000 + n),
    customerName: `Customer ${n}`,
    siteId: String(n),
    siteName: `Site ${n}`,
    salesRepCode: '5171',
    selected: false,
    ...overrides,
  };
}

const choice: AddressChoice = {
  address: {
    addressId: 'addr-1',
    CM04_ADD2: '12 Oak St',
    CM04_CITY: 'Lake Bluff',
    CM04_STAT: 'IL',
    CM04_PZIP: '60044',
  } as AddressChoice['address'],
  residence: { residenceType: 'multiFamily', aptUnit: '4', ownerOrRenter: 'renter', hoa: true },
};

const contact = {
  ...EMPTY_CONTACT,
  salutation: 'Ms.' as const,
  firstName: 'Rita',
  lastName: 'Resident',
  phoneNumber: '(847) 555-0111',
  preferredContactMethods: ['Email' as const, 'Text' as const],
  optInMarketing: false,
};

beforeAll(() =>
  initTestI18n({
    en: { 'setup-customer-profile': en, registration: enRegistration },
    es: { 'setup-customer-profile': es, registration: esRegistration },
  }),
);

async function inSpanish<T>(run: () => T): Promise<T> {
  await i18next.changeLanguage('es');
  try {
    return run();
  } finally {
    await i18next.changeLanguage('en');
  }
}

/** What a review step is given, idle unless told: Rita's contact, her e-mail, no-op handlers. */
function review(overrides: Partial<TReviewProps> = {}): TReviewProps {
  return {
    contact,
    email: 'rita@example.com',
    saving: false,
    saved: false,
    onEdit: () => {},
    onBack: () => {},
    onSave: () => {},
    ...overrides,
  };
}

/** The page at its address (with a query), the query cache seeded first where told. */
function renderPage(query = '', seed?: (client: QueryClient) => void) {
  return renderToHtml(<SetupCustomerProfilePage />, seed, `${PAGE}${query}`);
}

describe('the customer type', () => {
  it('offers the two cards as buttons, with Back to Admin Center', () => {
    const html = renderPage();
    expectTexts(html, [
      'Setup Customer Profile',
      'Select Customer Type',
      'Residential Customer',
      'Enterprise/Commercial Customer',
      'A household at one service address',
      'An organization with one or more customer accounts',
    ]);
    expect((html.match(/<button[^>]*class="[^"]*typeCard/g) ?? []).length).toBe(2);
    expect(html).toMatch(/<a[^>]*href="\/admin"[^>]*>.*Back to Admin Center/);
    expect(html).not.toContain('mantine-Stepper');
  });

  it.each([
    ['type=residential', 'residential'],
    ['type=enterprise', 'enterprise'],
    ['type=other', null],
    ['', null],
  ])('is read from the URL, ignoring anything else: %j', (query, type) => {
    expect(customerTypeOf(new URLSearchParams(query))).toBe(type);
  });

  it('opens the residential wizard at the service address, with a way back to the type', () => {
    const html = renderPage('?type=residential');
    expectTexts(
      html,
      [
        'Step 1 of 3: Service Address',
        ...['Service Address', 'Contact Information', 'Review'],
        'ZIP code',
        'aria-label="Back to customer type"',
        // staff find the customer's address, not "your" address
        'Find the customer&#x27;s service address',
      ],
      ['Select Customer Type', 'Find your service address'],
    );
  });

  it('opens the enterprise wizard at Select Customers, with the pick list', () => {
    const html = renderPage('?type=enterprise', (client) =>
      client.setQueryData(setupCustomerProfileKeys.available('', 1), {
        items: [customer(1), customer(2, { siteName: null, salesRepCode: null })],
        total: 250,
        page: 1,
      }),
    );
    expectTexts(html, [
      'Step 1 of 3: Select Customers',
      ...['Company', 'Customer number', 'Customer name', 'Site name', 'Sales rep'],
      'Customer 1',
      'aria-label="Select 5001 Customer 1 Site 1"',
      'Showing 1–2 of 250',
      'Load More',
      'Select all 250 matching',
      'No customers selected yet.',
    ]);
    // Next needs a customer
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Next/);
  });

  it('says "No options found" when the search matches nothing', () => {
    const html = renderPage('?type=enterprise', (client) =>
      client.setQueryData(setupCustomerProfileKeys.available('', 1), { items: [], total: 0, page: 1 }),
    );
    expect(html).toContain('No options found');
    expect(html).not.toContain('Select all');
  });
});

describe('the review steps', () => {
  it('shows the residential address, residence and contact, with Edit links and Save Customer Profile', () => {
    const html = renderToHtml(<ResidentialReview choice={choice} {...review()} />);
    expectTexts(html, [
      '12 Oak St',
      'Lake Bluff, IL 60044',
      'Multi-family (apartment or condo) · Unit 4 · Renter · Part of an HOA',
      'Ms. Rita Resident',
      'rita@example.com',
      'Mobile: (847) 555-0111',
      'Email, Text',
      'Send me news and offers: No',
      'Send me service notifications: Yes',
      'Same as service address',
      'Save Customer Profile',
      'aria-label="Edit: Service address"',
      'aria-label="Edit: Contact"',
    ]);
  });

  it('hides the Edit links and shows Saving... while saving', () => {
    const html = renderToHtml(<ResidentialReview choice={choice} {...review({ saving: true })} />);
    expect(html).not.toContain('Edit: ');
    expect(html).toContain('Saving...');
  });

  it('shows the enterprise organization, the customers and the contact, with Edit links', () => {
    const selected = [1, 2, 3, 4].map((n) => customer(n));
    const html = renderToHtml(
      <EnterpriseReview
        organizationName="Northshore Facilities Group"
        selected={selected}
        {...review({
          contact: {
            ...contact,
            differentBillingAddress: true,
            billingAddress1: '1 Main St',
            billingCity: 'Waukegan',
            billingState: 'IL',
            billingZip: '60085',
          },
          email: 'erin@example.com',
        })}
      />,
    );
    for (const text of [
      'Northshore Facilities Group',
      '4 customers',
      'Customer 1 · Site 1',
      '+1 more',
      'erin@example.com',
      '1 Main St, Waukegan, IL 60085',
      'Save Enterprise Customer Profile',
    ]) {
      expect(html).toContain(text);
    }
    for (const section of ['Organization', 'Selected customers', 'Contact'])
      expect(html).toContain(`aria-label="Edit: ${section}"`);
    // read-only badges
    expect(html).not.toContain('aria-label="Remove');
  });
});

describe('the selected customers', () => {
  const badges = (count: number) =>
    renderToHtml(
      <SelectedCustomerBadges
        selected={Array.from({ length: count }, (_, i) => customer(i + 1))}
        onRemove={() => {}}
      />,
    );

  it('shows the first three as removable badges, then "+N more"', () => {
    const html = badges(7);
    expectTexts(html, ['Customer 1 · Site 1', 'Customer 3 · Site 3', '+4 more'], ['Customer 4']);
    expect((html.match(/aria-label="Remove /g) ?? []).length).toBe(3);
  });

  it('has no count for three or fewer, and says when there are none', () => {
    expect(badges(3)).not.toContain('more');
    expect(badges(0)).toContain('No customers selected yet.');
  });

  it('never holds a customer twice (same database, customer number and site), and stops at the limit', () => {
    const first = addCustomers([], [customer(1), customer(2)]);
    expect(first.selected).toHaveLength(2);
    const again = addCustomers(first.selected, [
      customer(1, { database: 'trux_lr_comp ', customerName: 'Renamed' }),
      customer(2, { siteId: '99', siteName: 'Other site' }),
      customer(3),
    ]);
    expect(again.selected.map((c) => c.customerNumber)).toEqual(['5001', '5002', '5002', '5003']);
    expect(again.dropped).toBe(0);
    const capped = addCustomers(again.selected, [customer(4), customer(5)], 5);
    expect(capped.selected).toHaveLength(5);
    expect(capped.dropped).toBe(1);
    const isSelected = selectionLookup(first.selected);
    expect(isSelected(customer(1))).toBe(true);
    expect(isSelected(customer(3))).toBe(false);
  });

  it('sends database, customer number and the site id, else the site name', () => {
    expect(toCustomerRef(customer(1))).toEqual({
      database: 'TRUX_LR_COMP',
      customerNumber: '5001',
      site: '1',
    });
    const older: TSelectedCustomer = customer(2, { siteId: null, siteName: 'Main Campus' });
    expect(toCustomerRef(older).site).toBe('Main Campus');
  });
});

describe('the contact step for staff', () => {
  const emailField = {
    value: 'erin@example.com',
    error: null,
    checking: false,
    onChange: () => {},
    onBlur: () => {},
    validate: () => true,
    ensureChecked: () => Promise.resolve(true),
    setError: () => {},
  } satisfies TEmailField;

  it('has an editable e-mail, the caller fields, and Continue', () => {
    const html = renderToHtml(
      <ContactStep
        initial={EMPTY_CONTACT}
        emailField={emailField}
        emailPlaceholder="customer@example.com"
        heading="Contact Information"
        nextLabel="Continue"
        onNext={() => {}}
        onBack={() => {}}
      >
        <span>Organization field</span>
      </ContactStep>,
    );
    expect(html).toContain('Contact Information');
    expect(html).toContain('Organization field');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*value="erin@example.com"/);
    expect(html).not.toMatch(/<input[^>]*readonly=""[^>]*value="erin@example.com"/);
    // the customer's e-mail, not the staff user's own "you@"
    expectTexts(html, ['placeholder="customer@example.com"', 'Continue'], ['you@example.com']);
  });

  it('disables Continue while the e-mail shows an error', () => {
    const html = renderToHtml(
      <ContactStep
        initial={EMPTY_CONTACT}
        emailField={{ ...emailField, error: 'A customer with this email address already exists.' }}
        nextLabel="Continue"
        onNext={() => {}}
        onBack={() => {}}
      />,
    );
    expect(html).toContain('A customer with this email address already exists.');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });
});

describe('the save messages', () => {
  function ErrorText({ error }: { error: unknown }) {
    return <>{useSaveErrorText()(error)}</>;
  }
  const text = (error: unknown) => renderToHtml(<ErrorText error={error} />);

  it("gives the spec's words for each failure", () => {
    expect(text(new ApiError(422, 'ADDRESS_NOT_LOADED', 'x'))).toContain(
      'This address is not available in the system yet.',
    );
    expect(
      text(new ApiError(422, 'UNPROCESSABLE', SETUP_CUSTOMER_PROFILE_MESSAGES.customerNotAvailable)),
    ).toContain('One or more selected customer accounts are not available');
    expect(text(new ApiError(400, 'BAD_REQUEST', ''))).toContain(
      'Bad request: Please verify all required fields are filled correctly.',
    );
    expect(text(new ApiError(400, 'BAD_REQUEST', 'Phone number is required'))).toContain(
      'Phone number is required',
    );
    expect(text(new ApiError(409, 'CONFLICT', SETUP_CUSTOMER_PROFILE_MESSAGES.emailRegistered))).toContain(
      'A customer with this email address already exists.',
    );
    expect(text(new ApiError(500, 'INTERNAL', 'boom'))).toContain('An unexpected error occurred');
    expect(text(new Error('boom'))).toContain('An unexpected error occurred');
  });
});

describe('in Spanish', () => {
  it('speaks Spanish on the type choice, the badges and the review', async () => {
    const choiceHtml = await inSpanish(() => renderPage());
    expectTexts(choiceHtml, [
      'Seleccione el tipo de cliente',
      'Cliente residencial',
      'Volver al Centro de administración',
    ]);

    const badgesHtml = await inSpanish(() =>
      renderToHtml(<SelectedCustomerBadges selected={[1, 2, 3, 4, 5].map((n) => customer(n))} />),
    );
    expect(badgesHtml).toContain('+2 más');

    const reviewHtml = await inSpanish(() =>
      renderToHtml(<ResidentialReview choice={choice} {...review()} />),
    );
    expectTexts(reviewHtml, ['Guardar perfil del cliente', 'Editar', 'Dirección de servicio']);
  });
});
