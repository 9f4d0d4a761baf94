/**
 * Login (/login, spec 01 §2): Google, then tabs Email & Password and Phone, a Forgot password modal,
 * and Sign Up (to /register). Under 768 px the welcome panel stacks above the form. A Google sign-in
 * that failed comes back here with ?error=cancelled|failed.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Box,
  Button,
  Container,
  Divider,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLock, IconMail, IconPhone, IconRecycle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../domain/paths';
import { googleErrorKey } from './api/auth-errors';
import { EmailPasswordForm } from './components/email-password-form';
import { ForgotPasswordModal } from './components/forgot-password-modal';
import { GoogleButton } from './components/google-button';
import { PhoneLoginForm } from './components/phone-login-form';
import { ErrorAlert } from '../../components/widgets/error-alert';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const googleError = googleErrorKey(params.get('error'));
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotEmail, setForgotEmail] = useState('');
  const closeForgot = useCallback(() => setForgotOpen(false), []);
  // /login?forgot=1 (the registration wizard's "Reset your password" for a registered address) opens
  // the Forgot password dialog; after hydration, so the pre-rendered page and the app agree
  const forgotRequested = params.get('forgot') === '1';
  useEffect(() => {
    if (forgotRequested) setForgotOpen(true);
  }, [forgotRequested]);

  return (
    <Container size="md" py={{ base: 'md', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder radius="lg" shadow="sm" style={{ overflow: 'hidden' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={0}>
          <Box bg="brand.7" c="white" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="md" h="100%" justify="center">
              <ThemeIcon size={48} radius="xl" color="white" variant="white" aria-hidden="true">
                <IconRecycle size={28} color="var(--mantine-color-brand-7)" />
              </ThemeIcon>
              <Title order={2} c="white">
                {t('login.welcomeTitle')}
              </Title>
              <Text>{t('login.welcomeText')}</Text>
              <Stack gap={6} visibleFrom="sm">
                <Text fw={600}>{t('login.noAccount')}</Text>
                <Button component={Link} to={paths.register} variant="white" w="fit-content">
                  {t('login.signUp')}
                </Button>
              </Stack>
            </Stack>
          </Box>
          <Stack p={{ base: 'lg', sm: 'xl' }} gap="lg">
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            {googleError && <ErrorAlert>{t(googleError)}</ErrorAlert>}
            <GoogleButton />
            <Divider label={t('login.or')} labelPosition="center" />
            <Tabs defaultValue="email" keepMounted={false}>
              <Tabs.List grow mb="md">
                <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden="true" />}>
                  {t('tabs.email')}
                </Tabs.Tab>
                <Tabs.Tab value="phone" leftSection={<IconPhone size={16} aria-hidden="true" />}>
                  {t('tabs.phone')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="email">
                <EmailPasswordForm
                  onForgotPassword={(email) => {
                    setForgotEmail(email);
                    setForgotOpen(true);
                  }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="phone">
                <PhoneLoginForm />
              </Tabs.Panel>
            </Tabs>
            <Stack gap={6} hiddenFrom="sm" align="center">
              <Text size="sm">{t('login.noAccount')}</Text>
              <Button component={Link} to={paths.register} variant="light" fullWidth>
                {t('login.signUp')}
              </Button>
            </Stack>
            <Text size="xs" c="dimmed" ta="center">
              <IconLock size={12} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
              {t('login.secure')}
            </Text>
          </Stack>
        </SimpleGrid>
      </Paper>
      <ForgotPasswordModal opened={forgotOpen} initialEmail={forgotEmail} onClose={closeForgot} />
    </Container>
  );
}

export default LoginPage;
