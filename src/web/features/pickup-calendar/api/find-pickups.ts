/** GET /api/pickups: the signed-in customer's pickup days over the next 8 weeks (issue 14). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPickupsResponse, type TPickupsResponse } from '../../../../domain/pickup-calendar/pickups-api';
import { api } from '../../../lib/api-client';
import { FIVE_MINUTES } from '../../../lib/query-client';

export const pickupKeys = {
  all: ['pickups'] as const,
  /** Per customer, so a second account in the same tab never reads the first one's days. */
  list: (uid: string) => [...pickupKeys.all, uid] as const,
};

export function findPickups(signal?: AbortSignal): Promise<TPickupsResponse> {
  return api.get('/api/pickups', { schema: ZPickupsResponse, signal });
}

export const pickupsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: pickupKeys.list(uid),
    queryFn: ({ signal }) => findPickups(signal),
    staleTime: FIVE_MINUTES,
  });

export function usePickups(uid: string | null) {
  return useQuery({ ...pickupsQueryOptions(uid ?? ''), enabled: uid !== null });
}
