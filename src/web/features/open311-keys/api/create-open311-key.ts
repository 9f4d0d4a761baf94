/** POST /api/admin/open311-keys: a new key for some portals; the answer holds the key, shown once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZOpen311KeyCreated,
  type TOpen311KeyCreated,
  type TOpen311KeyForm,
} from '../../../../domain/open311/open311';
import { api } from '../../../lib/api-client';
import { open311KeyKeys } from './open311-key-keys';

export function createOpen311Key(form: TOpen311KeyForm): Promise<TOpen311KeyCreated> {
  return api.post('/api/admin/open311-keys', form, { schema: ZOpen311KeyCreated });
}

export function useCreateOpen311Key() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpen311Key,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: open311KeyKeys.list() }),
  });
}
