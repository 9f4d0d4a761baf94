/**
 * The admin lists' paging on the client: the server's shared list contract (src/domain/list-query.ts
 * for the keyset lists, src/domain/pagination.ts for the numbered ones) as TanStack infinite queries
 * with Load More, the pages flattened to each row once, and the first page's counts.
 *
 * Keyset lists (Customer Profiles, the tickets desk, Address Management) send back the last page's
 * opaque `nextCursor`; numbered lists (User Management, Portal Setups) ask for the next page while
 * `page * pageSize < total`. Either way a filter change shows the previous rows until the new ones
 * come (keepPreviousData) and nothing is cached as fresh (staleTime 0), but for the first page a
 * page rendered by the server came with, while it is shown (lib/page-answers.ts).
 */
import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { hasNextPage } from '../../../domain/pagination';
import { freshWithPage } from '../../lib/page-answers';

/** A keyset page: its rows, the cursor of the next page (null on the last) and the first page's counts. */
export interface TKeysetPage<Item, Counts = unknown> {
  items: readonly Item[];
  nextCursor: string | null;
  counts?: Counts | null;
}

/** Keyset pages newest first: the first page without a cursor, Load More with the last page's cursor. */
export function keysetListOptions<Page extends TKeysetPage<unknown>, Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: freshWithPage,
    retry: 1,
  });
}

/** Numbered pages of `pageSize` (`?page=N`), `{ items, total }` each. */
export function numberedListOptions<Page extends { total: number }, Key extends QueryKey>(
  queryKey: Key,
  pageSize: number,
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page, _pages: Page[], page: number) =>
      hasNextPage({ page, pageSize }, last.total) ? page + 1 : undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Each row once, in the server's order (pages can overlap after a change). */
export function flattenPages<Item>(
  pages: readonly { items: readonly Item[] }[] | undefined,
  keyOf: (item: Item) => string,
): Item[] {
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

/** The first page's counts (Load More pages carry none). */
export function countsOf<Counts>(pages: readonly { counts?: Counts | null }[] | undefined): Counts | null {
  return pages?.find((p) => p.counts)?.counts ?? null;
}

/** A list's export address: the filters as query text, blanks left out. */
export function listExportUrl(path: string, filters: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return `${path}${text ? `?${text}` : ''}`;
}
