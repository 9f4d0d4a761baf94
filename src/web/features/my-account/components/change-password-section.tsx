/**
 * My Account's Change password: the current password, a new one under the registration rules, and
 * its confirmation. The server checks the current one, signs the account's other devices out and
 * keeps this one signed in.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { findPasswordProblem } from '../../../../domain/password';
import { isApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
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
          {change.isError ? (
            <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
              {t(serverErrorKey(change.error))}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <PasswordInput
              label={t('password.current')}
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => setCurrent(e.currentTarget.value)}
              error={touched && current === '' ? t('registration:password.errors.required') : null}
            />
            <PasswordInput
              label={t('password.new')}
              autoComplete="new-password"
              required
              value={next}
              onChange={(e) => setNext(e.currentTarget.value)}
              error={touched && problem ? t(`registration:password.errors.${problem}`) : null}
            />
            <PasswordInput
              label={t('password.confirm')}
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={touched && confirmProblem ? t(`registration:password.errors.${confirmProblem}`) : null}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
