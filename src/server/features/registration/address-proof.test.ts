/**
 * Proof of address ownership (issue 8 §5) and the registration limits of §4, through the API:
 * the proof kind recorded on the profile and shown to staff; the real owner registering over a weakly
 * proven account (the address moves, the earlier account is mailed, keeps its sign-in, an audit row);
 * weak proof never takes an address; the per-recipient daily cap on codes; the e-mail step's limit.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/app';
import { injectWithCookie } from '../../test/sign-in';
import { customerProfiles } from '../../db/schema';
import { lastMessageTo } from '../../auth/test/helpers';
import { textPdf } from '../../ports/ocr/test-documents';
import {
  PASSWORD,
  RegistrationClient,
  ZIP,
  codeSentTo,
  createRegistrationTestApp,
  deskCookie,
  profileByEmail,
  submission,
  uploadDocument,
} from './test-support';

const clock = testClock('2026-03-02T15:00:00Z');

/** Sites of this file only (the shared fixtures are used by the other registration tests). */
const OWNED = { cust: '5100', site: '201', street: '40 MAPLE CT', email: 'maple.owner@lakebluff.org' };
const SECOND = {
  cust: '5100',
  site: '202',
  street: '42 MAPLE CT',
  email: 'second.owner@lakebluff.org',
  name: 'SAM OWNER',
};
const DOC_SITE = { cust: '5100', site: '203', street: '44 MAPLE CT', email: null };
const RACE_SITE = { cust: '5100', site: '204', street: '46 MAPLE CT', email: null };

const t = useTestApp(() =>
  createRegistrationTestApp({
    now: clock.now,
    sites: [OWNED, SECOND, DOC_SITE, RACE_SITE],
    deskAgent: true,
  }),
);

const client = () => new RegistrationClient(t.app);

const profileOf = (email: string) => profileByEmail(t.ctx, email);

/** Chooses the e-mail (on file, or typed), enters the code sent to it. */
async function proveEmail(c: RegistrationClient, email: string | 'on-file', mailbox = email) {
  const body = email === 'on-file' ? { source: 'on-file' } : { source: 'manual', email };
  expect((await c.post('/api/registration/email', body)).statusCode).toBe(200);
  expect((await c.post('/api/registration/email/code')).statusCode).toBe(200);
  const code = await codeSentTo(t.ctx, mailbox);
  const verified = await c.post('/api/registration/email/verify', { code });
  expect(verified.statusCode).toBe(200);
  return verified.json();
}

/** A squatter: registers `street` with another e-mail and a code (weak proof). */
async function registerWeakly(street: string, email: string) {
  const c = client();
  await c.start(street);
  await proveEmail(c, email);
  const res = await c.post('/api/registration/submit', submission());
  expect(res.statusCode).toBe(201);
  return res.json().uid as string;
}

describe('proof of address ownership', () => {
  it('records the proof kind and shows weakly held addresses in the list again', async () => {
    const squatter = await registerWeakly(OWNED.street, 'squatter@example.net');
    expect(await profileOf('squatter@example.net')).toMatchObject({ addressProof: 'other-email' });

    // still offered: its real owner must be able to choose it
    const { items } = await client().search();
    expect(items.map((i) => i.CM04_ADD2)).toContain(OWNED.street);
    // a registration started on it is told only strong proof will do
    const owner = client();
    const started = await owner.start(OWNED.street);
    expect(started.state.strongProofRequired).toBe(true);
    expect(squatter).toBeTruthy();
  });

  it('refuses weak proof over a weakly held address, and leaves the holder as it was', async () => {
    const c = client();
    await c.start(OWNED.street);
    await proveEmail(c, 'another.squatter@example.net');
    const res = await c.post('/api/registration/submit', submission());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message:
        'This address is already registered. To register it to your account, verify it with the email on file, your account number or a document.',
      details: { reason: 'registration/strong-proof-required' },
    });
    expect(await profileOf('another.squatter@example.net')).toBeUndefined();
    expect(await profileOf('squatter@example.net')).toMatchObject({ cm04Site: OWNED.site });
  });

  it('opens a claim, instead of moving the address, for the owner who proves it with the e-mail on file; the holder keeps it until the claim is decided', async () => {
    const before = await profileOf('squatter@example.net');
    const owner = client();
    await owner.start(OWNED.street);
    await proveEmail(owner, 'on-file', OWNED.email);
    const res = await owner.post('/api/registration/submit', submission());
    expect(res.statusCode).toBe(201);
    const ownerUid = res.json().uid as string;
    expect(res.json().claim).toBeTruthy();

    // the account exists without the address; the holder keeps it (decision 006, issue 26 §1)
    expect(await profileOf(OWNED.email)).toMatchObject({ uid: ownerUid, addressProof: null, cm04Site: null });
    expect(await profileOf('squatter@example.net')).toMatchObject({
      uid: before!.uid,
      cm04Cust: OWNED.cust,
      cm04Site: OWNED.site,
    });
    const mail = await lastMessageTo(t.ctx, 'squatter@example.net');
    expect(mail?.subject).toContain('Someone claims the address 40 MAPLE CT, LAKE BLUFF');

    // the earlier account still signs in
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'squatter@example.net', password: PASSWORD }),
      remoteAddress: '203.0.113.50',
    });
    expect(login.statusCode).toBe(200);
  });

  it('opens a claim for an account-number-verified owner, who still confirms their own e-mail first', async () => {
    await registerWeakly(SECOND.street, 'second.squatter@example.net');
    const owner = client();
    await owner.start(SECOND.street);
    expect(
      (await owner.post('/api/registration/email', { source: 'manual', email: 'real@example.org' }))
        .statusCode,
    ).toBe(200);
    // the account number proves the address (same as a document for this rule: both strong)
    const verified = await owner.post('/api/registration/account-number', {
      accountNumber: `${SECOND.cust}.${SECOND.site}`,
      lastName: 'Owner',
    });
    expect(verified.json()).toMatchObject({ verifiedBy: 'account-number', emailVerified: false });
    const early = await owner.post('/api/registration/submit', submission());
    expect(early.statusCode).toBe(403);
    expect(early.json().details.reason).toBe('registration/verification-required');
    expect(await profileOf('second.squatter@example.net')).toMatchObject({ cm04Site: SECOND.site });

    await owner.post('/api/registration/email/code');
    const code = await codeSentTo(t.ctx, 'real@example.org');
    expect((await owner.post('/api/registration/email/verify', { code })).statusCode).toBe(200);
    const res = await owner.post('/api/registration/submit', submission());
    expect(res.statusCode).toBe(201);
    expect(res.json().claim).toBeTruthy();
    expect(await profileOf('real@example.org')).toMatchObject({ emailVerified: true, cm04Site: null });
    expect(await profileOf('second.squatter@example.net')).toMatchObject({ cm04Site: SECOND.site });
  });

  it('records a document as the proof (and refuses a document-only registration without the e-mail code)', async () => {
    const c = client();
    await c.start(DOC_SITE.street);
    expect(
      (await c.post('/api/registration/email', { source: 'manual', email: 'doc@example.org' })).statusCode,
    ).toBe(200);
    const pdf = textPdf(['Water bill', DOC_SITE.street, `LAKE BLUFF IL ${ZIP}`]);
    // only the (public) address: evidence, weak
    const upload = await uploadDocument(t.app, c, 'water.pdf', 'application/pdf', pdf);
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()).toMatchObject({ verifiedBy: 'document', emailVerified: false });
    expect((await c.post('/api/registration/submit', submission())).statusCode).toBe(403);
    await c.post('/api/registration/email/code');
    const code = await codeSentTo(t.ctx, 'doc@example.org');
    await c.post('/api/registration/email/verify', { code });
    expect((await c.post('/api/registration/submit', submission())).statusCode).toBe(201);
    expect(await profileOf('doc@example.org')).toMatchObject({
      addressProof: 'document',
      documentVerified: true,
    });
    const { items } = await client().search();
    expect(items.map((i) => i.CM04_ADD2)).toContain(DOC_SITE.street);
  });
});

describe('two registrations of one address at once', () => {
  it('gives the address to one of them only', async () => {
    const a = client();
    const b = client();
    await a.start(RACE_SITE.street);
    await b.start(RACE_SITE.street);
    await proveEmail(a, 'race.a@example.org');
    await proveEmail(b, 'race.b@example.org');
    const results = await Promise.all([
      a.post('/api/registration/submit', submission()),
      b.post('/api/registration/submit', submission()),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const holders = await t.ctx.db
      .select({ uid: customerProfiles.uid })
      .from(customerProfiles)
      .where(
        and(eq(customerProfiles.cm04Cust, RACE_SITE.cust), eq(customerProfiles.cm04Site, RACE_SITE.site)),
      );
    expect(holders).toHaveLength(1);
  });
});

describe('staff see the proof', () => {
  it('lists profiles with their proof and strength, filtered, for any staff role', async () => {
    const cookie = await deskCookie(t.ctx);
    const weak = await injectWithCookie(t.app, 'GET', '/api/admin/address-proofs?strength=weak', cookie);
    expect(weak.statusCode).toBe(200);
    const body = weak.json();
    expect(body.items.every((i: { proofStrength: string }) => i.proofStrength === 'weak')).toBe(true);
    const squatter = body.items.find((i: { email: string }) => i.email === 'squatter@example.net');
    // claims do not move addresses by themselves: the squatter still holds it
    expect(squatter).toMatchObject({ addressProof: 'other-email', street: OWNED.street });
    expect(squatter.addressReleasedAt).toBeNull();

    const released = await injectWithCookie(t.app, 'GET', '/api/admin/address-proofs?released=true', cookie);
    expect(released.json().items).toEqual([]);
    // the fixture profile has no recorded proof
    const unknown = await injectWithCookie(
      t.app,
      'GET',
      '/api/admin/address-proofs?strength=unknown',
      cookie,
    );
    expect(unknown.json().items.map((i: { uid: string }) => i.uid)).toContain('c-existing');

    expect((await injectWithCookie(t.app, 'GET', '/api/admin/address-proofs')).statusCode).toBe(401);
    expect(
      (await injectWithCookie(t.app, 'GET', '/api/admin/address-proofs?strength=bogus', cookie)).statusCode,
    ).toBe(400);
  });
});

describe('registration limits', () => {
  it('caps codes per recipient per day, across registrations and client addresses', async () => {
    const email = 'daily.cap@example.org';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      clock.advance(2 * 3600_000); // past the hourly limits and the code's window
      const c = client();
      await c.start('17 OAK ST');
      expect((await c.post('/api/registration/email', { source: 'manual', email })).statusCode).toBe(200);
      statuses.push((await c.post('/api/registration/email/code')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits the e-mail step, which tells whether an e-mail is registered', async () => {
    const c = client();
    await c.start('17 OAK ST');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await c.post('/api/registration/email', {
        source: 'manual',
        email: 'squatter@example.net',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 409)
        expect(res.json().message).toBe('This email is already registered. Please login instead.');
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(statuses[10]).toBe(429);
    expect(
      (await c.post('/api/registration/email', { source: 'manual', email: 'x@example.net' })).json(),
    ).toMatchObject({ message: 'Too many unsuccessful attempts. Please try again later.' });
  });
});
