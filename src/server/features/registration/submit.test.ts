/**
 * Registration through the API: account-number verification, submit with and without proof, an
 * address the back office has not loaded, Google sign-up, the portal chosen by ZIP, and a failure
 * after the account was created (nothing left behind).
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app';
import {
  authIdentities,
  authPasswords,
  authSessions,
  boSites,
  customerProfiles,
  registrations,
} from '../../db/schema';
import { hashToken } from '../../auth/crypto';
import { lastMessageTo } from '../../auth/test/helpers';
import {
  EMAIL_ON_FILE,
  FAR_SITE,
  OTHER_ZIP,
  PASSWORD,
  RegistrationClient,
  SITES,
  SOURCE,
  SPARE_SITES,
  codeSentTo,
  contact,
  createRegistrationTestApp,
  givePendingGoogle,
  profileByEmail,
  submission,
} from './test-support';

const clock = new Date('2026-03-02T15:00:00Z');

const t = useTestApp(() => createRegistrationTestApp({ now: () => clock }));

const client = () => new RegistrationClient(t.app);

const profileOf = (email: string) => profileByEmail(t.ctx, email);

/** Starts a registration on a site, with a typed e-mail. */
/** One try of an account number (CM04_CUST.CM04_SITE) for the registration's address. */
const tryAccountNumber = (c: RegistrationClient, accountNumber: string) =>
  c.post('/api/registration/account-number', { accountNumber, lastName: 'Doe' });

async function started(street: string, email: string, zip?: string) {
  const c = client();
  await c.start(street, zip);
  expect((await c.post('/api/registration/email', { source: 'manual', email })).statusCode).toBe(200);
  return c;
}

describe('account number', () => {
  it('counts 3 tries on the server, then refuses', async () => {
    const c = await started(SITES.other.street, 'acct@lakebluff.org');
    const one = await tryAccountNumber(c, '4410.1002');
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({
      message: 'Invalid account number. 2 attempt(s) remaining.',
      details: { remaining: 2 },
    });
    const two = await tryAccountNumber(c, '1001.4410');
    expect(two.json().message).toBe('Invalid account number. 1 attempt(s) remaining.');
    // not an account number at all: the format, and no try used
    const typo = await tryAccountNumber(c, '4410');
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({
      message: 'Please enter your account number in the format XXXX.XXX or XXXX.XXXX.',
      details: { reason: 'registration/account-number-format', remaining: 1 },
    });
    const three = await tryAccountNumber(c, '4410.1');
    expect(three.statusCode).toBe(429);
    expect(three.json()).toMatchObject({
      message: 'Too many failed attempts. Please try another verification method.',
      details: { remaining: 0 },
    });
    // the right number is refused now too
    const right = await tryAccountNumber(c, '4410.1001');
    expect(right.statusCode).toBe(429);
    expect((await c.get('/api/registration/current')).json()).toMatchObject({
      accountNumberAttemptsRemaining: 0,
      verifiedBy: null,
    });
  });

  it('accepts CM04_CUST.CM04_SITE with any whitespace', async () => {
    const c = await started(SITES.other.street, 'acct2@lakebluff.org');
    const res = await tryAccountNumber(c, ' 4410 . 1001 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verifiedBy: 'account-number', emailVerified: false });
  });

  it('does not give fresh tries for the same site by starting over', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const c = await started(SITES.noEmail.street, `again${i}@lakebluff.org`);
      for (let j = 0; j < 3; j++) {
        statuses.push((await tryAccountNumber(c, `1.${i}${j}`)).statusCode);
      }
    }
    // 9 tries per site and day, across registrations
    expect(statuses.slice(0, 9).every((s) => s === 400 || s === 429)).toBe(true);
    expect(statuses.slice(9)).toEqual([429, 429, 429]);
    const c = await started(SITES.noEmail.street, 'again9@lakebluff.org');
    const right = await tryAccountNumber(c, '26898.102');
    expect(right.statusCode).toBe(429);
  });
});

describe('submit', () => {
  it('is refused without verification', async () => {
    const c = await started(SITES.withEmail.street, 'noproof@lakebluff.org');
    const res = await c.post('/api/registration/submit', submission());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: 'Please complete email verification before submitting your registration.',
      details: { reason: 'registration/verification-required' },
    });
    expect(await profileOf('noproof@lakebluff.org')).toBeUndefined();
  });

  it('is refused with a forged or unknown registration token', async () => {
    const c = client();
    c.token = 'A'.repeat(43);
    const res = await c.post('/api/registration/submit', submission());
    expect(res.statusCode).toBe(410);
  });

  it('creates the customer after e-mail verification, signs in, and lands on the portal of the ZIP', async () => {
    const c = client();
    await c.start(SITES.withEmail.street);
    await c.post('/api/registration/email', { source: 'on-file' });
    await c.post('/api/registration/email/code');
    await c.post('/api/registration/email/verify', { code: await codeSentTo(t.ctx, EMAIL_ON_FILE) });

    const weak = await c.post('/api/registration/submit', submission({ password: 'short' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must be at least 8 characters long');
    const badPhone = await c.post(
      '/api/registration/submit',
      submission({ contact: { ...contact, phoneNumber: '(999) 999-9999' } }),
    );
    expect(badPhone.json().message).toBe('Invalid phone number');
    const noMethod = await c.post(
      '/api/registration/submit',
      submission({ contact: { ...contact, preferredContactMethods: [] } }),
    );
    expect(noMethod.statusCode).toBe(400);

    const res = await c.post(
      '/api/registration/submit',
      submission({
        residence: { residenceType: 'multiFamily', aptUnit: '204', ownerOrRenter: 'renter', hoa: true },
      }),
    );
    expect(res.statusCode).toBe(201);
    const { uid, portalId, redirectTo } = res.json();
    expect(portalId).toBe('p-lake');
    expect(redirectTo).toBe('/');
    expect(c.cookies.get('curbside_session')).toBeTruthy();

    const profile = await profileOf(EMAIL_ON_FILE);
    expect(profile).toMatchObject({
      uid,
      entryType: 'CustomerProfile',
      defaultServicesId: 'p-lake',
      salutation: 'Ms.',
      firstName: 'Jane',
      displayName: 'Jane Doe',
      phoneNumber: '(847) 555-0150',
      source: SOURCE,
      cm04Cust: SITES.withEmail.cust,
      cm04Site: SITES.withEmail.site,
      zipCode: '60044',
      residenceType: 'multiFamily',
      aptUnit: '204',
      preferredContactMethods: ['Email', 'Text'],
      optInPaperlessBilling: false,
      emailVerified: true,
      documentVerified: false,
      accountNumberVerified: false,
      addressProof: 'email-on-file',
      authProvider: 'email',
      isGoogleSignUp: false,
      serviceChanges: {},
    });
    expect(profile!.selectedAddress).toEqual({
      CM04_CUST: SITES.withEmail.cust,
      CM04_SITE: SITES.withEmail.site,
      SOURCE,
      CM04_ADD2: SITES.withEmail.street,
      CM04_CITY: 'LAKE BLUFF',
      CM04_STAT: 'IL',
      CM04_PZIP: '60044',
      residenceType: 'multiFamily',
      aptUnit: '204',
      ownerOrRenter: 'renter',
      hoa: true,
    });
    const session = await c.get('/api/session');
    expect(session.json().customer).toMatchObject({ uid, email: EMAIL_ON_FILE });
    const login = await client().post('/api/auth/login', { email: EMAIL_ON_FILE, password: PASSWORD });
    expect(login.statusCode).toBe(200);

    // the token cannot be used again, and the address is now left out of the search
    const replay = await c.post('/api/registration/submit', submission());
    expect(replay.statusCode).toBe(410);
    const { items } = await client().search();
    expect(items.map((i) => i.CM04_ADD2)).not.toContain(SITES.withEmail.street);
  });

  it('creates the customer after account-number verification and a code to the typed e-mail, on the default portal', async () => {
    const c = await started(FAR_SITE.street, 'far@lakebluff.org', OTHER_ZIP);
    await tryAccountNumber(c, `${FAR_SITE.cust}.${FAR_SITE.site}`);
    // the account number proves the address, not the e-mail: no account until its owner confirms it
    const early = await c.post('/api/registration/submit', submission());
    expect(early.statusCode).toBe(403);
    expect(early.json().details.reason).toBe('registration/verification-required');
    expect((await c.post('/api/registration/email/code')).statusCode).toBe(200);
    const code = await codeSentTo(t.ctx, 'far@lakebluff.org');
    expect((await c.post('/api/registration/email/verify', { code })).statusCode).toBe(200);
    const res = await c.post(
      '/api/registration/submit',
      submission({
        contact: {
          ...contact,
          differentBillingAddress: true,
          billingAddress1: '1 Main St',
          billingCity: 'Chicago',
          billingState: 'IL',
          billingZip: '60601',
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().portalId).toBe('p-default');
    expect(await profileOf('far@lakebluff.org')).toMatchObject({
      accountNumberVerified: true,
      addressProof: 'account-number',
      emailVerified: true,
      differentBillingAddress: true,
      billingAddress1: '1 Main St',
      billingState: 'IL',
    });
  });

  it('writes the code in the language of the request and keeps that language on the new profile', async () => {
    const site = SPARE_SITES[2]!;
    const email = 'deutsch@lakebluff.org';
    const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };
    const c = await started(site.street, email, OTHER_ZIP);
    await tryAccountNumber(c, `${site.cust}.${site.site}`);
    expect((await c.request('POST', '/api/registration/email/code', {}, german)).statusCode).toBe(200);
    const mail = await lastMessageTo(t.ctx, email);
    const company = t.ctx.config.COMPANY_NAME;
    expect(mail!.subject).toBe(`Ihr Bestätigungscode für ${company}`);
    expect(mail!.bodyText).toMatch(
      new RegExp(`^Ihr Bestätigungscode für ${company} lautet \\d{6}\\.\\nEr ist 10 Minuten lang gültig\\.`),
    );
    expect(mail!.bodyText).toContain('Wenn Sie keine Registrierung begonnen haben');
    const code = await codeSentTo(t.ctx, email);
    expect((await c.post('/api/registration/email/verify', { code })).statusCode).toBe(200);
    const res = await c.request('POST', '/api/registration/submit', submission(), german);
    expect(res.statusCode, res.body).toBe(201);
    expect((await profileOf(email))!.language).toBe('de');
  });

  it('refuses an e-mail that got registered meanwhile', async () => {
    const a = await started(SITES.noEmail.street, 'race@lakebluff.org');
    await a.post('/api/registration/email/code');
    await a.post('/api/registration/email/verify', { code: await codeSentTo(t.ctx, 'race@lakebluff.org') });
    await t.ctx.db
      .insert(customerProfiles)
      .values({ uid: 'c-race', entryType: 'CustomerProfile', email: 'RACE@lakebluff.org' });
    const res = await a.post('/api/registration/submit', submission());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This email is already registered. Please login instead.');
    await t.ctx.db.delete(customerProfiles).where(eq(customerProfiles.uid, 'c-race'));
  });

  it('refuses an address the back office has not loaded', async () => {
    await t.ctx.db.insert(boSites).values({
      source: SOURCE,
      cm04Cust: '26898',
      cm04Site: '777',
      cm04Add2: '777 NEW ST',
      cm04City: 'LAKE BLUFF',
      cm04Stat: 'IL',
      cm04Pzip: '60044',
    });
    const c = await started('777 NEW ST', 'new@lakebluff.org');
    await tryAccountNumber(c, '26898.777');
    await c.post('/api/registration/email/code');
    await c.post('/api/registration/email/verify', { code: await codeSentTo(t.ctx, 'new@lakebluff.org') });
    await t.ctx.db.delete(boSites).where(and(eq(boSites.cm04Cust, '26898'), eq(boSites.cm04Site, '777')));
    const res = await c.post('/api/registration/submit', submission());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message:
        'This address is not available in the system yet. Please check with company support when it will be loaded for you to create an account.',
      details: { reason: 'registration/address-not-loaded' },
    });
    expect(await profileOf('new@lakebluff.org')).toBeUndefined();
  });

  it('leaves nothing behind when a step after the account was created fails', async () => {
    const c = await started(SPARE_SITES[0]!.street, 'atomic@lakebluff.org', OTHER_ZIP);
    await c.post('/api/registration/email/code');
    await c.post('/api/registration/email/verify', { code: await codeSentTo(t.ctx, 'atomic@lakebluff.org') });
    // signing in is the last step of the transaction: make it fail
    await t.ctx.db
      .execute(sql`create or replace function test_fail_session() returns trigger language plpgsql as $$
      begin raise exception 'session store down'; end $$`);
    await t.ctx.db.execute(
      sql`create trigger test_fail_session before insert on auth_sessions for each row execute function test_fail_session()`,
    );
    try {
      const res = await c.post('/api/registration/submit', submission());
      expect(res.statusCode).toBe(500);
      expect(c.cookies.has('curbside_session')).toBe(false);
    } finally {
      await t.ctx.db.execute(sql`drop trigger test_fail_session on auth_sessions`);
    }
    expect(await profileOf('atomic@lakebluff.org')).toBeUndefined();
    const passwords = await t.ctx.db.select().from(authPasswords);
    const profiles = await t.ctx.db.select({ uid: customerProfiles.uid }).from(customerProfiles);
    expect(passwords.every((p) => profiles.some((q) => q.uid === p.uid))).toBe(true);
    const [draft] = await t.ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, hashToken(c.token!)));
    expect(draft?.completedAt).toBeNull();

    // and the customer can simply try again
    const again = await c.post('/api/registration/submit', submission());
    expect(again.statusCode).toBe(201);
    const sessions = await t.ctx.db.select().from(authSessions).where(eq(authSessions.uid, again.json().uid));
    expect(sessions).toHaveLength(1);
  });
});

describe('Google sign-up', () => {
  it('needs no code and no password; the pending Google identity is the proof', async () => {
    const c = client();
    await givePendingGoogle(t.ctx, c, 'gina@lakebluff.org');
    await c.start(SITES.other.street);
    const chosen = await c.post('/api/registration/email', { source: 'google' });
    expect(chosen.json()).toMatchObject({
      email: 'gina@lakebluff.org',
      emailVerified: true,
      verifiedBy: 'google',
    });
    const res = await c.post('/api/registration/submit', submission({ password: undefined }));
    expect(res.statusCode).toBe(201);
    const profile = await profileOf('gina@lakebluff.org');
    expect(profile).toMatchObject({
      isGoogleSignUp: true,
      authProvider: 'google',
      displayName: 'Gina Google',
      emailVerified: true,
      addressProof: 'google',
    });
    const links = await t.ctx.db.select().from(authIdentities).where(eq(authIdentities.uid, profile!.uid));
    expect(links).toHaveLength(1);
    expect(
      await t.ctx.db.select().from(authPasswords).where(eq(authPasswords.uid, profile!.uid)),
    ).toHaveLength(0);
    expect(c.cookies.has('curbside_google_pending')).toBe(false);
    expect((await c.get('/api/session')).json().customer).toMatchObject({ uid: profile!.uid });
  });

  it('is refused once the Google sign-in is gone', async () => {
    const c = client();
    await givePendingGoogle(t.ctx, c, 'gone@lakebluff.org');
    await c.start(SPARE_SITES[1]!.street, OTHER_ZIP);
    await c.post('/api/registration/email', { source: 'google' });
    c.cookies.clear();
    const res = await c.post('/api/registration/submit', submission({ password: undefined }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Please complete email verification before submitting your registration.',
    );
  });

  it('refuses a Google e-mail that is registered already', async () => {
    const c = client();
    await givePendingGoogle(t.ctx, c, 'existing@lakebluff.org');
    await c.start(SPARE_SITES[1]!.street, OTHER_ZIP);
    const res = await c.post('/api/registration/email', { source: 'google' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'An account with this Google email already exists. Please use the login page instead.',
    );
  });
});
