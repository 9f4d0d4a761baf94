/**
 * GET /api/admin/customer-profiles/filter-options: the portals to filter the desk by (the same list
 * Customer Profiles offers; both desks are for customerservice and admin).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZCustomerProfileFilterOptions,
  type TCustomerProfileFilterOptions,
} from '../../../../domain/customer-profiles/customer-profile-admin';
import { api } from '../../../lib/api-client';
import { serviceRequestKeys } from './service-request-keys';

export function findServiceRequestPortals(signal?: AbortSignal): Promise<TCustomerProfileFilterOptions> {
  return api.get('/api/admin/customer-profiles/filter-options', {
    schema: ZCustomerProfileFilterOptions,
    signal,
  });
}

export function useServiceRequestPortals() {
  return useQuery(
    queryOptions({
      queryKey: serviceRequestKeys.portals(),
      queryFn: ({ signal }) => findServiceRequestPortals(signal),
      staleTime: 60_000,
    }),
  );
}
