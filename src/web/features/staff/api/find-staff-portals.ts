/** GET /api/admin/staff/portals: the portals a municipality user can be given, by title (admin only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffPortalOptions, type TStaffPortalOptions } from '../../../../domain/staff/staff-user';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function findStaffPortals(signal?: AbortSignal): Promise<TStaffPortalOptions> {
  return api.get('/api/admin/staff/portals', { schema: ZStaffPortalOptions, signal });
}

export function staffPortalsQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.portals(),
    queryFn: ({ signal }) => findStaffPortals(signal),
    staleTime: 60_000,
  });
}

export function useStaffPortals() {
  return useQuery(staffPortalsQueryOptions());
}

/** The portal titles of `ids`, in order; an id without a title (a deleted portal) as itself. */
export function portalTitles(ids: readonly string[], options: TStaffPortalOptions | undefined): string[] {
  const titles = new Map((options?.portals ?? []).map((p) => [p.id, p.title]));
  return ids.map((id) => titles.get(id) ?? id);
}
