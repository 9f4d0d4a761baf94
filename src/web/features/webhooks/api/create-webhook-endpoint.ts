/** POST /api/admin/webhooks: a new endpoint; the answer holds its signing secret, shown once. */
import {
  ZWebhookEndpointCreated,
  type TWebhookEndpointCreated,
  type TWebhookEndpointForm,
} from '../../../../domain/webhooks/webhooks';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { webhookKeys } from './webhook-keys';

export function createWebhookEndpoint(form: TWebhookEndpointForm): Promise<TWebhookEndpointCreated> {
  return api.post('/api/admin/webhooks', form, { schema: ZWebhookEndpointCreated });
}

export function useCreateWebhookEndpoint() {
  return useRefreshingMutation(createWebhookEndpoint, webhookKeys.list());
}
