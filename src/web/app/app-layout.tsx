/**
 * The customer shell (spec 01 §2 Shell): header with the portal title, translate, contact and profile
 * buttons; the desktop top bar; the page; the footer; and the mobile bottom bar under 992 px.
 */
import { adminSignInUrl } from '../features/admin-auth/admin-only-paths';
import { useEffect } from 'react';
import { AppShell, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppHeader } from '../components/shell/app-header';
import { TranslateMenu } from '../components/shell/translate-menu';
import { ContactPopover } from '../components/shell/contact-popover';
import { ProfilePopover } from '../components/shell/profile-popover';
import { TopNav } from '../components/shell/top-nav';
import { MobileNav } from '../components/shell/mobile-nav';
import { AppFooter } from '../components/shell/app-footer';
import { AdminAccess } from '../components/shell/admin-access';
import { DemoBanner } from '../components/shell/demo-banner';
import type { ShellNavItem } from '../components/shell/shell-nav-item';
import classes from '../components/shell/shell.module.css';
import { navItems, type NavVariant } from './nav-items';
import { paths } from './paths';
import { useSession } from './use-session';
import { useBranding } from './use-branding';
import { useCustomerLogout, useStaffSignOut } from './use-sign-out';

const HEADER_ROW_PX = 64;
const TOP_NAV_PX = 45;
const MOBILE_NAV_PX = 64;

export function AppLayout() {
  const { t } = useTranslation('shell');
  const { customer, staff } = useSession();
  const { branding, menu } = useBranding();
  const logout = useCustomerLogout();
  const staffSignOut = useStaffSignOut();

  const portalTitle = branding?.portalTitle;
  useEffect(() => {
    if (portalTitle) document.title = portalTitle;
  }, [portalTitle]);

  const items = (variant: NavVariant): ShellNavItem[] =>
    navItems(customer?.uid ?? null, menu, variant).map(({ labelKey, ...item }) => ({
      ...item,
      label: t(labelKey),
    }));

  return (
    <AppShell header={{ height: { base: HEADER_ROW_PX, md: HEADER_ROW_PX + TOP_NAV_PX } }} padding={0}>
      <AppShell.Header withBorder={false} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <a href="#main-content" className={classes.skipLink}>
          {t('skipToContent')}
        </a>
        <AppHeader
          title={portalTitle}
          actions={
            <>
              <TranslateMenu />
              <ContactPopover contact={branding?.contact} social={branding?.social} />
              {customer ? (
                <ProfilePopover
                  profile={customer}
                  myAccountHref={paths.myAccount}
                  onLogout={() => logout.mutate()}
                  loggingOut={logout.isPending}
                />
              ) : null}
            </>
          }
        />
        <Box visibleFrom="md">
          <TopNav items={items('desktop')} />
        </Box>
      </AppShell.Header>

      <AppShell.Main
        id="main-content"
        tabIndex={-1}
        bg="gray.0"
        style={{ minHeight: 'calc(100dvh - 240px)' }}
      >
        <DemoBanner />
        <Outlet />
      </AppShell.Main>
      <AppFooter
        portalTitle={portalTitle}
        contact={branding?.contact}
        social={branding?.social}
        company={branding?.company}
        adminAccess={
          <AdminAccess
            staffName={staff?.name ?? null}
            adminSignInHref={adminSignInUrl(paths.admin.center)}
            adminCenterHref={paths.admin.center}
            onSignOut={() => staffSignOut.mutate()}
            signingOut={staffSignOut.isPending}
          />
        }
      />
      {/* room for the mobile bottom bar below the footer */}
      <Box hiddenFrom="md" h={MOBILE_NAV_PX} aria-hidden="true" />

      <MobileNav items={items('mobile')} />
    </AppShell>
  );
}
