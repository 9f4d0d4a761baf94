/** Text helpers for the list queries' SQL. */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%text%` for LIKE/ILIKE, with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The day after a YYYY-MM-DD day (the end of "created between" is inclusive). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * `column` starts with `prefix`, a start of a UUID in its own spelling (lower-case hex, the dash after
 * 8 digits; see idPrefixOfReference): a range on the column's b-tree index (the prefix up to the next
 * hex number of the same length), with LIKE keeping it exact under any collation.
 */
export function idPrefixCondition(column: AnyColumn, prefix: string): SQL {
  const hex = prefix.replace('-', '');
  const next = (parseInt(hex, 16) + 1).toString(16).padStart(hex.length, '0');
  const like = sql`${column} like ${`${prefix}%`}`;
  if (next.length > hex.length) return sql`(${column} >= ${prefix} and ${like})`;
  const upper = hex.length > 8 ? `${next.slice(0, 8)}-${next.slice(8)}` : next;
  return sql`(${column} >= ${prefix} and ${column} < ${upper} and ${like})`;
}
