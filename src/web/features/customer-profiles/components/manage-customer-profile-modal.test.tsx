/**
 * The Manage Customer Profile modal's content rendered to HTML from cached answers (the API tests
 * cover the save itself): the spinner while loading, the header facts with None, the tabs per customer
 * type, the services tab with its changes, "No service details available" with each reason, the
 * success and failure alerts, Spanish in step, and the save body built from the edits.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectTexts } from '../../../test/expect-texts';
import { inLanguage, initTestI18n } from '../../../test/test-i18n';
import type {
  TCustomerProfileDetail,
  TCustomerProfileServices,
} from '../../../../domain/customer-profiles/manage-customer-profile';
import type { TMyProfile } from '../../../../domain/my-account';
import type { TServiceCard, TServicesResponse } from '../../../../domain/services/services-api';
import { renderToHtml } from '../../../test/render-to-html';
import { serviceCardFixture, servicesPageFixture } from '../../services/test-fixtures';
import en from '../../../i18n/locales/en/manage-customer-profile.json';
import es from '../../../i18n/locales/es/manage-customer-profile.json';
import fr from '../../../i18n/locales/fr/manage-customer-profile.json';
import enServices from '../../../i18n/locales/en/services.json';
import esServices from '../../../i18n/locales/es/services.json';
import { ApiError } from '../../../lib/api-client';
import { MANAGE_CUSTOMER_PROFILE_MESSAGES } from '../../../../domain/customer-profiles/manage-customer-profile';
import { SELECT_SIZE_MESSAGE } from '../../../../domain/services/service-requests';
import { manageCustomerProfileKeys } from '../api/manage-customer-profile';
import { buildSaveBody, initialServiceEdit } from './manage-customer-profile-edits';
import {
  CustomerFacts,
  ManageCustomerProfilePanel,
  SaveAlert,
  ServiceTab,
} from './manage-customer-profile-modal';
import type { ComponentProps } from 'react';

const profile: TMyProfile = {
  uid: 'res-1',
  entryType: 'CustomerProfile',
  defaultServicesId: 'portal-lake-bluff',
  email: 'rita@example.com',
  salutation: 'Ms.',
  firstName: 'Rita',
  lastName: 'Resident',
  displayName: null,
  phoneType: 'Mobile',
  phoneNumber: '(847) 555-0111',
  zipCode: '60044',
  selectedAddress: null,
  residenceType: 'singleFamily',
  aptUnit: null,
  preferredContactMethods: ['Email'],
  optInMarketing: true,
  optInNotifications: true,
  optInPaperlessBilling: false,
  differentBillingAddress: false,
  billingAddress1: '',
  billingAddress2: '',
  billingCity: '',
  billingState: '',
  billingZip: '',
  authProvider: 'email',
  isGoogleSignUp: false,
  photoURL: null,
  emailVerified: true,
  organizationName: null,
};

const resident: TCustomerProfileDetail = {
  uid: 'res-1',
  type: 'Regular',
  name: 'Rita Resident',
  address: { street: '12 Oak St', aptUnit: '', city: 'Lake Bluff', state: 'IL', zip: '60044' },
  customerId: '26898.101',
  firebaseUid: 'res-1',
  defaultServicesId: 'portal-lake-bluff',
  portalTitle: 'Village of Lake Bluff',
  profile,
  organizationName: null,
  selectedCustomers: [],
};

const enterprise: TCustomerProfileDetail = {
  ...resident,
  uid: 'ent-1',
  type: 'Enterprise',
  name: 'Erin Enterprise',
  address: null,
  customerId: null,
  firebaseUid: null,
  defaultServicesId: null,
  organizationName: 'Northshore Facilities Group',
  profile: { ...profile, uid: 'ent-1', entryType: 'EnterpriseCustomerProfile' },
  selectedCustomers: [
    {
      database: 'TRUX_LR_COMP',
      customerNumber: '5001',
      customerName: 'Northshore Offices',
      siteId: null,
      siteName: 'Main Campus',
      companyFullName: null,
    },
  ],
};

/** The shared card (96 gallons), as this modal's tests had it: one extra cart asked for, not started. */
function card(overrides: Partial<TServiceCard> = {}): TServiceCard {
  return serviceCardFixture({
    pickupDay: 'Monday',
    activeService: null,
    additionalCarts: {
      requestedQuantity: 1,
      startedServices: 0,
      implemented: false,
      heading: null,
      carts: [
        { size: 96, quantity: 1, additionalCartRate: 5, billingFrequency: 'monthly', customerOwned: false },
      ],
    },
    totalRate: 31.52,
    additionalCartSizes: [
      {
        size: 96,
        rate: 26.52,
        additionalCartRate: 5,
        billingFrequency: 'monthly',
        isDefault: true,
        allowAdditionalCart: true,
      },
    ],
    carts: [],
    ...overrides,
  });
}

const servicesPage = (cards: TServiceCard[]): TServicesResponse => servicesPageFixture({ cards });

function render(detail: TCustomerProfileDetail | null, services?: TCustomerProfileServices) {
  const uid = detail?.uid ?? 'loading-uid';
  return renderToHtml(<ManageCustomerProfilePanel uid={uid} onClose={() => {}} />, (client) => {
    if (detail) client.setQueryData(manageCustomerProfileKeys.detail(uid), detail);
    if (services) client.setQueryData(manageCustomerProfileKeys.services(uid), services);
  });
}

/** A 400 with one of the server's messages, as the API client makes it. */
const refusal = (message: string) => new ApiError(400, 'BAD_REQUEST', message);

/** The save alert showing `alert` (nothing when null). */
const renderAlert = (alert: ComponentProps<typeof SaveAlert>['alert']) =>
  renderToHtml(<SaveAlert alert={alert} onClose={() => {}} />);

/** The alert of a failed save that `error` refused. */
const renderRefusal = (error: Error) => renderAlert({ kind: 'error', error });

beforeAll(() =>
  initTestI18n({
    en: { 'manage-customer-profile': en, services: enServices },
    es: { 'manage-customer-profile': es, services: esServices },
    fr: { 'manage-customer-profile': fr },
  }),
);

describe('ManageCustomerProfilePanel', () => {
  it('shows a spinner while the profile loads', () => {
    const html = render(null);
    expectTexts(html, ['Loading customer profile...', 'mantine-Loader']);
  });

  it('shows a resident: header facts, Profile Information and the three service tabs, Close and Save All Changes', () => {
    const html = render(resident, { available: true, services: servicesPage([card()]) });
    expectTexts(
      html,
      [
        '12 Oak St, Lake Bluff, IL 60044',
        'Rita Resident',
        'Regular',
        '26898.101',
        'portal-lake-bluff',
        'Profile Information',
        'Trash Service',
        'Recycling Service',
        'Yard Waste Service',
        'Close',
        'Save All Changes',
        'rita@example.com',
        // the tickets desk filtered to this customer's requests
        `href="/admin/service-requests?customer=${resident.uid}"`,
        'Service requests of this customer',
        // the contact form holds the saved values
        'value="Rita"',
        'value="(847) 555-0111"',
      ],
      ['Manage Customers'],
    );
  });

  it('shows an enterprise profile with Manage Customers instead of the service tabs, and None for missing facts', () => {
    const html = render(enterprise);
    expectTexts(html, ['Enterprise', 'Manage Customers', 'Northshore Facilities Group'], ['Trash Service']);
    expect((html.match(/>None</g) ?? []).length).toBe(4);
  });
});

describe('a service tab', () => {
  const tab = (services: TCustomerProfileServices | undefined, failed = false) =>
    renderToHtml(
      <ServiceTab
        type="trash"
        services={services}
        loading={false}
        failed={failed}
        edit={undefined}
        onEdit={() => {}}
      />,
    );

  it("shows the customer's service summary, the sizes to change to and the extra carts per size", () => {
    const html = tab({ available: true, services: servicesPage([card()]) });
    expectTexts(html, [
      'Cart size',
      '96 gallons (current)',
      'Additional carts',
      '96 gallon carts',
      '0 removes that size&#x27;s carts.',
    ]);
  });

  it('words a change still being processed for staff: the customer\'s change, not "Your change"', () => {
    const conflict = {
      activeSize: 96,
      requestedSize: 64,
      activeQuantity: 1,
      requestedQuantity: null,
      notice: '',
    };
    const html = tab({
      available: true,
      services: servicesPage([card({ status: 'size-change-requested', requestedSize: 64, conflict })]),
    });
    expect(html).toContain(
      'Service Change Requested - The customer&#x27;s change to 64 gallons (currently 96 gallons) is still being processed.',
    );
    expect(html).not.toContain('Your change');
  });

  it('says when extra carts are not offered, and when the portal does not show the service', () => {
    expect(
      tab({ available: true, services: servicesPage([card({ additionalCartsAllowed: false })]) }),
    ).toContain('Additional carts are not available for this service.');
    expect(tab({ available: true, services: servicesPage([]) })).toContain(
      'This service is not offered on the customer',
    );
  });

  it.each([
    [
      'no details',
      { available: false, reason: 'no-service-details', message: 'x' },
      ['No service details available', 'No service details found for this customer.'],
    ],
    [
      'a failed load',
      { available: false, reason: 'load-failed', message: 'x' },
      ['Failed to load service details. Please try again later.'],
    ],
    ['a failed request', undefined, ['Failed to load service details. Please try again later.']],
  ] as const)('says "No service details available" with its reason: %s', (_, services, texts) => {
    expectTexts(tab(services, !services), texts);
  });
});

describe('the facts and alerts', () => {
  it('writes None for a missing firebaseUid and default services ID', () => {
    const html = renderToHtml(
      <CustomerFacts detail={{ ...resident, firebaseUid: null, defaultServicesId: null }} />,
    );
    expect((html.match(/>None</g) ?? []).length).toBe(2);
  });

  it("shows the spec's success and failure messages, dismissible", () => {
    expectTexts(renderAlert({ kind: 'success' }), [
      'Customer profile updated successfully!',
      'aria-label="Dismiss"',
    ]);
    expectTexts(renderRefusal(refusal(MANAGE_CUSTOMER_PROFILE_MESSAGES.alreadySelected)), [
      'Failed to update customer profile. Please try again.',
      'This customer is already selected.',
    ]);
    expect(renderAlert(null)).not.toContain('Customer profile');
  });

  it('shows a refusal the catalog does not know as the failure text alone, never in English as it came', () => {
    const unknown = 'A refusal no message table of the server has.';
    expectTexts(
      renderRefusal(refusal(unknown)),
      ['Failed to update customer profile. Please try again.'],
      [unknown],
    );
    // a server failure (5xx) has no reason to show either
    const crash = new ApiError(500, 'INTERNAL', MANAGE_CUSTOMER_PROFILE_MESSAGES.alreadySelected);
    expect(renderRefusal(crash)).not.toContain('already selected');
  });

  it("shows the server's refusal in Spanish and in French", async () => {
    const alreadySelected = refusal(MANAGE_CUSTOMER_PROFILE_MESSAGES.alreadySelected);
    await inLanguage('es', () => {
      expectTexts(renderRefusal(alreadySelected), [
        'No se pudo actualizar el perfil del cliente. Inténtelo de nuevo.',
        'Este cliente ya está seleccionado.',
      ]);
      // a service rule's message, from the services namespace
      expect(renderRefusal(refusal(SELECT_SIZE_MESSAGE))).toContain(esServices.messages.selectSize);
      // a rule's message with a value and a service type in it
      expect(renderRefusal(refusal('A 48 gallon cart is not offered for trash service.'))).toContain(
        'No se ofrece un contenedor de 48 galones para el servicio de basura.',
      );
    });
    await inLanguage('fr', () => {
      expectTexts(
        renderRefusal(alreadySelected),
        ['Ce client est déjà sélectionné.'],
        ['This customer is already selected.'],
      );
    });
  });

  it('speaks Spanish', () =>
    inLanguage('es', () => {
      expect(renderAlert({ kind: 'success' })).toContain('¡Perfil del cliente actualizado correctamente!');
    }));
});

describe('the save body', () => {
  it('sends the contact values, and only the service and customer edits that differ from what is saved', () => {
    const trash = card();
    const recycling = card({ serviceType: 'recycling' });
    const body = buildSaveBody({
      profile: { ...profile, firstName: 'Rina' },
      cards: [trash, recycling],
      serviceEdits: {
        trash: { size: 64, carts: { '96': 0 } },
        recycling: initialServiceEdit(recycling),
      },
      selectedCustomers: enterprise.selectedCustomers,
      customerEdits: {
        add: [
          {
            database: 'TRUX_GL_COMP',
            companyFullName: 'Great Lakes',
            customerNumber: '7001',
            customerName: 'Harbor Storage',
            siteId: '3',
            siteName: 'Harbor',
            salesRepCode: null,
            selected: false,
          },
        ],
        remove: ['TRUX_LR_COMP|5001|Main Campus'],
      },
    });
    expect(body.profile?.firstName).toBe('Rina');
    expect(body.services).toEqual({ trash: { size: 64, additionalCarts: [{ size: 96, quantity: 0 }] } });
    expect(body.selectedCustomers).toEqual({
      add: [{ database: 'TRUX_GL_COMP', customerNumber: '7001', site: '3' }],
      remove: [{ database: 'TRUX_LR_COMP', customerNumber: '5001', site: 'Main Campus' }],
    });
  });
});
