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
import { api } from '../../../lib/api-client';
import { serviceRequestKeys } from './service-request-keys';

/** The filters as the page holds them: text as typed, empty meaning "not set". */
export interface TServiceRequestFilterState {
  portal: string;
  kind: string;
  boStatus: string;
  delivery: string;
  createdFrom: string;
  createdTo: string;
  text: string;
  /** One customer's requests (their uid): the link from Customer Profiles. */
  customer: string;
}

export const SERVICE_REQUEST_FILTER_KEYS = [
  'portal',
  'kind',
  'boStatus',
  'delivery',
  'createdFrom',
  'createdTo',
  'text',
  'customer',
] as const satisfies readonly (keyof TServiceRequestFilterState)[];

export const NO_SERVICE_REQUEST_FILTERS: TServiceRequestFilterState = {
  portal: '',
  kind: '',
  boStatus: '',
  delivery: '',
  createdFrom: '',
  createdTo: '',
  text: '',
  customer: '',
};

/** The query string values sent to the server: blanks left out, text trimmed. */
export type TServiceRequestFilterQuery = Partial<Record<keyof TServiceRequestFilterState, string>>;

export function filterQuery(filters: TServiceRequestFilterState): TServiceRequestFilterQuery {
  const query: TServiceRequestFilterQuery = {};
  for (const key of SERVICE_REQUEST_FILTER_KEYS) {
    const text = filters[key].trim();
    if (text) query[key] = text;
  }
  return query;
}

/** The filters kept in the page's address (unknown parameters ignored). */
export function filtersFromSearchParams(params: URLSearchParams): TServiceRequestFilterState {
  const filters = { ...NO_SERVICE_REQUEST_FILTERS };
  for (const key of SERVICE_REQUEST_FILTER_KEYS) filters[key] = params.get(key) ?? '';
  return filters;
}

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
