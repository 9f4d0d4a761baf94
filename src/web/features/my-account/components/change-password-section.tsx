/**
 * My Account's Change password: the current password, a new one under the registration rules, and
 * its confirmation. The server checks the current one, signs the account's other devices out and
 * keeps this one signed in.
 */
import { useState, type FormEvent } from 'react';
import { Alert, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { findPasswordProblem } from '../../../../domain/password';
import { isApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { SubmitRow } from '../../../components/widgets/submit-row';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { Section } from './section';

const SERVER_REASONS = ['auth/current-password-wrong', 'auth/no-password', 'auth/same-password'] as const;

function serverErrorKey(error: unknown): string {
  if (isApiError(error)) {
    const reason = error.details?.reason;
    if (SERVER_REASONS.includes(reason as (typeof SERVER_REASONS)[number]))
      return `password.errors.${String(reason).replace('auth/', '')}`;
    if (error.status === 429) return 'password.errors.tooMany';
  }
  return 'password.errors.failed';
}

export function ChangePasswordSection() {
  const { t } = useTranslation(['my-account', 'registration']);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const change = useChangePassword();

  const problem = findPasswordProblem(next);
  const confirmProblem = confirm === '' ? 'confirmRequired' : confirm !== next ? 'mismatch' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (current === '' || problem || confirmProblem) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setTouched(false);
        },
      },
    );
  };

  // the three fields differ only in their words, value and problem
  const fields = [
    {
      label: t('password.current'),
      autoComplete: 'current-password',
      value: current,
      onChange: setCurrent,
      problem: current === '' ? 'required' : null,
    },
    { label: t('password.new'), autoComplete: 'new-password', value: next, onChange: setNext, problem },
    {
      label: t('password.confirm'),
      autoComplete: 'new-password',
      value: confirm,
      onChange: setConfirm,
      problem: confirmProblem,
    },
  ];

  return (
    <Section
      id="change-password"
      icon={<IconLock size={20} />}
      title={t('password.title')}
      description={t('password.description')}
    >
      <form onSubmit={submit} noValidate aria-labelledby="change-password-heading">
        <Stack gap="md">
          {change.isSuccess ? (
            <Alert color="green" role="status" icon={<IconCircleCheck size={20} aria-hidden="true" />}>
              {t('password.changed')}
            </Alert>
          ) : null}
          {change.isError ? <ErrorAlert iconSize={20}>{t(serverErrorKey(change.error))}</ErrorAlert> : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {fields.map((field) => (
              <PasswordInput
                key={field.label}
                label={field.label}
                autoComplete={field.autoComplete}
                required
                value={field.value}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                error={touched && field.problem ? t(`registration:password.errors.${field.problem}`) : null}
              />
            ))}
          </SimpleGrid>
          <SubmitRow label={t('password.submit')} loading={change.isPending} />
        </Stack>
      </form>
    </Section>
  );
}
