/** GET /api/admin/webhooks/{id}/deliveries: one page of an endpoint's delivery log, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZWebhookDeliveryList, type TWebhookDeliveryList } from '../../../../domain/webhooks/webhooks';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export const DELIVERY_PAGE_SIZE = 10;

export function findWebhookDeliveries(
  endpointId: string,
  page: number,
  signal?: AbortSignal,
): Promise<TWebhookDeliveryList> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(DELIVERY_PAGE_SIZE) });
  return api.get(`/api/admin/webhooks/${encodeURIComponent(endpointId)}/deliveries?${query}`, {
    schema: ZWebhookDeliveryList,
    signal,
  });
}

export function useWebhookDeliveries(endpointId: string | null, page: number) {
  return useQuery(
    queryOptions({
      queryKey: webhookKeys.deliveries(endpointId ?? '', page),
      queryFn: ({ signal }) => findWebhookDeliveries(endpointId!, page, signal),
      enabled: endpointId !== null,
      placeholderData: keepPreviousData,
      // tries and retries land while the log is open
      refetchInterval: 5000,
    }),
  );
}
