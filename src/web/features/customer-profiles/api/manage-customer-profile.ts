/**
 * The Manage Customer Profile modal's calls: the detail, the services tabs, the enterprise pick list
 * and "Save All Changes". A save replaces the cached detail with the answer and refreshes the rest.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAvailableCustomersPage,
  ZCustomerProfileDetail,
  ZCustomerProfileSaveResponse,
  ZCustomerProfileServices,
  type TCustomerProfileDetail,
  type TCustomerProfileSaveInput,
  type TCustomerProfileSaveResponse,
} from '../../../../domain/customer-profiles/manage-customer-profile';
import { api } from '../../../lib/api-client';

export const manageCustomerProfileKeys = {
  all: ['manage-customer-profile'] as const,
  detail: (uid: string) => [...manageCustomerProfileKeys.all, uid, 'detail'] as const,
  services: (uid: string) => [...manageCustomerProfileKeys.all, uid, 'services'] as const,
  available: (uid: string, search: string) =>
    [...manageCustomerProfileKeys.all, uid, 'available-customers', search] as const,
};

const base = (uid: string) => `/api/admin/customer-profiles/${encodeURIComponent(uid)}`;

export const customerProfileDetailQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: manageCustomerProfileKeys.detail(uid),
    queryFn: ({ signal }) => api.get(base(uid), { schema: ZCustomerProfileDetail, signal }),
  });

export const customerProfileServicesQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: manageCustomerProfileKeys.services(uid),
    queryFn: ({ signal }) => api.get(`${base(uid)}/services`, { schema: ZCustomerProfileServices, signal }),
  });

/** The first 100 pick-list rows matching the search (the table shows at most 100). */
export const availableCustomersQueryOptions = (uid: string, search: string) =>
  queryOptions({
    queryKey: manageCustomerProfileKeys.available(uid, search),
    queryFn: ({ signal }) =>
      api.get(`${base(uid)}/available-customers`, {
        schema: ZAvailableCustomersPage,
        query: { search, pageSize: 100 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useCustomerProfileDetail(uid: string, enabled = true) {
  return useQuery({ ...customerProfileDetailQueryOptions(uid), enabled });
}

export function useCustomerProfileServices(uid: string, enabled: boolean) {
  return useQuery({ ...customerProfileServicesQueryOptions(uid), enabled });
}

export function useAvailableCustomers(uid: string, search: string, enabled: boolean) {
  return useQuery({ ...availableCustomersQueryOptions(uid, search), enabled });
}

export function saveCustomerProfile(
  uid: string,
  body: TCustomerProfileSaveInput,
): Promise<TCustomerProfileSaveResponse> {
  return api.put(base(uid), body, { schema: ZCustomerProfileSaveResponse });
}

export function useSaveCustomerProfile(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCustomerProfileSaveInput) => saveCustomerProfile(uid, body),
    onSuccess: async (result) => {
      queryClient.setQueryData<TCustomerProfileDetail>(manageCustomerProfileKeys.detail(uid), result.detail);
      await queryClient.invalidateQueries({
        queryKey: [...manageCustomerProfileKeys.all, uid],
        predicate: (query) => query.queryKey[2] !== 'detail',
      });
    },
  });
}
