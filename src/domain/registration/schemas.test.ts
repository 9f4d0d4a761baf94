import { describe, expect, it } from 'vitest';
import { filterAddresses, ZContactInformation, ZResidence, ZZip } from './schemas';

const contact = {
  firstName: 'Jane',
  lastName: 'Doe',
  phoneNumber: '(847) 555-0123',
  preferredContactMethods: ['Email'],
};

describe('registration schemas', () => {
  it('needs a 5-digit ZIP', () => {
    expect(ZZip.safeParse('60044').success).toBe(true);
    expect(ZZip.safeParse('6004').success).toBe(false);
    expect(ZZip.safeParse('6004a').success).toBe(false);
  });

  it('filters addresses by street, case-insensitively, and shows none for an empty filter', () => {
    const items = [{ CM04_ADD2: '12 OAK ST' }, { CM04_ADD2: '14 ELM ST' }];
    expect(filterAddresses(items, '')).toEqual([]);
    expect(filterAddresses(items, 'oak')).toEqual([{ CM04_ADD2: '12 OAK ST' }]);
    expect(filterAddresses(items, ' St ')).toHaveLength(2);
  });

  it('defaults an address to single family, owner, not HOA; a multi-family one needs a numeric unit', () => {
    expect(ZResidence.parse({})).toEqual({
      residenceType: 'singleFamily',
      aptUnit: '',
      ownerOrRenter: 'owner',
      hoa: false,
    });
    expect(ZResidence.safeParse({ residenceType: 'multiFamily' }).error?.issues[0]?.message).toBe(
      'Apartment unit is required',
    );
    expect(
      ZResidence.safeParse({ residenceType: 'multiFamily', aptUnit: '2B' }).error?.issues[0]?.message,
    ).toBe('Apartment unit must be a number');
    expect(ZResidence.safeParse({ residenceType: 'multiFamily', aptUnit: '204' }).success).toBe(true);
  });

  it('fills contact defaults (Mr., Mobile, opt-ins on) and needs a contact method', () => {
    const parsed = ZContactInformation.parse(contact);
    expect(parsed).toMatchObject({
      salutation: 'Mr.',
      phoneType: 'Mobile',
      optInMarketing: true,
      optInNotifications: true,
      optInPaperlessBilling: true,
      differentBillingAddress: false,
    });
    expect(ZContactInformation.safeParse({ ...contact, preferredContactMethods: [] }).success).toBe(false);
    expect(
      ZContactInformation.safeParse({ ...contact, phoneNumber: '555-0123' }).error?.issues[0]?.message,
    ).toBe('Please enter a valid 10-digit phone number');
  });

  it('needs billing line 1, city, state (IL, IN, MI, WI) and ZIP for a different billing address', () => {
    const result = ZContactInformation.safeParse({ ...contact, differentBillingAddress: true });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual([
      'billingAddress1',
      'billingCity',
      'billingState',
      'billingZip',
    ]);
    const acceptsBillingIn = (billingState: string) =>
      ZContactInformation.safeParse({
        ...contact,
        differentBillingAddress: true,
        billingAddress1: '1 Main St',
        billingCity: 'Chicago',
        billingState,
        billingZip: '60601',
      }).success;
    expect(acceptsBillingIn('OH')).toBe(false);
    expect(acceptsBillingIn('IL')).toBe(true);
  });
});
