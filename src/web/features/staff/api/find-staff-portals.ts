/** GET /api/admin/staff/portals: the portals a municipality user can be given, by title (admin only). */
import { useQuery } from '@tanstack/react-query';
import { ZStaffPortalOptions, type TStaffPortalOptions } from '../../../../domain/staff/staff-user';
import { minuteFreshQuery } from '../../../lib/minute-fresh-query';
import { staffKeys } from './staff-keys';

export function staffPortalsQueryOptions() {
  return minuteFreshQuery(staffKeys.portals(), '/api/admin/staff/portals', ZStaffPortalOptions);
}

export function useStaffPortals() {
  return useQuery(staffPortalsQueryOptions());
}

/** The portal titles of `ids`, in order; an id without a title (a deleted portal) as itself. */
export function portalTitles(ids: readonly string[], options: TStaffPortalOptions | undefined): string[] {
  const titles = new Map((options?.portals ?? []).map((p) => [p.id, p.title]));
  return ids.map((id) => titles.get(id) ?? id);
}
