import { Box } from '@mantine/core';
import { useHeadroom } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { GuardedNavLink } from './guarded-nav-link';
import type { ShellNavItem } from './shell-nav-item';
import classes from './shell.module.css';

/** Scrolling down past this many pixels hides the bottom bar; scrolling up shows it again. */
export const MOBILE_NAV_HIDE_AFTER_PX = 100;

/** The mobile bottom bar (under 992 px). */
export function MobileNav({ items }: { items: ShellNavItem[] }) {
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
      </ul>
    </Box>
  );
}
