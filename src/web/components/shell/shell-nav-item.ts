import type { Icon } from '@tabler/icons-react';

/** A navigation item as the shell draws it. */
export interface ShellNavItem {
  label: string;
  to: string;
  icon: Icon;
  /** Active only on this exact path (Home). */
  end?: boolean;
}
