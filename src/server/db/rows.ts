/**
 * The one-row reads the repositories write the same way for each of their tables: a query limited to
 * one row, run as it is or locked (SELECT … FOR UPDATE) for the transaction that will change the row.
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A select that may be locked for update; awaiting it runs it unlocked. */
interface LockableQuery<Row> extends PromiseLike<Row[]> {
  for(strength: 'update'): PromiseLike<Row[]>;
}

/** The query's first row (locked when `forUpdate`), or null when it finds none. */
export async function firstRow<Row>(query: LockableQuery<Row>, forUpdate = false): Promise<Row | null> {
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The row whose `key` column is `value` (locked when `forUpdate`), or null. */
export async function findRowBy<Table extends PgTable>(
  db: DbOrTx,
  table: Table,
  key: AnyPgColumn,
  value: string,
  forUpdate = false,
): Promise<Table['$inferSelect'] | null> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(key, value))
    .limit(1);
  return firstRow(query as LockableQuery<Table['$inferSelect']>, forUpdate);
}
