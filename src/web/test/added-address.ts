/** An address added by hand from the undelivered-cart wizard, as the address tools answer with it. */
import type { TAddedAddress } from '../../domain/address-tools/address-tools';

/** 999 NEW RD in Lake Bluff for Ada Nguyen, typed by hand (Manual), not yet in the back office. */
export function addedAddress(overrides: Partial<TAddedAddress> = {}): TAddedAddress {
  return {
    id: 'a1',
    entryType: 'NewSiteAddress',
    defaultServicesId: 'demo-lake-bluff',
    portalTitle: 'Village of Lake Bluff',
    addressToAdd: { CM04_ADD2: '999 NEW RD', CM04_CITY: 'LAKE BLUFF', CM04_STAT: 'IL', CM04_PZIP: '60044' },
    smartyData: null,
    customerInfo: {
      salutation: 'Ms.',
      firstName: 'Ada',
      lastName: 'Nguyen',
      email: 'ada@example.test',
      phoneNumber: '8475550188',
      phoneType: 'Mobile',
    },
    verification: 'Manual',
    createdAt: '2026-03-03T09:00:00.000Z',
    createdBy: 'Casey Service',
    loadedSite: null,
    _ts: 1772528400,
    ...overrides,
  };
}
