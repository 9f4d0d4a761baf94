/** GET /api/admin/content/portals: portals to edit, title contains the search, 20 per page with Load More. */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { hasNextPage } from '../../../../domain/pagination';
import { ZContentPortalListResult, type TContentPortalListItem } from '../../../../domain/content-editor';
import { api } from '../../../lib/api-client';
import { contentEditorKeys, contentEditorUrls } from './content-editor-keys';

export const CONTENT_PORTALS_PAGE_SIZE = 20;

export function contentPortalsQueryOptions(search: string) {
  const pageSize = CONTENT_PORTALS_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: contentEditorKeys.portals(search),
    queryFn: ({ pageParam, signal }) =>
      api.get(contentEditorUrls.portals, {
        query: { page: pageParam, pageSize, search: search.trim() || undefined },
        schema: ZContentPortalListResult,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) =>
      hasNextPage({ page, pageSize }, last.total) ? page + 1 : undefined,
    placeholderData: keepPreviousData,
  });
}

export function useContentPortals(search: string) {
  const query = useInfiniteQuery(contentPortalsQueryOptions(search));
  const pages = query.data?.pages ?? [];
  const portals: TContentPortalListItem[] = pages.flatMap((p) => p.items);
  return { ...query, portals, total: pages[0]?.total ?? 0 };
}
