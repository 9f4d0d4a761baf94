/**
 * A signed-in page's data, asked for as soon as the session is known rather than once the page's code
 * has loaded and rendered (issue 9: /Services is measured signed in; issue 33 §1: the dashboard). The
 * request runs in parallel with the page's own chunks; the page then finds the answer, or the request
 * in flight, in the cache. Only answers the page keeps fresh for a while are asked for here: a list
 * the page asks for again on mounting (staleTime 0) would be read twice.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TSession } from '../../domain/session';
import { paths } from '../../domain/paths';

/** Route matching ignores case and a trailing slash (paths.ts). */
const samePath = (pathname: string, path: string) =>
  pathname.toLowerCase().replace(/\/+$/, '') === path.toLowerCase();

export async function prefetchRouteData(
  pathname: string,
  session: TSession | null,
  queryClient: QueryClient,
): Promise<void> {
  const staff = session?.staff;
  // every staff role but a work account not on the staff list opens the dashboard (require-staff.tsx)
  if (staff && staff.role !== 'unknown' && samePath(pathname, paths.admin.dashboard)) {
    const { dashboardFiguresQueryOptions, dashboardPortalsQueryOptions } =
      await import('../features/dashboard/api/dashboard-queries');
    // the page opens on all portals and the whole growth range (dashboard-page.tsx)
    await Promise.all([
      queryClient.prefetchQuery(dashboardFiguresQueryOptions('', 'all')),
      queryClient.prefetchQuery(dashboardPortalsQueryOptions()),
    ]);
    return;
  }
  const customer = session?.customer;
  if (!customer) return; // the guard sends a visitor to /login: nothing to fetch
  // enterprise customers go from /Services to My Services
  if (samePath(pathname, paths.services)) {
    if (customer.entryType === 'EnterpriseCustomerProfile') return;
    const { servicesQueryOptions } = await import('../features/services/api/get-services');
    await queryClient.prefetchQuery(servicesQueryOptions());
  }
}
