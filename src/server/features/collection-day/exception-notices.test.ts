/**
 * A collection exception is told once (issue 32 §1): by the customer's channels, in their language,
 * once per site, service, day, customer and channel however often the event arrives (recorded again,
 * re-read by the poll after a crash, its reason changed), and never for a collected cart. On the demo
 * hauler (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { eq, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ZRouteEvent, type TRouteEvent } from '../../../domain/collection-day/route-events';
import {
  backOfficeCursors,
  customerProfiles,
  portalSetups,
  reminderPreferences,
  sentMessages,
} from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { demoClock, demoHaulerData } from '../services/test-support';
import { recordRouteEvents } from './record-route-events';
import { sweepRouteEvents } from './route-events-sync';

const RITA = 'demo-resident-1';
const t = useTestApp(() => createTestApp({ now: demoClock, seeded: demoHaulerData }), 60_000);

const profile = (set: Partial<typeof customerProfiles.$inferInsert>) =>
  t.ctx.db.update(customerProfiles).set(set).where(eq(customerProfiles.uid, RITA));

beforeEach(async () => {
  await profile({
    optInNotifications: true,
    preferredContactMethods: ['Email'],
    phoneType: 'Mobile',
    phoneNumber: '(847) 555-0142',
    language: 'en',
  });
  await t.ctx.db.delete(reminderPreferences).where(eq(reminderPreferences.uid, RITA));
});

async function ritasSite() {
  const [row] = await t.ctx.db.select().from(customerProfiles).where(eq(customerProfiles.uid, RITA));
  return {
    source: row!.source!,
    customer: row!.cm04Cust!,
    site: row!.cm04Site!,
    portalId: row!.defaultServicesId!,
  };
}

async function siteEvent(day: string, extra: Record<string, unknown> = {}): Promise<TRouteEvent> {
  const { portalId: _portal, ...site } = await ritasSite();
  return ZRouteEvent.parse({
    kind: 'site',
    ...site,
    serviceType: 'trash',
    day,
    outcome: 'not-collected',
    at: `${day}T15:10:00Z`,
    reason: 'cart-not-out',
    ...extra,
  }) as TRouteEvent;
}

/** The exception notices sent about a service's pickup on a day, once the jobs are done. */
async function noticesOn(day: string, serviceType = 'trash') {
  await t.ctx.jobs.drain(20_000);
  return t.ctx.db
    .select()
    .from(sentMessages)
    .where(like(sentMessages.idempotencyKey, `exception-notice:%:${serviceType}:${day}:%`))
    .orderBy(sentMessages.channel);
}

describe('exception notices', () => {
  it('mails one exception once, however often it arrives, and not when the reason changes later', async () => {
    const event = await siteEvent('2026-11-18');
    const first = await recordRouteEvents(t.ctx, [event], 'staff-1');
    expect(first.notices).toBe(1);
    // the same event again, from staff and from the poll re-reading the log from the start
    expect((await recordRouteEvents(t.ctx, [event], 'staff-1')).notices).toBe(0);
    await t.ctx.db
      .update(backOfficeCursors)
      .set({ cursor: '' })
      .where(eq(backOfficeCursors.name, 'route-events'));
    expect((await sweepRouteEvents(t.ctx)).notices).toBe(0);
    // the crew corrects the reason: the row changes, the customer was told about this pickup already
    const corrected = await siteEvent('2026-11-18', { reason: 'blocked', at: '2026-11-18T15:30:00Z' });
    const again = await recordRouteEvents(t.ctx, [corrected], 'staff-1');
    expect(again.siteEvents).toHaveLength(1);
    expect(again.notices).toBe(0);

    const sent = await noticesOn('2026-11-18');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      channel: 'mail',
      recipient: 'resident@curbside.demo',
      subject: 'Your trash cart was not collected on Wednesday, November 18',
    });
    expect(sent[0]!.bodyText).toContain('the cart was not out.\nPlease put it out by 6 am next time.');
    expect(sent[0]!.bodyText).toMatch(/See your services: http\S+\/Services/);
    expect(sent[0]!.bodyHtml).toMatch(/href="http[^"]+\/unsubscribe\?u=demo-resident-1&amp;t=[0-9a-f]{64}"/);
  });

  it('texts a Text customer too, in Spanish for a Spanish profile', async () => {
    await profile({ preferredContactMethods: ['Email', 'Text'], language: 'es' });
    const result = await recordRouteEvents(
      t.ctx,
      [await siteEvent('2026-11-19', { reason: 'weather' })],
      null,
    );
    expect(result.notices).toBe(2);
    const [mail, sms] = await noticesOn('2026-11-19');
    expect(mail).toMatchObject({
      channel: 'mail',
      subject: 'Su contenedor de basura no se recogió el jueves, 19 de noviembre',
    });
    expect(mail!.bodyText).toContain('Volveremos mañana.');
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+18475550142' });
    expect(sms!.bodyText).toContain('el mal tiempo detuvo a nuestro equipo. Volveremos mañana.');
  });

  it("tells nobody of a collected cart, an old pickup or a customer who turned status updates off, and uses the portal's text", async () => {
    const collected = await siteEvent('2026-11-20', {
      serviceType: 'recycling',
      outcome: 'collected',
      reason: null,
    });
    expect((await recordRouteEvents(t.ctx, [collected], null)).notices).toBe(0);
    // a week-old exception (a backlog read at last) updates the portal's copy but tells nobody
    const old = await recordRouteEvents(t.ctx, [await siteEvent('2026-11-13')], null);
    expect(old.siteEvents).toHaveLength(1);
    expect(old.notices).toBe(0);
    // staff record today an exception about the pickup of four days ago: news, told; a fortnight back: not
    const now = t.ctx.now().toISOString();
    expect((await recordRouteEvents(t.ctx, [await siteEvent('2026-11-16', { at: now })], null)).notices).toBe(
      1,
    );
    expect((await recordRouteEvents(t.ctx, [await siteEvent('2026-11-06', { at: now })], null)).notices).toBe(
      0,
    );

    await t.ctx.db.insert(reminderPreferences).values({ uid: RITA, statusMail: false, statusSms: false });
    const optedOut = await siteEvent('2026-11-20', { serviceType: 'yardwaste' });
    expect((await recordRouteEvents(t.ctx, [optedOut], null)).notices).toBe(0);
    expect(await noticesOn('2026-11-20', 'recycling')).toHaveLength(0);
    expect(await noticesOn('2026-11-13')).toHaveLength(0);
    expect(await noticesOn('2026-11-20', 'yardwaste')).toHaveLength(0);

    await t.ctx.db.delete(reminderPreferences).where(eq(reminderPreferences.uid, RITA));
    const { portalId } = await ritasSite();
    await t.ctx.db
      .update(portalSetups)
      .set({
        setup: sql`jsonb_set(${portalSetups.setup}, '{collectionDay}', ${JSON.stringify({
          missedPickupWindowDays: 2,
          exceptionTexts: { overweight: { en: 'Split the load into bags next to the cart.' } },
        })}::jsonb)`,
      })
      .where(eq(portalSetups.id, portalId));
    await recordRouteEvents(t.ctx, [await siteEvent('2026-11-20', { reason: 'overweight' })], null);
    const [mail] = await noticesOn('2026-11-20');
    expect(mail!.bodyText).toContain('the cart was too heavy.\nSplit the load into bags next to the cart.');
  });
});
