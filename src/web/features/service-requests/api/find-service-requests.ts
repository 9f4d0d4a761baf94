/**
 * GET /api/admin/service-requests: keyset pages of 20 newest first, Load More sending back the last
 * page's cursor. The counts come with the first page; later pages keep them. The filters live in the
 * page's address (`?delivery=failed&text=elm`, `?customer=<uid>` from Customer Profiles), so a filtered desk can be bookmarked and shared.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  ZServiceRequestListResult,
  type TServiceRequestCounts,
  type TServiceRequestListItem,
  type TServiceRequestListResult,
} from '../../../../domain/service-requests/service-request-desk';
import { api } from '../../../lib/api-client';
import type { TServiceRequestFilterQuery } from './service-request-filters';
import { serviceRequestKeys } from './service-request-keys';

export function findServiceRequests(
  filters: TServiceRequestFilterQuery,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TServiceRequestListResult> {
  return api.get('/api/admin/service-requests', {
    query: { ...filters, cursor },
    schema: ZServiceRequestListResult,
    signal,
  });
}

export function serviceRequestsQueryOptions(filters: TServiceRequestFilterQuery) {
  return infiniteQueryOptions({
    queryKey: serviceRequestKeys.list(filters),
    queryFn: ({ pageParam, signal }) => findServiceRequests(filters, pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: 1,
  });
}

export function useServiceRequests(filters: TServiceRequestFilterQuery) {
  return useInfiniteQuery(serviceRequestsQueryOptions(filters));
}

/** Each request once, in the server's order. */
export function flattenServiceRequestPages(
  pages: readonly TServiceRequestListResult[] | undefined,
): TServiceRequestListItem[] {
  const seen = new Set<string>();
  const items: TServiceRequestListItem[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The first page's counts (Load More pages carry none). */
export function countsOf(
  pages: readonly TServiceRequestListResult[] | undefined,
): TServiceRequestCounts | null {
  return pages?.find((p) => p.counts)?.counts ?? null;
}
