/**
 * GET /api/admin/dashboard (the figures of all portals or one, with the growth toggle's range),
 * GET /api/admin/dashboard/portals (the portal filter: every portal, or a municipality user's own) and
 * GET /api/admin/dashboard/recent-customers (10 per page, newest first, by cursor). The figures are at
 * most a minute old on the server, so the page keeps them a minute too. GET
 * /api/admin/dashboard/route-exceptions: missed pickups and exceptions per route and day (issue 32).
 */
import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ZDashboardFigures,
  ZDashboardPortals,
  ZRecentCustomersPage,
  ZRouteExceptionCounts,
  type TGrowthRange,
} from '../../../../domain/dashboard/dashboard';
import { withQuery } from '../../../lib/api-client';
import { minuteFreshQuery } from '../../../lib/minute-fresh-query';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  portals: () => [...dashboardKeys.all, 'portals'] as const,
  figures: (portalId: string, growth: TGrowthRange) =>
    [...dashboardKeys.all, 'figures', portalId, growth] as const,
  recent: (portalId: string, cursor: string) => [...dashboardKeys.all, 'recent', portalId, cursor] as const,
  routeExceptions: (portalId: string) => [...dashboardKeys.all, 'route-exceptions', portalId] as const,
};

/** The addresses of the page's answers ('' for a portal: all of them). */
export const dashboardUrls = {
  figures: (portalId: string, growth: TGrowthRange) =>
    withQuery('/api/admin/dashboard', { portalId, growth }),
  portals: '/api/admin/dashboard/portals',
  recent: (portalId: string, cursor: string) =>
    withQuery('/api/admin/dashboard/recent-customers', { portalId, cursor }),
  routeExceptions: (portalId: string) => withQuery('/api/admin/dashboard/route-exceptions', { portalId }),
};

/**
 * One of the page's answers that a choice changes (the portal, the growth toggle, the page of
 * customers): a minute fresh, and the last one kept on screen while the next arrives.
 */
function keptAnswer<T>(queryKey: QueryKey, url: string, schema: z.ZodType<T>) {
  return queryOptions({ ...minuteFreshQuery(queryKey, url, schema), placeholderData: keepPreviousData });
}

export function dashboardFiguresQueryOptions(portalId: string, growth: TGrowthRange) {
  return keptAnswer(
    dashboardKeys.figures(portalId, growth),
    dashboardUrls.figures(portalId, growth),
    ZDashboardFigures,
  );
}

export function useDashboardFigures(portalId: string, growth: TGrowthRange) {
  return useQuery(dashboardFiguresQueryOptions(portalId, growth));
}

/** The portals the filter offers (a municipality user's own only). */
export function dashboardPortalsQueryOptions() {
  return minuteFreshQuery(dashboardKeys.portals(), dashboardUrls.portals, ZDashboardPortals);
}

export function useDashboardPortals() {
  return useQuery(dashboardPortalsQueryOptions());
}

/** One page of recent customers; `cursor` is '' for the newest 10. */
export function recentCustomersQueryOptions(portalId: string, cursor: string) {
  return keptAnswer(
    dashboardKeys.recent(portalId, cursor),
    dashboardUrls.recent(portalId, cursor),
    ZRecentCustomersPage,
  );
}

export function useRecentCustomers(portalId: string, cursor: string) {
  return useQuery(recentCustomersQueryOptions(portalId, cursor));
}

/** Missed pickups and exceptions per route and day of the last week (issue 32 §2). */
export function routeExceptionsQueryOptions(portalId: string) {
  return keptAnswer(
    dashboardKeys.routeExceptions(portalId),
    dashboardUrls.routeExceptions(portalId),
    ZRouteExceptionCounts,
  );
}

export function useRouteExceptions(portalId: string) {
  return useQuery(routeExceptionsQueryOptions(portalId));
}
