import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type AppInstance } from '../../app';
import type { AppContext } from '../../app-context';
import { customerProfiles, reminderPreferences, sentMessages, smsOptOuts } from '../../db/schema';
import { queueSms } from '../../jobs/messaging';
import { findSmsOptedOut, isSmsOptedOut } from '../../ports/sms/sms-opt-outs';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { SMS_INBOUND_LIMITS } from './routes';
import { twilioSignature } from './twilio-signature';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const TOKEN = 'twilio-auth-token';
const PUBLIC_URL = 'http://localhost:3000';

function form(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

function twilioParams(from: string, body: string): Record<string, string> {
  return {
    AccountSid: 'AC123',
    ApiVersion: '2010-04-01',
    Body: body,
    From: from,
    MessageSid: `SM${Math.random().toString(16).slice(2)}`,
    NumMedia: '0',
    NumSegments: '1',
    SmsStatus: 'received',
    To: '+18445550100',
  };
}

async function profile(ctx: AppContext, uid: string, phoneNumber: string, sms: boolean) {
  await ctx.db.insert(customerProfiles).values({
    uid,
    entryType: 'CustomerProfile',
    email: `${uid}@example.com`,
    firstName: 'Pat',
    lastName: uid,
    phoneNumber,
    preferredContactMethods: ['Email', 'Text'],
  });
  await ctx.db.insert(reminderPreferences).values({
    uid,
    eveningMail: true,
    eveningSms: sms,
    holidayMail: true,
    holidaySms: sms,
  });
}

async function preferences(ctx: AppContext, uid: string) {
  const [row] = await ctx.db.select().from(reminderPreferences).where(eq(reminderPreferences.uid, uid));
  return row;
}

describe('POST /api/sms/inbound', () => {
  let t: TestApp;
  /** The same database and jobs, built with the HTTP SMS adapter configured (signatures required). */
  let signedApp: AppInstance;
  /** Built-in SMS with demo mode off (DEMO_MODE=false on a local address). */
  let closedApp: AppInstance;

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL, COMPANY_NAME: 'Demo Hauler', COMPANY_PHONE_DISPLAY: '844.555.0100' },
    });
    signedApp = await buildApp(
      {
        ...t.ctx,
        config: testConfig({
          PUBLIC_URL,
          COMPANY_NAME: 'Demo Hauler',
          COMPANY_PHONE_DISPLAY: '844.555.0100',
          SMS_API_URL: 'http://127.0.0.1:9/',
          SMS_ACCOUNT_SID: 'AC123',
          SMS_AUTH_TOKEN: TOKEN,
          SMS_FROM: '+18445550100',
        }),
      },
      { logger: false },
    );
    closedApp = await buildApp(
      { ...t.ctx, config: testConfig({ PUBLIC_URL, DEMO_MODE: 'false' }) },
      { logger: false },
    );
    await Promise.all([signedApp.ready(), closedApp.ready()]);
    await profile(t.ctx, 'c-stop', '(312) 555-0123', true);
    await profile(t.ctx, 'c-same-number', '1-312-555-0123', true);
    await profile(t.ctx, 'c-other', '(312) 555-0199', true);
  });
  afterAll(async () => {
    await signedApp?.close();
    await closedApp?.close();
    await t?.close();
  });

  describe('with the HTTP SMS adapter: the provider’s signature', () => {
    const post = (params: Record<string, string>, signature?: string, url = '/api/sms/inbound') =>
      signedApp.inject({
        method: 'POST',
        url,
        headers: { ...FORM, ...(signature === undefined ? {} : { 'x-twilio-signature': signature }) },
        payload: form(params),
      });

    it('takes a correctly signed HELP and answers in TwiML', async () => {
      const params = twilioParams('+13125550150', 'help');
      const res = await post(params, twilioSignature(TOKEN, `${PUBLIC_URL}/api/sms/inbound`, params));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      expect(res.body).toBe(
        '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Demo Hauler: pickup reminders and service updates. Call 844.555.0100 for help. Reply STOP to unsubscribe.</Message></Response>',
      );
    });

    it('matches a known Twilio example signature (URL with a query string, params sorted by name)', async () => {
      // the example from Twilio's signature validation snippets (TwilioDevEd/api-snippets)
      const params = {
        CallSid: 'CA1234567890ABCDE',
        Caller: '+14158675309',
        Digits: '1234',
        From: '+14158675309',
        To: '+18005551212',
      };
      expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
        'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
      );
    });

    it('refuses a missing, wrong or stale signature with 403 and changes nothing', async () => {
      const params = twilioParams('+13125550123', 'STOP');
      const good = twilioSignature(TOKEN, `${PUBLIC_URL}/api/sms/inbound`, params);
      for (const res of [
        await post(params),
        await post(params, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA='),
        await post(params, twilioSignature('another-token', `${PUBLIC_URL}/api/sms/inbound`, params)),
        await post({ ...params, Body: 'START' }, good),
        await post(params, good, '/api/sms/inbound?x=1'),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
      expect(await isSmsOptedOut(t.ctx.db, '+13125550123')).toBe(false);
      expect(await preferences(t.ctx, 'c-stop')).toMatchObject({ eveningSms: true, holidaySms: true });
    });

    it('answers 429 to an address after too many bad signatures', async () => {
      const params = twilioParams('+13125550177', 'HELP');
      const from = { remoteAddress: '203.0.113.9' };
      const send = (signature: string) =>
        signedApp.inject({
          method: 'POST',
          url: '/api/sms/inbound',
          headers: { ...FORM, 'x-twilio-signature': signature },
          payload: form(params),
          ...from,
        });
      for (let i = 0; i < SMS_INBOUND_LIMITS.badSignaturesPerIp.limit; i++) {
        expect((await send('bad')).statusCode).toBe(403);
      }
      expect((await send('bad')).statusCode).toBe(429);
      const good = twilioSignature(TOKEN, `${PUBLIC_URL}/api/sms/inbound`, params);
      expect((await send(good)).statusCode).toBe(429);
    });
  });

  describe('with the built-in SMS adapter in demo mode (unsigned posts)', () => {
    const post = (params: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/sms/inbound', headers: FORM, payload: form(params) });

    it('STOP opts the number out and turns off text reminders for profiles with that number only', async () => {
      const res = await post(twilioParams('+13125550123', '  Stop '));
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(
        '<?xml version="1.0" encoding="UTF-8"?><Response><Message>You are unsubscribed from Demo Hauler texts. Reply START to resubscribe.</Message></Response>',
      );
      expect(await isSmsOptedOut(t.ctx.db, '+13125550123')).toBe(true);
      expect(await isSmsOptedOut(t.ctx.db, '(312) 555-0123')).toBe(true);
      expect(await findSmsOptedOut(t.ctx.db, ['+13125550123', '+13125550199', '+13125550123'])).toEqual(
        new Set(['+13125550123']),
      );
      // both spellings of the number, mail reminders untouched; the other customer keeps texts
      for (const uid of ['c-stop', 'c-same-number']) {
        expect(await preferences(t.ctx, uid)).toMatchObject({
          eveningSms: false,
          holidaySms: false,
          eveningMail: true,
          holidayMail: true,
        });
      }
      expect(await preferences(t.ctx, 'c-other')).toMatchObject({ eveningSms: true, holidaySms: true });

      // a second STOP (or a retried webhook) changes nothing and keeps one row
      expect((await post(twilioParams('+13125550123', 'UNSUBSCRIBE'))).statusCode).toBe(200);
      const rows = await t.ctx.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '+13125550123'));
      expect(rows).toHaveLength(1);
    });

    it('the SMS job sends nothing to an opted-out number, and sends again after START', async () => {
      /** Queues a text to the number, lets the job run, and answers what it sent. */
      const textThrough = async (key: string) => {
        await t.ctx.db.transaction((tx) =>
          queueSms(t.ctx, tx, { to: '+13125550123', text: 'Pickup tomorrow' }, key),
        );
        await t.ctx.jobs.drain();
        return t.ctx.db.select().from(sentMessages).where(eq(sentMessages.idempotencyKey, key));
      };
      expect(await textThrough('optout-test-1')).toHaveLength(0);

      const res = await post(twilioParams('+13125550123', 'start'));
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<Message>You are resubscribed to Demo Hauler texts.');
      expect(await isSmsOptedOut(t.ctx.db, '+13125550123')).toBe(false);
      // preferences stay off until the customer turns them on in My Account
      expect(await preferences(t.ctx, 'c-stop')).toMatchObject({ eveningSms: false, holidaySms: false });

      expect(await textThrough('optout-test-2')).toHaveLength(1);
    });

    it('answers an empty Response to any other text and changes nothing', async () => {
      const res = await post(twilioParams('+13125550199', 'please stop'));
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      expect(await isSmsOptedOut(t.ctx.db, '+13125550199')).toBe(false);
      expect(await preferences(t.ctx, 'c-other')).toMatchObject({ eveningSms: true });
    });

    it('answers 400 with the error body to bad input, never 500', async () => {
      const bad = [
        form({ Body: 'STOP' }),
        form({ From: '', Body: 'STOP' }),
        form({ From: 'not a number', Body: 'STOP' }),
        form({ From: '+13125550123', Body: 'x'.repeat(1601) }),
        'From=%2B13125550123&From=%2B13125550124&Body=STOP',
        '',
      ];
      for (const payload of bad) {
        const res = await t.app.inject({ method: 'POST', url: '/api/sms/inbound', headers: FORM, payload });
        expect(res.statusCode, payload.slice(0, 60)).toBe(400);
        expect(res.json()).toMatchObject({
          code: expect.stringMatching(/^(BAD_REQUEST|VALIDATION_FAILED)$/),
        });
      }
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: FORM,
        payload: form({ From: '+13125550123', Body: 'STOP', Padding: 'x'.repeat(20_000) }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        payload: { From: '+13125550123', Body: 'STOP' },
      });
      expect(json.statusCode).toBe(415);
      expect(await isSmsOptedOut(t.ctx.db, '+13125550124')).toBe(false);
    });
  });

  it('with the built-in SMS adapter and demo mode off, refuses every post with 404', async () => {
    const res = await closedApp.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: FORM,
      payload: form(twilioParams('+13125550199', 'STOP')),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await isSmsOptedOut(t.ctx.db, '+13125550199')).toBe(false);
  });

  it('is in the OpenAPI document under the sms tag, taking a form', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        { post?: { tags?: string[]; requestBody?: { content?: Record<string, unknown> } } }
      >;
    };
    const op = doc.paths['/api/sms/inbound']?.post;
    expect(op?.tags).toEqual(['sms']);
    expect(Object.keys(op?.requestBody?.content ?? {})).toContain('application/x-www-form-urlencoded');
  });
});
