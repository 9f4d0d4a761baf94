/**
 * Reset password (/reset-password?token=…), reached from the reset e-mail: a new password and its
 * confirmation, checked with the six spec rules in order (spec 01 §5), then sent with the token. Every
 * session of the account ends; the customer signs in again with the new password.
 */
import { useState } from 'react';
import { Alert, Button, Container, List, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../domain/paths';
import { useConfirmPasswordReset } from './api/password-reset';
import { resetConfirmErrorKey } from './api/auth-errors';
import { confirmPasswordErrorKey, newPasswordErrorKey } from './components/validation';
import { ErrorAlert } from '../../components/widgets/error-alert';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validateInputOnBlur: true,
    validate: {
      password: (v) => {
        const key = newPasswordErrorKey(v);
        return key ? t(key) : null;
      },
      confirmPassword: (v, values) => {
        const key = confirmPasswordErrorKey(values.password, v);
        return key ? t(key) : null;
      },
    },
  });

  const submit = form.onSubmit((values) => {
    setErrorKey(null);
    confirm.mutate(
      { token, password: values.password },
      { onError: (error) => setErrorKey(resetConfirmErrorKey(error)) },
    );
  });

  let body: React.ReactNode;
  if (!token || token.length < 16) {
    body = (
      <Stack>
        <ErrorAlert>{t('reset.invalidLink')}</ErrorAlert>
        <Button component={Link} to={paths.login} variant="light">
          {t('reset.backToLogin')}
        </Button>
      </Stack>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Stack>
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
          {t('reset.success')}
        </Alert>
        <Button component={Link} to={paths.login}>
          {t('reset.goToLogin')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate aria-label={t('reset.title')}>
        <Stack gap="md">
          {errorKey && <ErrorAlert>{t(errorKey)}</ErrorAlert>}
          <Text size="sm" c="dimmed">
            {t('reset.rulesIntro')}
          </Text>
          <List size="sm" c="dimmed" spacing={2}>
            <List.Item>{t('reset.rules.length')}</List.Item>
            <List.Item>{t('reset.rules.upperLower')}</List.Item>
            <List.Item>{t('reset.rules.number')}</List.Item>
            <List.Item>{t('reset.rules.special')}</List.Item>
          </List>
          <PasswordInput
            label={t('reset.newPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('reset.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={confirm.isPending} fullWidth>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size={460} py={{ base: 'md', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t('reset.title')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}

export default ResetPasswordPage;
