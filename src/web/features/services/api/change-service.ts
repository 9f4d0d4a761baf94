/**
 * Change Service and Additional Carts: POST change-size, POST additional-carts (quantity 0 removes),
 * DELETE additional-carts/{size}. Each answers the updated card, which replaces the cached one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceType } from '../../../../domain/services/service-changes';
import {
  ZServiceChangeResponse,
  type TServiceChangeResponse,
} from '../../../../domain/services/services-api';
import { api } from '../../../lib/api-client';
import { replaceServiceCard } from './get-services';

const base = (serviceType: ServiceType) => `/api/services/${encodeURIComponent(serviceType)}`;

export function changeServiceSize(serviceType: ServiceType, size: number): Promise<TServiceChangeResponse> {
  return api.post(`${base(serviceType)}/change-size`, { size }, { schema: ZServiceChangeResponse });
}

export function setAdditionalCarts(
  serviceType: ServiceType,
  size: number,
  quantity: number,
): Promise<TServiceChangeResponse> {
  return api.post(
    `${base(serviceType)}/additional-carts`,
    { size, quantity },
    { schema: ZServiceChangeResponse },
  );
}

export function removeAdditionalCart(
  serviceType: ServiceType,
  size: number,
): Promise<TServiceChangeResponse> {
  return api.delete(`${base(serviceType)}/additional-carts/${encodeURIComponent(String(size))}`, {
    schema: ZServiceChangeResponse,
  });
}

function useCardMutation<V>(fn: (vars: V) => Promise<TServiceChangeResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => replaceServiceCard(queryClient, result.card),
  });
}

export function useChangeServiceSize(serviceType: ServiceType) {
  return useCardMutation((size: number) => changeServiceSize(serviceType, size));
}

export function useSetAdditionalCarts(serviceType: ServiceType) {
  return useCardMutation((vars: { size: number; quantity: number }) =>
    setAdditionalCarts(serviceType, vars.size, vars.quantity),
  );
}

export function useRemoveAdditionalCart(serviceType: ServiceType) {
  return useCardMutation((size: number) => removeAdditionalCart(serviceType, size));
}
