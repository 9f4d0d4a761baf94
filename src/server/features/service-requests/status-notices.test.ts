/**
 * The customer hears when their ticket's status changes (issue 11): by e-mail and/or text according to
 * their contact methods, only with status updates on, once per change however often it is recorded,
 * in the customer's language (the profile's when it is sent), with a link that turns the notices off. On the demo hauler
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { requestReference } from '../../../domain/service-requests/reference';
import { renderStatusNotice } from '../../../domain/service-requests/status-notice';
import { customerProfiles, reminderPreferences, sentMessages } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { injectWithCookie, staffSessionCookie } from '../../test/sign-in';
import { customerCookie, demoHaulerData } from '../services/test-support';
import { applyIssueStatus } from './status-polling';
import { noticeChannels } from './status-notices';

const RITA = { uid: 'demo-resident-1', email: 'resident@curbside.demo' };
const OTHER = 'demo-resident-2';

let rita: string;
let service: string;

const t = useTestApp(
  () =>
    createTestApp({
      now: () => new Date('2026-11-20T15:00:00Z'),
      seeded: demoHaulerData,
    }),
  60_000,
);

beforeAll(async () => {
  rita = await customerCookie(t.ctx, RITA.uid);
  service = await staffSessionCookie(t.ctx, 'service@curbside.demo', 'Sam Service');
}, 60_000);

const preferences = (set: Partial<typeof customerProfiles.$inferInsert>) =>
  t.ctx.db.update(customerProfiles).set(set).where(eq(customerProfiles.uid, RITA.uid));

beforeEach(async () => {
  await preferences({
    optInNotifications: true,
    preferredContactMethods: ['Email'],
    phoneType: 'Mobile',
    phoneNumber: '(847) 555-0142',
  });
});

async function fileMissedPickup(
  language = 'en-US,en;q=0.9',
): Promise<{ requestId: string; issueId: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services/trash/requests/missed-pickup',
    headers: { cookie: rita, 'accept-language': language },
    payload: { subject: 'Cart not emptied', details: 'The truck skipped our street.' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function setStatus(requestId: string, body: Record<string, unknown>): Promise<void> {
  const res = await injectWithCookie(
    t.app,
    'POST',
    `/api/admin/service-requests/${requestId}/status`,
    service,
    body,
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** Every notice sent about one ticket, once the jobs are done. */
async function noticesOf(requestId: string) {
  await t.ctx.jobs.drain(20_000);
  return (
    t.ctx.db
      .select()
      .from(sentMessages)
      .where(like(sentMessages.idempotencyKey, `status-notice:${requestId}:%`))
      // by change number (the jobs deliver in parallel, so not by arrival)
      .orderBy(sentMessages.idempotencyKey)
  );
}

describe('status notices', () => {
  it('mails each change once, with the closing note, My Requests and a working unsubscribe link', async () => {
    const { requestId, issueId } = await fileMissedPickup();
    await setStatus(requestId, { status: 'in-progress' });
    await setStatus(requestId, { status: 'closed', note: 'Driver came back on Wednesday.' });
    // the same change recorded again (an overlapping poll) is not news
    await t.ctx.db.transaction((tx) =>
      applyIssueStatus(
        t.ctx,
        tx,
        requestId,
        { status: 'closed', closingNote: 'Driver came back on Wednesday.', notes: [] },
        'back office',
      ),
    );
    // a note without a status change is for staff, not a notice
    await setStatus(requestId, { note: 'Checked with the driver.' });

    const notices = await noticesOf(requestId);
    expect(notices.map((n) => [n.channel, n.recipient])).toEqual([
      ['mail', RITA.email],
      ['mail', RITA.email],
    ]);
    const reference = requestReference(requestId);
    expect(notices[0]!.subject).toBe(`Update on your missed pickup request (${reference})`);
    expect(notices[0]!.bodyText).toContain(
      `Your missed pickup request for trash service (issue #${issueId}) is now being worked on.`,
    );
    expect(notices[1]!.bodyText).toContain(`(issue #${issueId}) is now closed.`);
    expect(notices[1]!.bodyText).toContain('Note from our team: Driver came back on Wednesday.');
    expect(notices[1]!.bodyText).toContain('/MyRequests');
    expect(notices[1]!.bodyHtml).toContain('Driver came back on Wednesday.');

    // the link at the end turns the notices off, without signing in
    const link = new URL(/https?:\/\/\S+\/unsubscribe\?\S+/.exec(notices[1]!.bodyText)![0]);
    const u = link.searchParams.get('u')!;
    const token = link.searchParams.get('t')!;
    expect(u).toBe(RITA.uid);
    const forged = await injectWithCookie(t.app, 'POST', '/api/notices/unsubscribe', undefined, {
      u: OTHER,
      t: token,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(
      'This unsubscribe link is not valid. Sign in and turn status updates off in My Account.',
    );
    const malformed = await injectWithCookie(t.app, 'POST', '/api/notices/unsubscribe', undefined, {
      u: RITA.uid,
      t: 'not-a-token',
    });
    expect(malformed.statusCode).toBe(400);
    // the customer also gets pickup reminders, by e-mail and text
    await preferences({ preferredContactMethods: ['Email', 'Text'] });
    const reminders = { eveningMail: true, eveningSms: true, holidayMail: true, holidaySms: true };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { cookie: rita },
      payload: { ...reminders, statusMail: true, statusSms: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const done = await injectWithCookie(t.app, 'POST', '/api/notices/unsubscribe', undefined, {
        u,
        t: token,
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().message).toMatch(/^You will no longer receive status updates/);
      // "Stop status updates" stops status updates only: reminders and the account's switch stay on
      const [profile] = await t.ctx.db
        .select({ optIn: customerProfiles.optInNotifications })
        .from(customerProfiles)
        .where(eq(customerProfiles.uid, RITA.uid));
      expect(profile!.optIn).toBe(true);
      const [choices] = await t.ctx.db
        .select()
        .from(reminderPreferences)
        .where(eq(reminderPreferences.uid, RITA.uid));
      expect(choices).toMatchObject({ ...reminders, statusMail: false, statusSms: false });
      const next = await fileMissedPickup();
      await setStatus(next.requestId, { status: 'in-progress' });
      expect(await noticesOf(next.requestId)).toEqual([]);
    } finally {
      await t.ctx.db.delete(reminderPreferences).where(eq(reminderPreferences.uid, RITA.uid));
    }
  });

  it('stops status updates by the link also for a customer who never saved reminder choices', async () => {
    const { requestId } = await fileMissedPickup();
    await setStatus(requestId, { status: 'in-progress' });
    const [notice] = await noticesOf(requestId);
    const link = new URL(/https?:\/\/\S+\/unsubscribe\?\S+/.exec(notice!.bodyText)![0]);
    try {
      const done = await injectWithCookie(t.app, 'POST', '/api/notices/unsubscribe', undefined, {
        u: link.searchParams.get('u'),
        t: link.searchParams.get('t'),
      });
      expect(done.statusCode, done.body).toBe(200);
      const [choices] = await t.ctx.db
        .select()
        .from(reminderPreferences)
        .where(eq(reminderPreferences.uid, RITA.uid));
      expect(choices).toMatchObject({ statusMail: false, statusSms: false, eveningMail: false });
      const [profile] = await t.ctx.db
        .select({ optIn: customerProfiles.optInNotifications })
        .from(customerProfiles)
        .where(eq(customerProfiles.uid, RITA.uid));
      expect(profile!.optIn).toBe(true);
    } finally {
      await t.ctx.db.delete(reminderPreferences).where(eq(reminderPreferences.uid, RITA.uid));
    }
  });

  it('tells nobody when status updates are off', async () => {
    await preferences({ optInNotifications: false });
    const { requestId } = await fileMissedPickup();
    await setStatus(requestId, { status: 'closed', note: 'Done.' });
    expect(await noticesOf(requestId)).toEqual([]);
  });

  it('texts a customer who prefers texts, and mails as well when they chose both', async () => {
    await preferences({ preferredContactMethods: ['Text'] });
    const textOnly = await fileMissedPickup();
    await setStatus(textOnly.requestId, { status: 'in-progress' });
    const texts = await noticesOf(textOnly.requestId);
    expect(texts.map((n) => [n.channel, n.recipient])).toEqual([['sms', '+18475550142']]);
    expect(texts[0]!.bodyText).toMatch(/is now being worked on\. Stop updates: http\S+\/unsubscribe\?/);

    await preferences({ preferredContactMethods: ['Email', 'Text'] });
    const both = await fileMissedPickup();
    await setStatus(both.requestId, { status: 'in-progress' });
    expect((await noticesOf(both.requestId)).map((n) => n.channel).sort()).toEqual(['mail', 'sms']);
  });

  it('leaves out a channel the customer turned off for status changes in My Account', async () => {
    await preferences({ preferredContactMethods: ['Email', 'Text'] });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { cookie: rita },
      payload: {
        eveningMail: false,
        eveningSms: false,
        holidayMail: false,
        holidaySms: false,
        statusMail: false,
        statusSms: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const { requestId } = await fileMissedPickup();
      await setStatus(requestId, { status: 'in-progress' });
      expect((await noticesOf(requestId)).map((n) => n.channel)).toEqual(['sms']);
    } finally {
      await t.ctx.db.delete(reminderPreferences).where(eq(reminderPreferences.uid, RITA.uid));
    }
  });

  it('writes in the language the ticket was filed in (kept on the profile)', async () => {
    const { requestId, issueId } = await fileMissedPickup('es-MX,es;q=0.9,en;q=0.5');
    await setStatus(requestId, { status: 'closed', note: 'Listo.' });
    const [notice] = await noticesOf(requestId);
    expect(notice!.subject).toBe(
      `Novedades sobre su solicitud de recolección no realizada (${requestReference(requestId)})`,
    );
    expect(notice!.bodyText).toContain(
      `Su solicitud de recolección no realizada del servicio de basura (caso n.º ${issueId}) está cerrada.`,
    );
    expect(notice!.bodyText).toContain('Nota de nuestro equipo: Listo.');
  });

  it('writes in the language on the profile when it is sent: German after a switch in the menu', async () => {
    const { requestId, issueId } = await fileMissedPickup('en-US,en;q=0.9');
    // the ticket was filed in English; the customer then picks Deutsch in the translate menu
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { cookie: rita, 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'de' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    try {
      await setStatus(requestId, { status: 'in-progress' });
      const [notice] = await noticesOf(requestId);
      expect(notice!.subject).toBe(
        `Neuigkeiten zu Ihrer Meldung einer ausgefallenen Abholung (${requestReference(requestId)})`,
      );
      expect(notice!.bodyText).toContain(
        `Ihre Meldung einer ausgefallenen Abholung für den Dienst Restmüll (Vorgang Nr. ${issueId}) wird jetzt bearbeitet.`,
      );
      expect(notice!.bodyHtml).toMatch(/^<div lang="de">/);
    } finally {
      await preferences({ language: 'en' });
    }
  });
});

describe('whom a notice goes to', () => {
  const profile = { optInNotifications: true, phoneType: 'Mobile', phoneNumber: '(847) 555-0142' };
  it('follows the contact methods; phone calls fall back to e-mail; a landline gets no text', () => {
    expect(noticeChannels({ ...profile, preferredContactMethods: ['Email'] })).toEqual({
      mail: true,
      sms: false,
    });
    expect(noticeChannels({ ...profile, preferredContactMethods: ['Text'] })).toEqual({
      mail: false,
      sms: true,
    });
    expect(noticeChannels({ ...profile, preferredContactMethods: ['Phone'] })).toEqual({
      mail: true,
      sms: false,
    });
    expect(
      noticeChannels({ ...profile, phoneType: 'Home', preferredContactMethods: ['Email', 'Text'] }),
    ).toEqual({ mail: true, sms: false });
    expect(
      noticeChannels({ ...profile, optInNotifications: false, preferredContactMethods: ['Email', 'Text'] }),
    ).toEqual({ mail: false, sms: false });
  });

  it('escapes what staff wrote in the mail', () => {
    const notice = renderStatusNotice({
      language: 'en',
      companyName: 'LRS',
      firstName: 'Rita',
      kind: 'missed-pickup',
      serviceType: 'trash',
      reference: 'REQ-0123456789',
      issueId: '7',
      status: 'closed',
      closingNote: '<script>alert(1)</script>',
      myRequestsUrl: 'https://portal.example/MyRequests',
      unsubscribeUrl: 'https://portal.example/unsubscribe?u=a&t=b',
      contact: { phone: '(800) 555-0100', email: 'service@lrs.example' },
    });
    expect(notice.html).not.toContain('<script>');
    expect(notice.html).toContain('&lt;script&gt;');
    expect(notice.html).toContain('href="https://portal.example/unsubscribe?u=a&amp;t=b"');
  });
});
