/** GET /api/admin/customer-profiles/filter-options: the portals to filter by. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZCustomerProfileFilterOptions,
  type TCustomerProfileFilterOptions,
} from '../../../../domain/customer-profiles/customer-profile-admin';
import { api } from '../../../lib/api-client';
import { customerProfileKeys } from './customer-profile-keys';

export const CUSTOMER_PROFILE_FILTER_OPTIONS_URL = '/api/admin/customer-profiles/filter-options';

export function findCustomerProfileFilterOptions(
  signal?: AbortSignal,
): Promise<TCustomerProfileFilterOptions> {
  return api.get(CUSTOMER_PROFILE_FILTER_OPTIONS_URL, { schema: ZCustomerProfileFilterOptions, signal });
}

export const customerProfileFilterOptionsQueryOptions = queryOptions({
  queryKey: customerProfileKeys.filterOptions(),
  queryFn: ({ signal }) => findCustomerProfileFilterOptions(signal),
  staleTime: 60_000,
});

export function useCustomerProfileFilterOptions() {
  return useQuery(customerProfileFilterOptionsQueryOptions);
}
