/** The delete confirmation: the address and its customer, "This action cannot be undone!". */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TAddedAddress } from '../../../../domain/address-tools/address-tools';
import { customerNameOf, siteText, useToolMessage } from '../../undelivered-cart';
import { useDeleteAddedAddress } from '../api/delete-added-address';

interface Props {
  opened: boolean;
  item: TAddedAddress | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

export function DeleteAddedAddressModal({ opened, item, onClose, onDeleted }: Props) {
  const { t } = useTranslation('added-addresses');
  const toolMessage = useToolMessage();
  const remove = useDeleteAddedAddress();
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('delete.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {item ? (
        <Stack gap="md">
          <Text>{t('delete.question')}</Text>
          <Stack gap={0}>
            <Text fw={600}>{siteText(item.addressToAdd)}</Text>
            {customerNameOf(item) ? (
              <Text fz="sm" c="dimmed">
                {customerNameOf(item)}
              </Text>
            ) : null}
          </Stack>
          <Text c="red" fw={600} fz="sm">
            {t('delete.cannotUndo')}
          </Text>
          {remove.isError ? (
            <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
              {toolMessage(remove.error, 'deleteFailed')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('delete.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(item.id, {
                  onSuccess: () => {
                    remove.reset();
                    onDeleted(t('undelivered-cart:messages.addressDeleted'));
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
