/**
 * The staff editor's calls (/api/admin/what-goes-where/…): a list's items 20 at a time with Load More
 * (name or synonym contains the search), add and change an item, start a portal's list from the
 * hauler's, import a CSV, the export's address, and the searches that found nothing. Every write
 * refreshes the list it wrote.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { hasNextPage } from '../../../../domain/pagination';
import {
  ZWasteGuideCopyResult,
  ZWasteGuideEditorItem,
  ZWasteGuideImportResult,
  ZWasteGuideItemPage,
  ZWasteGuideMisses,
  type TWasteGuideEditorItem,
  type TWasteGuideItemInput,
} from '../../../../domain/what-goes-where/editor';
import { api, withQuery } from '../../../lib/api-client';

export const WASTE_GUIDE_PAGE_SIZE = 20;
const encode = encodeURIComponent;
const BASE = '/api/admin/what-goes-where';

export const wasteGuideEditorKeys = {
  all: ['admin', 'what-goes-where'] as const,
  list: (listId: string) => [...wasteGuideEditorKeys.all, 'list', listId] as const,
  items: (listId: string, search: string) => [...wasteGuideEditorKeys.list(listId), search] as const,
  misses: (portalId: string) => [...wasteGuideEditorKeys.all, 'misses', portalId] as const,
};

export const wasteGuideEditorUrls = {
  items: (listId: string) => `${BASE}/lists/${encode(listId)}/items`,
  item: (listId: string, itemId: string) => `${BASE}/lists/${encode(listId)}/items/${encode(itemId)}`,
  copyHauler: (listId: string) => `${BASE}/lists/${encode(listId)}/copy-hauler`,
  import: (listId: string) => `${BASE}/lists/${encode(listId)}/import`,
  export: (listId: string) => `${BASE}/lists/${encode(listId)}/export`,
  misses: `${BASE}/misses`,
};

export function useWasteGuideItems(listId: string, search: string) {
  const pageSize = WASTE_GUIDE_PAGE_SIZE;
  const query = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: wasteGuideEditorKeys.items(listId, search),
      queryFn: ({ pageParam, signal }) =>
        api.get(wasteGuideEditorUrls.items(listId), {
          query: { page: pageParam, pageSize, search: search.trim() || undefined },
          schema: ZWasteGuideItemPage,
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: (last, _pages, page) =>
        hasNextPage({ page, pageSize }, last.total) ? page + 1 : undefined,
      placeholderData: keepPreviousData,
    }),
  );
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  return {
    ...query,
    items: pages.flatMap((p) => p.items),
    total: first?.total ?? 0,
    ownList: first?.ownList ?? true,
    portalTitle: first?.portalTitle ?? null,
  };
}

/** A change to a list: the list (and the dashboard's misses) read again once it is done. */
function useListChange<Input, Output>(listId: string, change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wasteGuideEditorKeys.list(listId) }),
  });
}

/** Adds an item (no id) or changes one (with its id). */
export function useSaveWasteGuideItem(listId: string) {
  return useListChange(listId, ({ id, item }: { id?: string; item: TWasteGuideItemInput }) =>
    id
      ? api.put<TWasteGuideEditorItem>(wasteGuideEditorUrls.item(listId, id), item, {
          schema: ZWasteGuideEditorItem,
        })
      : api.post<TWasteGuideEditorItem>(wasteGuideEditorUrls.items(listId), item, {
          schema: ZWasteGuideEditorItem,
        }),
  );
}

export function useCopyHaulerList(listId: string) {
  return useListChange(listId, () =>
    api.post(wasteGuideEditorUrls.copyHauler(listId), undefined, { schema: ZWasteGuideCopyResult }),
  );
}

export function useImportWasteGuideCsv(listId: string) {
  return useListChange(listId, (csv: string) =>
    api.post(wasteGuideEditorUrls.import(listId), { csv }, { schema: ZWasteGuideImportResult }),
  );
}

/** The address of the searches that found nothing: of one portal, or ('') of every list. */
export const wasteGuideMissesUrl = (portalId: string) =>
  withQuery(wasteGuideEditorUrls.misses, { portalId: portalId || undefined });

export function wasteGuideMissesQueryOptions(portalId: string) {
  return queryOptions({
    queryKey: wasteGuideEditorKeys.misses(portalId),
    queryFn: ({ signal }) => api.get(wasteGuideMissesUrl(portalId), { schema: ZWasteGuideMisses, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The searches that found nothing: of one portal, or ('') of every list. */
export function useWasteGuideMisses(portalId: string, enabled = true) {
  return useQuery({ ...wasteGuideMissesQueryOptions(portalId), enabled });
}
