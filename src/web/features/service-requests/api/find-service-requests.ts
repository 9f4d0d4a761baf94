/**
 * GET /api/admin/service-requests: keyset pages of 20 newest first, Load More sending back the last
 * page's cursor. The counts come with the first page; later pages keep them. The filters live in the
 * page's address (`?delivery=failed&text=elm`, `?customer=<uid>` from Customer Profiles), so a filtered desk can be bookmarked and shared.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  ZServiceRequestListResult,
  type TServiceRequestListResult,
} from '../../../../domain/service-requests/service-request-desk';
import { flattenPages, keysetListOptions } from '../../../components/admin-list/paged-query';
import { api, withQuery } from '../../../lib/api-client';
import type { TServiceRequestFilterQuery } from './service-request-filters';
import { serviceRequestKeys } from './service-request-keys';

/** The address of a page of the desk: the first without a cursor. */
export function serviceRequestsUrl(filters: TServiceRequestFilterQuery, cursor?: string): string {
  return withQuery('/api/admin/service-requests', { ...filters, cursor });
}

export function findServiceRequests(
  filters: TServiceRequestFilterQuery,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TServiceRequestListResult> {
  return api.get(serviceRequestsUrl(filters, cursor), { schema: ZServiceRequestListResult, signal });
}

export function serviceRequestsQueryOptions(filters: TServiceRequestFilterQuery) {
  return keysetListOptions(serviceRequestKeys.list(filters), (cursor, signal) =>
    findServiceRequests(filters, cursor, signal),
  );
}

export function useServiceRequests(filters: TServiceRequestFilterQuery) {
  return useInfiniteQuery(serviceRequestsQueryOptions(filters));
}

/** Each request once, in the server's order. */
export const flattenServiceRequestPages = (pages: readonly TServiceRequestListResult[] | undefined) =>
  flattenPages(pages, (item) => item.id);
