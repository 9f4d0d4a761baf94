/** POST /api/my-services/{uid}/actions: a row action from the support modal. */
import { useMutation } from '@tanstack/react-query';
import {
  ZMyServicesActionResponse,
  type TMyServicesActionResponse,
  type TSiteRowKey,
} from '../../../../domain/services/my-services-api';
import type { EnterpriseAction } from '../../../../domain/services/service-requests';
import { api } from '../../../lib/api-client';

export interface TMyServicesActionInput {
  action: EnterpriseAction;
  row: TSiteRowKey;
  subject: string;
  details: string;
}

export function submitMyServicesAction(
  uid: string,
  input: TMyServicesActionInput,
): Promise<TMyServicesActionResponse> {
  return api.post(`/api/my-services/${encodeURIComponent(uid)}/actions`, input, {
    schema: ZMyServicesActionResponse,
  });
}

export function useSubmitMyServicesAction(uid: string) {
  return useMutation({ mutationFn: (input: TMyServicesActionInput) => submitMyServicesAction(uid, input) });
}
