/** POST /api/admin/open311-keys/{id}/revoke: the key stops working at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOpen311Key, type TOpen311Key } from '../../../../domain/open311/open311';
import { api } from '../../../lib/api-client';
import { open311KeyKeys } from './open311-key-keys';

export function revokeOpen311Key(id: string): Promise<TOpen311Key> {
  return api.post(`/api/admin/open311-keys/${encodeURIComponent(id)}/revoke`, undefined, {
    schema: ZOpen311Key,
  });
}

export function useRevokeOpen311Key() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOpen311Key,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: open311KeyKeys.list() }),
  });
}
