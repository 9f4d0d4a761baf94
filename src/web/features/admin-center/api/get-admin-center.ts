/** GET /api/admin/center: what the Admin Center needs beyond the session (the support e-mail). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminCenter, type TAdminCenter } from '../../../../domain/staff/admin-center';
import { api } from '../../../lib/api-client';

export const ADMIN_CENTER_URL = '/api/admin/center';

export function getAdminCenter(signal?: AbortSignal): Promise<TAdminCenter> {
  return api.get(ADMIN_CENTER_URL, { schema: ZAdminCenter, signal });
}

export const adminCenterQueryOptions = queryOptions({
  queryKey: ['admin-center'] as const,
  queryFn: ({ signal }) => getAdminCenter(signal),
});

export function useAdminCenter(enabled = true) {
  return useQuery({ ...adminCenterQueryOptions, enabled });
}
