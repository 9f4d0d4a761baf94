/**
 * GET /api/what-goes-where/search as the person types, and POST …/misses once they stop on a search
 * that found nothing (so staff see what residents look for).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TWasteGuideSearchResponse } from '../../../../domain/what-goes-where';

/** `zip`: a visitor's ZIP code picks their town's list (else the signed-in portal's, or the hauler's). */
export function useWasteGuideSearch(query: string, language: string, zip?: string) {
  return useQuery({
    queryKey: ['what-goes-where', query, language, zip ?? ''],
    queryFn: ({ signal }) =>
      api.get<TWasteGuideSearchResponse>('/api/what-goes-where/search', {
        query: { q: query, zip },
        signal,
      }),
    enabled: query.length > 0,
    // the next letters' answer replaces this one without the list emptying in between
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function reportWasteGuideMiss(query: string, zip?: string): Promise<void> {
  return api.post('/api/what-goes-where/misses', { q: query, zip });
}
