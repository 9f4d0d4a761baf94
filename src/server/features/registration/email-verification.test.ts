/**
 * Registration steps 1–3 through the API: the ZIP search, choosing an address, choosing the e-mail,
 * and the e-mail code (wrong, expired, too many, resend cooldown, resend keeps the count).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/app';
import { emailVerifications, rateLimits, registrations, sentMessages } from '../../db/schema';
import { REGISTRATION_LIMITS, sharedLimiterOf } from './limits';
import { REGISTRATION_RESULT_MESSAGES } from '../../../domain/registration/messages';
import { hashToken } from '../../auth/crypto';
import {
  EMAIL_ON_FILE,
  RegistrationClient,
  SITES,
  ZIP,
  codeSentTo,
  createRegistrationTestApp,
} from './test-support';

const clock = testClock('2026-03-02T15:00:00Z');

const t = useTestApp(() => createRegistrationTestApp({ now: clock.now }));

const client = () => new RegistrationClient(t.app);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('address search', () => {
  it('needs a 5-digit ZIP', async () => {
    const res = await client().get('/api/registration/addresses?zip=600');
    expect(res.statusCode).toBe(400);
  });

  it('limits searches per client address without writing to the database on each one', async () => {
    const c = client();
    const before = await t.ctx.db.$count(rateLimits);
    const writesBefore = sharedLimiterOf(t.ctx).writes;
    const { limit } = REGISTRATION_LIMITS.addressSearchPerIp;
    for (let i = 0; i < limit; i++) {
      expect((await c.get('/api/registration/addresses?zip=99999')).statusCode).toBe(200);
    }
    const refused = await c.get('/api/registration/addresses?zip=99999');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(REGISTRATION_RESULT_MESSAGES['too-many-requests']);
    // one shared counter (every instance sees it), written once per batch of searches, not per search
    expect(await t.ctx.db.$count(rateLimits)).toBe(before + 1);
    expect(sharedLimiterOf(t.ctx).writes - writesBefore).toBeLessThan(limit / 3);
    // another client still searches
    expect((await client().get('/api/registration/addresses?zip=99999')).statusCode).toBe(200);
  });

  it('answers an empty list for a ZIP without addresses', async () => {
    expect(await client().search('99999')).toEqual({ items: [], total: 0 });
  });

  it('leaves out registered addresses and never sends ids or the e-mail on file', async () => {
    const res = await client().get(`/api/registration/addresses?zip=${ZIP}`);
    const body = res.json();
    const streets = body.items.map((i: { CM04_ADD2: string }) => i.CM04_ADD2).sort();
    expect(streets).toEqual([SITES.noEmail.street, SITES.withEmail.street, SITES.other.street].sort());
    const withEmail = body.items.find((i: { CM04_ADD2: string }) => i.CM04_ADD2 === SITES.withEmail.street);
    expect(withEmail).toMatchObject({
      CM04_CITY: 'LAKE BLUFF',
      CM04_STAT: 'IL',
      CM04_PZIP: ZIP,
      maskedEmail: 'j***e@l***f.org',
    });
    expect(Object.keys(withEmail).sort()).toEqual([
      'CM04_ADD2',
      'CM04_CITY',
      'CM04_PZIP',
      'CM04_STAT',
      'addressId',
      'maskedEmail',
    ]);
    expect(res.body).not.toContain(EMAIL_ON_FILE);
    expect(res.body).not.toContain('26898');
  });

  it('refuses a forged or altered address id', async () => {
    const c = client();
    const forged = await c.post('/api/registration', {
      addressId: Buffer.from('["TRUX","26898","101","60044"]').toString('base64url'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'This address could not be found. Please search again.' });
    const { items } = await c.search();
    const id = items[0]!.addressId;
    const altered = `${id.slice(0, -2)}${id.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await c.post('/api/registration', { addressId: altered })).statusCode).toBe(400);
  });

  it('opens a registration with the e-mail on file masked', async () => {
    const c = client();
    const started = await c.start(SITES.withEmail.street);
    expect(started.registrationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.state).toMatchObject({
      address: { street: SITES.withEmail.street, city: 'LAKE BLUFF', state: 'IL', zip: ZIP },
      emailOnFile: 'j***e@l***f.org',
      email: null,
      verifiedBy: null,
      accountNumberAttemptsRemaining: 3,
    });
    // the token is stored only as its hash
    const [row] = await t.ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, hashToken(c.token!)));
    expect(row?.emailOnFile).toBe(EMAIL_ON_FILE);
  });

  it('also keeps the token in an HTTP-only, strict, path-scoped cookie (the Google round trip)', async () => {
    const c = client();
    const res = await c.get(`/api/registration/addresses?zip=${ZIP}`);
    const addressId = res.json().items[0].addressId;
    const started = await c.post('/api/registration', { addressId });
    const cookie = started.cookies.find((k) => k.name === 'curbside_registration');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/registration',
      value: started.json().registrationToken,
    });
    c.token = null;
    const current = await c.get('/api/registration/current');
    expect(current.statusCode).toBe(200);
    expect(current.json().address.zip).toBe(ZIP);
  });

  it('needs a registration token for the later steps', async () => {
    const res = await client().post('/api/registration/email/code');
    expect(res.statusCode).toBe(410);
    const c = client();
    c.token = 'x'.repeat(43);
    expect((await c.get('/api/registration/current')).statusCode).toBe(410);
  });
});

describe('choosing the e-mail', () => {
  it('offers the e-mail on file without revealing it', async () => {
    const c = client();
    await c.start(SITES.withEmail.street);
    const res = await c.post('/api/registration/email', { source: 'on-file' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'j***e@l***f.org',
      emailSource: 'on-file',
      emailVerified: false,
    });
    expect(res.body).not.toContain(EMAIL_ON_FILE);
  });

  it('refuses the e-mail on file when there is none', async () => {
    const c = client();
    await c.start(SITES.noEmail.street);
    const res = await c.post('/api/registration/email', { source: 'on-file' });
    expect(res.statusCode).toBe(400);
  });

  it('checks a typed e-mail: format, disposable, deliverable, already registered', async () => {
    const c = client();
    await c.start(SITES.noEmail.street);
    const cases: Array<[string, number, string]> = [
      ['not-an-email', 400, 'Invalid email format'],
      ['', 400, 'Email is required'],
      ['x@mailinator.com', 400, 'Please use a non-disposable email address.'],
      ['x@nomail.test', 400, 'This email address appears to be invalid.'],
      ['EXISTING@lakebluff.org', 409, 'This email is already registered. Please login instead.'],
    ];
    for (const [email, status, message] of cases) {
      const res = await c.post('/api/registration/email', { source: 'manual', email });
      expect(res.statusCode, email).toBe(status);
      expect(res.json().message, email).toBe(message);
    }
    // the check service failing accepts the address
    const accepted = await c.post('/api/registration/email', { source: 'manual', email: 'sam@broken.test' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ email: 'sam@broken.test', emailSource: 'manual' });
  });

  it('limits the questions about one e-mail across client addresses and registrations', async () => {
    const { limit, windowSeconds } = REGISTRATION_LIMITS.emailStepPerEmail;
    clock.advance((windowSeconds + 1) * 1000); // the test above asked about this e-mail too
    // each try from a new client address with a new registration, so only the e-mail is shared
    for (let i = 0; i < limit; i++) {
      const c = client();
      await c.start(SITES.noEmail.street);
      const email = i % 2 === 0 ? 'existing@lakebluff.org' : 'Existing@LakeBluff.org';
      const res = await c.post('/api/registration/email', { source: 'manual', email });
      expect(res.statusCode, `try ${i + 1}`).toBe(409);
    }
    const c = client();
    await c.start(SITES.noEmail.street);
    const refused = await c.post('/api/registration/email', {
      source: 'manual',
      email: 'EXISTING@lakebluff.org',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(REGISTRATION_RESULT_MESSAGES['too-many-requests']);
    // another e-mail from the same client is still answered
    const other = await c.post('/api/registration/email', { source: 'manual', email: 'pat@lakebluff.org' });
    expect(other.statusCode).toBe(200);
  });

  it('answers the on-blur checks', async () => {
    const c = client();
    expect((await c.post('/api/registration/email-check', { email: 'x@mailinator.com' })).json()).toEqual({
      ok: false,
      reason: 'registration/disposable-email',
      message: 'Please use a non-disposable email address.',
    });
    expect((await c.post('/api/registration/email-check', { email: 'bad@' })).json()).toMatchObject({
      ok: false,
      message: 'Please enter a valid email format.',
    });
    expect((await c.post('/api/registration/email-check', { email: 'ok@lakebluff.org' })).json()).toEqual({
      ok: true,
    });
    expect((await c.post('/api/registration/phone-check', { phone: '(847) 555-0150' })).json()).toEqual({
      ok: true,
    });
    expect((await c.post('/api/registration/phone-check', { phone: '(847) 155-0150' })).json()).toEqual({
      ok: false,
      message: 'Invalid phone number',
    });
    expect((await c.post('/api/registration/phone-check', { phone: '555-0150' })).json()).toEqual({
      ok: false,
      message: 'Please enter a valid 10-digit phone number',
    });
  });
});

describe('the e-mail code', () => {
  async function registrationWithEmail(email: string) {
    const c = client();
    await c.start(SITES.noEmail.street);
    expect((await c.post('/api/registration/email', { source: 'manual', email })).statusCode).toBe(200);
    return c;
  }

  it('is sent through the outbox, stored hashed, and verifies the e-mail', async () => {
    const c = client();
    await c.start(SITES.withEmail.street);
    await c.post('/api/registration/email', { source: 'on-file' });
    const sent = await c.post('/api/registration/email/code');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentTo: 'j***e@l***f.org', expiresInSeconds: 600, resendAfterSeconds: 60 });

    const code = await codeSentTo(t.ctx, EMAIL_ON_FILE);
    const [record] = await t.ctx.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.id, EMAIL_ON_FILE));
    expect(record).toMatchObject({ attempts: 0, verified: false });
    expect(record!.codeHash).not.toContain(code);
    expect(record!.expiresAt.getTime() - clock.now().getTime()).toBe(600_000);

    const ok = await c.post('/api/registration/email/verify', { code });
    expect(ok.statusCode).toBe(200);
    // once proved, the e-mail on file may be shown
    expect(ok.json()).toMatchObject({ email: EMAIL_ON_FILE, emailVerified: true, verifiedBy: 'email' });

    const again = await c.post('/api/registration/email/verify', { code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Email already verified.');
    expect((await c.post('/api/registration/email/code')).json().message).toBe('Email already verified.');
  });

  it('asks for the code and all 6 digits', async () => {
    const c = await registrationWithEmail('digits@lakebluff.org');
    await c.post('/api/registration/email/code');
    expect((await c.post('/api/registration/email/verify', {})).json().message).toBe(
      'Email and code are required',
    );
    expect((await c.post('/api/registration/email/verify', { code: '123' })).json().message).toBe(
      'Please enter all 6 digits',
    );
    const noEmail = client();
    await noEmail.start(SITES.noEmail.street);
    expect((await noEmail.post('/api/registration/email/verify', { code: '123456' })).json().message).toBe(
      'Email and code are required',
    );
  });

  it('says so when no code was sent', async () => {
    const c = await registrationWithEmail('nocode@lakebluff.org');
    const res = await c.post('/api/registration/email/verify', { code: '123456' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No verification code found. Please request a new one.');
  });

  it('counts wrong codes over a window that a resend does not reset', async () => {
    const email = 'count@lakebluff.org';
    const c = await registrationWithEmail(email);
    await c.post('/api/registration/email/code');
    const first = await codeSentTo(t.ctx, email);

    const one = await c.post('/api/registration/email/verify', { code: wrong(first) });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({
      message: 'Invalid code. 2 attempt(s) remaining.',
      details: { remaining: 2 },
    });

    // within the cooldown
    clock.advance(20_000);
    const early = await c.post('/api/registration/email/code');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      message: 'Please wait 40 seconds before requesting a new code.',
      details: { waitSeconds: 40 },
    });

    clock.advance(41_000);
    expect((await c.post('/api/registration/email/code')).statusCode).toBe(200);
    const second = await codeSentTo(t.ctx, email);
    // the first code is void, and the new code has not restored the attempts
    const two = await c.post('/api/registration/email/verify', {
      code: first === second ? wrong(second) : first,
    });
    expect(two.json().message).toBe('Invalid code. 1 attempt(s) remaining.');
    const three = await c.post('/api/registration/email/verify', { code: wrong(second) });
    expect(three.statusCode).toBe(429);
    expect(three.json().message).toBe('Too many failed attempts. Please request a new code.');
    // even the right code is refused now
    const right = await c.post('/api/registration/email/verify', { code: second });
    expect(right.json().message).toBe('Too many failed attempts. Please request a new code.');

    // the phone rule: no new code, and so no fresh tries, until the window of the first code ends
    clock.advance(61_000);
    const resend = await c.post('/api/registration/email/code');
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toMatchObject({
      message: 'Too many unsuccessful attempts. Please try again later.',
      details: { reason: 'registration/too-many-requests' },
    });
    expect(resend.json().details.waitSeconds).toBeGreaterThan(0);
    clock.advance(resend.json().details.waitSeconds * 1000);
    expect((await c.post('/api/registration/email/code')).statusCode).toBe(200);
    const third = await codeSentTo(t.ctx, email);
    const ok = await c.post('/api/registration/email/verify', { code: third });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().emailVerified).toBe(true);
  });

  it('expires after 10 minutes', async () => {
    const email = 'late@lakebluff.org';
    const c = await registrationWithEmail(email);
    await c.post('/api/registration/email/code');
    const code = await codeSentTo(t.ctx, email);
    clock.advance(600_000);
    const res = await c.post('/api/registration/email/verify', { code });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('Verification code has expired. Please request a new one.');
  });

  it('limits code mails per e-mail address', async () => {
    const email = 'spam@lakebluff.org';
    const c = await registrationWithEmail(email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await c.post('/api/registration/email/code')).statusCode);
      clock.advance(61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await c.post('/api/registration/email/code');
    expect(res.json().message).toBe('Too many unsuccessful attempts. Please try again later.');
    await t.ctx.jobs.drain();
    const mails = await t.ctx.db.select().from(sentMessages).where(eq(sentMessages.recipient, email));
    expect(mails).toHaveLength(5);
  });

  it('gives proof only to the registration that entered the code', async () => {
    const email = 'shared@lakebluff.org';
    const a = await registrationWithEmail(email);
    const b = await registrationWithEmail(email);
    await a.post('/api/registration/email/code');
    const code = await codeSentTo(t.ctx, email);
    expect((await a.post('/api/registration/email/verify', { code })).statusCode).toBe(200);
    // b replays the code: the e-mail's record is used up, b gets no proof
    const replay = await b.post('/api/registration/email/verify', { code });
    expect(replay.statusCode).toBe(409);
    expect((await b.get('/api/registration/current')).json()).toMatchObject({
      emailVerified: false,
      verifiedBy: null,
    });
  });

  it('drops the proof when the e-mail is changed after verifying', async () => {
    const c = await registrationWithEmail('first@lakebluff.org');
    await c.post('/api/registration/email/code');
    await c.post('/api/registration/email/verify', { code: await codeSentTo(t.ctx, 'first@lakebluff.org') });
    const changed = await c.post('/api/registration/email', {
      source: 'manual',
      email: 'second@lakebluff.org',
    });
    expect(changed.json()).toMatchObject({
      email: 'second@lakebluff.org',
      emailVerified: false,
      verifiedBy: null,
    });
  });
});
