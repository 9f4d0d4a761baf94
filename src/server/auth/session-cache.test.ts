/**
 * The 5-second cache of customer sessions: a session ended in the database is not honoured again once
 * this process has forgotten it, also when a request read the old row before the ending committed.
 */
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, useTestApp } from '../test/app';
import { customerSessionToken } from '../test/sign-in';
import { seedPeople } from './test/helpers';
import { findCustomerSession, forgetCustomerSessions } from './sessions';
import { authSessions } from '../db/schema';

const t = useTestApp(() => createTestApp({ prepare: seedPeople }));

it('does not cache a session read in the window after its customer was forgotten', async () => {
  const token = await customerSessionToken(t.app, 'manny@example.com', '198.51.100.77');
  expect((await findCustomerSession(t.ctx, token))?.uid).toBe('c-manny');

  // what a transaction ending the sessions does first; a request reads the row before it commits
  forgetCustomerSessions('c-manny');
  expect((await findCustomerSession(t.ctx, token))?.uid).toBe('c-manny');
  // the transaction commits: the row is gone, and the read above must not have been cached
  await t.ctx.db.delete(authSessions).where(eq(authSessions.uid, 'c-manny'));
  expect(await findCustomerSession(t.ctx, token)).toBeNull();
});
