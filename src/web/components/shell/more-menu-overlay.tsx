import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { OverlayOpening } from './deferred-overlay';
import { MoreButton } from './mobile-nav';
import type { ShellNavItem } from './shell-nav-item';

/** The bottom bar's "More" menu: the pages the bar leaves out. */
export function MoreMenuOverlay({ items, defaultOpened }: { items: ShellNavItem[] } & OverlayOpening) {
  return (
    <Menu position="top-end" shadow="md" width={220} defaultOpened={defaultOpened}>
      <Menu.Target>
        <MoreButton />
      </Menu.Target>
      <Menu.Dropdown>
        {items.map(({ label, to, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={18} aria-hidden="true" />}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
