/** Revoke an Open311 API key after a confirmation: the city's next request with it is refused. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOpen311Key } from '../../../../domain/open311/open311';
import { RowConfirmModal } from '../../../components/row-confirm-modal';
import { useRevokeOpen311Key } from '../api/revoke-open311-key';

export function RevokeKeyModal({ apiKey, onClose }: { apiKey: TOpen311Key | null; onClose: () => void }) {
  const { t } = useTranslation('open311-keys');
  const revoke = useRevokeOpen311Key();
  return (
    <RowConfirmModal
      row={apiKey}
      onClose={onClose}
      mutation={revoke}
      t={t}
      prefix="revoke"
      done={(revoked) => t('revoke.done', { name: revoked.name })}
    >
      <Text>{t('revoke.confirm', { name: apiKey?.name ?? '' })}</Text>
    </RowConfirmModal>
  );
}
