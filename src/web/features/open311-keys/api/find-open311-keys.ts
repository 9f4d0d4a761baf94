/** GET /api/admin/open311-keys: every Open311 API key, newest first, never the key itself (admin only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOpen311KeyList, type TOpen311KeyList } from '../../../../domain/open311/open311';
import { api } from '../../../lib/api-client';
import { open311KeyKeys } from './open311-key-keys';

export function findOpen311Keys(signal?: AbortSignal): Promise<TOpen311KeyList> {
  return api.get('/api/admin/open311-keys', { schema: ZOpen311KeyList, signal });
}

export function open311KeysQueryOptions() {
  return queryOptions({ queryKey: open311KeyKeys.list(), queryFn: ({ signal }) => findOpen311Keys(signal) });
}

export function useOpen311Keys() {
  return useQuery(open311KeysQueryOptions());
}
