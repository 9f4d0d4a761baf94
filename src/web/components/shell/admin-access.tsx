import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface AdminAccessProps {
  /** The signed-in staff member's name, or null. */
  staffName: string | null;
  adminLoginHref: string;
  adminCenterHref: string;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The footer's Admin Access: Admin Login, or the admin's name with Admin Center and Sign Out. */
export function AdminAccess({
  staffName,
  adminLoginHref,
  adminCenterHref,
  onSignOut,
  signingOut,
}: AdminAccessProps) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="xs" component="section" aria-labelledby="admin-access-heading">
      <Text
        id="admin-access-heading"
        fw={700}
        tt="uppercase"
        fz="xs"
        c="brand.1"
        style={{ letterSpacing: 0.6 }}
      >
        {t('adminAccess.title')}
      </Text>
      {staffName ? (
        <>
          <Text fz="sm">{t('adminAccess.signedInAs', { name: staffName })}</Text>
          <Group gap="xs">
            <Button
              component={Link}
              to={adminCenterHref}
              size="xs"
              variant="white"
              leftSection={<IconLayoutDashboard size={16} aria-hidden="true" />}
            >
              {t('adminAccess.adminCenter')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="white"
              onClick={onSignOut}
              loading={signingOut}
              leftSection={<IconLogout size={16} aria-hidden="true" />}
            >
              {t('adminAccess.signOut')}
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button
            component={Link}
            to={adminLoginHref}
            size="xs"
            variant="outline"
            color="white"
            leftSection={<IconShieldLock size={16} aria-hidden="true" />}
          >
            {t('adminAccess.adminLogin')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
