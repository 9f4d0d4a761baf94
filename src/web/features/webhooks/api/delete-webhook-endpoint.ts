/** DELETE /api/admin/webhooks/{id}: the endpoint and its delivery log are gone. */
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { webhookKeys } from './webhook-keys';

export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await api.delete(`/api/admin/webhooks/${encodeURIComponent(id)}`);
}

export function useDeleteWebhookEndpoint() {
  return useRefreshingMutation(deleteWebhookEndpoint, webhookKeys.all);
}
