/** Delete a webhook endpoint after a confirmation: it gets nothing more, and its delivery log goes too. */
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, confirmRow } from '../../../components/admin-forms/confirm-modal';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import type { EndpointDialogProps } from './endpoint-dialog';

export function DeleteEndpointModal({ endpoint, onClose }: EndpointDialogProps) {
  const { t } = useTranslation('webhooks');
  const remove = useDeleteWebhookEndpoint();
  return (
    <ConfirmModal
      opened={endpoint !== null}
      onClose={onClose}
      title={t('delete.title')}
      failure={remove.isError ? t('delete.failed') : null}
      cancel={{ label: t('delete.cancel') }}
      confirm={confirmRow(remove, endpoint, t('delete.submit'), () => {
        notifications.show({ color: 'green', message: t('delete.done') });
        remove.reset();
        onClose();
      })}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{t('delete.confirm', { url: endpoint?.url ?? '' })}</Text>
    </ConfirmModal>
  );
}
