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

export const SERVICE_REQUEST_PORTALS_URL = '/api/admin/customer-profiles/filter-options';

export function findServiceRequestPortals(signal?: AbortSignal): Promise<TCustomerProfileFilterOptions> {
  return api.get(SERVICE_REQUEST_PORTALS_URL, { schema: ZCustomerProfileFilterOptions, signal });
}

export const serviceRequestPortalsQueryOptions = queryOptions({
  queryKey: serviceRequestKeys.portals(),
  queryFn: ({ signal }) => findServiceRequestPortals(signal),
  staleTime: 60_000,
});

export function useServiceRequestPortals() {
  return useQuery(serviceRequestPortalsQueryOptions);
}
