/**
 * Delete confirmation (spec §2.6): warns that it cannot be undone and shows the title, ID and business
 * code, with Cancel and "Delete Customer Setup". Unlike the spec's system the delete is wired up; the
 * server refuses it while customer profiles use the setup, and that message is shown here.
 */
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TPortalSetupListItem } from '../../../../domain/portal-setup-admin';
import { useDeletePortalSetup } from '../api/delete-portal-setup';
import { useSetupMessages } from './setup-messages';

interface DeleteSetupModalProps {
  opened: boolean;
  /** Kept while the modal fades out. */
  setup: TPortalSetupListItem | null;
  onClose: () => void;
}

export function DeleteSetupModal({ opened, setup, onClose }: DeleteSetupModalProps) {
  const { t } = useTranslation('portal-setups');
  const remove = useDeletePortalSetup();
  const { apiReasonMessage } = useSetupMessages();
  const failure = remove.isError ? (apiReasonMessage(remove.error) ?? t('delete.failed')) : null;

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('delete.title')} centered>
      {setup ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
            {t('delete.warning')}
          </Alert>
          <Text fz="sm">{t('delete.question')}</Text>
          <SimpleGrid cols={1} spacing={6}>
            <Text fz="sm">
              <Text span fw={600}>
                {t('columns.portalTitle')}:
              </Text>{' '}
              {setup.portalTitle}
            </Text>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                {t('delete.id')}:
              </Text>{' '}
              {setup.id}
            </Text>
            <Text fz="sm">
              <Text span fw={600}>
                {t('columns.businessCode')}:
              </Text>{' '}
              {setup.businessCode ?? '—'}
            </Text>
          </SimpleGrid>
          {failure ? (
            <Alert color="red" role="alert" title={t('delete.refusedTitle')}>
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('delete.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(setup.id, {
                  onSuccess: () => {
                    notifications.show({
                      color: 'green',
                      message: t('delete.done', { title: setup.portalTitle }),
                    });
                    close();
                  },
                })
              }
            >
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
