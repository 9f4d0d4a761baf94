/**
 * The scroll position reached on a page's HTML before the app took it over (issue 28 §1). React
 * Router's ScrollRestoration scrolls a page it has no saved position for to the top when it first
 * renders: on a page that was painted before the app ran, a person may have scrolled down already,
 * and would be thrown back up, a click on its way landing on something else. Put around
 * ScrollRestoration (router.tsx): the first reads the position before its first layout effect, the
 * second puts it back in the same commit, so no frame shows the page scrolled away.
 */
import { useLayoutEffect } from 'react';

let early: { x: number; y: number } | null = null;

/** Before ScrollRestoration: the position, when the app is taking over a page painted from HTML. */
export function ReadEarlyScroll() {
  useLayoutEffect(() => {
    if (document.querySelector('#root[data-prerendered]')) early = { x: window.scrollX, y: window.scrollY };
  }, []);
  return null;
}

/** After ScrollRestoration: the position read before it, put back once. */
export function RestoreEarlyScroll() {
  useLayoutEffect(() => {
    if (early && (window.scrollX !== early.x || window.scrollY !== early.y))
      window.scrollTo(early.x, early.y);
    early = null;
  }, []);
  return null;
}
