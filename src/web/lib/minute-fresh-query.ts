/**
 * A GET whose answer changes seldom (the portals a filter offers, the desk's counts): one query,
 * fresh for a minute, from its key, its address and the answer's schema.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';

export function minuteFreshQuery<T, Key extends QueryKey>(queryKey: Key, url: string, schema: z.ZodType<T>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get(url, { schema, signal }),
    staleTime: 60_000,
  });
}
