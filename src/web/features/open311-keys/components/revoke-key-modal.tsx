/** Revoke an Open311 API key after a confirmation: the city's next request with it is refused. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TOpen311Key } from '../../../../domain/open311/open311';
import { useRevokeOpen311Key } from '../api/revoke-open311-key';

export function RevokeKeyModal({ apiKey, onClose }: { apiKey: TOpen311Key | null; onClose: () => void }) {
  const { t } = useTranslation('open311-keys');
  const revoke = useRevokeOpen311Key();
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={t('revoke.title')} centered>
      <Stack gap="md">
        <Text>{t('revoke.confirm', { name: apiKey?.name ?? '' })}</Text>
        {revoke.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            {t('revoke.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('revoke.cancel')}
          </Button>
          <Button
            color="red"
            loading={revoke.isPending}
            onClick={() =>
              apiKey &&
              revoke.mutate(apiKey.id, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t('revoke.done', { name: apiKey.name }) });
                  revoke.reset();
                  onClose();
                },
              })
            }
          >
            {t('revoke.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
