/**
 * Keyset pages newest first, as the admin lists read them: rows in the order created_at desc, id desc,
 * and a page's cursor the last row's creation time to the microsecond and its id (the cursor's text
 * is src/domain/list-query.ts's). A page reads one row more than it shows, to know whether another
 * page follows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A list query's filters and its cursor, decoded (undefined on the first page). */
export function splitListQuery<Query extends { cursor?: string }, Cursor>(
  query: Query,
  decode: (text: string) => Cursor,
): { filters: Omit<Query, 'cursor'>; cursor: Cursor | undefined } {
  const { cursor: text, ...filters } = query;
  return { filters, cursor: text ? decode(text) : undefined };
}

/** created_at to the microsecond, as UTC text: a JavaScript Date would lose the microseconds. */
export function cursorTimeOf(createdAt: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after the cursor in the list order (created_at desc, id desc): one row comparison. */
export function afterKeyset(
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  cursor: { createdAt: string; id: string },
): SQL {
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
}

/**
 * The page of `rows` (read with a limit of pageSize + 1) and the cursor after it, from its last row;
 * null when no row follows.
 */
export function keysetPage<Row>(
  rows: readonly Row[],
  pageSize: number,
  cursorAfter: (last: Row) => string,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > pageSize && last ? cursorAfter(last) : null };
}
