import { describe, expect, it } from 'vitest';
import { ZProfileUpdate, currentBillingFields, isEmailChange } from './my-account';

const valid = {
  salutation: 'Ms.',
  firstName: 'Rita',
  lastName: 'Resident',
  phoneType: 'Mobile',
  phoneNumber: '(847) 555-0111',
  preferredContactMethods: ['Email'],
  optInMarketing: true,
  optInNotifications: true,
  optInPaperlessBilling: true,
  differentBillingAddress: false,
};

describe('ZProfileUpdate', () => {
  it('is the registration contact schema with the e-mail as sent', () => {
    expect(ZProfileUpdate.parse({ ...valid, email: 'rita@example.com' })).toMatchObject({
      email: 'rita@example.com',
      billingAddress1: '',
      billingState: '',
    });
  });

  it('needs address line 1, city, state (IL, IN, MI, WI) and ZIP when the billing address differs', () => {
    const result = ZProfileUpdate.safeParse({ ...valid, differentBillingAddress: true });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual([
      'billingAddress1',
      'billingCity',
      'billingState',
      'billingZip',
    ]);
    const billing = { billingAddress1: '1 Main St', billingCity: 'Gary', billingZip: '46402' };
    expect(
      ZProfileUpdate.safeParse({ ...valid, differentBillingAddress: true, ...billing, billingState: 'IN' })
        .success,
    ).toBe(true);
    expect(
      ZProfileUpdate.safeParse({ ...valid, differentBillingAddress: true, ...billing, billingState: 'OH' })
        .success,
    ).toBe(false);
  });
});

describe('isEmailChange', () => {
  it('ignores letter case and spaces, and an absent e-mail', () => {
    expect(isEmailChange('Rita@Example.com', ' rita@example.COM ')).toBe(false);
    expect(isEmailChange('rita@example.com', undefined)).toBe(false);
    expect(isEmailChange('rita@example.com', 'other@example.com')).toBe(true);
  });
});

describe('currentBillingFields', () => {
  it('keeps the current fields', () => {
    expect(
      currentBillingFields({
        differentBillingAddress: true,
        billingAddress1: '1 Main St',
        billingAddress2: null,
        billingCity: 'Gary',
        billingState: 'in',
        billingZip: '46402',
      }),
    ).toEqual({
      differentBillingAddress: true,
      billingAddress1: '1 Main St',
      billingAddress2: '',
      billingCity: 'Gary',
      billingState: 'IN',
      billingZip: '46402',
    });
  });

  it('maps billingSameAsService, billingStreet and billingAptSuite of older records', () => {
    expect(
      currentBillingFields({
        differentBillingAddress: false,
        billingSameAsService: false,
        billingStreet: '12 Old Mill Rd',
        billingAptSuite: 'Suite 4',
        billingCity: 'Kenosha',
        billingState: 'WI',
        billingZip: '53140',
      }),
    ).toMatchObject({
      differentBillingAddress: true,
      billingAddress1: '12 Old Mill Rd',
      billingAddress2: 'Suite 4',
    });
    expect(currentBillingFields({ billingSameAsService: true })).toMatchObject({
      differentBillingAddress: false,
    });
    // the current field wins over the older one
    expect(currentBillingFields({ billingAddress1: 'New St', billingStreet: 'Old St' }).billingAddress1).toBe(
      'New St',
    );
  });

  it('reads a state outside IL, IN, MI, WI as none chosen', () => {
    expect(currentBillingFields({ billingState: 'CA' }).billingState).toBe('');
  });
});
