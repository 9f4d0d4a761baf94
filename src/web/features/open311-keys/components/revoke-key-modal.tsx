/** Revoke an Open311 API key after a confirmation: the city's next request with it is refused. */
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TOpen311Key } from '../../../../domain/open311/open311';
import { ConfirmModal, confirmRow } from '../../../components/admin-forms/confirm-modal';
import { useRevokeOpen311Key } from '../api/revoke-open311-key';

export function RevokeKeyModal({ apiKey, onClose }: { apiKey: TOpen311Key | null; onClose: () => void }) {
  const { t } = useTranslation('open311-keys');
  const revoke = useRevokeOpen311Key();
  return (
    <ConfirmModal
      opened={apiKey !== null}
      onClose={onClose}
      title={t('revoke.title')}
      failure={revoke.isError ? t('revoke.failed') : null}
      cancel={{ label: t('revoke.cancel') }}
      confirm={confirmRow(revoke, apiKey, t('revoke.submit'), (revoked) => {
        notifications.show({ color: 'green', message: t('revoke.done', { name: revoked.name }) });
        revoke.reset();
        onClose();
      })}
    >
      <Text>{t('revoke.confirm', { name: apiKey?.name ?? '' })}</Text>
    </ConfirmModal>
  );
}
