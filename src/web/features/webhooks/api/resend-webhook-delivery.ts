/** POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend: the same message sent again. */
import { ZWebhookDelivery, type TWebhookDelivery } from '../../../../domain/webhooks/webhooks';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { webhookKeys } from './webhook-keys';

export function resendWebhookDelivery(endpointId: string, deliveryId: string): Promise<TWebhookDelivery> {
  return api.post(
    `/api/admin/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
    undefined,
    { schema: ZWebhookDelivery },
  );
}

export function useResendWebhookDelivery() {
  return useRefreshingMutation(
    ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      resendWebhookDelivery(endpointId, deliveryId),
    webhookKeys.all,
  );
}
