/** GET /api/my-services/{uid}/sales-rep: the banner's sales representative. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSalesRepResponse } from '../../../../domain/services/my-services-api';
import { api } from '../../../lib/api-client';
import { FIVE_MINUTES } from '../../../lib/query-client';
import { myServicesKeys } from './my-services-keys';

export const salesRepQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: myServicesKeys.salesRep(uid),
    queryFn: ({ signal }) =>
      api.get(`/api/my-services/${encodeURIComponent(uid)}/sales-rep`, { schema: ZSalesRepResponse, signal }),
    staleTime: FIVE_MINUTES,
  });

export function useSalesRep(uid: string) {
  return useQuery(salesRepQueryOptions(uid));
}
