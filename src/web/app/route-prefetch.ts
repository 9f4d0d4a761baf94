/**
 * A signed-in page's data, asked for as soon as the session is known rather than once the page's code
 * has loaded and rendered (issue 9: /Services is measured signed in). The request runs in parallel
 * with the page's own chunks; the page then finds the answer, or the request in flight, in the cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TSession } from '../../domain/session';
import { paths } from '../../domain/paths';

export async function prefetchRouteData(
  pathname: string,
  session: TSession | null,
  queryClient: QueryClient,
): Promise<void> {
  const customer = session?.customer;
  if (!customer) return; // the guard sends a visitor to /login: nothing to fetch
  // route matching ignores case (paths.ts); enterprise customers go from /Services to My Services
  if (pathname.toLowerCase() === paths.services.toLowerCase()) {
    if (customer.entryType === 'EnterpriseCustomerProfile') return;
    const { servicesQueryOptions } = await import('../features/services/api/get-services');
    await queryClient.prefetchQuery(servicesQueryOptions());
  }
}
