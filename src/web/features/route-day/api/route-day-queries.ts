/**
 * The route-day screen's calls (issue 32 §1): the portals to choose from (the dashboard's list: every
 * portal, or a municipality user's own), the routes of a day, a route's stops (25 a page, Load More),
 * the two writes, the CSV upload (text/csv, all or nothing: the wrong lines come back with a 422)
 * and the CSV download.
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
import {
  ZRecordAnswer,
  ZRouteDayImportAnswer,
  ZRouteDays,
  ZRouteStopsPage,
  type TCsvLineError,
  type TRouteDayImportAnswer,
  type TRouteStateBody,
  type TSiteEventInput,
} from '../../../../domain/collection-day/route-day-api';
import { ZDashboardPortals } from '../../../../domain/dashboard/dashboard';
import { api, apiErrorOf, networkError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

const BASE = '/api/admin/route-days';

export const routeDayKeys = {
  all: ['route-day'] as const,
  portals: () => [...routeDayKeys.all, 'portals'] as const,
  days: (portalId: string, day: string) => [...routeDayKeys.all, 'days', portalId, day] as const,
  stops: (portalId: string, day: string, route: string, search: string) =>
    [...routeDayKeys.all, 'stops', portalId, day, route, search] as const,
};

export function useRouteDayPortals() {
  return useQuery(
    queryOptions({
      queryKey: routeDayKeys.portals(),
      queryFn: ({ signal }) => api.get('/api/admin/dashboard/portals', { schema: ZDashboardPortals, signal }),
      staleTime: 60_000,
    }),
  );
}

/** The routes of `day` ('' for today at the portal). */
export function useRouteDays(portalId: string, day: string) {
  return useQuery({
    queryKey: routeDayKeys.days(portalId, day),
    queryFn: ({ signal }) =>
      api.get(BASE, { query: { portalId, day: day || undefined }, schema: ZRouteDays, signal }),
    enabled: portalId !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: 1,
  });
}

export function routeStopsOptions(portalId: string, day: string, route: string, search: string) {
  return infiniteQueryOptions({
    queryKey: routeDayKeys.stops(portalId, day, route, search),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${BASE}/stops`, {
        query: { portalId, day, route, search: search || undefined, cursor: pageParam ?? undefined },
        schema: ZRouteStopsPage,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: 1,
  });
}

export function useRouteStops(portalId: string, day: string, route: string, search: string) {
  return useInfiniteQuery(routeStopsOptions(portalId, day, route, search));
}

/** After a write, the routes' counts and the stops are read again. */
function useRefreshAfterWrite() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: routeDayKeys.all });
}

export function useRecordRouteState() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: TRouteStateBody) => api.post(`${BASE}/route-state`, body, { schema: ZRecordAnswer }),
    onSuccess: refresh,
  });
}

export function useRecordSiteEvent() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: TSiteEventInput) => api.post(`${BASE}/site-events`, body, { schema: ZRecordAnswer }),
    onSuccess: refresh,
  });
}

/** The import refused the file: its wrong lines (nothing was saved). */
export class CsvLinesError extends Error {
  constructor(readonly lines: TCsvLineError[]) {
    super('Some lines of the file are wrong.');
  }
}

/** Sends the file as text/csv; a 422 becomes CsvLinesError with the lines. */
export async function importRouteDayCsv(portalId: string, file: File): Promise<TRouteDayImportAnswer> {
  let response: Response;
  try {
    response = await fetch(`${BASE}/import?${new URLSearchParams({ portalId })}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'text/csv', accept: 'application/json' },
      body: file,
    });
  } catch {
    throw networkError();
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 422) {
    const parsed = ZRouteDayImportAnswer.safeParse(body);
    if (parsed.success) throw new CsvLinesError(parsed.data.errors);
  }
  if (!response.ok) throw apiErrorOf(response.status, response.statusText, body);
  return ZRouteDayImportAnswer.parse(body);
}

export function useImportRouteDayCsv() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ portalId, file }: { portalId: string; file: File }) => importRouteDayCsv(portalId, file),
    onSuccess: refresh,
  });
}

export function downloadRouteDayCsv(portalId: string, day: string) {
  return downloadFile(
    `${BASE}/export.csv?${new URLSearchParams({ portalId, day })}`,
    `route-day-${day}.csv`,
    () => undefined,
  );
}
