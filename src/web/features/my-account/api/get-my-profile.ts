/** GET /api/me/profile: the signed-in customer's profile for My Account. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMyProfile } from '../../../../domain/my-account';
import { api, isApiError } from '../../../lib/api-client';

export const myProfileQueryKey = ['me', 'profile'] as const;

/** The spec keeps the profile 30 minutes (spec 01 §7 Caching). */
const PROFILE_CACHE_MS = 30 * 60 * 1000;

export const myProfileQueryOptions = queryOptions({
  queryKey: myProfileQueryKey,
  queryFn: ({ signal }) => api.get('/api/me/profile', { schema: ZMyProfile, signal }),
  gcTime: PROFILE_CACHE_MS,
});

export function useMyProfile() {
  return useQuery(myProfileQueryOptions);
}

/** 404: the signed-in customer has no profile ("No customer information found."). */
export const isProfileMissing = (error: unknown) => isApiError(error) && error.status === 404;
