/**
 * "Confirm Deletion" (spec 03 §2.9, §8): the customer's name and e-mail, "This action cannot be
 * undone!", the button reading "Deleting..." while the server works, then the success notice.
 */
import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCustomerProfileListItem } from '../../../../domain/customer-profiles/customer-profile-admin';
import { ConfirmModal } from '../../../components/admin-forms/confirm-modal';
import { useDeleteCustomerProfile } from '../api/delete-customer-profile';

interface DeleteCustomerModalProps {
  opened: boolean;
  /** Kept while the modal fades out. */
  customer: TCustomerProfileListItem | null;
  onClose: () => void;
}

export function DeleteCustomerModal({ opened, customer, onClose }: DeleteCustomerModalProps) {
  const { t } = useTranslation('customer-profiles');
  const remove = useDeleteCustomerProfile();
  const [failed, setFailed] = useState(false);

  function close() {
    if (remove.isPending) return;
    setFailed(false);
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!customer) return;
    setFailed(false);
    remove.mutate(customer.uid, {
      onSuccess: (deleted) => {
        notifications.show({
          color: 'green',
          message: t('deleteModal.success', { first: deleted.firstName, last: deleted.lastName }),
          closeButtonProps: { 'aria-label': t('dismiss') },
        });
        remove.reset();
        onClose();
      },
      onError: () => setFailed(true),
    });
  }

  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  return (
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={t('deleteModal.title')}
      closeLabel={t('deleteModal.cancel')}
      failure={failed ? t('deleteModal.failed') : null}
      failureLook={{ first: true }}
      cancel={{ label: t('deleteModal.cancel'), disabled: remove.isPending }}
      confirm={{
        label: remove.isPending ? t('deleteModal.deleting') : t('deleteModal.confirm'),
        disabled: remove.isPending,
        onClick: confirm,
      }}
    >
      <Text>{t('deleteModal.question')}</Text>
      <Stack gap={2}>
        <Text fw={600}>{name}</Text>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {customer?.email}
        </Text>
      </Stack>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
        <Text fw={600} fz="sm">
          {t('deleteModal.warning')}
        </Text>
        <Text fz="sm">{t('deleteModal.keeps')}</Text>
      </Alert>
    </ConfirmModal>
  );
}
