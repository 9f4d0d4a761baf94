import type { TWebhookEndpoint } from '../../../../domain/webhooks/webhooks';

/** A dialog about one endpoint (its delivery log, deleting it): null while the dialog is closed. */
export interface EndpointDialogProps {
  endpoint: TWebhookEndpoint | null;
  onClose: () => void;
}
