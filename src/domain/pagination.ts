/**
 * The one pagination contract for every list and report: `?page=1&pageSize=20` in, `{ items, total }`
 * out. Lists are paginated in the database; the browser never loads a whole table.
 */
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** A count of things: a whole number, zero or more. */
export const ZCount = z.number().int().min(0);

/**
 * Query-string pagination with a list's own page sizes (and, where given, a last page number):
 * numbers arrive as text, so they are coerced.
 */
export function pageQuery({
  defaultPageSize = 20,
  maxPageSize = MAX_PAGE_SIZE,
  maxPage,
}: { defaultPageSize?: number; maxPageSize?: number; maxPage?: number } = {}) {
  const page = z.coerce.number().int().min(1);
  return z.object({
    page: (maxPage === undefined ? page : page.max(maxPage)).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  });
}

/** `?page=1&pageSize=20`, at most MAX_PAGE_SIZE a page. */
export const ZPageQuery = pageQuery();
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** `{ items, total }`, where total counts every match across all pages. */
export function pageResult<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: ZCount });
}
export type TPageResult<T> = { items: T[]; total: number };

/** Rows to skip for a page (for SQL `offset`). */
export function pageOffset({ page, pageSize }: TPageQuery): number {
  return (page - 1) * pageSize;
}

/** True when another page follows this one. */
export function hasNextPage({ page, pageSize }: TPageQuery, total: number): boolean {
  return page * pageSize < total;
}
