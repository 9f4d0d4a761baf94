/** Delete a webhook endpoint after a confirmation: it gets nothing more, and its delivery log goes too. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowConfirmModal } from '../../../components/row-confirm-modal';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import type { EndpointDialogProps } from './endpoint-dialog';

export function DeleteEndpointModal({ endpoint, onClose }: EndpointDialogProps) {
  const { t } = useTranslation('webhooks');
  const remove = useDeleteWebhookEndpoint();
  return (
    <RowConfirmModal
      row={endpoint}
      onClose={onClose}
      mutation={remove}
      t={t}
      prefix="delete"
      done={() => t('delete.done')}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{t('delete.confirm', { url: endpoint?.url ?? '' })}</Text>
    </RowConfirmModal>
  );
}
