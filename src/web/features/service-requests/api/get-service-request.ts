/** GET /api/admin/service-requests/{id}: the payload as sent, the timeline, the confirmation mail and what staff may do. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZServiceRequestDetail,
  type TServiceRequestDetail,
} from '../../../../domain/service-requests/service-request-desk';
import { api } from '../../../lib/api-client';
import { serviceRequestKeys } from './service-request-keys';

export const serviceRequestPath = (id: string) => `/api/admin/service-requests/${encodeURIComponent(id)}`;

export function getServiceRequest(id: string, signal?: AbortSignal): Promise<TServiceRequestDetail> {
  return api.get(serviceRequestPath(id), { schema: ZServiceRequestDetail, signal });
}

export const serviceRequestDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: serviceRequestKeys.detail(id),
    queryFn: ({ signal }) => getServiceRequest(id, signal),
    staleTime: 0,
  });

export function useServiceRequest(id: string) {
  return useQuery(serviceRequestDetailQueryOptions(id));
}
