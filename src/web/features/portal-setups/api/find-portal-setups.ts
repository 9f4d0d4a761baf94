/** GET /api/admin/portal-setups: the filtered list, 20 per page, Load More fetching the next page. */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { hasNextPage } from '../../../../domain/pagination';
import {
  listQueryOf,
  PORTAL_SETUPS_PAGE_SIZE,
  ZPortalSetupListResult,
  type TPortalSetupFilters,
  type TPortalSetupListItem,
  type TPortalSetupListResult,
} from '../../../../domain/portal-setup-admin';
import { api } from '../../../lib/api-client';
import { PORTAL_SETUPS_API, portalSetupKeys } from './portal-setup-keys';

export function findPortalSetups(
  filters: TPortalSetupFilters,
  page: number,
  signal?: AbortSignal,
): Promise<TPortalSetupListResult> {
  return api.get(PORTAL_SETUPS_API, {
    query: listQueryOf(filters, page),
    schema: ZPortalSetupListResult,
    signal,
  });
}

export function portalSetupsQueryOptions(filters: TPortalSetupFilters) {
  const pageSize = PORTAL_SETUPS_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: portalSetupKeys.list(filters),
    queryFn: ({ pageParam, signal }) => findPortalSetups(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) =>
      hasNextPage({ page, pageSize }, last.total) ? page + 1 : undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Each setup once, in the server's order (pages can overlap after a change). */
export function flattenSetupPages(
  pages: readonly TPortalSetupListResult[] | undefined,
): TPortalSetupListItem[] {
  const seen = new Set<string>();
  const items: TPortalSetupListItem[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

export function usePortalSetups(filters: TPortalSetupFilters) {
  return useInfiniteQuery(portalSetupsQueryOptions(filters));
}
