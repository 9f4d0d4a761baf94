/**
 * Address verification by a letter with a one-time code (decision 006): the letter is mailed to the
 * service address and takes a few days, so the panel says so and that the registration is kept; when
 * the letter has been requested (now or on an earlier visit) the code from it is entered here. Codes
 * are eight letters and digits, typed with or without the dash.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconMailbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_SUCCESS_ADVANCE_MS } from '../../../../domain/registration/document';
import {
  LETTER_CODE_LENGTH,
  LETTER_VALID_DAYS,
  normalizeLetterCode,
} from '../../../../domain/registration/letter';
import type { TRegistrationState } from '../../../../domain/registration/schemas';
import { formatShortDate } from '../../../i18n/format';
import { useRequestLetter } from '../api/request-letter';
import { useVerifyLetter } from '../api/verify-letter';
import { useRegistrationError } from '../use-registration-error';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { WizardStep } from '../../../components/widgets/wizard-step';
import { TextButton } from './text-button';

interface Props {
  state: TRegistrationState;
  onStateChange: (state: TRegistrationState) => void;
  onVerified: (state: TRegistrationState) => void;
  onUseEmail: () => void;
}

export function LetterPanel({ state, onStateChange, onVerified, onUseEmail }: Props) {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationError();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(false);
  const request = useRequestLetter();
  const verify = useVerifyLetter();
  const done = verify.isSuccess;
  const { street, city, state: region, zip } = state.address;
  const where = `${street}, ${city}, ${region} ${zip}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (normalizeLetterCode(code).length !== LETTER_CODE_LENGTH) {
      // the server's answer to an earlier entry no longer applies
      verify.reset();
      setCodeError(true);
      return;
    }
    setCodeError(false);
    verify.mutate(code, {
      onSuccess: (next) => setTimeout(() => onVerified(next), DOCUMENT_SUCCESS_ADVANCE_MS),
    });
  };

  return (
    <WizardStep heading={t('letter.heading')} gap="md">
      {state.letter === null ? (
        <>
          <Text>{t('letter.intro', { address: where })}</Text>
          <Text>{t('letter.kept', { days: LETTER_VALID_DAYS })}</Text>
          {request.isError && <ErrorAlert>{errorText(request.error)}</ErrorAlert>}
          <Button
            leftSection={<IconMailbox size={18} aria-hidden="true" />}
            loading={request.isPending}
            onClick={() => request.mutate(undefined, { onSuccess: onStateChange })}
            w="fit-content"
          >
            {t('letter.request')}
          </Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Alert color="blue" icon={<IconMailbox size={18} aria-hidden="true" />} role="status">
              {t('letter.requested', {
                date: formatShortDate(state.letter.requestedAt),
                address: where,
              })}
            </Alert>
            <Text>{t('letter.comeBack')}</Text>
            <TextInput
              label={t('letter.codeLabel')}
              description={t('letter.codeHint')}
              placeholder="ABCD-EFGH"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              disabled={done}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              error={codeError ? t('letter.codeLength', { count: LETTER_CODE_LENGTH }) : null}
              maw={360}
            />
            {verify.isError && <ErrorAlert>{errorText(verify.error)}</ErrorAlert>}
            {done && (
              <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
                {t('letter.verified')}
              </Alert>
            )}
            <Button type="submit" loading={verify.isPending} disabled={done} w="fit-content">
              {t('letter.verify')}
            </Button>
          </Stack>
        </form>
      )}
      <TextButton onClick={onUseEmail}>{t('account.useEmail')}</TextButton>
    </WizardStep>
  );
}
