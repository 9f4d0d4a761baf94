/**
 * Pickup reminders (issue 14) on the demo hauler (PGlite, and PostgreSQL with TEST_DATABASE_URL):
 * the choices in My Account and their channel rules, the evening run (started once per portal and
 * evening, however often it is swept), the evening-before reminder and the holiday notice with their
 * one-click unsubscribe headers, nothing sent twice when a batch runs again (a retry, a restart, a
 * second server), quiet hours for texts, the one-click unsubscribe, and the demo "move the clock" run.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import {
  REMINDER_MESSAGES,
  type TRemindersResponse,
} from '../../../domain/pickup-reminders/reminder-preferences';
import {
  boServices,
  customerProfiles,
  reminderPreferences,
  reminderRuns,
  reminderSends,
  sentMessages,
} from '../../db/schema';
import { executorFor } from '../../db/client';
import { DEMO_PORTAL_IDS } from '../../db/seed/demo-ids';
import { SMS_QUEUE } from '../../jobs/messaging';
import { createTestApp, useTestApp } from '../../test/app';
import { call, customerCookie, eventually, demoHaulerData } from '../services/test-support';
import { addSmsOptOut, removeSmsOptOut } from '../../ports/sms/sms-opt-outs';
import { runPickupReminderBatch, sweepPickupReminders } from './reminder-run';

const RITA = { uid: 'demo-resident-1', email: 'resident@curbside.demo' };
/** Monday 23 November 2026, 18:05 in Chicago: the evening before Rita's Tuesday pickup. */
const MONDAY_EVENING = '2026-11-24T00:05:00Z';

const clock = new Date('2026-11-20T15:00:00Z');
let rita: string;
let manny: string;

const t = useTestApp(() => createTestApp({ now: () => clock, seeded: demoHaulerData }), 180_000);

beforeAll(async () => {
  rita = await customerCookie(t.ctx, RITA.uid);
  manny = await customerCookie(t.ctx, 'demo-resident-2');
  // seeding the demo hauler on PGlite took over 60 s once at a load average of 25
}, 180_000);

beforeEach(async () => {
  await t.ctx.db
    .update(customerProfiles)
    .set({
      optInNotifications: true,
      preferredContactMethods: ['Email'],
      phoneType: 'Mobile',
      phoneNumber: '(847) 555-0142',
    })
    .where(eq(customerProfiles.uid, RITA.uid));
  await t.ctx.db.delete(reminderPreferences);
  await t.ctx.db.delete(reminderRuns);
  await t.ctx.db.delete(reminderSends);
  await t.ctx.db.delete(sentMessages).where(like(sentMessages.idempotencyKey, 'reminder:%'));
});

/** A customer's choices before they change any: no reminders, status notices by mail and text. */
const STARTING_PREFERENCES = {
  eveningMail: false,
  eveningSms: false,
  holidayMail: false,
  holidaySms: false,
  statusMail: true,
  statusSms: true,
};

async function save(cookie: string, preferences: Record<string, boolean>, language = 'en-US') {
  return t.app.inject({
    method: 'PUT',
    url: '/api/reminders',
    headers: { cookie, 'accept-language': language },
    payload: { ...STARTING_PREFERENCES, ...preferences },
  });
}

/**
 * The reminder messages sent, once `expected` of them are there (the batch job queues each one as a
 * job of its own) and no job is left that could send another (so "nothing twice" is checked too).
 */
async function reminderMessages(expected: number) {
  const read = () =>
    t.ctx.db
      .select()
      .from(sentMessages)
      .where(like(sentMessages.idempotencyKey, 'reminder:%'))
      .orderBy(sentMessages.idempotencyKey);
  await eventually(
    async () => ((await read()).length >= expected ? true : undefined),
    20_000,
    `${expected} reminder message(s)`,
  );
  await t.ctx.jobs.drain(20_000);
  return read();
}

const batchOf = (at: string, runDate: string) => ({
  portalId: DEMO_PORTAL_IDS.lakeBluff,
  runDate,
  at,
  afterUid: '',
});

async function setRitasContactMethods(methods: string[]) {
  await t.ctx.db
    .update(customerProfiles)
    .set({ preferredContactMethods: methods })
    .where(eq(customerProfiles.uid, RITA.uid));
}

/** Runs `act` while Rita's trash (service 1) is picked up on Thursdays, then puts her day back. */
async function withRitasTrashPickupOnThursday(act: () => Promise<void>) {
  const where = and(
    eq(boServices.cm05Serv, 1),
    eq(boServices.cm05Cust, sql`(select cm04_cust from customer_profiles where uid = ${RITA.uid})`),
  );
  const [before] = await t.ctx.db.select().from(boServices).where(where);
  await t.ctx.db.update(boServices).set({ serviceDayOfWeek: 'THU' }).where(where);
  try {
    await act();
  } finally {
    await t.ctx.db.update(boServices).set({ serviceDayOfWeek: before!.serviceDayOfWeek }).where(where);
  }
}

describe('GET and PUT /api/reminders', () => {
  it('needs a signed-in customer', async () => {
    expect((await call(t, 'GET', '/api/reminders')).statusCode).toBe(401);
    expect((await save('', { eveningMail: true })).statusCode).toBe(401);
  });

  it('starts with nothing on, the channels the contact choices allow, and the portal reminder time', async () => {
    const res = await call(t, 'GET', '/api/reminders', rita);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      preferences: STARTING_PREFERENCES,
      channels: { mail: true, sms: false },
      smsStopped: false,
      reminderTime: '18:00',
      timeZone: 'America/Chicago',
    });
  });

  it('refuses texts until Text is a contact method, and anything while notifications are off', async () => {
    const refused = await save(rita, { eveningSms: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(REMINDER_MESSAGES.smsNotAllowed);

    await t.ctx.db
      .update(customerProfiles)
      .set({ optInNotifications: false })
      .where(eq(customerProfiles.uid, RITA.uid));
    const off = await save(rita, { eveningMail: true });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(REMINDER_MESSAGES.notificationsOff);
    // turning everything off is always allowed
    expect((await save(rita, {})).statusCode).toBe(200);
  });

  it("saves one customer's choices and in their language, and shows them to nobody else", async () => {
    await setRitasContactMethods(['Email', 'Text']);
    const res = await save(rita, { eveningMail: true, holidaySms: true }, 'es-US,es;q=0.9');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TRemindersResponse;
    expect(body.preferences).toEqual({
      eveningMail: true,
      eveningSms: false,
      holidayMail: false,
      holidaySms: true,
      statusMail: true,
      statusSms: true,
    });
    expect(body.channels).toEqual({ mail: true, sms: true });
    const [row] = await t.ctx.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.uid, RITA.uid));
    expect(row?.language).toBe('es');

    const other = (await call(t, 'GET', '/api/reminders', manny)).json() as TRemindersResponse;
    expect(other.preferences.eveningMail).toBe(false);
  });

  it('refuses texts to a number that replied STOP, until it replies START', async () => {
    await setRitasContactMethods(['Email', 'Text']);
    await addSmsOptOut(t.ctx.db, '+18475550142', clock);
    try {
      expect((await call(t, 'GET', '/api/reminders', rita)).json().smsStopped).toBe(true);
      const refused = await save(rita, { eveningSms: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(REMINDER_MESSAGES.smsStopped);
    } finally {
      await removeSmsOptOut(t.ctx.db, '+18475550142');
    }
    expect((await save(rita, { eveningSms: true })).statusCode).toBe(200);
  });

  it('answers 400, not 500, to a malformed body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { cookie: rita },
      payload: { eveningMail: 'yes' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the evening run', () => {
  it('starts once per portal and evening, after the reminder time, however often it is swept', async () => {
    expect(await save(rita, { eveningMail: true }).then((r) => r.statusCode)).toBe(200);
    // 17:30 in Chicago: not yet
    expect(await sweepPickupReminders(t.ctx, new Date('2026-11-23T23:30:00Z'))).not.toContain(
      DEMO_PORTAL_IDS.lakeBluff,
    );
    const first = await sweepPickupReminders(t.ctx, new Date(MONDAY_EVENING));
    expect(first).toContain(DEMO_PORTAL_IDS.lakeBluff);
    // a later sweep, or another server's, starts nothing
    expect(await sweepPickupReminders(t.ctx, new Date('2026-11-24T00:10:00Z'))).toEqual([]);

    const messages = await reminderMessages(1);
    expect(messages.map((m) => [m.channel, m.recipient, m.subject])).toEqual([
      ['mail', RITA.email, 'Pickup tomorrow: Trash, recycling and yard waste'],
    ]);
    const mail = messages[0]!;
    expect(mail.bodyText).toContain(
      'Tomorrow, Tuesday, November 24, is your trash, recycling and yard waste pickup day.',
    );
    expect(mail.idempotencyKey).toBe(`reminder:evening:2026-11-24:${RITA.uid}:mail`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/.+\/api\/reminders\/unsubscribe\?u=demo-resident-1&t=[0-9a-f]{64}>$/,
    );

    const [run] = await t.ctx.db
      .select()
      .from(reminderRuns)
      .where(eq(reminderRuns.portalId, DEMO_PORTAL_IDS.lakeBluff));
    expect(run?.runDate).toBe('2026-11-23');
    expect(run?.finishedAt).not.toBeNull();
  });

  it('sends nothing twice when a batch runs again (a retry, a restart mid-run, a second server)', async () => {
    await save(rita, { eveningMail: true });
    const batch = batchOf(MONDAY_EVENING, '2026-11-23');
    const first = await runPickupReminderBatch(t.ctx, batch, { queueNext: false });
    expect(first.queued).toBe(1);
    const again = await Promise.all([
      runPickupReminderBatch(t.ctx, batch, { queueNext: false }),
      runPickupReminderBatch(t.ctx, batch, { queueNext: false }),
    ]);
    expect(again.map((o) => o.queued)).toEqual([0, 0]);
    expect(await reminderMessages(1)).toHaveLength(1);
  });

  it('names yard waste only in its season: the evening before a December pickup says trash and recycling', async () => {
    await save(rita, { eveningMail: true });
    // Monday 7 December 2026, 18:05 in Chicago: the season ended on November 30 (issue 28 §3)
    const batch = batchOf('2026-12-08T00:05:00Z', '2026-12-07');
    expect((await runPickupReminderBatch(t.ctx, batch, { queueNext: false })).queued).toBe(1);
    const [mail] = await reminderMessages(1);
    expect(mail?.subject).toMatch(/^Pickup tomorrow: /);
    expect(mail?.subject).not.toMatch(/yard waste/i);
    expect(mail?.bodyText).toContain(
      'Tomorrow, Tuesday, December 8, is your trash and recycling pickup day.',
    );
    expect(mail?.bodyText).not.toMatch(/yard waste/i);
  });

  it("gives a week's notice of a pickup Thanksgiving moves, once, in the customer's language", async () => {
    await withRitasTrashPickupOnThursday(async () => {
      await save(rita, { holidayMail: true }, 'es-US');
      // Friday 20 November, 18:05 in Chicago: Thursday 26's pickup moves to Friday 27, within the week
      const at = '2026-11-21T00:05:00Z';
      expect((await runPickupReminderBatch(t.ctx, batchOf(at, '2026-11-20'))).queued).toBe(1);
      // the next evenings it is still within the week, and not sent again
      expect(
        (await runPickupReminderBatch(t.ctx, batchOf('2026-11-22T00:05:00Z', '2026-11-21'))).queued,
      ).toBe(0);
      const [notice] = await reminderMessages(1);
      expect(notice?.subject).toBe('Horario de feriado: su recolección pasa al viernes, 27 de noviembre');
      expect(notice?.idempotencyKey).toBe(`reminder:holiday:2026-11-26:${RITA.uid}:mail`);
    });
  });

  it('texts outside quiet hours only: a late evening-before text is dropped, the mail still goes', async () => {
    await setRitasContactMethods(['Email', 'Text']);
    await save(rita, { eveningMail: true, eveningSms: true });

    // 21:30 in Chicago
    await runPickupReminderBatch(t.ctx, batchOf('2026-11-24T03:30:00Z', '2026-11-23'));
    expect((await reminderMessages(1)).map((m) => m.channel)).toEqual(['mail']);
  });

  it('texts at the reminder time, ending with how to stop them', async () => {
    await setRitasContactMethods(['Text']);
    await save(rita, { eveningSms: true });
    await runPickupReminderBatch(t.ctx, batchOf(MONDAY_EVENING, '2026-11-23'));
    const messages = await reminderMessages(1);
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual([['sms', '+18475550142']]);
    expect(messages[0]!.bodyText).toMatch(
      /^LRS: Pickup tomorrow \(Tue, Nov 24\): trash, recycling and yard waste\. Reply STOP to opt out\.$/,
    );
  });

  it('holds a holiday notice text until 08:00 when it is due in quiet hours', async () => {
    await withRitasTrashPickupOnThursday(async () => {
      try {
        await setRitasContactMethods(['Text']);
        await save(rita, { holidaySms: true });
        // 22:00 in Chicago on Friday 20 November: the text waits 10 hours
        await runPickupReminderBatch(t.ctx, batchOf('2026-11-21T04:00:00Z', '2026-11-20'));
        const result = await executorFor(t.ctx.db).executeSql(
          `select start_after::text as start_after, created_on::text as created_on from pgboss.job where name = $1 and singleton_key = $2`,
          [SMS_QUEUE, `reminder:holiday:2026-11-26:${RITA.uid}:sms`],
        );
        const rows = result.rows as { start_after: string; created_on: string }[];
        expect(rows).toHaveLength(1);
        const waited = new Date(rows[0]!.start_after).getTime() - new Date(rows[0]!.created_on).getTime();
        expect(waited).toBeGreaterThan(9.9 * 3600_000);
        expect(waited).toBeLessThan(10.1 * 3600_000);
      } finally {
        // the held text would keep the queue busy for ten hours
        await executorFor(t.ctx.db).executeSql('delete from pgboss.job where name = $1', [SMS_QUEUE]);
      }
    });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  async function linkOfReminder(): Promise<string> {
    await save(rita, { eveningMail: true, holidayMail: true });
    await runPickupReminderBatch(t.ctx, batchOf(MONDAY_EVENING, '2026-11-23'));
    const [mail] = await reminderMessages(1);
    return /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
  }

  it("turns reminder e-mails off with the mail client's form POST and no cookie", async () => {
    const url = new URL(await linkOfReminder());
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(REMINDER_MESSAGES.unsubscribed);
    const [row] = await t.ctx.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.uid, RITA.uid));
    expect([row?.eveningMail, row?.holidayMail]).toEqual([false, false]);
  });

  it('takes the one-click POST that webmail sends with its own Origin; no other route does', async () => {
    const url = new URL(await linkOfReminder());
    const webmail = { origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' };
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { ...webmail, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.uid, RITA.uid));
    expect([row?.eveningMail, row?.holidayMail]).toEqual([false, false]);
    // the exemption is this route's alone: the reminders form and the status-notice link keep the check
    const form = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { ...webmail, cookie: rita },
      payload: { eveningMail: true },
    });
    expect(form.statusCode).toBe(403);
    const notices = await t.app.inject({
      method: 'POST',
      url: '/api/notices/unsubscribe',
      headers: webmail,
      payload: { u: url.searchParams.get('u'), t: url.searchParams.get('t') },
    });
    expect(notices.statusCode).toBe(403);
  });

  it('takes the link as JSON from the /unsubscribe page, and a GET only redirects there', async () => {
    const url = new URL(await linkOfReminder());
    const get = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toMatch(/^\/unsubscribe\?k=reminders&u=demo-resident-1&t=[0-9a-f]{64}$/);
    const [still] = await t.ctx.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.uid, RITA.uid));
    expect(still?.eveningMail).toBe(true);

    const post = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      payload: { u: url.searchParams.get('u'), t: url.searchParams.get('t') },
    });
    expect(post.statusCode, post.body).toBe(200);
  });

  it('refuses a link the portal did not send with 400', async () => {
    for (const query of ['', '?u=demo-resident-1&t=abc', `?u=demo-resident-2&t=${'0'.repeat(64)}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/reminders/unsubscribe${query}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/reminders/demo-run (demo mode)', () => {
  it("runs the customer's portal as of a moved clock, and the reminder lands in the demo mailbox", async () => {
    await save(rita, { eveningMail: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/demo-run',
      headers: { cookie: rita },
      payload: { at: '2026-11-23T18:05:00-06:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().queued).toBe(1);
    const delivered = await eventually(
      async () => {
        const box = await call(t, 'GET', '/api/demo-mailbox');
        const items = box.json().items as { subject?: string }[];
        return items.some((m) => m.subject?.startsWith('Pickup tomorrow')) ? true : undefined;
      },
      20_000,
      'the reminder in the demo mailbox',
    );
    expect(delivered).toBe(true);
  });

  it('needs a signed-in customer and a valid instant', async () => {
    expect(
      (await call(t, 'POST', '/api/reminders/demo-run', undefined, { at: MONDAY_EVENING })).statusCode,
    ).toBe(401);
    expect((await call(t, 'POST', '/api/reminders/demo-run', rita, { at: 'tomorrow' })).statusCode).toBe(400);
  });
});
