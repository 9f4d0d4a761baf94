/**
 * GET /api/what-goes-where/search as the person types, and POST …/misses once they stop on a search
 * that found nothing (so staff see what residents look for).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TWasteGuideSearchResponse } from '../../../../domain/what-goes-where';

export function useWasteGuideSearch(query: string, language: string) {
  return useQuery({
    queryKey: ['what-goes-where', query, language],
    queryFn: ({ signal }) =>
      api.get<TWasteGuideSearchResponse>('/api/what-goes-where/search', { query: { q: query }, signal }),
    enabled: query.length > 0,
    // the next letters' answer replaces this one without the list emptying in between
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function reportWasteGuideMiss(query: string): Promise<void> {
  return api.post('/api/what-goes-where/misses', { q: query });
}
