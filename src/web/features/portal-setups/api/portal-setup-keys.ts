/** Query keys of the portal setups feature, so a change can refresh every list and record at once. */
import type { TPortalSetupFilters } from '../../../../domain/portal-setup-admin';

export const portalSetupKeys = {
  all: ['portal-setups'] as const,
  lists: () => [...portalSetupKeys.all, 'list'] as const,
  list: (filters: TPortalSetupFilters) => [...portalSetupKeys.lists(), filters] as const,
  filterOptions: () => [...portalSetupKeys.all, 'filter-options'] as const,
  detail: (id: string) => [...portalSetupKeys.all, 'detail', id] as const,
  content: (id: string) => [...portalSetupKeys.all, 'content', id] as const,
};

export const PORTAL_SETUPS_API = '/api/admin/portal-setups';

export const setupUrl = (id: string) => `${PORTAL_SETUPS_API}/${encodeURIComponent(id)}`;
