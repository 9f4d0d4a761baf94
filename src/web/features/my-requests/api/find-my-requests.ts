/** GET /api/services/requests: the signed-in customer's service requests with their status timeline. */
import { useQuery } from '@tanstack/react-query';
import { ZServiceRequestsResponse } from '../../../../domain/services/services-api';
import { api } from '../../../lib/api-client';

export const myRequestsKeys = { all: ['my-requests'] as const };

export function useMyRequests() {
  return useQuery({
    queryKey: myRequestsKeys.all,
    queryFn: ({ signal }) => api.get('/api/services/requests', { schema: ZServiceRequestsResponse, signal }),
  });
}
