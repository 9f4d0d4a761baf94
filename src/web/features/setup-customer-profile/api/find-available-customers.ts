/**
 * The enterprise pick list for a new profile: GET /api/admin/available-customers (100 rows a page,
 * filtered by customer name, site name or customer number) and POST …/select-all (every row the
 * filter matches, up to MAX_SELECTED_CUSTOMERS).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  ZAvailableCustomersPage,
  type TAvailableCustomersPage,
} from '../../../../domain/customer-profiles/manage-customer-profile';
import { ZSelectAllCustomersResponse } from '../../../../domain/customer-profiles/setup-customer-profile';
import { api } from '../../../lib/api-client';

/** The table shows at most this many rows (spec 03 §9). */
export const CUSTOMERS_PAGE_SIZE = 100;

export const setupCustomerProfileKeys = {
  all: ['setup-customer-profile'] as const,
  available: (search: string, page: number) =>
    [...setupCustomerProfileKeys.all, 'available-customers', search, page] as const,
};

/** One window of the pick list, with the page it is (the table may show the previous one meanwhile). */
export type TAvailableCustomersWindow = TAvailableCustomersPage & { page: number };

export const availableCustomersQueryOptions = (search: string, page: number) =>
  queryOptions<TAvailableCustomersWindow>({
    queryKey: setupCustomerProfileKeys.available(search, page),
    queryFn: async ({ signal }) => ({
      ...(await api.get('/api/admin/available-customers', {
        schema: ZAvailableCustomersPage,
        query: { search, page, pageSize: CUSTOMERS_PAGE_SIZE },
        signal,
      })),
      page,
    }),
    placeholderData: keepPreviousData,
  });

export function useAvailableCustomers(search: string, page: number) {
  return useQuery(availableCustomersQueryOptions(search, page));
}

export const selectAllCustomers = (search: string) =>
  api.post('/api/admin/available-customers/select-all', { search }, { schema: ZSelectAllCustomersResponse });

export function useSelectAllCustomers() {
  return useMutation({ mutationFn: selectAllCustomers });
}
