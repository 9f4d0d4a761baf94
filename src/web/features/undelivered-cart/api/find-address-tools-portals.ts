/** GET /api/admin/address-tools/portals: the customer portals the wizard (and the list's filter) offer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAddressToolsPortals } from '../../../../domain/address-tools/address-tools';
import { api } from '../../../lib/api-client';
import { addressToolsKeys } from './address-tools-keys';

export const findAddressToolsPortals = (signal?: AbortSignal) =>
  api.get('/api/admin/address-tools/portals', { schema: ZAddressToolsPortals, signal });

export const addressToolsPortalsQueryOptions = () =>
  queryOptions({
    queryKey: addressToolsKeys.portals(),
    queryFn: ({ signal }) => findAddressToolsPortals(signal),
    staleTime: 60_000,
    retry: 1,
  });

export const useAddressToolsPortals = () => useQuery(addressToolsPortalsQueryOptions());
