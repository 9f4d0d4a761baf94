/** GET /api/admin/staff: the user list, 20 per page, Load More fetching the next page. */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { hasNextPage } from '../../../../domain/pagination';
import {
  STAFF_PAGE_SIZE,
  ZStaffListResult,
  type TStaffListResult,
  type TStaffSort,
  type TStaffStatus,
} from '../../../../domain/staff/staff-list';
import type { TStaffRole, TStaffUser } from '../../../../domain/staff/staff-user';
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
  return infiniteQueryOptions({
    queryKey: staffKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      findStaffUsers(
        {
          page: pageParam,
          pageSize,
          search: filters.search.trim() || undefined,
          role: filters.role ?? undefined,
          status: filters.status ?? undefined,
          sort: filters.sort ?? undefined,
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) =>
      hasNextPage({ page, pageSize }, last.total) ? page + 1 : undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Each user once, in the server's order (pages can overlap after a change). */
export function flattenStaffPages(pages: readonly TStaffListResult[] | undefined): TStaffUser[] {
  const seen = new Set<string>();
  const users: TStaffUser[] = [];
  for (const page of pages ?? []) {
    for (const user of page.items) {
      if (seen.has(user.id)) continue;
      seen.add(user.id);
      users.push(user);
    }
  }
  return users;
}

export function useStaffUsers(filters: TStaffListFilters) {
  return useInfiniteQuery(staffUsersQueryOptions(filters));
}
