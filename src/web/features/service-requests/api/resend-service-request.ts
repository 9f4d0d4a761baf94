/** POST /api/admin/service-requests/{id}/resend: a failed request goes to the back office again (same idempotency key). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZServiceRequestDetail,
  type TServiceRequestDetail,
} from '../../../../domain/service-requests/service-request-desk';
import { api } from '../../../lib/api-client';
import { serviceRequestPath } from './get-service-request';
import { serviceRequestKeys } from './service-request-keys';

export function resendServiceRequest(id: string): Promise<TServiceRequestDetail> {
  return api.post(`${serviceRequestPath(id)}/resend`, undefined, { schema: ZServiceRequestDetail });
}

/** The answer replaces the cached detail; the lists refresh (delivery state and counts change). */
export function useResendServiceRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendServiceRequest(id),
    onSuccess: async (detail) => {
      queryClient.setQueryData(serviceRequestKeys.detail(id), detail);
      await queryClient.invalidateQueries({ queryKey: serviceRequestKeys.lists() });
    },
  });
}
