/**
 * The admin area's guard (spec 03 §2.2, §6), stricter than the spec's sign-in-only check: no staff
 * sign-in → /admin/login (remembering the path); a work account that is not an active staff user →
 * a clear no-access page; customerservice on an admin-only page, and municipality on any page but the
 * Admin Center, the dashboard and the delivery report → /admin. The server checks the role on every
 * admin request anyway.
 */
import { Button, Center, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../../domain/paths';
import { useSession } from '../../lib/use-session';
import { useStaffSignOut } from '../../lib/use-sign-out';
import { mayOpenAdminPage } from './admin-only-paths';

export function RequireStaff() {
  const { t } = useTranslation('auth');
  const { staff, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageLoading minHeight="100vh" message={t('admin.verifying')} />;
  if (!staff) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.admin.login} replace state={{ from }} />;
  }
  if (staff.role === 'unknown') return <NoAdminAccess email={staff.email} />;
  if (!mayOpenAdminPage(staff.role, location.pathname)) return <Navigate to={paths.admin.center} replace />;
  return <Outlet />;
}

/** Shown to a signed-in work account that is not an active staff user. */
export function NoAdminAccess({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const signOut = useStaffSignOut();
  return (
    <Center mih="100vh" bg="gray.0" px="sm">
      <Container size={480} w="100%">
        <Paper withBorder radius="lg" shadow="md" p={{ base: 'lg', sm: 'xl' }}>
          <Stack align="center" gap="md">
            <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
              <IconShieldX size={30} />
            </ThemeIcon>
            <Title order={1} size="h2" ta="center">
              {t('admin.noAccessTitle')}
            </Title>
            <Text ta="center">{t('admin.noAccessText', { email })}</Text>
            <Text ta="center" size="sm" c="dimmed">
              {t('admin.noAccessHelp')}
            </Text>
            <Group>
              <Button variant="default" component={Link} to={paths.home}>
                {t('admin.backToPortal')}
              </Button>
              <Button
                color="red"
                variant="light"
                loading={signOut.isPending}
                onClick={() => signOut.mutate()}
              >
                {t('admin.signOut')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </Center>
  );
}
