/** GET /api/admin/portal-setups/{id}: one setup, for the edit page (a direct link works) and the preview. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPortalSetupRecord } from '../../../../domain/portal-setup-admin';
import { api, isApiError } from '../../../lib/api-client';
import { portalSetupKeys, setupUrl } from './portal-setup-keys';

export function portalSetupQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalSetupKeys.detail(id),
    queryFn: ({ signal }) => api.get(setupUrl(id), { schema: ZPortalSetupRecord, signal }),
    // a missing setup stays missing
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
}

export function usePortalSetup(id: string | null) {
  return useQuery({ ...portalSetupQueryOptions(id ?? ''), enabled: id !== null });
}
