/**
 * POST /api/services/{serviceType}/requests/{kind}: a missed pickup, pickup, vacation hold or damaged
 * cart. Answers `filed` with the issue number, or `queued` (202) when it will be filed shortly.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceType } from '../../../../domain/services/service-changes';
import {
  ZServiceRequestResponse,
  type ServiceRequestKind,
  type TServiceRequestResponse,
} from '../../../../domain/services/services-api';
import { api } from '../../../app/api-client';
import { servicesKeys } from './services-keys';

export function submitServiceRequest(
  serviceType: ServiceType,
  kind: ServiceRequestKind,
  body: Record<string, unknown>,
): Promise<TServiceRequestResponse> {
  return api.post(
    `/api/services/${encodeURIComponent(serviceType)}/requests/${encodeURIComponent(kind)}`,
    body,
    { schema: ZServiceRequestResponse },
  );
}

export function useSubmitServiceRequest(serviceType: ServiceType, kind: ServiceRequestKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => submitServiceRequest(serviceType, kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesKeys.requests() }),
  });
}
