/** POST /api/admin/service-requests/{id}/status: set the status and/or add a note (built-in back office only). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZServiceRequestDetail,
  type TServiceRequestDetail,
  type TServiceRequestStatusUpdate,
} from '../../../../domain/service-requests/service-request-desk';
import { api } from '../../../lib/api-client';
import { serviceRequestPath } from './get-service-request';
import { serviceRequestKeys } from './service-request-keys';

export function setServiceRequestStatus(
  id: string,
  body: TServiceRequestStatusUpdate,
): Promise<TServiceRequestDetail> {
  return api.post(`${serviceRequestPath(id)}/status`, body, { schema: ZServiceRequestDetail });
}

/** The answer replaces the cached detail; the lists refresh (status and counts change). */
export function useSetServiceRequestStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TServiceRequestStatusUpdate) => setServiceRequestStatus(id, body),
    onSuccess: async (detail) => {
      queryClient.setQueryData(serviceRequestKeys.detail(id), detail);
      await queryClient.invalidateQueries({ queryKey: serviceRequestKeys.lists() });
    },
  });
}
