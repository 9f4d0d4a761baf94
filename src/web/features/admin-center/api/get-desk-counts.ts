/**
 * GET /api/admin/service-requests/counts: the tickets desk's counts per status of the portals the
 * staff member may see (a municipality user's own), without any ticket. Shown on the Admin Center.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZServiceRequestStatusCounts,
  type TServiceRequestStatusCounts,
} from '../../../../domain/service-requests/service-request-desk';
import { api } from '../../../lib/api-client';

export const DESK_COUNTS_URL = '/api/admin/service-requests/counts';

export function getDeskCounts(signal?: AbortSignal): Promise<TServiceRequestStatusCounts> {
  return api.get(DESK_COUNTS_URL, { schema: ZServiceRequestStatusCounts, signal });
}

export const deskCountsQueryOptions = queryOptions({
  queryKey: ['admin-center', 'desk-counts'] as const,
  queryFn: ({ signal }) => getDeskCounts(signal),
  staleTime: 60_000,
});

export function useDeskCounts() {
  return useQuery(deskCountsQueryOptions);
}
