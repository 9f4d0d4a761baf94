/**
 * GET /api/admin/service-requests/counts: the tickets desk's counts per status of the portals the
 * staff member may see (a municipality user's own), without any ticket. Shown on the Admin Center.
 */
import { useQuery } from '@tanstack/react-query';
import { ZServiceRequestStatusCounts } from '../../../../domain/service-requests/service-request-desk';
import { minuteFreshQuery } from '../../../lib/minute-fresh-query';

export const DESK_COUNTS_URL = '/api/admin/service-requests/counts';

export const deskCountsQueryOptions = minuteFreshQuery(
  ['admin-center', 'desk-counts'] as const,
  DESK_COUNTS_URL,
  ZServiceRequestStatusCounts,
);

export function useDeskCounts() {
  return useQuery(deskCountsQueryOptions);
}
