/**
 * GET /api/my-services/{uid}: 10 rows a page, Load More fetching the next 10; a filter change starts
 * again from the first page (a new query key). Totals come with every page.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { hasNextPage } from '../../../../domain/pagination';
import {
  MY_SERVICES_PAGE_SIZE,
  ZMyServicesResponse,
  type TMyServiceRow,
  type TMyServicesResponse,
} from '../../../../domain/services/my-services-api';
import { api } from '../../../lib/api-client';
import { myServicesKeys, type TMyServicesFilterValues } from './my-services-keys';

/** The filters as query parameters (shared with the export link). */
export function filterQuery(filters: TMyServicesFilterValues): Record<string, string | undefined> {
  return {
    address: filters.address.trim() || undefined,
    siteName: filters.siteName.trim() || undefined,
    serviceTypes: filters.serviceTypes.length > 0 ? filters.serviceTypes.join(',') : undefined,
    regularOnly: filters.regularOnly ? 'true' : 'false',
  };
}

export function findMyServices(
  uid: string,
  filters: TMyServicesFilterValues,
  page: number,
  signal?: AbortSignal,
): Promise<TMyServicesResponse> {
  return api.get(`/api/my-services/${encodeURIComponent(uid)}`, {
    query: { ...filterQuery(filters), page, pageSize: MY_SERVICES_PAGE_SIZE },
    schema: ZMyServicesResponse,
    signal,
  });
}

export function myServicesQueryOptions(uid: string, filters: TMyServicesFilterValues) {
  const pageSize = MY_SERVICES_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: myServicesKeys.list(uid, filters),
    queryFn: ({ pageParam, signal }) => findMyServices(uid, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) =>
      hasNextPage({ page, pageSize }, last.total) ? page + 1 : undefined,
    staleTime: 60_000,
  });
}

export function useMyServices(uid: string, filters: TMyServicesFilterValues) {
  return useInfiniteQuery(myServicesQueryOptions(uid, filters));
}

export function flattenRows(pages: readonly TMyServicesResponse[] | undefined): TMyServiceRow[] {
  return (pages ?? []).flatMap((page) => page.items);
}

/** The spreadsheet of the current filters; the browser downloads it straight from the server. */
export function exportUrl(uid: string, filters: TMyServicesFilterValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterQuery(filters)))
    if (value !== undefined) params.set(key, value);
  return `/api/my-services/${encodeURIComponent(uid)}/export.xlsx?${params.toString()}`;
}
