/** GET /api/admin/staff: the user list, 20 per page, Load More fetching the next page. */
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  STAFF_PAGE_SIZE,
  ZStaffListResult,
  type TStaffListResult,
  type TStaffSort,
  type TStaffStatus,
} from '../../../../domain/staff/staff-list';
import type { TStaffRole } from '../../../../domain/staff/staff-user';
import { flattenPages, numberedListOptions } from '../../../components/admin-list/paged-query';
import { api } from '../../../lib/api-client';
import type { TStaffListFilters } from './staff-filters';
import { staffKeys } from './staff-keys';

export interface TStaffListParams {
  page: number;
  pageSize: number;
  search?: string;
  role?: TStaffRole;
  status?: TStaffStatus;
  sort?: TStaffSort;
}

export function findStaffUsers(query: TStaffListParams, signal?: AbortSignal): Promise<TStaffListResult> {
  return api.get('/api/admin/staff', { query: { ...query }, schema: ZStaffListResult, signal });
}

export function staffUsersQueryOptions(filters: TStaffListFilters) {
  const pageSize = STAFF_PAGE_SIZE;
  return numberedListOptions(staffKeys.list(filters), pageSize, (page, signal) =>
    findStaffUsers(
      {
        page,
        pageSize,
        search: filters.search.trim() || undefined,
        role: filters.role ?? undefined,
        status: filters.status ?? undefined,
        sort: filters.sort ?? undefined,
      },
      signal,
    ),
  );
}

/** Each user once, in the server's order (pages can overlap after a change). */
export const flattenStaffPages = (pages: readonly TStaffListResult[] | undefined) =>
  flattenPages(pages, (user) => user.id);

export function useStaffUsers(filters: TStaffListFilters) {
  return useInfiniteQuery(staffUsersQueryOptions(filters));
}
