import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { useTranslation } from 'react-i18next';
import { useLogin } from '../api/login';
import { loginErrorKey } from '../api/auth-errors';
import { useAfterSignIn } from '../api/use-signed-in';
import { emailErrorKey, passwordRequiredKey } from './validation';
import { ErrorAlert } from '../../../components/widgets/error-alert';

/** The Email & Password tab: e-mail, password, Login, and the Forgot password link. */
export function EmailPasswordForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const afterSignIn = useAfterSignIn();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => {
        const key = emailErrorKey(v);
        return key ? t(key) : null;
      },
      password: (v) => {
        const key = passwordRequiredKey(v);
        return key ? t(key) : null;
      },
    },
  });

  const submit = form.onSubmit((values) => {
    setErrorKey(null);
    login.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: () => void afterSignIn(), onError: (error) => setErrorKey(loginErrorKey(error)) },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('tabs.email')}>
      <Stack gap="md">
        {errorKey && <ErrorAlert>{t(errorKey)}</ErrorAlert>}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          placeholder={t('fields.emailPlaceholder')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          placeholder={t('fields.passwordPlaceholder')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onForgotPassword(form.getValues().email)}
          >
            {t('forgot.link')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
