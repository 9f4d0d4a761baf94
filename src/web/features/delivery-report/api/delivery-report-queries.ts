/**
 * GET /api/admin/delivery-report/portals (the Portal Title select), GET /api/admin/delivery-report
 * (pages of 20, Load More sending back the last page's cursor), GET /api/admin/delivery-report/summary
 * (the summary cards, asked for beside the rows: it reads every matching row, so the rows do not wait
 * for it) and the streamed export with the same filters.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  ZDeliveryReportPage,
  ZDeliveryReportPortals,
  ZDeliveryReportSummary,
  type TDeliveryReportPage,
} from '../../../../domain/delivery-report/delivery-report-api';
import type { DeliveryReportRow } from '../../../../domain/delivery-report/delivery-report-row';
import { api, withQuery } from '../../../lib/api-client';
import { minuteFreshQuery } from '../../../lib/minute-fresh-query';
import { freshWithPage } from '../../../lib/page-answers';
import { downloadFile } from '../../../lib/download-file';

/** The Report Settings as the server reads them: text values, blanks left out. */
export type TDeliveryReportQuery = Partial<
  Record<
    | 'portalId'
    | 'date'
    | 'search'
    | 'createdFrom'
    | 'createdTo'
    | 'trash'
    | 'recycling'
    | 'yardwaste'
    | 'changes'
    | 'noRemovals'
    | 'trux',
    string
  >
>;

export const deliveryReportKeys = {
  all: ['delivery-report'] as const,
  portals: () => [...deliveryReportKeys.all, 'portals'] as const,
  rows: (query: TDeliveryReportQuery) => [...deliveryReportKeys.all, 'rows', query] as const,
  summary: (query: TDeliveryReportQuery) => [...deliveryReportKeys.all, 'summary', query] as const,
};

/** The addresses of the report's answers; the rows' first page without a cursor. */
export const deliveryReportUrls = {
  portals: '/api/admin/delivery-report/portals',
  rows: (query: TDeliveryReportQuery, cursor?: string) =>
    withQuery('/api/admin/delivery-report', { ...query, cursor }),
  summary: (query: TDeliveryReportQuery) => withQuery('/api/admin/delivery-report/summary', query),
};

export const deliveryReportPortalsQueryOptions = minuteFreshQuery(
  deliveryReportKeys.portals(),
  deliveryReportUrls.portals,
  ZDeliveryReportPortals,
);

export function useDeliveryReportPortals() {
  return useQuery(deliveryReportPortalsQueryOptions);
}

/**
 * The rows, read again on every mount (staleTime 0), but for the first page a page rendered by the
 * server came with (lib/page-answers.ts); likewise the summary.
 */
export function deliveryReportQueryOptions(query: TDeliveryReportQuery) {
  return infiniteQueryOptions({
    queryKey: deliveryReportKeys.rows(query),
    queryFn: ({ pageParam, signal }) =>
      api.get(deliveryReportUrls.rows(query, pageParam ?? undefined), {
        schema: ZDeliveryReportPage,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: freshWithPage,
    retry: 1,
  });
}

/** `enabled` false holds the report back (a municipality user's portal is not chosen yet). */
export function useDeliveryReport(query: TDeliveryReportQuery, enabled = true) {
  return useInfiniteQuery({ ...deliveryReportQueryOptions(query), enabled });
}

export function deliveryReportSummaryQueryOptions(query: TDeliveryReportQuery) {
  return queryOptions({
    queryKey: deliveryReportKeys.summary(query),
    queryFn: ({ signal }) =>
      api.get(deliveryReportUrls.summary(query), { schema: ZDeliveryReportSummary, signal }),
    staleTime: freshWithPage,
    retry: 1,
  });
}

/** The summary cards of the same filters as the rows; `enabled` as for useDeliveryReport. */
export function useDeliveryReportSummary(query: TDeliveryReportQuery, enabled = true) {
  return useQuery({ ...deliveryReportSummaryQueryOptions(query), enabled });
}

/** Each row once, in the server's order. */
export function rowsOf(pages: readonly TDeliveryReportPage[] | undefined): DeliveryReportRow[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) =>
    page.rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true))),
  );
}

export function exportUrl(query: TDeliveryReportQuery): string {
  const text = new URLSearchParams(query).toString();
  return `/api/admin/delivery-report/export${text ? `?${text}` : ''}`;
}

export function downloadDeliveryReport(query: TDeliveryReportQuery, onProgress: (bytes: number) => void) {
  return downloadFile(exportUrl(query), 'delivery-report.xlsx', onProgress);
}
