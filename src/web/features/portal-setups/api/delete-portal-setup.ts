/** DELETE /api/admin/portal-setups/{id}: refused (409, with the count) while customer profiles use the setup. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { portalSetupKeys, setupUrl } from './portal-setup-keys';

export function deletePortalSetup(id: string): Promise<void> {
  return api.delete(setupUrl(id));
}

export function useDeletePortalSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePortalSetup,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: portalSetupKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: portalSetupKeys.all });
    },
  });
}
