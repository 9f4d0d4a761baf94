/**
 * The one pagination contract for every list and report: `?page=1&pageSize=20` in, `{ items, total }`
 * out. Lists are paginated in the database; the browser never loads a whole table.
 */
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** Query-string pagination: numbers arrive as text, so they are coerced. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** `{ items, total }`, where total counts every match across all pages. */
export function pageResult<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
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
