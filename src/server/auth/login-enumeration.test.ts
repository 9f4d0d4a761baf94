/**
 * Sign-in by e-mail and password must not tell more than the spec's words do. "No account found with
 * this email." and "Incorrect password." are the spec's, so they stay; what must not differ is the
 * work behind them (an unknown e-mail once answered in 7 ms against 141 ms for a wrong password) and
 * how often one e-mail may be tried, whichever client address asks. The hashing is checked on the
 * code path (which hash each answer compared against, through a spy restored after each test: the
 * test files share their modules), not by wall time.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createTestApp, useTestApp } from '../test/app';
import { Browser, PASSWORD, seedPeople } from './test/helpers';
import { getDummyPasswordHash } from './crypto';
import { passwordCheck } from './customer-sign-in';
import { AUTH_LIMITS, peek } from './rate-limit';

const t = useTestApp(() => createTestApp({ prepare: seedPeople }));
let verify: MockInstance<typeof passwordCheck.verify>;
beforeEach(() => {
  verify = vi.spyOn(passwordCheck, 'verify');
});
afterEach(() => {
  verify.mockRestore();
});

let ipCounter = 1;
const browser = () => new Browser(t.app, `203.0.113.${ipCounter++}`);

describe('password sign-in and account enumeration', () => {
  it('hashes the password once on every path: unknown e-mail, wrong password, no password yet', async () => {
    const dummy = await getDummyPasswordHash();

    const unknown = await browser().post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'Guess!2026',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('No account found with this email.');
    expect(verify.mock.calls).toEqual([['Guess!2026', dummy]]);
    await expect(verify.mock.results[0]!.value).resolves.toBe(false);

    verify.mockClear();
    const wrong = await browser().post('/api/auth/login', {
      email: 'manny@example.com',
      password: 'Guess!2026',
    });
    expect(wrong.json().message).toBe('Incorrect password.');
    expect(verify).toHaveBeenCalledTimes(1);
    const [, stored] = verify.mock.calls[0]!;
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toBe(dummy);

    verify.mockClear();
    const noPassword = await browser().post('/api/auth/login', {
      email: 'google.only@example.com',
      password: PASSWORD,
    });
    expect(noPassword.json().message).toBe('Incorrect password.');
    expect(verify.mock.calls).toEqual([[PASSWORD, dummy]]);
  });

  it('counts the tries on one e-mail across client addresses, whether or not it has an account', async () => {
    const tries = 4;
    expect(tries).toBeLessThan(AUTH_LIMITS.loginSlowdownPerEmail.freeTries); // no waiting here
    for (const email of ['ghost@example.com', 'rita@example.com']) {
      for (let i = 0; i < tries; i++) {
        const res = await browser().post('/api/auth/login', { email, password: `Guess!${i}x` });
        expect(res.statusCode).toBe(401);
      }
      // every try came from its own address: the per-address limits never saw it twice
      expect(await peek(t.ctx.db, { scope: 'login:email', id: email }, new Date())).toBe(tries);
    }
  });
});
