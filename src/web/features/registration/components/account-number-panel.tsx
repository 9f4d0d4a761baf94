/**
 * Address verification by account number (CM04_CUST.CM04_SITE, e.g. 26898.101) together with the
 * account holder's last name (decision 006: the number alone is printed on every bill). The server counts
 * the 3 tries; at 0 the field is disabled. An entry that is not XXXX.XXX or XXXX.XXXX gets the format
 * here (and from the server, which counts no try for it).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconHash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { isAccountNumberShape, normalizeAccountNumber } from '../../../../domain/registration/account-number';
import { DOCUMENT_SUCCESS_ADVANCE_MS } from '../../../../domain/registration/document';
import type { TRegistrationState } from '../../../../domain/registration/schemas';
import { useVerifyAccountNumber } from '../api/registration-steps';
import { useRegistrationError } from '../use-registration-error';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { WizardStep } from '../../../components/widgets/wizard-step';
import { TextButton } from './text-button';

interface Props {
  attemptsRemaining: number;
  onVerified: (state: TRegistrationState) => void;
  onUseEmail: () => void;
}

export function AccountNumberPanel({ attemptsRemaining, onVerified, onUseEmail }: Props) {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationError();
  const [value, setValue] = useState('');
  const [lastName, setLastName] = useState('');
  const [lastNameError, setLastNameError] = useState(false);
  const [remaining, setRemaining] = useState(attemptsRemaining);
  const [entryError, setEntryError] = useState<'account-number-required' | 'account-number-format' | null>(
    null,
  );
  const verify = useVerifyAccountNumber();
  const done = verify.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (normalizeAccountNumber(value) === '') {
      setEntryError('account-number-required');
      return;
    }
    if (!isAccountNumberShape(value)) {
      setEntryError('account-number-format');
      return;
    }
    setEntryError(null);
    if (lastName.trim() === '') {
      setLastNameError(true);
      return;
    }
    setLastNameError(false);
    verify.mutate(
      { accountNumber: value, lastName },
      {
        onSuccess: (state) => setTimeout(() => onVerified(state), DOCUMENT_SUCCESS_ADVANCE_MS),
        onError: (error) => {
          if (isApiError(error) && typeof error.details?.remaining === 'number')
            setRemaining(error.details.remaining);
        },
      },
    );
  };
  const locked = remaining <= 0;

  return (
    <WizardStep heading={t('account.heading')} gap="md" onSubmit={submit}>
      <Text>{t('account.intro')}</Text>
      <TextInput
        label={t('account.label')}
        placeholder="XXXX.XXX"
        description={t('account.hint')}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        disabled={locked || done}
        leftSection={<IconHash size={16} aria-hidden="true" />}
        autoComplete="off"
        error={entryError ? t(`errors.${entryError}`) : null}
        maw={360}
      />
      <TextInput
        label={t('account.lastNameLabel')}
        description={t('account.lastNameHint')}
        value={lastName}
        onChange={(e) => setLastName(e.currentTarget.value)}
        disabled={locked || done}
        autoComplete="family-name"
        error={lastNameError ? t('errors.account-last-name-required') : null}
        maw={360}
      />
      {!locked && !done && remaining < 3 && (
        <Text size="sm" c="dimmed">
          {t('account.remaining', { count: remaining })}
        </Text>
      )}
      {verify.isError && <ErrorAlert>{errorText(verify.error)}</ErrorAlert>}
      {locked && !verify.isError && <ErrorAlert>{t('errors.account-too-many-attempts')}</ErrorAlert>}
      {done && (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
          {t('account.verified')}
        </Alert>
      )}
      <Button type="submit" loading={verify.isPending} disabled={locked || done} w="fit-content">
        {t('account.verify')}
      </Button>
      <TextButton onClick={onUseEmail}>{t('account.useEmail')}</TextButton>
    </WizardStep>
  );
}
