/** Confirmation before a soft removal (spec 03 §4, §8): "Are you sure you want to deactivate {name}?" */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TStaffUser } from '../../../../domain/staff/staff-user';
import { isApiError } from '../../../lib/api-client';
import { useDeactivateStaffUser } from '../api/deactivate-staff-user';

interface DeactivateStaffModalProps {
  opened: boolean;
  /** Kept while the modal fades out. */
  user: TStaffUser | null;
  onClose: () => void;
}

export function DeactivateStaffModal({ opened, user, onClose }: DeactivateStaffModalProps) {
  const { t } = useTranslation('staff');
  const deactivate = useDeactivateStaffUser();
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    deactivate.reset();
    onClose();
  }

  function confirm() {
    if (!user) return;
    setFailure(null);
    deactivate.mutate(user.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('messages.deactivated') });
        close();
      },
      onError: (error) => {
        const base = t('messages.deactivateFailed');
        setFailure(
          isApiError(error) && error.code === 'UNPROCESSABLE'
            ? `${base} ${t('form.errors.selfLockout')}`
            : base,
        );
      },
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={t('deactivate.title')} centered>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Text fw={500}>{t('deactivate.confirm', { name: user?.name ?? '' })}</Text>
        <Text c="dimmed" fz="sm">
          {t('deactivate.explanation')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={deactivate.isPending}>
            {t('deactivate.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deactivate.isPending}>
            {t('deactivate.confirmButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
