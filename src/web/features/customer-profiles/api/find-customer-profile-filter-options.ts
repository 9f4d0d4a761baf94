/** GET /api/admin/customer-profiles/filter-options: the portals to filter by. */
import { useQuery } from '@tanstack/react-query';
import { ZCustomerProfileFilterOptions } from '../../../../domain/customer-profiles/customer-profile-admin';
import { minuteFreshQuery } from '../../../lib/minute-fresh-query';
import { customerProfileKeys } from './customer-profile-keys';

export const CUSTOMER_PROFILE_FILTER_OPTIONS_URL = '/api/admin/customer-profiles/filter-options';

export const customerProfileFilterOptionsQueryOptions = minuteFreshQuery(
  customerProfileKeys.filterOptions(),
  CUSTOMER_PROFILE_FILTER_OPTIONS_URL,
  ZCustomerProfileFilterOptions,
);

export function useCustomerProfileFilterOptions() {
  return useQuery(customerProfileFilterOptionsQueryOptions);
}
