/**
 * The answers a page rendered by the server came with (#page-data, src/web/prerender.tsx): main.tsx
 * puts them into the query cache before the app takes the page over, and they count as fresh while
 * that page is shown. Lists that are otherwise read again on every mount (staleTime 0: the admin
 * lists, the delivery report) would ask the server for the very answer it has just rendered, running
 * its count twice, and flash their "refreshing" state right after hydration. From the first
 * navigation on (another page, a filter kept in the address) they are what they always were.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The cache's queries holding them (a query removed and asked for again is a new one). */
const givenWithPage = new WeakSet<object>();

/** Puts the page's answers into the cache, each fresh until the reader moves on. */
export function keepPageAnswers(
  queryClient: QueryClient,
  answers: ReadonlyArray<readonly [QueryKey, unknown]>,
): void {
  for (const [queryKey, answer] of answers) {
    queryClient.setQueryData(queryKey, answer);
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    if (query) givenWithPage.add(query);
  }
}

let pageShown = true;

/** Called on the first navigation: the page the answers came with is no longer the one shown. */
export function leavePage(): void {
  pageShown = false;
}

/**
 * Calls leavePage once the reader first moves on from the page the app started on: used by the
 * router's root element (app/router.tsx). Watched from inside the router, not with router.subscribe
 * before it renders: a subscriber there before RouterProvider's own makes the router skip keeping its
 * first update for RouterProvider, which then missed it whenever the routes' modules arrived between
 * its first render and its subscribing (under load) and showed its "Loading..." fallback for good.
 * A layout effect, so it has run before the next page's queries mount.
 */
export function useLeavePageOnNavigation(): void {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useLayoutEffect(() => {
    if (key !== firstKey.current) leavePage();
  }, [key]);
}

/**
 * A staleTime for queries read again on every mount: never stale while it is the answer the page
 * came with, always stale otherwise. (An invalidated query is stale whatever this says.)
 */
export function freshWithPage(query: object): number {
  return pageShown && givenWithPage.has(query) ? Infinity : 0;
}
