/** PATCH /api/admin/webhooks/{id}: enable or disable an endpoint (or change its events or contact setting). */
import {
  ZWebhookEndpoint,
  type TWebhookEndpoint,
  type TWebhookEndpointUpdate,
} from '../../../../domain/webhooks/webhooks';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { webhookKeys } from './webhook-keys';

export function updateWebhookEndpoint(id: string, change: TWebhookEndpointUpdate): Promise<TWebhookEndpoint> {
  return api.patch(`/api/admin/webhooks/${encodeURIComponent(id)}`, change, { schema: ZWebhookEndpoint });
}

export function useUpdateWebhookEndpoint() {
  return useRefreshingMutation(
    ({ id, change }: { id: string; change: TWebhookEndpointUpdate }) => updateWebhookEndpoint(id, change),
    webhookKeys.list(),
  );
}
