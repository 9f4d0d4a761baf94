/**
 * The answers a page rendered by the server came with (#page-data, src/web/prerender.tsx): main.tsx
 * puts them into the query cache before the app takes the page over, and they count as fresh while
 * that page is shown. Lists that are otherwise read again on every mount (staleTime 0: the admin
 * lists, the delivery report) would ask the server for the very answer it has just rendered, running
 * its count twice, and flash their "refreshing" state right after hydration. From the first
 * navigation on (another page, a filter kept in the address) they are what they always were.
 */
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
 * A staleTime for queries read again on every mount: never stale while it is the answer the page
 * came with, always stale otherwise. (An invalidated query is stale whatever this says.)
 */
export function freshWithPage(query: object): number {
  return pageShown && givenWithPage.has(query) ? Infinity : 0;
}
