/** A delivery's status as a coloured badge. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TWebhookDeliveryStatus } from '../../../../domain/webhooks/webhooks';

const COLORS: Record<TWebhookDeliveryStatus, string> = {
  pending: 'blue',
  retrying: 'orange',
  delivered: 'teal',
  failed: 'red',
  skipped: 'gray',
};

export function DeliveryStatusBadge({ status }: { status: TWebhookDeliveryStatus }) {
  const { t } = useTranslation('webhooks');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`deliveryStatus.${status}`)}
    </Badge>
  );
}
