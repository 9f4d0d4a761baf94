/** POST /api/admin/open311-keys/{id}/revoke: the key stops working at once. */
import { ZOpen311Key, type TOpen311Key } from '../../../../domain/open311/open311';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { open311KeyKeys } from './open311-key-keys';

export function revokeOpen311Key(id: string): Promise<TOpen311Key> {
  return api.post(`/api/admin/open311-keys/${encodeURIComponent(id)}/revoke`, undefined, {
    schema: ZOpen311Key,
  });
}

export function useRevokeOpen311Key() {
  return useRefreshingMutation(revokeOpen311Key, open311KeyKeys.list());
}
