/**
 * Approve or refuse a claim: the modal names the address and what happens (it moves to the claimant,
 * or stays with its holder), takes an optional note for the audit log and the parties' mails, and
 * shows the server's refusal if the claim was decided meanwhile.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZClaimDecision, type TClaimItem } from '../../../../domain/registration/address-claims';
import type { TClaimOutcome } from '../api/decide-address-claim';
import { useDecideAddressClaim } from '../api/decide-address-claim';
import { ErrorAlert } from '../../../components/widgets/error-alert';

interface Props {
  claim: TClaimItem | null;
  outcome: TClaimOutcome;
  onClose: () => void;
  onDecided: (claim: TClaimItem) => void;
}

const NOTE_MAX = 1000;

export function DecideClaimModal({ claim, outcome, onClose, onDecided }: Props) {
  const { t } = useTranslation('address-claims');
  const [note, setNote] = useState('');
  const decide = useDecideAddressClaim();
  const noteCheck = ZClaimDecision.safeParse({ note });

  const close = () => {
    setNote('');
    decide.reset();
    onClose();
  };
  const confirm = () => {
    if (!claim || !noteCheck.success) return;
    decide.mutate(
      { id: claim.id, outcome, note: noteCheck.data.note },
      {
        onSuccess: (decided) => {
          setNote('');
          decide.reset();
          onDecided(decided);
        },
      },
    );
  };
  const where = claim ? `${claim.address.street}, ${claim.address.city}` : '';

  return (
    <Modal
      opened={claim !== null}
      onClose={close}
      title={t(outcome === 'approve' ? 'decide.approveTitle' : 'decide.refuseTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text>
          {outcome === 'approve'
            ? t('decide.approveText', { address: where, claimant: claim?.claimant.name ?? '' })
            : t('decide.refuseText', { address: where, holder: claim?.holder.name ?? '' })}
        </Text>
        <Textarea
          label={t('decide.note')}
          description={t('decide.noteHint')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={NOTE_MAX}
        />
        {decide.isError && <ErrorAlert>{t('decide.failed', { message: decide.error.message })}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('decide.cancel')}
          </Button>
          <Button
            color={outcome === 'approve' ? undefined : 'red.9'}
            loading={decide.isPending}
            onClick={confirm}
          >
            {t(outcome === 'approve' ? 'decide.confirmApprove' : 'decide.confirmRefuse')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
