/** GET /api/admin/address-letters: the address-verification letters not yet used (to print, or sent). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPendingLetterList, type TPendingLetterList } from '../../../../domain/registration/letter';
import { api } from '../../../lib/api-client';
import { addressClaimsKeys } from './address-claims-keys';

export const findPendingLetters = (signal?: AbortSignal): Promise<TPendingLetterList> =>
  api.get('/api/admin/address-letters', { schema: ZPendingLetterList, signal });

export const pendingLettersQueryOptions = () =>
  queryOptions({
    queryKey: addressClaimsKeys.letters(),
    queryFn: ({ signal }) => findPendingLetters(signal),
    staleTime: 0,
  });

export function usePendingLetters() {
  return useQuery(pendingLettersQueryOptions());
}

/** The letters still to be printed (the batch takes these). */
export const lettersToPrint = (list: TPendingLetterList | undefined): number =>
  (list?.items ?? []).filter((letter) => letter.status === 'pending').length;
