import { describe, expect, it } from 'vitest';
import {
  ADDED_ADDRESS_EXPORT_COLUMNS,
  ZCreateAddedAddress,
  ZUndeliveredCartIssueRequest,
  addedAddressesFileName,
  isSameAddress,
  smartyDataMatches,
  suggestionText,
  toAddedAddressExportRow,
  type TAddedAddress,
} from './address-tools';
import { buildUndeliveredCartIssue } from './undelivered-cart-issue';
import { expectedIssueNote, UNDELIVERED_CART_NOTE } from '../services/test-fixtures';

const site = {
  CM04_ADD2: '120 Maple Ave',
  CM04_CITY: 'Lake Bluff',
  CM04_STAT: 'IL',
  CM04_PZIP: '60044',
  CM04_CUST: '26898',
  CM04_SITE: '101',
  SOURCE: 'TRUX_LR_COMP_RAW',
};

describe('buildUndeliveredCartIssue', () => {
  it('files GQ, urgency NE, upper-cased texts, phone digits, DatabaseName without _RAW, the system note, under the staff name', () => {
    const payload = buildUndeliveredCartIssue(
      {
        address: site,
        subject: 'Cart is not delivered',
        description: 'Resident says\nno cart since Monday',
        agent: 'jsmith',
        contactName: 'Rita Resident',
        contactPhone: '(847) 555-0111',
        staffName: 'Sam Service',
      },
      '2026-11-20',
    );
    expect(payload.DatabaseName).toBe('TRUX_LR_COMP');
    expect(payload.SC01).toMatchObject({
      SC01_SITE: '101',
      SC01_CUST: '26898',
      SC01_SERV: '',
      SC01_NAME: 'RITA RESIDENT',
      SC01_TYPE: 'GQ',
      SC01_URGN: 'NE',
      SC01_PROB: 'CART IS NOT DELIVERED',
      SC01_CMNT: 'RESIDENT SAYS\nNO CART SINCE MONDAY',
      SC01_PHON: '8475550111',
      SC01_UREC: 'Sam Service',
      SC01_UMOD: 'Sam Service',
      SC01_UAGN: 'jsmith',
      SC01_DREC: '2026-11-20',
    });
    expect(payload.Notes).toEqual([
      expectedIssueNote('2026-11-20', 'Sam Service', UNDELIVERED_CART_NOTE, true),
    ]);
  });

  it('defaults DatabaseName to TRUX_BH_COMP and leaves agent, name and phone empty', () => {
    const payload = buildUndeliveredCartIssue(
      { address: { ...site, SOURCE: '' }, subject: 'x', description: 'y', staffName: 'Alex Admin' },
      '2026-11-20',
    );
    expect(payload.DatabaseName).toBe('TRUX_BH_COMP');
    expect(payload.SC01).toMatchObject({ SC01_UAGN: '', SC01_NAME: '', SC01_PHON: '' });
  });
});

describe('the issue request', () => {
  const base = { portalId: 'p', address: site, description: 'No cart' };
  it('defaults the subject and requires a description', () => {
    expect(ZUndeliveredCartIssueRequest.parse(base).subject).toBe('CART IS NOT DELIVERED');
    const blank = ZUndeliveredCartIssueRequest.safeParse({ ...base, description: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Please provide a description of the issue.');
    expect(ZUndeliveredCartIssueRequest.safeParse({ ...base, subject: ' ' }).success).toBe(false);
  });
});

describe('the existence rule', () => {
  it('compares street, city and state case-insensitively and the ZIP exactly', () => {
    const a = { street: '120 Maple Ave', city: 'Lake Bluff', state: 'IL', zip: '60044' };
    expect(
      isSameAddress(a, { street: '120  MAPLE AVE ', city: 'lake bluff', state: 'il', zip: '60044' }),
    ).toBe(true);
    expect(isSameAddress(a, { ...a, zip: '60045' })).toBe(false);
    expect(isSameAddress(a, { ...a, street: '122 Maple Ave' })).toBe(false);
  });
});

describe('a new address', () => {
  const customerInfo = {
    firstName: 'Nora',
    lastName: 'New',
    email: 'nora@example.com',
    phoneNumber: '(847) 555-0150',
  };
  const address = { street: '9 Birch Ln', city: 'Lake Bluff', state: 'il', zip: '60044' };
  it('takes the wizard contact rules and upper-cases the state', () => {
    const parsed = ZCreateAddedAddress.parse({ portalId: 'p', address, customerInfo });
    expect(parsed.address.state).toBe('IL');
    expect(parsed.customerInfo).toMatchObject({ salutation: 'Mr.', phoneType: 'Mobile' });
    const bad = ZCreateAddedAddress.safeParse({
      portalId: 'p',
      address,
      customerInfo: { ...customerInfo, email: 'nope' },
    });
    expect(bad.success).toBe(false);
  });
  it('matches Smarty data to the address', () => {
    const smarty = {
      street_line: '9 Birch Ln',
      secondary: '',
      city: 'Lake Bluff',
      state: 'IL',
      zipcode: '60044',
      entries: 0,
    };
    expect(suggestionText(smarty)).toBe('9 Birch Ln, Lake Bluff, IL 60044');
    const parsed = ZCreateAddedAddress.parse({ portalId: 'p', address, customerInfo }).address;
    expect(smartyDataMatches(parsed, { ...smarty, text: '' })).toBe(true);
    expect(smartyDataMatches(parsed, { ...smarty, text: '', zipcode: '60045' })).toBe(false);
  });
});

describe('the spreadsheet', () => {
  it("names the file by day, writes the 14 columns, Added Date as a serial of the portal's local time", () => {
    expect(addedAddressesFileName(new Date('2026-11-20T23:10:00Z'))).toBe('added-addresses-2026-11-20.xlsx');
    expect(ADDED_ADDRESS_EXPORT_COLUMNS).toHaveLength(14);
    const item: TAddedAddress = {
      id: 'a1',
      entryType: 'NewSiteAddress',
      defaultServicesId: 'p',
      portalTitle: 'Village of Lake Bluff',
      addressToAdd: { CM04_ADD2: '9 Birch Ln', CM04_CITY: 'Lake Bluff', CM04_STAT: 'IL', CM04_PZIP: '60044' },
      smartyData: null,
      customerInfo: {
        firstName: 'Nora',
        lastName: 'New',
        email: 'n@x.com',
        phoneNumber: '(847) 555-0150',
        phoneType: 'Home',
      },
      verification: 'Manual',
      createdAt: '2026-11-20T15:00:00.000Z',
      createdBy: 'Sam Service',
      loadedSite: null,
      _ts: 1795100000,
    };
    // 15:00 UTC is 09:00 in Chicago (CST): day 46346 (2026-11-20) and 9/24 of a day
    expect(toAddedAddressExportRow(item, 'America/Chicago')).toEqual([
      '9 Birch Ln',
      'Lake Bluff',
      'IL',
      '60044',
      'Village of Lake Bluff',
      expect.closeTo(46346 + 9 / 24, 9),
      'No',
      '',
      'NewSiteAddress',
      'Nora',
      'New',
      'n@x.com',
      '(847) 555-0150',
      'Home',
    ]);
  });
});
