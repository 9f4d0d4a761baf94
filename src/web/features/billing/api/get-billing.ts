/** GET /api/billing/{uid}: the Billing page's rates, shown as the server sends them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBillingResponse } from '../../../../domain/billing';
import { api, isApiError } from '../../../lib/api-client';

export function billingQueryOptions(uid: string) {
  return queryOptions({
    queryKey: ['billing', uid] as const,
    queryFn: ({ signal }) =>
      api.get(`/api/billing/${encodeURIComponent(uid)}`, { schema: ZBillingResponse, signal }),
  });
}

export function useBilling(uid: string, enabled: boolean) {
  return useQuery({ ...billingQueryOptions(uid), enabled });
}

/** The server answers 404 for a uid that is not the signed-in customer's. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
