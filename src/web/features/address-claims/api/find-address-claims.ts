/** GET /api/admin/address-claims: one page of claims on held addresses, by status (open first). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZClaimList,
  ZClaimListQuery,
  type TClaimList,
  type TClaimStatus,
} from '../../../../domain/registration/address-claims';
import { api } from '../../../lib/api-client';
import { addressClaimsKeys } from './address-claims-keys';

export const CLAIMS_PAGE_SIZE = 10;

export function findAddressClaims(
  status: TClaimStatus,
  page: number,
  signal?: AbortSignal,
): Promise<TClaimList> {
  const query = ZClaimListQuery.parse({ status, page, pageSize: CLAIMS_PAGE_SIZE });
  return api.get('/api/admin/address-claims', { query, schema: ZClaimList, signal });
}

export function addressClaimsQueryOptions(status: TClaimStatus, page: number) {
  return queryOptions({
    queryKey: addressClaimsKeys.list(status, page),
    queryFn: ({ signal }) => findAddressClaims(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAddressClaims(status: TClaimStatus, page: number) {
  return useQuery(addressClaimsQueryOptions(status, page));
}
