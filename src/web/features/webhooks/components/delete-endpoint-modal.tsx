/** Delete a webhook endpoint after a confirmation: it gets nothing more, and its delivery log goes too. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TWebhookEndpoint } from '../../../../domain/webhooks/webhooks';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';

export function DeleteEndpointModal({
  endpoint,
  onClose,
}: {
  endpoint: TWebhookEndpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const remove = useDeleteWebhookEndpoint();
  return (
    <Modal opened={endpoint !== null} onClose={onClose} title={t('delete.title')} centered>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{t('delete.confirm', { url: endpoint?.url ?? '' })}</Text>
        {remove.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            {t('delete.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              endpoint &&
              remove.mutate(endpoint.id, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t('delete.done') });
                  remove.reset();
                  onClose();
                },
              })
            }
          >
            {t('delete.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
