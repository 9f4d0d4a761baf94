/**
 * Admin sign-in (/admin/login, spec 03 §2.2): a card with the work-account button. Staff already signed
 * in go on to the requested admin path (or /admin). The sign-in is a full-page redirect through the
 * server, which returns to the requested path; a failed one comes back with ?error=, shown for 5 s.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconBrandWindowsFilled, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { DemoBanner } from '../../components/shell/demo-banner';
import { paths } from '../../../domain/paths';
import { useSession } from '../../lib/use-session';
import { adminSignInUrl } from './admin-sign-in-url';

export const ADMIN_ERROR_CLEAR_MS = 5000;

function requestedPath(state: unknown): string | undefined {
  const from = (state as { from?: string } | null)?.from;
  return from && from.startsWith('/admin') && !from.startsWith('/admin/login') ? from : undefined;
}

export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const { staff, isLoading } = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const error = params.get('error');
  const from = requestedPath(location.state);

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('error');
          return next;
        },
        { replace: true, state: location.state },
      );
    }, ADMIN_ERROR_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [error, setParams, location.state]);

  if (isLoading) return <PageLoading minHeight="100vh" message={t('admin.verifying')} />;
  if (staff) return <Navigate to={from ?? paths.admin.center} replace />;

  return (
    <>
      {/* the development work-account sign-in is here: say it is a demonstration */}
      <DemoBanner />
      <Center mih="100vh" bg="gray.0" px="sm">
        <Container size={420} w="100%">
          <Paper withBorder radius="lg" shadow="md" p={{ base: 'lg', sm: 'xl' }}>
            <Stack align="center" gap="md">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
                <IconShieldLock size={30} />
              </ThemeIcon>
              <Title order={1} size="h2" ta="center">
                {t('admin.title')}
              </Title>
              <Text c="dimmed" ta="center" size="sm">
                {t('admin.intro')}
              </Text>
              {error && (
                <Alert
                  color="red"
                  w="100%"
                  icon={<IconAlertCircle size={18} aria-hidden="true" />}
                  role="alert"
                >
                  {t(error === 'cancelled' ? 'admin.loginFailed' : 'admin.loginError')}
                </Alert>
              )}
              <Button
                size="md"
                fullWidth
                loading={busy}
                loaderProps={{ type: 'dots' }}
                leftSection={<IconBrandWindowsFilled size={18} aria-hidden="true" />}
                onClick={() => {
                  setBusy(true);
                  window.location.assign(adminSignInUrl(from));
                }}
              >
                {busy ? t('admin.signingIn') : t('admin.signIn')}
              </Button>
              <Anchor component={Link} to={paths.home} size="sm">
                {t('admin.backToPortal')}
              </Anchor>
            </Stack>
          </Paper>
        </Container>
      </Center>
    </>
  );
}

export default AdminLoginPage;
