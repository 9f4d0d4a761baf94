/** GET /api/admin/portal-setups/filter-options: the distinct codes for the list's dropdowns. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPortalSetupFilterOptions } from '../../../../domain/portal-setup-admin';
import { api } from '../../../lib/api-client';
import { PORTAL_SETUPS_API, portalSetupKeys } from './portal-setup-keys';

export const filterOptionsQueryOptions = queryOptions({
  queryKey: portalSetupKeys.filterOptions(),
  queryFn: ({ signal }) =>
    api.get(`${PORTAL_SETUPS_API}/filter-options`, { schema: ZPortalSetupFilterOptions, signal }),
});

export function useFilterOptions() {
  return useQuery(filterOptionsQueryOptions);
}
