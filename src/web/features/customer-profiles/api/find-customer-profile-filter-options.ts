/** GET /api/admin/customer-profiles/filter-options: the portals to filter by. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZCustomerProfileFilterOptions,
  type TCustomerProfileFilterOptions,
} from '../../../../domain/customer-profiles/customer-profile-admin';
import { api } from '../../../lib/api-client';
import { customerProfileKeys } from './customer-profile-keys';

export function findCustomerProfileFilterOptions(
  signal?: AbortSignal,
): Promise<TCustomerProfileFilterOptions> {
  return api.get('/api/admin/customer-profiles/filter-options', {
    schema: ZCustomerProfileFilterOptions,
    signal,
  });
}

export function useCustomerProfileFilterOptions() {
  return useQuery(
    queryOptions({
      queryKey: customerProfileKeys.filterOptions(),
      queryFn: ({ signal }) => findCustomerProfileFilterOptions(signal),
      staleTime: 60_000,
    }),
  );
}
