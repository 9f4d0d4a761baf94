import { describe, expect, it } from 'vitest';
import { headerTitle } from './header-title';

describe('headerTitle', () => {
  it('shows an enterprise account its company, not the shared enterprise portal', () => {
    const customer = {
      entryType: 'EnterpriseCustomerProfile' as const,
      organizationName: ' Northshore Facilities Group ',
    };
    expect(headerTitle(customer, 'All Customers Enterprise')).toBe('Northshore Facilities Group');
  });

  it('keeps the portal title for residents, signed-out visitors and a company without a name', () => {
    expect(
      headerTitle({ entryType: 'CustomerProfile', organizationName: 'Ignored Inc' }, 'Village of Lake Bluff'),
    ).toBe('Village of Lake Bluff');
    expect(headerTitle(null, 'Village of Lake Bluff')).toBe('Village of Lake Bluff');
    expect(
      headerTitle(
        { entryType: 'EnterpriseCustomerProfile', organizationName: '  ' },
        'All Customers Enterprise',
      ),
    ).toBe('All Customers Enterprise');
    expect(headerTitle(null, undefined)).toBeUndefined();
  });
});
