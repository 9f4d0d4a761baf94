import type { TSessionCustomer } from '../../domain/session';

/**
 * The name in the header: the portal's title, except for an enterprise account, whose portal ("All
 * Customers Enterprise") is shared by every company; they see their own company's name (issue 9).
 */
export function headerTitle(
  customer: Pick<TSessionCustomer, 'entryType' | 'organizationName'> | null,
  portalTitle: string | undefined,
): string | undefined {
  const company =
    customer?.entryType === 'EnterpriseCustomerProfile' ? customer.organizationName?.trim() : '';
  return company || portalTitle;
}
