/**
 * Step 3, Verify Email: six digit boxes (pasting 6 digits fills them and submits), Verify, Resend with
 * a 60-second countdown; the code is sent 100 ms after the screen opens. After a Google sign-in, or a
 * document or account-number verification whose e-mail is confirmed too, the step shows "Address
 * Already Verified" instead. A document or the account number proves the address, not the e-mail, so
 * until the e-mail is confirmed the code entry shows, with a note that the address is verified.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  PinInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useMatches,
  type MantineSize,
} from '@mantine/core';
import { IconCircleCheck, IconMailCheck, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import type { TRegistrationState } from '../../../../domain/registration/schemas';
import { CODE_LENGTH } from '../../../../domain/registration/verification-code';
import { DOCUMENT_SUCCESS_ADVANCE_MS } from '../../../../domain/registration/document';
import { useSendVerificationCode, useVerifyCode } from '../api/registration-steps';
import { reasonOf, useRegistrationError } from '../use-registration-error';
import { isAddressProven } from '../wizard-types';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { StepNav } from './step-nav';

/** When the code screen first sends the code (spec 01 §9). */
const AUTO_SEND_DELAY_MS = 100;

interface Props {
  state: TRegistrationState;
  /** True when a code still has to be sent automatically for this e-mail. */
  autoSend: boolean;
  onAutoSent: () => void;
  /** Epoch ms before which Resend is not offered (kept by the page across steps). */
  resendAt: number;
  onResendAt: (epochMs: number) => void;
  onVerified: (state: TRegistrationState) => void;
  onContinue: () => void;
  onBack: () => void;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function VerifyStep({
  state,
  autoSend,
  onAutoSent,
  resendAt,
  onResendAt,
  onVerified,
  onContinue,
  onBack,
}: Props) {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationError();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [verifiedNow, setVerifiedNow] = useState(false);
  const send = useSendVerificationCode();
  const verify = useVerifyCode();
  const addressVerified = isAddressProven(state);
  const alreadyVerified = state.verifiedBy === 'google' || (addressVerified && state.emailVerified);
  const now = useNow(!alreadyVerified && resendAt > Date.now());
  const waitSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const sendCodeNow = send.mutate;
  const pinSize = useMatches<MantineSize>({ base: 'md', xs: 'lg' });
  const pinGap = useMatches<MantineSize>({ base: 'xs', xs: 'sm' });

  const sendCode = () => {
    setLocalError(null);
    sendCodeNow(undefined, {
      onSuccess: (sent) => onResendAt(Date.now() + sent.resendAfterSeconds * 1000),
      onError: (error) => {
        if (isApiError(error) && typeof error.details?.waitSeconds === 'number') {
          onResendAt(Date.now() + error.details.waitSeconds * 1000);
        }
        if (reasonOf(error) === 'registration/email-already-verified') setVerifiedNow(true);
      },
    });
  };

  useEffect(() => {
    if (!autoSend || alreadyVerified || state.emailVerified) return;
    const timer = setTimeout(() => {
      onAutoSent();
      sendCodeNow(undefined, {
        onSuccess: (sent) => onResendAt(Date.now() + sent.resendAfterSeconds * 1000),
        onError: (error) => {
          if (isApiError(error) && typeof error.details?.waitSeconds === 'number') {
            onResendAt(Date.now() + error.details.waitSeconds * 1000);
          }
        },
      });
    }, AUTO_SEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoSend, alreadyVerified, state.emailVerified, onAutoSent, onResendAt, sendCodeNow]);

  const submit = (value = code) => {
    if (value.length !== CODE_LENGTH) {
      setLocalError(t('errors.code-digits'));
      return;
    }
    setLocalError(null);
    verify.mutate(value, {
      onSuccess: (next) => {
        setVerifiedNow(true);
        setTimeout(() => onVerified(next), DOCUMENT_SUCCESS_ADVANCE_MS);
      },
      onError: () => setCode(''),
    });
  };

  if (alreadyVerified) {
    const text =
      state.verifiedBy === 'document' || state.verifiedBy === 'document-matched'
        ? t('verify.alreadyDocument')
        : state.verifiedBy === 'account-number'
          ? t('verify.alreadyAccountNumber')
          : state.verifiedBy === 'letter'
            ? t('verify.alreadyLetter')
            : t('verify.alreadyGoogle');
    return (
      <Stack gap="lg" align="center" ta="center" py="md">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden="true">
          <IconShieldCheck size={36} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('verify.alreadyTitle')}
        </Title>
        <Text maw={460}>{text}</Text>
        <StepNav onBack={onBack} w="100%">
          <Button onClick={onContinue}>{t('nav.continue')}</Button>
        </StepNav>
      </Stack>
    );
  }

  const done = verifiedNow || state.emailVerified;
  const error =
    localError ??
    (verify.isError
      ? errorText(verify.error)
      : send.isError && reasonOf(send.error) !== 'registration/email-already-verified'
        ? errorText(send.error)
        : null);

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
          <IconMailCheck size={24} />
        </ThemeIcon>
        <div>
          <Title order={2} size="h3">
            {t('verify.heading')}
          </Title>
          {/* a long e-mail breaks anywhere rather than pushing a phone's page sideways */}
          <Text c="dimmed" role="status" style={{ overflowWrap: 'anywhere' }}>
            {send.isPending ? t('verify.sending') : t('verify.sentTo', { email: state.email ?? '' })}
          </Text>
        </div>
      </Group>

      {addressVerified && !done && (
        <Alert color="green" icon={<IconShieldCheck size={18} aria-hidden="true" />}>
          {t('verify.confirmEmail')}
        </Alert>
      )}

      <Center>
        <PinInput
          length={CODE_LENGTH}
          type="number"
          oneTimeCode
          size={pinSize}
          value={code}
          onChange={setCode}
          onComplete={(value) => submit(value)}
          disabled={done || verify.isPending}
          error={error !== null}
          aria-label={t('verify.codeLabel')}
          getInputProps={(index) => ({ 'aria-label': t('verify.digitLabel', { n: index + 1 }) })}
          gap={pinGap}
        />
      </Center>

      {error && <ErrorAlert>{error}</ErrorAlert>}
      {done && (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
          {t('verify.verified')}
        </Alert>
      )}

      <Group justify="center" gap="lg">
        <Button onClick={() => submit()} loading={verify.isPending} disabled={done}>
          {t('verify.verify')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={sendCode}
          disabled={waitSeconds > 0 || send.isPending || done}
          c={waitSeconds > 0 || done ? 'dimmed' : undefined}
          style={{ cursor: waitSeconds > 0 || done ? 'default' : undefined }}
        >
          {waitSeconds > 0 ? t('verify.resendIn', { seconds: waitSeconds }) : t('verify.resend')}
        </Anchor>
      </Group>

      <StepNav onBack={onBack}>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('verify.changeEmail')}
        </Anchor>
      </StepNav>
    </Stack>
  );
}
