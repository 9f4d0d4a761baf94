import type { MouseEvent } from 'react';
import { NavLink, type NavLinkProps } from 'react-router';
import { useContentLoading } from '../content-loading';

/**
 * A router NavLink that does not navigate while page content is loading; the shell then shows
 * "Please wait while content loads..." for 3 seconds (spec 01 §2 Shell).
 */
export function GuardedNavLink({ onClick, ...props }: NavLinkProps) {
  const { blockNavigation } = useContentLoading();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (blockNavigation()) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <NavLink {...props} onClick={handleClick} />;
}
