/**
 * Delete confirmation (spec §2.6): warns that it cannot be undone and shows the title, ID and business
 * code, with Cancel and "Delete Customer Setup". Unlike the spec's system the delete is wired up; the
 * server refuses it while customer profiles use the setup, and that message is shown here.
 */
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TPortalSetupListItem } from '../../../../domain/portal-setup-admin';
import { ConfirmModal, confirmRow } from '../../../components/admin-forms/confirm-modal';
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
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={t('delete.title')}
      empty={setup === null}
      failure={failure}
      failureLook={{ title: t('delete.refusedTitle'), noIcon: true }}
      cancel={{ label: t('delete.cancel'), disabled: remove.isPending }}
      confirm={confirmRow(remove, setup, t('delete.confirm'), (deleted) => {
        notifications.show({ color: 'green', message: t('delete.done', { title: deleted.portalTitle }) });
        close();
      })}
    >
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
        {t('delete.warning')}
      </Alert>
      <Text fz="sm">{t('delete.question')}</Text>
      {setup ? (
        <SimpleGrid cols={1} spacing={6}>
          <SetupField label={t('columns.portalTitle')}>{setup.portalTitle}</SetupField>
          <SetupField label={t('delete.id')} anywhere>
            {setup.id}
          </SetupField>
          <SetupField label={t('columns.businessCode')}>{setup.businessCode ?? '—'}</SetupField>
        </SimpleGrid>
      ) : null}
    </ConfirmModal>
  );
}

/** "Label: value", the label bold. */
function SetupField({ label, anywhere, children }: { label: string; anywhere?: boolean; children: string }) {
  return (
    <Text fz="sm" style={anywhere ? { overflowWrap: 'anywhere' } : undefined}>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}
