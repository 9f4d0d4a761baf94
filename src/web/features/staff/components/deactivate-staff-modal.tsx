/** Confirmation before a soft removal (spec 03 §4, §8): "Are you sure you want to deactivate {name}?" */
import { useState } from 'react';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TStaffUser } from '../../../../domain/staff/staff-user';
import { ConfirmModal } from '../../../components/admin-forms/confirm-modal';
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
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={t('deactivate.title')}
      failure={failure}
      failureLook={{ first: true }}
      cancel={{ label: t('deactivate.cancel'), disabled: deactivate.isPending }}
      confirm={{ label: t('deactivate.confirmButton'), loading: deactivate.isPending, onClick: confirm }}
    >
      <Text fw={500}>{t('deactivate.confirm', { name: user?.name ?? '' })}</Text>
      <Text c="dimmed" fz="sm">
        {t('deactivate.explanation')}
      </Text>
    </ConfirmModal>
  );
}
