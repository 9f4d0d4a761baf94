/** GET /api/my-services/{uid}/service-types: the codes among the customer's services, for the filter. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZServiceTypesResponse } from '../../../../domain/services/my-services-api';
import { api } from '../../../lib/api-client';
import { FIVE_MINUTES } from '../../../lib/query-client';
import { myServicesKeys } from './my-services-keys';

export const serviceTypesQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: myServicesKeys.serviceTypes(uid),
    queryFn: ({ signal }) =>
      api.get(`/api/my-services/${encodeURIComponent(uid)}/service-types`, {
        schema: ZServiceTypesResponse,
        signal,
      }),
    staleTime: FIVE_MINUTES,
  });

export function useServiceTypes(uid: string) {
  return useQuery(serviceTypesQueryOptions(uid));
}
