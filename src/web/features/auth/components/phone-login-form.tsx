import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSendPhoneCode, useVerifyPhoneCode } from '../api/phone-login';
import { phoneSendErrorKey, phoneVerifyErrorKey } from '../api/auth-errors';
import { useAfterSignIn } from '../api/use-signed-in';
import { PHONE_PREFIX, isCompletePhone, normaliseCodeInput, normalisePhoneInput } from './validation';
import { formatPhone } from '../../../components/shell/format';
import { ErrorAlert } from '../../../components/widgets/error-alert';

/**
 * The Phone tab (spec 01 §2 Login, §5): step 1 the number, forced to start with +1 and sent only at
 * exactly 12 characters; step 2 the 6-digit code, digits only, verified only at 6; Back returns to
 * step 1.
 */
export function PhoneLoginForm() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState(PHONE_PREFIX);
  const [code, setCode] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [phoneTouched, setPhoneTouched] = useState(false);
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const afterSignIn = useAfterSignIn();

  const phoneComplete = isCompletePhone(phone);
  const showPhoneError = phoneTouched && phone !== PHONE_PREFIX && !phoneComplete;

  const sendCode = (event: React.FormEvent) => {
    event.preventDefault();
    if (!phoneComplete) return setPhoneTouched(true);
    setErrorKey(null);
    send.mutate(
      { phone },
      {
        onSuccess: () => {
          setCode('');
          setStep('code');
        },
        onError: (error) => setErrorKey(phoneSendErrorKey(error)),
      },
    );
  };

  const verifyCode = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) return;
    setErrorKey(null);
    verify.mutate(
      { phone, code },
      { onSuccess: () => void afterSignIn(), onError: (error) => setErrorKey(phoneVerifyErrorKey(error)) },
    );
  };

  const error = errorKey && <ErrorAlert>{t(errorKey)}</ErrorAlert>;

  if (step === 'phone') {
    return (
      <form onSubmit={sendCode} noValidate aria-label={t('tabs.phone')}>
        <Stack gap="md">
          {error}
          <TextInput
            label={t('phone.number')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            // "+1" is a fixed prefix outside the editable text: a caret before it cannot put digits
            // in front of the country code; a click on it goes to the field
            leftSectionPointerEvents="none"
            leftSection={
              <Text size="sm" c="dark" aria-hidden="true">
                {PHONE_PREFIX}
              </Text>
            }
            value={phone.slice(PHONE_PREFIX.length)}
            onChange={(e) => setPhone(normalisePhoneInput(e.currentTarget.value))}
            onBlur={() => setPhoneTouched(true)}
            description={t('phone.numberHint')}
            error={showPhoneError ? t('phone.invalidPhone') : undefined}
          />
          <Button type="submit" fullWidth disabled={!phoneComplete} loading={send.isPending}>
            {t('phone.send')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={verifyCode} noValidate aria-label={t('tabs.phone')}>
      <Stack gap="md">
        {error}
        <Text size="sm">{t('phone.codeSent', { phone: formatPhone(phone) })}</Text>
        <TextInput
          label={t('phone.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(normaliseCodeInput(e.currentTarget.value))}
          maxLength={6}
          styles={{ input: { letterSpacing: '0.3em' } }}
          data-autofocus
        />
        <Button type="submit" fullWidth disabled={code.length !== 6} loading={verify.isPending}>
          {t('phone.verify')}
        </Button>
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={() => {
              setErrorKey(null);
              setStep('phone');
            }}
          >
            {t('phone.back')}
          </Button>
          <Button variant="subtle" onClick={sendCode} loading={send.isPending}>
            {t('phone.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
