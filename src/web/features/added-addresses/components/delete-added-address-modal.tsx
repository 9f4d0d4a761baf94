/** The delete confirmation: the address and its customer, "This action cannot be undone!". */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAddedAddress } from '../../../../domain/address-tools/address-tools';
import { ConfirmModal, confirmRow } from '../../../components/admin-forms/confirm-modal';
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
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={t('delete.title')}
      closeLabel={t('close')}
      centered={false}
      empty={item === null}
      failure={remove.isError ? toolMessage(remove.error, 'deleteFailed') : null}
      cancel={{ label: t('delete.cancel'), disabled: remove.isPending }}
      confirm={confirmRow(remove, item, t('delete.confirm'), () => {
        remove.reset();
        onDeleted(t('undelivered-cart:messages.addressDeleted'));
      })}
      buttonsGap="md"
    >
      <Text>{t('delete.question')}</Text>
      {item ? (
        <Stack gap={0}>
          <Text fw={600}>{siteText(item.addressToAdd)}</Text>
          {customerNameOf(item) ? (
            <Text fz="sm" c="dimmed">
              {customerNameOf(item)}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Text c="red" fw={600} fz="sm">
        {t('delete.cannotUndo')}
      </Text>
    </ConfirmModal>
  );
}
