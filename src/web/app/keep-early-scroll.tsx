/**
 * The scroll position reached on a page's HTML before the app took it over (issue 28 §1). React
 * Router's ScrollRestoration scrolls a page it has no saved position for to the top when it first
 * renders: on a page that was painted before the app ran, a person may have scrolled down already,
 * and would be thrown back up, a click on its way landing on something else. Put around
 * ScrollRestoration (router.tsx): the first reads the position before its first layout effect, the
 * second puts it back in the same commit, so no frame shows the page scrolled away.
 *
 * The router's tree is hydrated in a Suspense boundary of its own (app.tsx), which React may leave as
 * HTML after the app has started and hydrate only when a person touches it: the take-over is the
 * tree's first mount, whenever it comes, not the time `data-prerendered` is still on #root (a tap
 * seconds later scrolled the page to the top between its pointerdown and its mouseup, and was lost).
 */
import { useLayoutEffect } from 'react';

let early: { x: number; y: number } | null = null;
/** The app hydrates HTML it was given (main.tsx), so the tree's first mount takes over a painted page. */
let takingOver = false;

export function markTakingOver() {
  takingOver = true;
}

/** Before ScrollRestoration: the position, when the app is taking over a page painted from HTML. */
export function ReadEarlyScroll() {
  useLayoutEffect(() => {
    if (takingOver) early = { x: window.scrollX, y: window.scrollY };
    takingOver = false;
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
