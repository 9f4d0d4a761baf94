/**
 * GET /api/content/{kind} as TanStack queries with the spec's content caching (fresh 1 hour, kept
 * 24 hours, no refetch on focus, mount or reconnect, one retry). The key is shared with the other
 * content pages (see contentQueryKey), so what the home page preloads is what they read.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTENT_QUERY_CACHE,
  contentPath,
  contentQueryKey,
  contentResponseSchema,
  type TContentKind,
  type TContentResponse,
} from '../../../../domain/content';
import { api } from '../../../app/api-client';
import { useSession } from '../../../app/use-session';

export function contentQueryOptions<K extends TContentKind>(kind: K, customerUid: string | null) {
  return queryOptions({
    queryKey: contentQueryKey(kind, customerUid),
    queryFn: ({ signal }): Promise<TContentResponse<K>> =>
      api.get(contentPath(kind), { schema: contentResponseSchema(kind), signal }),
    ...CONTENT_QUERY_CACHE,
  });
}

export function useHomeContent() {
  const { customer } = useSession();
  return useQuery({ ...contentQueryOptions('home', customer?.uid ?? null), enabled: Boolean(customer) });
}
