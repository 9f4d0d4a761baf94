import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../api/password-reset';
import { resetRequestErrorKey } from '../api/auth-errors';
import { emailErrorKey } from './validation';
import { ErrorAlert } from '../../../components/widgets/error-alert';

export const RESET_CONFIRMATION_CLOSE_MS = 3000;

/**
 * Forgot password (spec 01 §2, §4): an e-mail (required, valid), Send; on success the spec's message,
 * and the modal closes after 3 seconds.
 */
export function ForgotPasswordModal({
  opened,
  initialEmail,
  onClose,
}: {
  opened: boolean;
  initialEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setEmail(initialEmail);
    setFieldError(null);
    setErrorKey(null);
    setSent(false);
  }, [opened, initialEmail]);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(onClose, RESET_CONFIRMATION_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onClose]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const key = emailErrorKey(email);
    setFieldError(key);
    if (key) return;
    setErrorKey(null);
    request.mutate(
      { email: email.trim() },
      { onSuccess: () => setSent(true), onError: (error) => setErrorKey(resetRequestErrorKey(error)) },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('forgot.title')} centered>
      {sent ? (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
          {t('forgot.success')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('forgot.title')}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('forgot.intro')}
            </Text>
            {errorKey && <ErrorAlert>{t(errorKey)}</ErrorAlert>}
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fieldError ? t(fieldError) : undefined}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('forgot.cancel')}
              </Button>
              <Button type="submit" loading={request.isPending}>
                {t('forgot.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
