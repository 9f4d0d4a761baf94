/**
 * My Account API: GET and PUT /api/me/profile. Only the signed-in customer's own profile; the form's
 * schema on the server (400s); the e-mail cannot change; a save queues the back-office customer update
 * in the same transaction, which the built-in back office records in bo_customer_updates, and which is
 * skipped when the customer id, site id or source is missing. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, useTestApp } from '../../test/app';
import { createDemoTestApp, putAsBrowser, signInDemoCustomer } from '../../test/sign-in';
import { Browser } from '../../auth/test/helpers';
import { setCustomerPassword } from '../../auth/customer-sign-in';
import { DEMO_PASSWORD } from '../../db/seed';
import { boCustomerUpdates, customerProfiles } from '../../db/schema';
import { JOBS_SCHEMA } from '../../jobs/jobs';
import { BACK_OFFICE_UPDATE_QUEUE } from '../../jobs/back-office-update';
import { MY_ACCOUNT_MESSAGES, profileUpdateValues, type TMyProfile } from '../../../domain/my-account';
import { getMyProfile } from './my-account-service';
import type { BackOfficePort } from '../../ports/back-office/back-office-port';
import type { TUpdateCustomerPayload } from '../../../domain/back-office';

const t = useTestApp(() => createDemoTestApp());

const put = (browser: Browser, body: unknown) => putAsBrowser(t.app, browser, '/api/me/profile', body);
/** PUT of the profile as it was (`before`) with `changes` made to it. */
const putEdit = (browser: Browser, before: TMyProfile, changes: Record<string, unknown>) =>
  put(browser, { ...profileUpdateValues(before), ...changes });

/** A demo customer signed in, and the profile as it was before the test changes it. */
async function signedInWithProfile(uid: string): Promise<{ browser: Browser; before: TMyProfile }> {
  const browser = await signInDemoCustomer(t.app, uid);
  return { browser, before: await profileOf(browser) };
}

async function profileOf(browser: Browser): Promise<TMyProfile> {
  const res = await browser.get('/api/me/profile');
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function jobsQueuedFor(uid: string): Promise<number> {
  const rows = await t.ctx.database.executor.executeSql(
    `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and singleton_key like $2`,
    [BACK_OFFICE_UPDATE_QUEUE, `customer-update:${uid}:%`],
  );
  return Number((rows.rows[0] as { n: number }).n);
}

describe('GET /api/me/profile', () => {
  it('needs a signed-in customer', async () => {
    const visitor = new Browser(t.app);
    expect((await visitor.get('/api/me/profile')).statusCode).toBe(401);
    expect((await put(visitor, {})).statusCode).toBe(401);
  });

  it('answers the signed-in customer’s own profile with the spec’s field names', async () => {
    const rita = await signInDemoCustomer(t.app, 'demo-resident-1');
    const res = await rita.get('/api/me/profile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const profile = res.json();
    expect(profile).toMatchObject({
      uid: 'demo-resident-1',
      entryType: 'CustomerProfile',
      email: 'resident@curbside.demo',
      salutation: 'Ms.',
      firstName: 'Rita',
      lastName: 'Resident',
      phoneType: 'Mobile',
      phoneNumber: '(847) 555-0111',
      preferredContactMethods: ['Email', 'Text'],
      optInMarketing: true,
      optInNotifications: true,
      optInPaperlessBilling: true,
      differentBillingAddress: false,
      billingAddress1: '',
      billingAddress2: '',
      billingCity: '',
      billingState: '',
      billingZip: '',
    });
    expect(profile.selectedAddress).toMatchObject({
      CM04_CUST: expect.any(String),
      CM04_SITE: expect.any(String),
      SOURCE: expect.stringMatching(/^TRUX_/),
      CM04_ADD2: expect.any(String),
      CM04_CITY: expect.any(String),
      CM04_STAT: 'IL',
      CM04_PZIP: expect.stringMatching(/^\d{5}$/),
      residenceType: 'singleFamily',
      ownerOrRenter: 'owner',
      hoa: false,
    });
    // only what the page needs: no password, no session data, no e-mail on file
    expect(JSON.stringify(profile)).not.toMatch(/password|CM04_EMAIL|serviceChanges/i);

    const manny = await profileOf(await signInDemoCustomer(t.app, 'demo-resident-2'));
    expect(manny).toMatchObject({ uid: 'demo-resident-2', firstName: 'Manny' });
  });

  it('answers the enterprise profile without a service address', async () => {
    const erin = await profileOf(await signInDemoCustomer(t.app, 'demo-enterprise-1'));
    expect(erin).toMatchObject({
      entryType: 'EnterpriseCustomerProfile',
      selectedAddress: null,
      organizationName: 'Northshore Facilities Group',
      phoneType: 'Work',
    });
  });

  it('maps the billing fields of older records (billingSameAsService, billingStreet, billingAptSuite)', async () => {
    const [row] = await t.ctx.db
      .select({ selectedAddress: customerProfiles.selectedAddress })
      .from(customerProfiles)
      .where(eq(customerProfiles.uid, 'demo-resident-3'));
    await t.ctx.db
      .update(customerProfiles)
      .set({
        selectedAddress: {
          ...row!.selectedAddress,
          billingSameAsService: false,
          billingStreet: '12 Old Mill Rd',
          billingAptSuite: 'Suite 4',
        },
        billingCity: 'Kenosha',
        billingState: 'WI',
        billingZip: '53140',
      })
      .where(eq(customerProfiles.uid, 'demo-resident-3'));
    const kenji = await profileOf(await signInDemoCustomer(t.app, 'demo-resident-3'));
    expect(kenji).toMatchObject({
      differentBillingAddress: true,
      billingAddress1: '12 Old Mill Rd',
      billingAddress2: 'Suite 4',
      billingCity: 'Kenosha',
      billingState: 'WI',
      billingZip: '53140',
    });
  });

  it('says No customer information found. for a uid without a profile', async () => {
    await expect(getMyProfile(t.ctx, 'nobody')).rejects.toMatchObject({
      status: 404,
      message: MY_ACCOUNT_MESSAGES.notFound,
    });
  });
});

describe('PUT /api/me/profile', () => {
  it('saves the edit and queues the back-office update, recorded once by the built-in back office', async () => {
    const { browser: manny, before } = await signedInWithProfile('demo-resident-2');
    const res = await putEdit(manny, before, {
      salutation: 'Dr.',
      firstName: 'Emmanuel',
      lastName: "O'Multi",
      phoneType: 'Home',
      phoneNumber: '847-234-5678',
      preferredContactMethods: ['Email', 'Text', 'Email'],
      optInMarketing: true,
      optInNotifications: false,
      optInPaperlessBilling: true,
      differentBillingAddress: true,
      billingAddress1: '  400 Lake Ave ',
      billingAddress2: 'Apt 3',
      billingCity: 'Highwood',
      billingState: 'IL',
      billingZip: '60040',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      uid: 'demo-resident-2',
      email: 'resident2@curbside.demo',
      salutation: 'Dr.',
      firstName: 'Emmanuel',
      lastName: "O'Multi",
      displayName: "Emmanuel O'Multi",
      phoneType: 'Home',
      phoneNumber: '(847) 234-5678',
      preferredContactMethods: ['Email', 'Text'],
      optInNotifications: false,
      differentBillingAddress: true,
      billingAddress1: '400 Lake Ave',
      billingAddress2: 'Apt 3',
      billingCity: 'Highwood',
      billingState: 'IL',
      billingZip: '60040',
    });
    expect(saved.selectedAddress).toEqual(before.selectedAddress);
    expect(await profileOf(manny)).toEqual(saved);

    await t.ctx.jobs.drain();
    const [update] = await t.ctx.db
      .select()
      .from(boCustomerUpdates)
      .where(eq(boCustomerUpdates.cm04Cust, before.selectedAddress!.CM04_CUST))
      .orderBy(desc(boCustomerUpdates.id))
      .limit(1);
    expect(update).toBeDefined();
    const cust = before.selectedAddress!.CM04_CUST;
    const site = before.selectedAddress!.CM04_SITE;
    expect(update!.idempotencyKey).toMatch(/^customer-update:demo-resident-2:[0-9a-f-]{36}$/);
    expect(update!.source).toBe(before.selectedAddress!.SOURCE.replace(/_RAW$/, ''));
    expect(update!.payload).toEqual({
      SOURCE: before.selectedAddress!.SOURCE.replace(/_RAW$/, ''),
      CM03: {
        CM03_CUST: cust,
        CM03_NAME: "EMMANUEL O'MULTI",
        CM03_EMAIL: 'RESIDENT2@CURBSIDE.DEMO',
        CM03_PHON: '8472345678',
      },
      CM04: {
        CM04_CUST: cust,
        CM04_SITE: site,
        CM04_NAME: "EMMANUEL O'MULTI",
        CM04_EMAIL: 'RESIDENT2@CURBSIDE.DEMO',
        CM04_PHON: '8472345678',
      },
      NOTIFICATIONS: {
        CC01: {
          CC01_CUST: cust,
          CC01_SITE: site,
          CC01_FNAME: 'EMMANUEL',
          CC01_LNAME: "O'MULTI",
          CC01_EMAIL: 'RESIDENT2@CURBSIDE.DEMO',
          CC01_PHON: '8472345678',
        },
        EN01: [{ EN01_TYPE: '9' }, { EN01_TYPE: '5' }],
      },
    } satisfies TUpdateCustomerPayload);
    expect(await jobsQueuedFor('demo-resident-2')).toBe(1);
  });

  it('clears the billing fields when the billing address is the service address again', async () => {
    const { browser: manny, before } = await signedInWithProfile('demo-resident-2');
    expect(before.differentBillingAddress).toBe(true);
    const res = await putEdit(manny, before, { differentBillingAddress: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      differentBillingAddress: false,
      billingAddress1: '',
      billingCity: '',
      billingState: '',
      billingZip: '',
    });
  });

  it('changes only the signed-in customer’s profile, whatever uid the body names', async () => {
    const rita = await signInDemoCustomer(t.app, 'demo-resident-1');
    const ritaBefore = await profileOf(rita);
    const kenjiBefore = await profileOf(await signInDemoCustomer(t.app, 'demo-resident-3'));
    const res = await putEdit(rita, ritaBefore, { uid: 'demo-resident-3', firstName: 'Margarita' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ uid: 'demo-resident-1', firstName: 'Margarita' });
    expect(await profileOf(await signInDemoCustomer(t.app, 'demo-resident-3'))).toEqual(kenjiBefore);
  });

  it('refuses invalid input with 400 and the schema’s message, and saves nothing', async () => {
    const { browser: dana, before } = await signedInWithProfile('demo-resident-4');
    const base = profileUpdateValues(before);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ firstName: '  ' }, /First name is required/],
      [{ lastName: '' }, /Last name is required/],
      [{ phoneNumber: '847555' }, /Please enter a valid 10-digit phone number/],
      [{ phoneNumber: '(047) 555-0111' }, /Invalid phone format/],
      [{ preferredContactMethods: [] }, /Please select at least one preferred contact method/],
      [{ salutation: 'Sir' }, /salutation/],
      [{ differentBillingAddress: true }, /Billing address is required/],
      [
        {
          differentBillingAddress: true,
          billingAddress1: '1 Main St',
          billingCity: 'Porter',
          billingZip: '46304',
        },
        /Billing state is required/,
      ],
      [
        {
          differentBillingAddress: true,
          billingAddress1: '1 Main St',
          billingCity: 'Porter',
          billingState: 'CA',
          billingZip: '46304',
        },
        /billingState/,
      ],
      [
        {
          differentBillingAddress: true,
          billingAddress1: '1 Main St',
          billingCity: 'Porter',
          billingState: 'IN',
          billingZip: '4630',
        },
        /Please enter a valid 5-digit ZIP code/,
      ],
      [{ optInMarketing: 'yes' }, /optInMarketing/],
    ];
    for (const [change, message] of cases) {
      const res = await put(dana, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().message).toMatch(message);
    }
    expect((await put(dana, 'not json')).statusCode).toBe(400);
    expect(await profileOf(dana)).toEqual(before);
    expect(await jobsQueuedFor('demo-resident-4')).toBe(0);
  });

  it('refuses a new phone number the phone check rejects', async () => {
    const { browser: dana, before } = await signedInWithProfile('demo-resident-4');
    // the NANP shape, but area code 999 is not in service: the phone check says so
    const res = await putEdit(dana, before, { phoneNumber: '(999) 234-5678' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Invalid phone number',
      details: { reason: 'my-account/invalid-phone', field: 'phoneNumber' },
    });
    expect(await profileOf(dana)).toEqual(before);
    // an unchanged number is not checked again (the demo's 555-01xx numbers stay as they are)
    const same = await putEdit(dana, before, { phoneNumber: before.phoneNumber.replace(/\D/g, '') });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses a change of e-mail, and accepts the same e-mail in other letter case', async () => {
    const { browser: dana, before } = await signedInWithProfile('demo-resident-4');
    const changed = await putEdit(dana, before, { email: 'someone.else@example.com', firstName: 'Danielle' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: MY_ACCOUNT_MESSAGES.emailNotEditable,
      details: { reason: 'my-account/email-not-editable', field: 'email' },
    });
    expect(await profileOf(dana)).toEqual(before);

    const same = await putEdit(dana, before, { email: ' RESIDENT4@curbside.demo ', firstName: 'Danielle' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ email: 'resident4@curbside.demo', firstName: 'Danielle' });
    // without an e-mail at all it is kept too
    const { email: _email, ...withoutEmail } = profileUpdateValues(before);
    const none = await put(dana, withoutEmail);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ email: 'resident4@curbside.demo', firstName: 'Dana' });
  });

  it('skips the back-office update when the customer id, site id or source is missing', async () => {
    const { browser: erin, before } = await signedInWithProfile('demo-enterprise-1');
    await t.ctx.jobs.drain();
    const updatesBefore = await t.ctx.db.$count(boCustomerUpdates);
    const res = await putEdit(erin, before, { firstName: 'Erinn' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Erinn', selectedAddress: null });
    await t.ctx.jobs.drain();
    expect(await jobsQueuedFor('demo-enterprise-1')).toBe(0);
    expect(await t.ctx.db.$count(boCustomerUpdates)).toBe(updatesBefore);
  });
});

describe('back-office update job', () => {
  /** A back office that fails the first `failures` calls, then records them. */
  function flakyBackOffice(failures: number) {
    const calls: { key: string; payload: TUpdateCustomerPayload; ok: boolean }[] = [];
    const port = {
      kind: 'http',
      async updateCustomer(payload: TUpdateCustomerPayload, key: string) {
        const ok = calls.length >= failures;
        calls.push({ key, payload, ok });
        if (!ok) throw new Error('back office answered 503');
      },
    } as unknown as BackOfficePort;
    return { port, calls };
  }

  it('retries a failed call with the same idempotency key until the back office takes it', async () => {
    const flaky = flakyBackOffice(1);
    const own = await createTestApp({
      env: { JOB_RETRY_LIMIT: '3', JOB_RETRY_DELAY_SECONDS: '1' },
      ports: { backOffice: flaky.port },
      prepare: async (ctx) => {
        await ctx.db.insert(customerProfiles).values({
          uid: 'c-pat',
          entryType: 'CustomerProfile',
          email: 'pat@example.com',
          firstName: 'Pat',
          lastName: 'Doe',
          phoneNumber: '(847) 555-0199',
          selectedAddress: {
            CM04_CUST: '1001',
            CM04_SITE: '2',
            SOURCE: 'TRUX_BH_COMP_RAW',
            CM04_ADD2: '1 ELM ST',
          },
          preferredContactMethods: ['Email'],
        });
        await setCustomerPassword(ctx.db, 'c-pat', DEMO_PASSWORD);
      },
    });
    try {
      const pat = new Browser(own.app, '198.51.100.200');
      expect(
        (await pat.post('/api/auth/login', { email: 'pat@example.com', password: DEMO_PASSWORD })).statusCode,
      ).toBe(200);
      const before = (await pat.get('/api/me/profile')).json();
      const res = await putAsBrowser(own.app, pat, '/api/me/profile', {
        ...profileUpdateValues(before),
        optInMarketing: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      await own.ctx.jobs.drain(20_000);
      expect(flaky.calls.map((c) => c.ok)).toEqual([false, true]);
      expect(new Set(flaky.calls.map((c) => c.key)).size).toBe(1);
      expect(flaky.calls[1]!.payload).toMatchObject({
        SOURCE: 'TRUX_BH_COMP',
        CM04: { CM04_CUST: '1001', CM04_SITE: '2', CM04_NAME: 'PAT DOE', CM04_PHON: '8475550199' },
        NOTIFICATIONS: { EN01: [{ EN01_TYPE: '4' }, { EN01_TYPE: '5' }] },
      });
    } finally {
      await own.close();
    }
  });
});
