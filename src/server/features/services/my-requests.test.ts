/**
 * My Requests' list (GET /api/services/requests) on the demo hauler (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): Change Service and Additional Carts requests are recorded in the change's
 * transaction (by the customer, or by staff in Customer Profiles) and listed with tickets, newest
 * first, each under its REQ- reference, the confirmation mails naming the same reference; the list is
 * bounded.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { requestReference } from '../../../domain/service-requests/reference';
import {
  MY_REQUESTS_LIMIT,
  type TServiceChangeSummary,
  type TServiceRequestsResponse,
} from '../../../domain/services/services-api';
import { serviceChangeRequests } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { injectWithCookie, staffSessionCookie } from '../../test/sign-in';
import { call, customerCookie, mailTo, demoHaulerData } from './test-support';

const RITA = { uid: 'demo-resident-1', email: 'resident@curbside.demo' };
const OTHER = 'demo-resident-3';

let clock = new Date('2026-11-20T15:00:00Z');
/** Each step a minute later, so "newest first" is decided by time. */
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

let rita: string;
let other: string;
let admin: string;

const t = useTestApp(() => createTestApp({ now: () => clock, seeded: demoHaulerData }), 60_000);

beforeAll(async () => {
  rita = await customerCookie(t.ctx, RITA.uid);
  other = await customerCookie(t.ctx, OTHER);
  admin = await staffSessionCookie(t.ctx, 'admin@curbside.demo', 'Alex Admin');
}, 60_000);

async function myRequests(cookie = rita): Promise<TServiceRequestsResponse> {
  const res = await call(t, 'GET', '/api/services/requests', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function changeRow(id: string) {
  const [row] = await t.ctx.db.select().from(serviceChangeRequests).where(eq(serviceChangeRequests.id, id));
  return row;
}

describe('changes in My Requests', () => {
  it('records a size change with its reference, and lists it with the before and after lines', async () => {
    tick();
    const res = await call(t, 'POST', '/api/services/trash/change-size', rita, { size: 35 });
    expect(res.statusCode, res.body).toBe(200);
    const { reference } = res.json();
    expect(reference).toMatch(/^REQ-[0-9A-F]{10}$/);

    const mine = await myRequests();
    const change = mine.items.find((item) => item.reference === reference) as TServiceChangeSummary;
    expect(change).toMatchObject({
      type: 'change',
      kind: 'service-change',
      serviceType: 'trash',
      createdAt: clock.toISOString(),
      byStaff: false,
      details: [{ label: 'Service', value: 'Trash' }],
    });
    expect(change.change?.before).toContainEqual({ label: 'Size', value: '96 gallons' });
    expect(change.change?.after).toContainEqual({ label: 'Size', value: '35 gallons' });
    expect(requestReference(change.id)).toBe(reference);

    const row = await changeRow(change.id);
    expect(row).toMatchObject({
      uid: RITA.uid,
      kind: 'service-change',
      serviceType: 'trash',
      by: 'customer',
    });
    expect(row?.portalId).toBeTruthy();

    const mail = await mailTo(t.ctx, RITA.email, 'LRS Service Change Confirmation');
    expect(mail.bodyText).toContain(`Reference number: ${reference}`);
    // another customer does not see it
    expect((await myRequests(other)).items.some((item) => item.id === change.id)).toBe(false);
  });

  it('records extra carts and their removal, and a refused change records nothing', async () => {
    tick();
    const added = await call(t, 'POST', '/api/services/trash/additional-carts', rita, {
      size: 96,
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    tick();
    const removed = await call(t, 'DELETE', '/api/services/trash/additional-carts/96', rita);
    expect(removed.statusCode, removed.body).toBe(200);
    const before = (await myRequests()).items.length;
    const refused = await call(t, 'POST', '/api/services/trash/change-size', rita, { size: 48 });
    expect(refused.statusCode).toBe(400);

    const { items } = await myRequests();
    expect(items).toHaveLength(before);
    expect(items.slice(0, 2).map((item) => [item.type, item.kind, item.reference])).toEqual([
      ['change', 'additional-cart-removal', removed.json().reference],
      ['change', 'additional-cart', added.json().reference],
    ]);
    const cart = items[1] as TServiceChangeSummary;
    expect(cart.change).toEqual({
      before: [expect.objectContaining({ label: 'Additional carts' }), expect.anything()],
      after: [{ label: 'Additional carts', value: '2' }, expect.objectContaining({ label: 'Total rate' })],
    });
  });

  it('lists tickets and changes together, newest first, a ticket with its reference and issue number', async () => {
    tick();
    const filed = await call(t, 'POST', '/api/services/trash/requests/missed-pickup', rita, {
      subject: 'Cart not emptied',
      details: 'The truck skipped our street.',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const { requestId, issueId } = filed.json();
    tick();
    const change = await call(t, 'POST', '/api/services/trash/change-size', rita, { size: 96 });
    expect(change.statusCode, change.body).toBe(200);

    const { items, more } = await myRequests();
    expect(more).toBe(false);
    expect(items.slice(0, 2).map((item) => [item.type, item.reference])).toEqual([
      ['change', change.json().reference],
      ['ticket', requestReference(requestId)],
    ]);
    expect(items[1]).toMatchObject({ type: 'ticket', issueId, status: 'filed' });
    const times = items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    // the ticket's confirmation names the same reference, and the back office's issue number
    const mail = await mailTo(t.ctx, RITA.email, 'Missed Pickup Request Confirmation');
    expect(mail.bodyText).toContain(`Reference number: ${requestReference(requestId)} (issue #${issueId})`);
  });

  it('records a change staff make in Customer Profiles, by the staff user', async () => {
    tick();
    const res = await injectWithCookie(t.app, 'PUT', `/api/admin/customer-profiles/${RITA.uid}`, admin, {
      services: { trash: { size: 64, additionalCarts: [] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [reference] = res.json().confirmations as string[];
    expect(reference).toMatch(/^REQ-[0-9A-F]{10}$/);
    const [newest] = (await myRequests()).items;
    expect(newest).toMatchObject({ type: 'change', kind: 'service-change', reference, byStaff: true });
    expect(await changeRow(newest!.id)).toMatchObject({ by: 'Alex Admin' });
  });

  it('is documented in the OpenAPI document: tickets and changes, each typed', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const answer = document.paths['/api/services/requests'].get.responses['200'];
    const text = JSON.stringify(answer);
    for (const word of ['"ticket"', '"change"', 'reference', 'byStaff', 'timeline', 'more'])
      expect(text, word).toContain(word);
  });

  it('answers the newest requests only, and says there are more', async () => {
    const rows = Array.from({ length: MY_REQUESTS_LIMIT + 5 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      uid: OTHER,
      kind: 'additional-cart',
      serviceType: 'trash',
      details: { details: [], change: null },
      by: 'customer',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await t.ctx.db.insert(serviceChangeRequests).values(rows);
    const { items, more } = await myRequests(other);
    expect(items).toHaveLength(MY_REQUESTS_LIMIT);
    expect(more).toBe(true);
    expect(items[0]!.id).toBe(rows[rows.length - 1]!.id);
  });
});
