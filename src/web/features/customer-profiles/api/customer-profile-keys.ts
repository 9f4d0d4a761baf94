/** Query keys of the customer profiles feature, so a delete can refresh every list at once. */
import type { TCustomerProfileFiltersInput } from '../../../../domain/customer-profiles/customer-profile-admin';

export const customerProfileKeys = {
  all: ['customer-profiles'] as const,
  lists: () => [...customerProfileKeys.all, 'list'] as const,
  list: (filters: TCustomerProfileFiltersInput) => [...customerProfileKeys.lists(), filters] as const,
  filterOptions: () => [...customerProfileKeys.all, 'filter-options'] as const,
};
