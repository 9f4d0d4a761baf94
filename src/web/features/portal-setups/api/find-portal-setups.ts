/** GET /api/admin/portal-setups: the filtered list, 20 per page, Load More fetching the next page. */
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  listQueryOf,
  PORTAL_SETUPS_PAGE_SIZE,
  ZPortalSetupListResult,
  type TPortalSetupFilters,
  type TPortalSetupListResult,
} from '../../../../domain/portal-setup-admin';
import { flattenPages, numberedListOptions } from '../../../components/admin-list/paged-query';
import { api } from '../../../lib/api-client';
import { PORTAL_SETUPS_API, portalSetupKeys } from './portal-setup-keys';

export function findPortalSetups(
  filters: TPortalSetupFilters,
  page: number,
  signal?: AbortSignal,
): Promise<TPortalSetupListResult> {
  return api.get(PORTAL_SETUPS_API, {
    query: listQueryOf(filters, page),
    schema: ZPortalSetupListResult,
    signal,
  });
}

export function portalSetupsQueryOptions(filters: TPortalSetupFilters) {
  return numberedListOptions(portalSetupKeys.list(filters), PORTAL_SETUPS_PAGE_SIZE, (page, signal) =>
    findPortalSetups(filters, page, signal),
  );
}

/** Each setup once, in the server's order (pages can overlap after a change). */
export const flattenSetupPages = (pages: readonly TPortalSetupListResult[] | undefined) =>
  flattenPages(pages, (item) => item.id);

export function usePortalSetups(filters: TPortalSetupFilters) {
  return useInfiniteQuery(portalSetupsQueryOptions(filters));
}
