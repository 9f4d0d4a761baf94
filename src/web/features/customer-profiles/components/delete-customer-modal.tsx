/**
 * "Confirm Deletion" (spec 03 §2.9, §8): the customer's name and e-mail, "This action cannot be
 * undone!", the button reading "Deleting..." while the server works, then the success notice.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCustomerProfileListItem } from '../../../../domain/customer-profiles/customer-profile-admin';
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
    <Modal
      opened={opened}
      onClose={close}
      title={t('deleteModal.title')}
      closeButtonProps={{ 'aria-label': t('deleteModal.cancel') }}
      centered
    >
      <Stack gap="md">
        {failed ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            {t('deleteModal.failed')}
          </Alert>
        ) : null}
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('deleteModal.cancel')}
          </Button>
          <Button color="red" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('deleteModal.deleting') : t('deleteModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
