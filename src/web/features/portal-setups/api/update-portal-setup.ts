/** PUT /api/admin/portal-setups/{id}: the whole setup; the id stays. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPortalSetupCreate } from '../../../../domain/portal-setup';
import { ZPortalSetupRecord, type TPortalSetupRecord } from '../../../../domain/portal-setup-admin';
import { api } from '../../../lib/api-client';
import { portalSetupKeys, setupUrl } from './portal-setup-keys';

export function updatePortalSetup({
  id,
  setup,
}: {
  id: string;
  setup: TPortalSetupCreate;
}): Promise<TPortalSetupRecord> {
  return api.put(setupUrl(id), setup, { schema: ZPortalSetupRecord });
}

export function useUpdatePortalSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePortalSetup,
    onSuccess: (record) => {
      queryClient.setQueryData(portalSetupKeys.detail(record.id), record);
      return queryClient.invalidateQueries({ queryKey: portalSetupKeys.lists() });
    },
  });
}
