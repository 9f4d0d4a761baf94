/** GET /api/registration/addresses?zip=: addresses of a ZIP that are not registered yet. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAddressSearchResponse } from '../../../../domain/registration/schemas';
import { registrationRequest } from './registration-request';

export const searchAddresses = (zip: string, signal?: AbortSignal) =>
  registrationRequest(
    'GET',
    `/api/registration/addresses?zip=${encodeURIComponent(zip)}`,
    ZAddressSearchResponse,
    undefined,
    signal,
  );

export const addressSearchQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: ['registration', 'addresses', zip],
    queryFn: ({ signal }) => searchAddresses(zip, signal),
    staleTime: 60_000,
    retry: false,
  });

export function useAddressSearch(zip: string | null) {
  return useQuery({ ...addressSearchQueryOptions(zip ?? ''), enabled: zip !== null });
}
