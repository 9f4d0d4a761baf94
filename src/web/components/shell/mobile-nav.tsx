import type { ComponentPropsWithRef } from 'react';
import { Box, UnstyledButton } from '@mantine/core';
import { useHeadroom } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { deferredOverlay } from './deferred-overlay';
import { GuardedNavLink } from './guarded-nav-link';
import type { ShellNavItem } from './shell-nav-item';
import classes from './shell.module.css';

/** Scrolling down past this many pixels hides the bottom bar; scrolling up shows it again. */
export const MOBILE_NAV_HIDE_AFTER_PX = 100;

/** The bottom bar's "More" button; its menu (more-menu-overlay.tsx) loads after the first paint. */
export function MoreButton({ className, ...props }: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  return (
    // the menu's target adds its own props, an empty className among them: keep ours
    <UnstyledButton
      {...props}
      className={[classes.mobileNavLink, className].filter(Boolean).join(' ')}
      w="100%"
    >
      <IconDots size={24} stroke={1.7} aria-hidden="true" style={{ padding: 2 }} />
      <span>{t('nav.more')}</span>
    </UnstyledButton>
  );
}

const MoreMenu = deferredOverlay<{ items: ShellNavItem[] }>(
  async () => (await import('./more-menu-overlay')).MoreMenuOverlay,
  ({ onClick }) => <MoreButton onClick={onClick} />,
);

/** The mobile bottom bar (under 992 px); `more` are the pages the bar leaves out, under "More". */
export function MobileNav({ items, more = [] }: { items: ShellNavItem[]; more?: ShellNavItem[] }) {
  const { t } = useTranslation('shell');
  const pinned = useHeadroom({ fixedAt: MOBILE_NAV_HIDE_AFTER_PX });
  return (
    <Box
      component="nav"
      aria-label={t('nav.mobile')}
      hiddenFrom="md"
      className={`${classes.mobileNav} ${pinned ? '' : classes.mobileNavHidden}`}
      data-hidden={pinned ? undefined : true}
    >
      <ul className={classes.mobileNavList}>
        {items.map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <GuardedNavLink to={to} end={end} className={classes.mobileNavLink}>
              <Icon size={24} stroke={1.7} aria-hidden="true" style={{ padding: 2 }} />
              <span>{label}</span>
            </GuardedNavLink>
          </li>
        ))}
        {more.length > 0 ? (
          <li>
            <MoreMenu items={more} />
          </li>
        ) : null}
      </ul>
    </Box>
  );
}
