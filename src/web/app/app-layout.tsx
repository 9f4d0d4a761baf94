/**
 * The customer shell (spec 01 §2 Shell): header with the portal title, translate, contact and profile
 * buttons; the desktop top bar; the page; the footer; and the mobile bottom bar under 992 px.
 */
import { adminSignInUrl } from '../features/admin-auth/admin-sign-in-url';
import { memo, Suspense, useCallback, useDeferredValue, useEffect } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/page-loading';
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
import { moreItems, navItems, type NavItem, type NavVariant } from './nav-items';
import { paths } from '../../domain/paths';
import { useSession } from '../lib/use-session';
import { headerTitle } from './header-title';
import { useBranding } from '../lib/use-branding';
import type { TSessionCustomer } from '../../domain/session';
import type { TPortalBrandingResponse } from '../../domain/branding';
import type { TBrandingMenu } from '../../domain/branding-menu';
import { useCustomerLogout, useStaffSignOut } from '../lib/use-sign-out';

const MOBILE_NAV_PX = 64;
/** Modals lock the page's scrolling; fixed elements with this class keep clear of the scrollbar gap. */
const ZERO_RIGHT_CLASS = 'right-scroll-bar-position';

export function AppLayout() {
  const { customer, staff } = useSession();
  const { branding, menu } = useBranding();
  const logout = useCustomerLogout();
  const staffSignOut = useStaffSignOut();
  // The portal's branding arrives after the page shows (after hydration on the public pages): the
  // shell takes it in a background render, in short slices, not in one blocking task (issue 9)
  const shellBranding = useDeferredValue(branding);
  const shellMenu = useDeferredValue(menu);
  const { mutate: logOut } = logout;
  const { mutate: signStaffOut } = staffSignOut;
  const onLogout = useCallback(() => logOut(), [logOut]);
  const onStaffSignOut = useCallback(() => signStaffOut(), [signStaffOut]);
  return (
    <Shell
      customer={customer}
      staffName={staff?.name ?? null}
      branding={shellBranding}
      menu={shellMenu}
      onLogout={onLogout}
      loggingOut={logout.isPending}
      onStaffSignOut={onStaffSignOut}
      signingOut={staffSignOut.isPending}
    />
  );
}

interface ShellProps {
  customer: TSessionCustomer | null;
  staffName: string | null;
  branding: TPortalBrandingResponse | undefined;
  menu: TBrandingMenu;
  onLogout: () => void;
  loggingOut: boolean;
  onStaffSignOut: () => void;
  signingOut: boolean;
}

/** The shell itself; it re-renders only when what it shows changes (memo). */
const Shell = memo(function Shell({
  customer,
  staffName,
  branding,
  menu,
  onLogout,
  loggingOut,
  onStaffSignOut,
  signingOut,
}: ShellProps) {
  const { t } = useTranslation('shell');
  const portalTitle = headerTitle(customer, branding?.portalTitle);
  useEffect(() => {
    if (portalTitle) document.title = portalTitle;
  }, [portalTitle]);

  const labelled = (list: NavItem[]): ShellNavItem[] =>
    list.map(({ labelKey, ...item }) => ({ ...item, label: t(labelKey) }));
  const items = (variant: NavVariant) => labelled(navItems(customer, menu, variant));

  return (
    <>
      <header className={`${classes.header} ${ZERO_RIGHT_CLASS}`}>
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
                  onLogout={onLogout}
                  loggingOut={loggingOut}
                />
              ) : null}
            </>
          }
        />
        <Box visibleFrom="md">
          <TopNav items={items('desktop')} />
        </Box>
      </header>

      <main id="main-content" tabIndex={-1} className={classes.main}>
        <DemoBanner />
        {/* a component asking for translations not fetched yet waits here (see i18n/index.ts) */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter
        portalTitle={portalTitle}
        contact={branding?.contact}
        social={branding?.social}
        company={branding?.company}
        adminAccess={
          <AdminAccess
            staffName={staffName}
            adminSignInHref={adminSignInUrl(paths.admin.center)}
            adminCenterHref={paths.admin.center}
            onSignOut={onStaffSignOut}
            signingOut={signingOut}
          />
        }
      />
      {/* room for the mobile bottom bar below the footer */}
      <Box hiddenFrom="md" h={MOBILE_NAV_PX} aria-hidden="true" />

      <MobileNav items={items('mobile')} more={labelled(moreItems(customer, menu))} />
    </>
  );
});
