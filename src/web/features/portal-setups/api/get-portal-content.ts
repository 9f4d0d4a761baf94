/** GET /api/admin/portal-setups/{id}/content: the portal's content for the preview modal. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPortalContentPreview } from '../../../../domain/portal-setup-admin';
import { api } from '../../../lib/api-client';
import { portalSetupKeys, setupUrl } from './portal-setup-keys';

export function portalContentQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalSetupKeys.content(id),
    queryFn: ({ signal }) => api.get(`${setupUrl(id)}/content`, { schema: ZPortalContentPreview, signal }),
  });
}

export function usePortalContent(id: string | null) {
  return useQuery({ ...portalContentQueryOptions(id ?? ''), enabled: id !== null });
}
