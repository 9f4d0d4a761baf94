/**
 * The registration result: "Registration Successful", or "Registration Error" with Close and Try Again.
 * Try Again keeps everything entered (issue 28 §2): it never reloads the page; the wizard sends the
 * registration again, or opens the step the error is about.
 */
import { Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../domain/paths';
import { ErrorAlert } from '../../../components/widgets/error-alert';

export type TRegistrationResult =
  | { kind: 'success'; claim: { movesAfter: string | null } | null }
  | { kind: 'error'; message: string; reason?: string };

interface Props {
  result: TRegistrationResult | null;
  onClose: () => void;
  /** After a registration that became a claim: the customer reads what happens next, then goes on. */
  onContinue: () => void;
  /** After an error: try again with what was entered. */
  onTryAgain: () => void;
}

export function ResultModal({ result, onClose, onContinue, onTryAgain }: Props) {
  const { t, i18n } = useTranslation('registration');
  const success = result?.kind === 'success';
  return (
    <Modal
      opened={result !== null}
      onClose={success ? () => {} : onClose}
      withCloseButton={!success}
      closeOnClickOutside={!success}
      closeOnEscape={!success}
      centered
      title={<Text fw={700}>{success ? t('result.successTitle') : t('result.errorTitle')}</Text>}
    >
      {result?.kind === 'success' && result.claim && (
        <Stack align="center" gap="md" py="sm" ta="center">
          <IconClock size={56} color="var(--mantine-color-blue-7)" aria-hidden="true" />
          <Text fw={600}>{t('result.claimOpened')}</Text>
          <Text>
            {result.claim.movesAfter
              ? t('result.claimWaits', {
                  date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                    new Date(result.claim.movesAfter),
                  ),
                })
              : t('result.claimStaff')}
          </Text>
          <Button onClick={onContinue}>{t('result.continue')}</Button>
        </Stack>
      )}
      {result?.kind === 'success' && !result.claim && (
        <Stack align="center" gap="md" py="sm" ta="center">
          <IconCircleCheck size={56} color="var(--mantine-color-green-7)" aria-hidden="true" />
          <Text>{t('result.successText')}</Text>
          <Loader size="sm" type="dots" />
        </Stack>
      )}
      {result?.kind === 'error' && (
        <Stack gap="md">
          <ErrorAlert>{result.message}</ErrorAlert>
          <Text size="sm" c="dimmed">
            {t('result.supportHint')}{' '}
            <Anchor href={paths.contactUs} target="_blank" rel="noopener noreferrer">
              {t('result.contactSupport')}
            </Anchor>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('result.close')}
            </Button>
            <Button onClick={onTryAgain}>{t('result.tryAgain')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
