/** GET /api/admin/staff/portals: the portals (jurisdictions) a key can be scoped to, by title (admin only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffPortalOptions, type TStaffPortalOptions } from '../../../../domain/staff/staff-user';
import { api } from '../../../lib/api-client';
import { open311KeyKeys } from './open311-key-keys';

export function findKeyPortals(signal?: AbortSignal): Promise<TStaffPortalOptions> {
  return api.get('/api/admin/staff/portals', { schema: ZStaffPortalOptions, signal });
}

export function useKeyPortals() {
  return useQuery(
    queryOptions({
      queryKey: open311KeyKeys.portals(),
      queryFn: ({ signal }) => findKeyPortals(signal),
      staleTime: 60_000,
    }),
  );
}
