/** The current visitor's portal branding (GET /api/portal/branding). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPortalBrandingResponse } from '../../domain/branding';
import { ALL_MENU_ITEMS_ON } from '../../domain/branding-menu';
import { api } from './api-client';
import { useHydrated } from './use-hydrated';
import { useSession } from './use-session';

export const BRANDING_URL = '/api/portal/branding';

export const brandingQueryOptions = (customerUid: string | null) =>
  queryOptions({
    // keyed by customer, so signing in or out shows the right portal at once
    queryKey: ['portal-branding', customerUid ?? 'visitor'] as const,
    // the API serialises this answer through ZPortalBrandingResponse; no zod in the entry script
    queryFn: ({ signal }) => api.get<TPortalBrandingResponse>(BRANDING_URL, { signal }),
  });

export function useBranding() {
  const { customer, isLoading: sessionLoading } = useSession();
  // the branding is not in the public pages' built HTML: it is asked for once the page has hydrated
  const hydrated = useHydrated();
  const query = useQuery({
    ...brandingQueryOptions(customer?.uid ?? null),
    enabled: !sessionLoading && hydrated,
  });
  return {
    branding: query.data,
    /** Menu flags; every item is on while loading or on error (spec 01 §2 Shell). */
    menu: query.data?.menu ?? ALL_MENU_ITEMS_ON,
    isLoading: sessionLoading || query.isPending,
    isError: query.isError,
  };
}
