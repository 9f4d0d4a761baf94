/**
 * The frame of every signed-in admin page: a header with the way back to the Admin Center and the
 * customer portal, the staff member's name and role, Sign Out, and the main landmark.
 */
import { Anchor, Badge, Box, Button, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconRecycle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '../../../domain/paths';
import { useSession } from '../../lib/use-session';
import { useStaffSignOut } from '../../lib/use-sign-out';
import { PageLoading } from '../page-loading';
import { DemoBanner } from '../shell/demo-banner';
import classes from './admin-layout.module.css';

export function AdminLayout() {
  const { t } = useTranslation('shell');
  const { staff } = useSession();
  const signOut = useStaffSignOut();
  return (
    <Box mih="100vh" bg="gray.0">
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <Box component="header" className={classes.header}>
        <Container size="xl" className={classes.bar}>
          <Anchor
            component={Link}
            to={paths.admin.center}
            underline="never"
            c="inherit"
            className={classes.brand}
          >
            <ThemeIcon size={36} radius="md" aria-hidden="true">
              <IconRecycle size={22} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t('adminShell.title')}
            </Text>
          </Anchor>
          <Group gap="xs" wrap="nowrap" className={classes.actions}>
            <Button
              component={Link}
              to={paths.admin.center}
              variant="subtle"
              color="gray"
              leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
              visibleFrom="sm"
            >
              {t('adminAccess.adminCenter')}
            </Button>
            {staff && (
              <Group gap={6} wrap="nowrap" visibleFrom="xs">
                <Text size="sm" fw={500}>
                  {staff.name}
                </Text>
                <Badge variant="light" size="sm">
                  {t(`adminShell.roles.${staff.role}`)}
                </Badge>
              </Group>
            )}
            <Button
              variant="light"
              color="red"
              size="compact-md"
              loading={signOut.isPending}
              onClick={() => signOut.mutate()}
              leftSection={<IconLogout size={16} aria-hidden="true" />}
            >
              {t('adminAccess.signOut')}
            </Button>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <DemoBanner />
        {/* a component asking for translations not fetched yet waits here (see i18n/index.ts) */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Container size="xl" component="footer" py="md">
        <Anchor component={Link} to={paths.home} size="sm" c="dimmed">
          {t('adminShell.backToPortal')}
        </Anchor>
      </Container>
    </Box>
  );
}
