/** POST /api/admin/open311-keys: a new key for some portals; the answer holds the key, shown once. */
import {
  ZOpen311KeyCreated,
  type TOpen311KeyCreated,
  type TOpen311KeyForm,
} from '../../../../domain/open311/open311';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { open311KeyKeys } from './open311-key-keys';

export function createOpen311Key(form: TOpen311KeyForm): Promise<TOpen311KeyCreated> {
  return api.post('/api/admin/open311-keys', form, { schema: ZOpen311KeyCreated });
}

export function useCreateOpen311Key() {
  return useRefreshingMutation(createOpen311Key, open311KeyKeys.list());
}
