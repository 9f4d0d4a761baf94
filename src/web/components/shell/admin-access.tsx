import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface AdminAccessProps {
  /** The signed-in staff member's name, or null. */
  staffName: string | null;
  /** Starts the work-account sign-in (a full-page redirect to the identity provider). */
  adminSignInHref: string;
  adminCenterHref: string;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The footer's Admin Access: Admin Login, or the admin's name with Admin Center and Sign Out. */
export function AdminAccess({
  staffName,
  adminSignInHref,
  adminCenterHref,
  onSignOut,
  signingOut,
}: AdminAccessProps) {
  const { t } = useTranslation('shell');
  const [signingIn, setSigningIn] = useState(false);
  useEffect(() => {
    // coming back with the browser's Back button shows the page from its cache: not signing in any more
    const reset = () => setSigningIn(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
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
            size="xs"
            variant="outline"
            color="white"
            disabled={signingIn}
            onClick={() => {
              setSigningIn(true);
              window.location.assign(adminSignInHref);
            }}
            leftSection={<IconShieldLock size={16} aria-hidden="true" />}
          >
            {signingIn ? t('adminAccess.signingIn') : t('adminAccess.adminLogin')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
