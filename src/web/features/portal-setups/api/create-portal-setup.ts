/** POST /api/admin/portal-setups: the server validates again with the same schema and assigns the id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPortalSetupCreate } from '../../../../domain/portal-setup';
import { ZPortalSetupRecord, type TPortalSetupRecord } from '../../../../domain/portal-setup-admin';
import { api } from '../../../lib/api-client';
import { PORTAL_SETUPS_API, portalSetupKeys } from './portal-setup-keys';

export function createPortalSetup(setup: TPortalSetupCreate): Promise<TPortalSetupRecord> {
  return api.post(PORTAL_SETUPS_API, setup, { schema: ZPortalSetupRecord });
}

export function useCreatePortalSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortalSetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalSetupKeys.all }),
  });
}
