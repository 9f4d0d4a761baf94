import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuardedNavLink } from './guarded-nav-link';
import type { ShellNavItem } from './shell-nav-item';
import classes from './shell.module.css';

/** The desktop top bar (992 px and wider). */
export function TopNav({ items }: { items: ShellNavItem[] }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.main')} className={classes.topNav}>
      <Container size="lg">
        <ul className={classes.topNavList}>
          {items.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              <GuardedNavLink to={to} end={end} className={classes.topNavLink}>
                <Icon size={18} stroke={1.8} aria-hidden="true" />
                {label}
              </GuardedNavLink>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
