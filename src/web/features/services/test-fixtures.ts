/**
 * A resident's GET /api/services answer for page tests: one trash card (96 gallons, $26.52 a month)
 * at the Village of Lake Bluff, every request action available.
 */
import type { TServiceCard, TServicesResponse } from '../../../domain/services/services-api';
import type { TSessionCustomer } from '../../../domain/session';

/** The signed-in resident these answers are for, as GET /api/session names them. */
export const RESIDENT_SESSION_CUSTOMER: TSessionCustomer = {
  uid: 'res-1',
  entryType: 'CustomerProfile',
  email: 'r@example.com',
  salutation: 'Ms.',
  firstName: 'Rita',
  lastName: 'Resident',
  displayName: null,
  phoneType: 'Mobile',
  phoneNumber: '8475550111',
  defaultServicesId: 'p1',
  organizationName: null,
};

const line = {
  size: 96,
  quantity: 1,
  rate: 26.52,
  displayStartDate: '01/02/2020',
  dateError: null,
  state: 'active' as const,
  label: 'Active',
};

export function serviceCardFixture(overrides: Partial<TServiceCard> = {}): TServiceCard {
  return {
    serviceType: 'trash',
    serviceCode: 'RG',
    defaultService: {
      size: 96,
      rate: 26.52,
      additionalCartRate: 5,
      billingFrequency: 'monthly',
      customerOwned: false,
    },
    pickupDay: 'Monday, Thursday',
    status: 'active',
    notice: null,
    activeService: line,
    additionalServices: [],
    requestedSize: null,
    requestedRate: null,
    changeRequested: false,
    changeImplemented: false,
    customizedSize: false,
    conflict: null,
    additionalCarts: {
      requestedQuantity: 0,
      startedServices: 1,
      implemented: false,
      heading: null,
      carts: [],
    },
    activeSize: 96,
    activeRate: 26.52,
    totalRate: 26.52,
    requestedTotalRate: null,
    currentSize: 96,
    changeSizes: [
      {
        size: 64,
        rate: 25.26,
        additionalCartRate: 5,
        billingFrequency: 'monthly',
        isDefault: false,
        allowAdditionalCart: true,
      },
    ],
    additionalCartsAllowed: true,
    additionalCartSizes: [],
    carts: [{ id: '96 GALLON TRASH CART #1', size: 96, number: 1 }],
    hasServiceInformation: true,
    collection: { today: null, last: null, missedPickup: null },
    ...overrides,
  };
}

export const AVAILABLE_ACTION = { available: true, hidden: false, reason: null };

export function servicesPageFixture(overrides: Partial<TServicesResponse> = {}): TServicesResponse {
  return {
    today: '2026-11-20',
    portalTitle: 'Village of Lake Bluff',
    timeZone: 'America/Chicago',
    contactPhone: null,
    accountNumber: '26898.101',
    showRates: true,
    restriction: { restricted: false, message: null },
    requestActions: {
      requestPickup: AVAILABLE_ACTION,
      missedPickup: AVAILABLE_ACTION,
      vacationStop: AVAILABLE_ACTION,
      damagedReplace: AVAILABLE_ACTION,
    },
    cards: [serviceCardFixture()],
    ...overrides,
  };
}
