/**
 * TanStack Query defaults (spec 01 §7 Caching): queries retry once and do not refetch on window
 * focus; customer and setup data stay fresh for 5 minutes. A 4xx answer is not retried: asking again
 * gives the same answer.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

export const FIVE_MINUTES = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(isApiError(error) && error.isClientError) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: FIVE_MINUTES,
      },
      mutations: { retry: false },
    },
  });
}
