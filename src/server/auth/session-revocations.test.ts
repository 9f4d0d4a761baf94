/**
 * A sign-out on one instance reaches every other at once (issue 30). Two server contexts on one
 * PostgreSQL database stand for two instances; each caches sessions for a few seconds, so without the
 * notification the second would honour the ended session from its cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authSessions } from '../db/schema';
import { createTestDatabase, useTestDatabase, type TestDatabase } from '../test/db';
import { SESSION_CHANNEL } from './session-revocations';
import { findCustomerSession } from './sessions';
import { createTestApp, type TestApp } from '../test/app';
import { customerSessionToken } from '../test/sign-in';
import { seedPeople } from './test/helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('session revocation across instances', () => {
  let t: TestApp;
  let other: TestDatabase;
  beforeAll(async () => {
    t = await createTestApp({ prepare: seedPeople });
    await t.ctx.sessionRevocations?.ready;
    other = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
    await other?.dispose();
  });

  it('has a listener on PostgreSQL only (the embedded database is one process)', () => {
    expect(t.ctx.sessionRevocations === null).toBe(!onPostgres);
  });

  it('forgets a cached session as soon as another connection deletes it', async () => {
    const token = await customerSessionToken(t.app, 'manny@example.com', '198.51.100.78');
    expect((await findCustomerSession(t.ctx, token))?.uid).toBe('c-manny');
    // cached now; "another instance" signs the customer out: a delete through its own connection
    // (on the embedded database, the one connection: there is no other instance to tell)
    if (onPostgres) {
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: t.ctx.database.connectionString });
      await client.connect();
      try {
        await client.query('delete from auth_sessions where uid = $1', ['c-manny']);
      } finally {
        await client.end();
      }
    } else {
      await t.ctx.database.executor.executeSql('delete from auth_sessions where uid = $1', ['c-manny']);
    }
    if (onPostgres) await expect.poll(() => findCustomerSession(t.ctx, token)).toBeNull();
    else await expect.poll(() => findCustomerSession(t.ctx, token), { timeout: 10_000 }).toBeNull();
  });
});

describe('the revocation trigger', () => {
  const database = useTestDatabase();

  it('exists on both databases and names the channel the listener hears', async () => {
    const { rows } = await database.executor.executeSql(
      `select tgname from pg_trigger where tgname in ('auth_sessions_notify_ended', 'customer_profiles_notify_changed') order by 1`,
      [],
    );
    expect(rows).toEqual([
      { tgname: 'auth_sessions_notify_ended' },
      { tgname: 'customer_profiles_notify_changed' },
    ]);
    const fn = await database.executor.executeSql(
      `select prosrc from pg_proc where proname = 'curbside_notify_customer_sessions'`,
      [],
    );
    expect(JSON.stringify(fn.rows)).toContain(SESSION_CHANNEL);
    // a delete with the trigger in place works on either database
    await database.db.delete(authSessions).where(eq(authSessions.uid, 'nobody'));
  });
});
