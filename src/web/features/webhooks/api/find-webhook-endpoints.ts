/** GET /api/admin/webhooks: every webhook endpoint with its latest delivery, never a secret (admin only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWebhookEndpointList, type TWebhookEndpointList } from '../../../../domain/webhooks/webhooks';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function findWebhookEndpoints(signal?: AbortSignal): Promise<TWebhookEndpointList> {
  return api.get('/api/admin/webhooks', { schema: ZWebhookEndpointList, signal });
}

export function useWebhookEndpoints() {
  return useQuery(
    queryOptions({
      queryKey: webhookKeys.list(),
      queryFn: ({ signal }) => findWebhookEndpoints(signal),
      // the latest delivery changes as events happen
      refetchInterval: 10_000,
    }),
  );
}
