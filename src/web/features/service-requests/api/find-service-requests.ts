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
import { flattenPages } from '../../../components/admin-list/paged-query';
import { filteredKeysetList } from '../../../components/filtered-keyset-list';
import type { TServiceRequestFilterQuery } from './service-request-filters';
import { serviceRequestKeys } from './service-request-keys';

const list = filteredKeysetList(
  '/api/admin/service-requests',
  ZServiceRequestListResult,
  (filters: TServiceRequestFilterQuery) => serviceRequestKeys.list(filters),
);

/** The address of a page of the desk: the first without a cursor. */
export const serviceRequestsUrl = list.url;
export const findServiceRequests = list.find;
export const serviceRequestsQueryOptions = list.options;

export function useServiceRequests(filters: TServiceRequestFilterQuery) {
  return useInfiniteQuery(serviceRequestsQueryOptions(filters));
}

/** Each request once, in the server's order. */
export const flattenServiceRequestPages = (pages: readonly TServiceRequestListResult[] | undefined) =>
  flattenPages(pages, (item) => item.id);
