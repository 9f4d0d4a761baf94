/**
 * Customer sign-in through the API (app.inject): e-mail and password with its rate limit, phone codes
 * read from the built-in SMS outbox, password reset by mail, Google through the built-in provider.
 */
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, useTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import {
  Browser,
  CUSTOMERS,
  PASSWORD,
  lastMessageTo,
  seedPeople,
  signInWithDevProvider,
} from '../../auth/test/helpers';
import { AUTH_LIMITS, hit, peek, rule, slowdownDelayMs } from '../../auth/rate-limit';
import { PHONE_ANSWER_FLOOR_MS, setCustomerPassword } from '../../auth/customer-sign-in';
import { authSessions, customerProfiles } from '../../db/schema';

const clock = testClock();
const advance = clock.advance;
const t = useTestApp(() => createTestApp({ now: clock.now, prepare: seedPeople }));

let ipCounter = 1;
/** A browser at its own address, so per-address limits of one test do not touch another. */
const browser = () => new Browser(t.app, `198.51.100.${ipCounter++}`);

describe('session', () => {
  it('is signed out without cookies', async () => {
    const res = await browser().get('/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customer: null, staff: null, pendingGoogleRegistration: false });
  });
});

describe('e-mail and password', () => {
  it('signs in with a new HTTP-only cookie each time, and logout ends the session', async () => {
    const b = browser();
    const res = await b.post('/api/auth/login', { email: 'RITA@example.com ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'curbside_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = (await b.get('/api/session')).json();
    expect(session.customer).toMatchObject({ uid: 'c-rita', email: 'rita@example.com', firstName: 'Rita' });
    expect(session.staff).toBeNull();

    const first = b.cookies.get('curbside_session');
    await b.post('/api/auth/login', { email: 'rita@example.com', password: PASSWORD });
    const second = b.cookies.get('curbside_session');
    expect(second).not.toBe(first);
    // the old token is gone
    const old = await t.app.inject({ url: '/api/session', headers: { cookie: `curbside_session=${first}` } });
    expect(old.json().customer).toBeNull();

    const out = await b.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    const replay = await t.app.inject({
      url: '/api/session',
      headers: { cookie: `curbside_session=${second}` },
    });
    expect(replay.json().customer).toBeNull();
  });

  it('remembers a session for a few seconds, so a page load does not look it up on every request', async () => {
    const b = browser();
    await b.post('/api/auth/login', { email: 'rita@example.com', password: PASSWORD });
    expect((await b.get('/api/session')).json().customer?.uid).toBe('c-rita');
    await t.ctx.db.delete(authSessions).where(eq(authSessions.uid, 'c-rita'));
    if (t.ctx.database.kind === 'postgres') {
      // the delete notifies every instance (session-revocations.ts): this one forgets it at once
      await expect.poll(async () => (await b.get('/api/session')).json().customer ?? null).toBeNull();
      return;
    }
    // the embedded database has no other instance to end it; a delete behind the server's back is
    // honoured from the cache until it lapses
    expect((await b.get('/api/session')).json().customer?.uid).toBe('c-rita');
    const later = Date.now() + 6_000;
    const now = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await b.get('/api/session')).json().customer).toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  it('answers with the spec messages', async () => {
    const b = browser();
    const unknown = await b.post('/api/auth/login', { email: 'nobody@example.com', password: PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      message: 'No account found with this email.',
      details: { reason: 'auth/user-not-found' },
    });
    const wrong = await b.post('/api/auth/login', { email: 'manny@example.com', password: 'Wrong!2026x' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Incorrect password.' });
    const noPassword = await b.post('/api/auth/login', {
      email: 'google.only@example.com',
      password: PASSWORD,
    });
    expect(noPassword.json().message).toBe('Incorrect password.');
    const invalid = await b.post('/api/auth/login', { email: 'not-an-email', password: '' });
    expect(invalid.statusCode).toBe(400);
  });

  it('locks an account for the guessing address only; the customer still signs in from their own', async () => {
    const email = 'manny@example.com';
    const attacker = browser();
    for (let i = 0; i < AUTH_LIMITS.loginPerEmailAndIp.limit; i++) {
      const res = await attacker.post('/api/auth/login', { email, password: `Wrong!${i}xyz` });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Incorrect password.');
    }
    const blocked = await attacker.post('/api/auth/login', { email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed attempts. Please try again later.',
      details: { reason: 'auth/too-many-requests' },
    });
    // the real customer, at another address, is not locked out
    const customer = browser();
    expect((await customer.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    // the guessing address stays locked until the window passes
    expect((await attacker.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(429);
    advance(AUTH_LIMITS.loginPerEmailAndIp.windowSeconds * 1000 + 1);
    expect((await attacker.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it(
    'slows guessing from many addresses down instead of locking the account',
    { timeout: 120_000 },
    async () => {
      await t.ctx.db.insert(customerProfiles).values({
        uid: 'c-slow',
        email: 'slow@example.com',
        phoneNumber: '',
        firstName: 'Sal',
        lastName: 'Slow',
        entryType: 'CustomerProfile',
      });
      await setCustomerPassword(t.ctx.db, 'c-slow', PASSWORD);
      const email = 'slow@example.com';
      const slowdown = AUTH_LIMITS.loginSlowdownPerEmail;
      // earlier tries from many addresses (one each, so no address reaches its own lock), counted
      // straight into the account's counter: the HTTP path for them is the test above
      for (let i = 0; i < slowdown.freeTries; i++) {
        await hit(t.ctx.db, rule('login:email', email, { limit: Infinity, ...slowdown }), clock.now());
      }
      const timed = async (password: string) => {
        const started = performance.now();
        const res = await browser().post('/api/auth/login', { email, password });
        return { status: res.statusCode, ms: performance.now() - started };
      };
      const first = await timed('Wrong!againxyz');
      expect(first.status).toBe(401);
      expect(first.ms).toBeGreaterThanOrEqual(slowdown.firstDelayMs - 5);
      const second = await timed('Wrong!again2xyz');
      expect(second.status).toBe(401);
      expect(second.ms).toBeGreaterThanOrEqual(2 * slowdown.firstDelayMs - 5);
      // never locked: the customer gets in (after the wait), and that clears the slow-down
      const customer = await timed(PASSWORD);
      expect(customer.status).toBe(200);
      expect(customer.ms).toBeGreaterThanOrEqual(4 * slowdown.firstDelayMs - 5);
      expect(await peek(t.ctx.db, { scope: 'login:email', id: email }, clock.now())).toBe(0);
      expect(slowdownDelayMs(1, slowdown)).toBe(0);
      expect(slowdownDelayMs(slowdown.freeTries + 100, slowdown)).toBe(slowdown.maxDelayMs);
    },
  );

  it('limits one address across accounts', async () => {
    const b = browser();
    let last = 0;
    for (let i = 0; i <= AUTH_LIMITS.loginPerIp.limit; i++) {
      last = (await b.post('/api/auth/login', { email: `someone${i}@example.com`, password: 'x' }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('phone code', () => {
  const phone = '+18475550111';

  async function codeFromSms(): Promise<string> {
    const sms = await lastMessageTo(t.ctx, phone);
    return /\b(\d{6})\b/.exec(sms!.bodyText)![1]!;
  }

  it('sends a code by SMS and signs in with it once', async () => {
    const b = browser();
    const sent = await b.post('/api/auth/phone/send', { phone });
    expect(sent.statusCode).toBe(200);
    const code = await codeFromSms();
    const ok = await b.post('/api/auth/phone/verify', { phone, code });
    expect(ok.statusCode).toBe(200);
    expect((await b.get('/api/session')).json().customer.uid).toBe('c-rita');
    const again = await browser().post('/api/auth/phone/verify', { phone, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid verification code.');
  });

  it('checks the phone format', async () => {
    for (const bad of ['8475550111', '+1847555011', '+184755501111', '+28475550111']) {
      const res = await browser().post('/api/auth/phone/send', { phone: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Please enter a valid 10-digit phone number');
    }
  });

  it('answers an unknown number the same way and sends nothing', async () => {
    const res = await browser().post('/api/auth/phone/send', { phone: '+13125550199' });
    expect(res.statusCode).toBe(200);
    expect(await lastMessageTo(t.ctx, '+13125550199')).toBeUndefined();
  });

  it('refuses a wrong code, an expired code, and a new code does not give the tries back', async () => {
    const manny = '+18475550112';
    const b = browser();
    const invalid = { code: 'BAD_REQUEST', message: 'Invalid verification code.' };
    await b.post('/api/auth/phone/send', { phone: manny });
    await t.ctx.jobs.drain();
    const wrong1 = await b.post('/api/auth/phone/verify', { phone: manny, code: '000000' });
    expect(wrong1.statusCode).toBe(400);
    expect(wrong1.json()).toMatchObject(invalid);
    // no tries-left count: an unknown number could not show a believable one
    expect(wrong1.json().details).toEqual({ reason: 'auth/invalid-code' });

    // an expired code answers like a wrong one (a number without an account has no code to expire)
    advance(5 * 60_000);
    await b.post('/api/auth/phone/send', { phone: manny });
    const sms = await lastMessageTo(t.ctx, manny);
    const code = /\b(\d{6})\b/.exec(sms!.bodyText)![1]!;
    advance(10 * 60_000 + 1);
    const expired = await b.post('/api/auth/phone/verify', { phone: manny, code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject(invalid);

    // a fresh code: one more wrong try, then a resend keeps the count, so the next wrong try is the third
    await b.post('/api/auth/phone/send', { phone: manny });
    await t.ctx.jobs.drain();
    expect((await b.post('/api/auth/phone/verify', { phone: manny, code: '000001' })).statusCode).toBe(400);
    await b.post('/api/auth/phone/send', { phone: manny });
    const resent = /\b(\d{6})\b/.exec((await lastMessageTo(t.ctx, manny))!.bodyText)![1]!;
    const third = await b.post('/api/auth/phone/verify', {
      phone: manny,
      code: resent === '000003' ? '000004' : '000003',
    });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('Too many failed attempts. Please try again later.');
    // the right code no longer helps, and no new code is sent inside the window
    const right = await b.post('/api/auth/phone/verify', { phone: manny, code: resent });
    expect(right.statusCode).toBe(429);
    expect((await b.post('/api/auth/phone/send', { phone: manny })).statusCode).toBe(429);
    expect((await b.get('/api/session')).json().customer).toBeNull();

    // after the window (and the hourly send limit for this phone) a new code works
    advance(AUTH_LIMITS.codeSendPerPhone.windowSeconds * 1000 + 1);
    expect((await b.post('/api/auth/phone/send', { phone: manny })).statusCode).toBe(200);
    const fresh = /\b(\d{6})\b/.exec((await lastMessageTo(t.ctx, manny))!.bodyText)![1]!;
    expect((await b.post('/api/auth/phone/verify', { phone: manny, code: fresh })).statusCode).toBe(200);
  });

  it('answers a number without an account exactly like one with an account', async () => {
    const known = '+18475550113';
    const unknown = '+18475550198';
    await t.ctx.db.insert(customerProfiles).values({
      uid: 'c-phone',
      email: 'phone.only@example.com',
      phoneNumber: '847-555-0113',
      firstName: 'Pia',
      lastName: 'Phone',
      entryType: 'CustomerProfile',
    });
    const run = async (phone: string) => {
      const b = browser();
      const answers: Array<{ status: number; body: unknown }> = [];
      const record = async (url: string, body: unknown) => {
        const res = await b.post(url, body);
        answers.push({ status: res.statusCode, body: res.json() });
      };
      await record('/api/auth/phone/send', { phone });
      for (const code of ['000001', '000002', '000003', '000004'])
        await record('/api/auth/phone/verify', { phone, code });
      await record('/api/auth/phone/send', { phone });
      return answers;
    };
    const knownAnswers = await run(known);
    expect(await lastMessageTo(t.ctx, known)).toBeDefined();
    const unknownAnswers = await run(unknown);
    expect(await lastMessageTo(t.ctx, unknown)).toBeUndefined();
    expect(unknownAnswers).toEqual(knownAnswers);
    // and alike in time: every phone answer takes at least the floor, which both paths stay under
    const started = performance.now();
    await browser().post('/api/auth/phone/send', { phone: '+18475550197' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(PHONE_ANSWER_FLOOR_MS - 5);
    expect(knownAnswers.map((a) => a.status)).toEqual([200, 400, 400, 429, 429, 429]);
  });

  it('stores codes hashed', async () => {
    const rows = await t.ctx.database.executor.executeSql('select code_hash from auth_phone_codes');
    for (const row of rows.rows as { code_hash: string | null }[]) {
      if (row.code_hash) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('password reset', () => {
  it('mails a link; the link sets a new password once and ends every session', async () => {
    const rita = browser();
    await rita.post('/api/auth/login', { email: 'rita@example.com', password: PASSWORD });
    expect((await rita.get('/api/session')).json().customer).not.toBeNull();

    const asker = browser();
    const res = await asker.post('/api/auth/password-reset/request', { email: 'Rita@Example.com' });
    expect(res.statusCode).toBe(200);
    const mail = await lastMessageTo(t.ctx, 'rita@example.com');
    const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.bodyText);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const weak = await asker.post('/api/auth/password-reset/confirm', { token, password: 'Short1!' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('Password must be at least 8 characters long');

    const newPassword = 'Gr33n-Bins!Tuesday';
    const ok = await asker.post('/api/auth/password-reset/confirm', { token, password: newPassword });
    expect(ok.statusCode).toBe(200);
    expect((await rita.get('/api/session')).json().customer).toBeNull();
    const reused = await asker.post('/api/auth/password-reset/confirm', { token, password: 'An0ther!Passw' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );

    expect(
      (await browser().post('/api/auth/login', { email: 'rita@example.com', password: PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await browser().post('/api/auth/login', { email: 'rita@example.com', password: newPassword }))
        .statusCode,
    ).toBe(200);
  });

  it('answers unknown e-mails the same way, and expires links after an hour', async () => {
    const unknown = await browser().post('/api/auth/password-reset/request', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(await lastMessageTo(t.ctx, 'ghost@example.com')).toBeUndefined();

    await browser().post('/api/auth/password-reset/request', { email: CUSTOMERS[1]!.email });
    const mail = await lastMessageTo(t.ctx, CUSTOMERS[1]!.email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.bodyText)![1]!;
    advance(60 * 60_000 + 1);
    const late = await browser().post('/api/auth/password-reset/confirm', {
      token,
      password: 'Gr33n-Bins!Monday',
    });
    expect(late.statusCode).toBe(400);
  });

  it('limits reset requests per e-mail', async () => {
    let status = 0;
    for (let i = 0; i <= AUTH_LIMITS.resetPerEmail.limit; i++) {
      status = (await browser().post('/api/auth/password-reset/request', { email: 'limited@example.com' }))
        .statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('Google', () => {
  /** A fresh browser through the Google sign-in as `account`: where it lands and its session then. */
  async function withGoogle(account: { email: string; name: string }) {
    const b = browser();
    const target = await signInWithDevProvider(b, '/api/auth/google/start', account);
    return { b, target, session: (await b.get('/api/session')).json() };
  }

  it('signs an existing customer in by e-mail and goes home', async () => {
    const { target, session } = await withGoogle({ email: 'google.only@example.com', name: 'Gail' });
    expect(target).toBe('/');
    expect(session.customer.uid).toBe('c-nopass');
    expect(session.pendingGoogleRegistration).toBe(false);
  });

  it('keeps a new Google account for registration', async () => {
    const { b, target, session } = await withGoogle({ email: 'Newbie@Example.com', name: 'New Bie' });
    expect(target).toBe('/register?source=google');
    expect(session).toMatchObject({ customer: null, pendingGoogleRegistration: true });
    const pending = await b.get('/api/auth/google/pending');
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({
      email: 'newbie@example.com',
      displayName: 'New Bie',
      photoURL: null,
      isGoogleSignUp: true,
    });
    // another browser sees nothing
    expect((await browser().get('/api/auth/google/pending')).statusCode).toBe(404);
  });

  it('sends a cancelled sign-in back to /login with an error code', async () => {
    const target = await signInWithDevProvider(browser(), '/api/auth/google/start', 'cancel');
    expect(target).toBe('/login?error=cancelled');
  });

  it('refuses a callback without the browser that started it, or replayed', async () => {
    const b = browser();
    const start = await b.get('/api/auth/google/start');
    const authorize = new URL(start.headers.location as string);
    const form = { ...Object.fromEntries(authorize.searchParams), email: 'rita@example.com', name: 'Rita' };
    const chosen = await b.request('POST', authorize.pathname, { form });
    const callback = new URL(chosen.headers.location as string);
    const stranger = await browser().get(`${callback.pathname}${callback.search}`);
    expect(stranger.headers.location).toBe('/login?error=failed');
    expect(stranger.cookies.find((c) => c.name === 'curbside_session')).toBeUndefined();
    expect((await b.get(`${callback.pathname}${callback.search}`)).headers.location).toBe('/');
    expect((await b.get(`${callback.pathname}${callback.search}`)).headers.location).toBe(
      '/login?error=failed',
    );
  });
});
