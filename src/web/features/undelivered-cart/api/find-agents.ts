/** GET /api/admin/address-tools/agents: the back office's agents, sorted by full name. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAgentList } from '../../../../domain/address-tools/address-tools';
import { api } from '../../../lib/api-client';
import { addressToolsKeys } from './address-tools-keys';

export const findAgents = (signal?: AbortSignal) =>
  api.get('/api/admin/address-tools/agents', { schema: ZAgentList, signal });

export const agentsQueryOptions = () =>
  queryOptions({
    queryKey: addressToolsKeys.agents(),
    queryFn: ({ signal }) => findAgents(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useAgents = () => useQuery(agentsQueryOptions());
