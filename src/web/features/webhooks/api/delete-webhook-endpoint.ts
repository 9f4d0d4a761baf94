/** DELETE /api/admin/webhooks/{id}: the endpoint and its delivery log are gone. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await api.delete(`/api/admin/webhooks/${encodeURIComponent(id)}`);
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
