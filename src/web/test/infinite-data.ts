/**
 * A paged list as an infinite query holds it, for seeding a render test's query client: the pages in
 * order with the param each was asked with.
 */
import type { InfiniteData } from '@tanstack/react-query';

/** Pages asked for by number (1, 2, …). */
export function numberedPages<T>(pages: T[]): InfiniteData<T, number> {
  return { pages, pageParams: pages.map((_, i) => i + 1) };
}

/** Pages asked for by cursor: the first with none, the next with the cursor the one before gave. */
export function cursorPages<T>(pages: T[]): InfiniteData<T, string | null> {
  return { pages, pageParams: pages.map((_, i) => (i === 0 ? null : `cursor-${i}`)) };
}
