import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { executorFor } from './client';
import { useTestDatabase } from '../test/db';

const database = useTestDatabase();

describe('executorFor', () => {
  it('runs pg-style text inside the transaction, with a parameter reused at two types', async () => {
    await database.db.execute(sql`create table executor_probe (at timestamptz)`);
    await database.db
      .transaction(async (tx) => {
        const run = executorFor(tx);
        // the shape pg-boss uses for startAfter: one parameter read as text and cast to a timestamp
        await run.executeSql(
          `insert into executor_probe (at) values (case when right($1, 1) = 'Z' then cast($1 as timestamptz) else now() end)`,
          ['2030-01-02T03:04:05Z'],
        );
        const seen = await run.executeSql('select count(*)::int as n from executor_probe', []);
        expect(seen.rows).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    // rolled back with the transaction
    const after = await database.executor.executeSql('select count(*)::int as n from executor_probe');
    expect(after.rows).toEqual([{ n: 0 }]);
  });
});
