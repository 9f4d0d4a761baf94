/**
 * What the demo resident (Village of Lake Bluff, Tuesday routes) sees of collection day and when a
 * missed pickup is taken (issue 32 §1, §2): the cards' status from events staff record, the window
 * (route in progress, open, closed, a holiday that is no working day), the confirmation of a
 * recorded exception, and the pickup day and recorded status on the ticket and its notes; a city's
 * Open311 client held to the same window.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TRouteEvent } from '../../../domain/collection-day/route-events';
import {
  CONFIRM_RECORDED_EXCEPTION_MESSAGE,
  ROUTE_IN_PROGRESS_MESSAGE,
} from '../../../domain/services/missed-pickup-report';
import type { TServiceCard, TServicesResponse } from '../../../domain/services/services-api';
import { boIssueNotes, portalSetups, serviceRequests } from '../../db/schema';
import { DEMO_PORTAL_IDS } from '../../db/seed/demo-ids';
import type { TOpen311KeyCreated } from '../../../domain/open311/open311';
import { createTestApp, useTestApp } from '../../test/app';
import { demoStaffCookies } from '../../test/demo-hauler';
import { injectWithCookie } from '../../test/sign-in';
import { testClock } from '../../test/clock';
import { findServicesCustomer } from '../services/services-repository';
import { call, customerCookie, demoHaulerData, eventually } from '../services/test-support';
import { recordRouteEvents } from './record-route-events';

const RESIDENT = 'demo-resident-1';
const TUESDAY = '2026-11-17';
const clock = testClock(`${TUESDAY}T15:00:00Z`);
const t = useTestApp(() => createTestApp({ now: clock.now, seeded: demoHaulerData }));

let rita: string;
let site: { source: string; customer: string; site: string };

beforeAll(async () => {
  rita = await customerCookie(t.ctx, RESIDENT);
  const customer = await findServicesCustomer(t.ctx.db, RESIDENT);
  const address = customer!.address!;
  site = { source: address.source, customer: address.cust, site: address.site };
  // the product's default window (two working days); the demo hauler's portals allow a week
  await t.ctx.db
    .update(portalSetups)
    .set({
      setup: sql`jsonb_set(${portalSetups.setup}, '{collectionDay}', '{"missedPickupWindowDays": 2, "exceptionTexts": {}}')`,
    })
    .where(eq(portalSetups.id, DEMO_PORTAL_IDS.lakeBluff));
});

async function cards(): Promise<TServicesResponse> {
  const res = await call(t, 'GET', '/api/services', rita);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const cardOf = (body: TServicesResponse, type: string) =>
  body.cards.find((c) => c.serviceType === type) as TServiceCard;

const fileMissedPickup = (extra: Record<string, unknown> = {}) =>
  call(t, 'POST', '/api/services/trash/requests/missed-pickup', rita, {
    subject: 'Cart not emptied',
    details: 'The truck went by.',
    ...extra,
  });

/** The ticket's notes in the back office, once its pickup-day and crew notes are there. */
const ticketNotes = (issueId: string) =>
  eventually(async () => {
    const rows = await t.ctx.db
      .select()
      .from(boIssueNotes)
      .where(eq(boIssueNotes.issueId, Number(issueId)));
    return rows.length >= 2 ? rows.map((n) => n.sc02Text) : undefined;
  });

const route = (day: string, state: 'started' | 'completed', at: string): TRouteEvent => ({
  kind: 'route',
  source: site.source,
  route: 'TRASH-TUE',
  day,
  state,
  at,
});

describe('collection status and the missed-pickup window', () => {
  it('says "route in progress" on the pickup day and refuses a report until the route is finished', async () => {
    const trash = cardOf(await cards(), 'trash');
    expect(trash.collection.today).toEqual({ day: TUESDAY, state: 'in-progress', routeCompleted: false });
    expect(trash.collection.last).toEqual({ day: '2026-11-10', state: 'no-report', routeCompleted: false });
    expect(trash.collection.missedPickup).toMatchObject({ pickupDay: TUESDAY, state: 'route-in-progress' });

    const res = await fileMissedPickup();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ROUTE_IN_PROGRESS_MESSAGE);
  });

  it("shows the crew's exception and a collected cart, and asks the resident to confirm before filing", async () => {
    await recordRouteEvents(
      t.ctx,
      [
        route(TUESDAY, 'started', `${TUESDAY}T13:00:00Z`),
        {
          kind: 'site',
          ...site,
          serviceType: 'trash',
          day: TUESDAY,
          outcome: 'not-collected',
          at: `${TUESDAY}T15:05:00Z`,
          reason: 'cart-not-out',
          note: 'No cart at the curb',
          photoRef: 'https://photos.example/stop-1.jpg',
        },
        {
          kind: 'site',
          ...site,
          serviceType: 'recycling',
          day: TUESDAY,
          outcome: 'collected',
          at: `${TUESDAY}T15:42:00Z`,
          reason: null,
          note: null,
          photoRef: null,
        },
      ],
      'Test Staff',
    );
    let body = await cards();
    expect(cardOf(body, 'recycling').collection.today).toEqual({
      day: TUESDAY,
      state: 'collected',
      at: '2026-11-17T15:42:00.000Z',
    });
    expect(cardOf(body, 'trash').collection.today).toMatchObject({
      state: 'not-collected',
      reason: 'cart-not-out',
      photoRef: 'https://photos.example/stop-1.jpg',
    });
    // recorded, but the route is still out: not yet
    expect(cardOf(body, 'trash').collection.missedPickup?.state).toBe('route-in-progress');

    await recordRouteEvents(t.ctx, [route(TUESDAY, 'completed', `${TUESDAY}T18:30:00Z`)], 'Test Staff');
    body = await cards();
    expect(cardOf(body, 'trash').collection.missedPickup).toEqual({
      pickupDay: TUESDAY,
      state: 'open',
      lastDay: '2026-11-19',
      recorded: { reason: 'cart-not-out', at: '2026-11-17T15:05:00.000Z', note: 'No cart at the curb' },
    });
    expect(body.timeZone).toBe('America/Chicago');

    const unconfirmed = await fileMissedPickup();
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().message).toBe(CONFIRM_RECORDED_EXCEPTION_MESSAGE);

    const filed = await fileMissedPickup({ confirmRecordedException: true });
    expect(filed.statusCode, filed.body).toBe(200);
    const { requestId, issueId } = filed.json();
    const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    expect(row).toMatchObject({ pickupDay: TUESDAY, recordedStatus: 'not-collected:cart-not-out' });
    const notes = await ticketNotes(issueId);
    expect(notes).toEqual(
      expect.arrayContaining([
        'PICKUP DAY 11/17/2026',
        'CREW RECORDED: NOT COLLECTED (CART-NOT-OUT) AT 9:05 AM: NO CART AT THE CURB. THE CUSTOMER CONFIRMED THE REPORT.',
      ]),
    );
  });

  it("closes reports after two working days, with the portal's phone", async () => {
    await clock.at('2026-11-20T15:00:00Z', async () => {
      const trash = cardOf(await cards(), 'trash');
      expect(trash.collection.today).toBeNull();
      expect(trash.collection.last).toMatchObject({ day: TUESDAY, state: 'not-collected' });
      expect(trash.collection.missedPickup).toMatchObject({ state: 'closed', lastDay: '2026-11-19' });
      const res = await fileMissedPickup({ confirmRecordedException: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Reports for November 17 are closed; call us at (847) 555-0142.');
      // the calendar marks this month's past pickups collected or missed
      const pickups = await call(t, 'GET', '/api/pickups', rita);
      expect(pickups.json().past).toEqual([
        { date: TUESDAY, serviceType: 'recycling', outcome: 'collected' },
        { date: TUESDAY, serviceType: 'trash', outcome: 'not-collected' },
      ]);
    });
  });

  it('does not count Thanksgiving as a working day, and takes a report once the day is over', async () => {
    // Tuesday November 24: nothing recorded; Wednesday, (Thursday: Thanksgiving), Friday
    await clock.at('2026-11-27T20:00:00Z', async () => {
      const trash = cardOf(await cards(), 'trash');
      expect(trash.collection.last).toEqual({ day: '2026-11-24', state: 'no-report', routeCompleted: false });
      expect(trash.collection.missedPickup).toEqual({
        pickupDay: '2026-11-24',
        state: 'open',
        lastDay: '2026-11-27',
        recorded: null,
      });
      const res = await fileMissedPickup();
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it("holds a city's Open311 missed pickups to the same window, noting a crew record it could not show", async () => {
    const { admin } = await demoStaffCookies(t.ctx);
    const key = await injectWithCookie(t.app, 'POST', '/api/admin/open311-keys', admin, {
      name: 'Lake Bluff 311',
      portalIds: [DEMO_PORTAL_IDS.lakeBluff],
    });
    expect(key.statusCode, key.body).toBe(201);
    const fileThroughOpen311 = () =>
      t.app.inject({
        method: 'POST',
        url: '/open311/v2/requests.json',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          api_key: (key.json() as TOpen311KeyCreated).secret,
          jurisdiction_id: DEMO_PORTAL_IDS.lakeBluff,
          service_code: 'missed-pickup',
          address_id: `${site.source}:${site.customer}:${site.site}`,
          'attribute[cart_type]': 'trash',
        }).toString(),
      });
    const refusal = (res: { json: () => unknown }) =>
      (res.json() as { description: string }[])[0]!.description;

    await clock.at('2026-11-24T15:00:00Z', async () => {
      const res = await fileThroughOpen311();
      expect(res.statusCode).toBe(400);
      expect(refusal(res)).toBe(ROUTE_IN_PROGRESS_MESSAGE);
    });
    await clock.at('2026-11-20T15:00:00Z', async () => {
      const res = await fileThroughOpen311();
      expect(res.statusCode).toBe(400);
      expect(refusal(res)).toBe('Reports for November 17 are closed; call us at (847) 555-0142.');
    });
    await clock.at('2026-11-18T15:00:00Z', async () => {
      const res = await fileThroughOpen311();
      expect(res.statusCode, res.body).toBe(200);
      const issueId = (res.json() as { service_request_id: string }[])[0]!.service_request_id;
      const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.issueId, issueId));
      expect(row).toMatchObject({ pickupDay: TUESDAY, recordedStatus: 'not-collected:cart-not-out' });
      const notes = await ticketNotes(issueId);
      expect(notes).toEqual(
        expect.arrayContaining([
          'CREW RECORDED: NOT COLLECTED (CART-NOT-OUT) AT 9:05 AM: NO CART AT THE CURB. FILED THROUGH OPEN311: THE CUSTOMER WAS NOT ASKED TO CONFIRM.',
        ]),
      );
    });
  });
});
