/**
 * Webhooks (issue 31 §4) through the API, on PGlite (or PostgreSQL with TEST_DATABASE_URL): an admin
 * registers an endpoint, a customer files a request, and a receiver in this test that fails twice
 * (500) before accepting gets the event three times with the same webhook-id and a valid Standard
 * Webhooks signature, checked by this file's own verifier; the log shows 3 tries, a re-send sends the
 * same message again. Contact details only for an endpoint that allows them; a disabled endpoint gets
 * nothing; only admins reach the routes; outside demo mode http and private addresses are refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWebhookDeliveryList, TWebhookEndpointCreated } from '../../../domain/webhooks/webhooks';
import { staffUsers } from '../../db/schema';
import { createTestApp, type TestApp, useTestApp } from '../../test/app';
import { injectWithCookie, staffSessionCookie } from '../../test/sign-in';
import { customerCookie, demoHaulerData } from '../services/test-support';
import { URL_MESSAGES } from './url-policy';

const RITA = { uid: 'demo-resident-1', email: 'resident@curbside.demo' };

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that answers 500 to the first `failures` calls, then 200. */
async function startReceiver(failures: number) {
  const received: Received[] = [];
  let left = failures;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (left > 0) {
        left--;
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`busy ${'x'.repeat(5000)}`);
      } else res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: `http://127.0.0.1:${port}/hooks`,
    close: () => new Promise((r) => server.close(r)),
  };
}

/**
 * Standard Webhooks verification, written from the specification and not from the server's code:
 * the secret's base64 part after `whsec_` is the key; the signed content is `id.timestamp.body`; the
 * header holds space-separated `v1,<base64>` signatures; the timestamp must be within 5 minutes.
 */
function verifyStandardWebhook(secret: string, headers: http.IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!id || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.some((signature) => {
    const [version, value] = signature.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Waits until `check` answers something truthy (what the test checks, not a time). */
async function waitFor<T>(
  check: () => Promise<T> | T,
  what: string,
  timeoutMs = 30_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let admin: string;
let service: string;
let rita: string;

const t = useTestApp(() => createTestApp({ seeded: demoHaulerData }), 120_000);

beforeAll(async () => {
  admin = await staffSessionCookie(t.ctx, 'admin@curbside.demo', 'Alex Admin');
  service = await staffSessionCookie(t.ctx, 'service@curbside.demo', 'Sam Service');
  rita = await customerCookie(t.ctx, RITA.uid);
}, 120_000);

async function addEndpoint(url: string, events: string[], includePersonalData = false) {
  const res = await injectWithCookie(t.app, 'POST', '/api/admin/webhooks', admin, {
    url,
    events,
    includePersonalData,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TWebhookEndpointCreated;
}

async function fileMissedPickup(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services/trash/requests/missed-pickup',
    headers: { cookie: rita },
    payload: { subject: 'Cart not emptied', details: 'The truck skipped our street.' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { requestId: string }).requestId;
}

async function deliveries(endpointId: string): Promise<TWebhookDeliveryList> {
  const res = await injectWithCookie(t.app, 'GET', `/api/admin/webhooks/${endpointId}/deliveries`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TWebhookDeliveryList;
}

describe('webhook delivery', () => {
  it('retries a failing receiver with the same signed message until it accepts; the log shows 3 tries', async () => {
    const flaky = await startReceiver(2);
    const withContact = await startReceiver(0);
    try {
      const created = await addEndpoint(flaky.url, ['request.filed']);
      expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
      expect(created.endpoint).toMatchObject({
        enabled: true,
        includePersonalData: false,
        lastDelivery: null,
      });
      expect(created.endpoint.secretPrefix).toBe(created.secret.slice(0, 10));
      const personal = await addEndpoint(withContact.url, ['request.filed'], true);

      const requestId = await fileMissedPickup();

      await waitFor(() => flaky.received.length >= 3, 'three tries');
      const tries = flaky.received;
      expect(tries).toHaveLength(3);
      for (const one of tries) {
        expect(verifyStandardWebhook(created.secret, one.headers, one.body)).toBe(true);
        // a signature made with another endpoint's secret does not verify
        expect(verifyStandardWebhook(personal.secret, one.headers, one.body)).toBe(false);
        expect(one.headers['content-type']).toBe('application/json');
      }
      expect(new Set(tries.map((one) => one.headers['webhook-id'])).size).toBe(1);
      expect(new Set(tries.map((one) => one.body)).size).toBe(1);
      // a body changed in transit does not verify
      expect(verifyStandardWebhook(created.secret, tries[0]!.headers, `${tries[0]!.body} `)).toBe(false);

      const event = JSON.parse(tries[0]!.body) as {
        type: string;
        timestamp: string;
        data: Record<string, unknown>;
      };
      expect(event.type).toBe('request.filed');
      expect(event.data).toMatchObject({
        requestId,
        status: 'queued',
        customerUid: RITA.uid,
        kind: 'missed-pickup',
      });
      expect(event.data).not.toHaveProperty('contact');
      expect(tries[0]!.body).not.toContain(RITA.email);

      const log = await waitFor(async () => {
        const list = await deliveries(created.endpoint.id);
        return list.items[0]?.status === 'delivered' ? list : null;
      }, 'the delivery logged as delivered');
      expect(log.total).toBe(1);
      expect(log.items[0]).toMatchObject({
        event: 'request.filed',
        status: 'delivered',
        tries: 3,
        lastStatusCode: 200,
        lastAnswer: 'thanks',
        messageId: tries[0]!.headers['webhook-id'],
      });
      expect(log.items[0]!.deliveredAt).not.toBeNull();

      // the endpoint that allows contact details gets them, once, signed with its own secret
      await waitFor(() => withContact.received.length >= 1, 'the second endpoint');
      const contactBody = JSON.parse(withContact.received[0]!.body) as {
        data: { contact?: { email?: string } };
      };
      expect(contactBody.data.contact?.email).toBe(RITA.email);
      expect(
        verifyStandardWebhook(
          personal.secret,
          withContact.received[0]!.headers,
          withContact.received[0]!.body,
        ),
      ).toBe(true);

      // re-send: the same message (webhook-id, body) once more, a fourth try in the log
      const resend = await injectWithCookie(
        t.app,
        'POST',
        `/api/admin/webhooks/${created.endpoint.id}/deliveries/${log.items[0]!.id}/resend`,
        admin,
      );
      expect(resend.statusCode, resend.body).toBe(200);
      await waitFor(() => flaky.received.length >= 4, 'the re-send');
      expect(flaky.received[3]!.headers['webhook-id']).toBe(tries[0]!.headers['webhook-id']);
      expect(flaky.received[3]!.body).toBe(tries[0]!.body);
      expect(verifyStandardWebhook(created.secret, flaky.received[3]!.headers, flaky.received[3]!.body)).toBe(
        true,
      );
      await waitFor(
        async () => (await deliveries(created.endpoint.id)).items[0]?.tries === 4,
        'four tries logged',
      );

      // the list shows the latest delivery, never the secret
      const list = await injectWithCookie(t.app, 'GET', '/api/admin/webhooks', admin);
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(created.secret);
      expect(
        list.json().items.find((e: { id: string }) => e.id === created.endpoint.id).lastDelivery.status,
      ).toBe('delivered');

      // disabled: the next event is not sent there; deleted: gone with its log
      const disable = await injectWithCookie(
        t.app,
        'PATCH',
        `/api/admin/webhooks/${created.endpoint.id}`,
        admin,
        {
          enabled: false,
        },
      );
      expect(disable.statusCode, disable.body).toBe(200);
      expect(disable.json().enabled).toBe(false);
      await fileMissedPickup();
      await waitFor(() => withContact.received.length >= 2, 'the enabled endpoint');
      expect((await deliveries(created.endpoint.id)).total).toBe(1);
      for (const id of [created.endpoint.id, personal.endpoint.id]) {
        const gone = await injectWithCookie(t.app, 'DELETE', `/api/admin/webhooks/${id}`, admin);
        expect(gone.statusCode).toBe(204);
      }
      const missing = await injectWithCookie(
        t.app,
        'GET',
        `/api/admin/webhooks/${created.endpoint.id}/deliveries`,
        admin,
      );
      expect(missing.statusCode).toBe(404);
    } finally {
      await flaky.close();
      await withContact.close();
    }
  }, 60_000);

  it('sends a status change to an endpoint subscribed to it', async () => {
    const receiver = await startReceiver(0);
    try {
      const created = await addEndpoint(receiver.url, ['request.status_changed']);
      const requestId = await fileMissedPickup();
      const res = await injectWithCookie(
        t.app,
        'POST',
        `/api/admin/service-requests/${requestId}/status`,
        service,
        {
          status: 'in-progress',
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      await waitFor(() => receiver.received.length >= 1, 'the status change');
      const event = JSON.parse(receiver.received[0]!.body) as { type: string; data: Record<string, unknown> };
      expect(event.type).toBe('request.status_changed');
      expect(event.data).toMatchObject({ requestId, status: 'in-progress', previousStatus: 'open' });
      expect(
        verifyStandardWebhook(created.secret, receiver.received[0]!.headers, receiver.received[0]!.body),
      ).toBe(true);
      // only the subscribed event: filing the request sent nothing here
      expect(receiver.received.every((r) => JSON.parse(r.body).type === 'request.status_changed')).toBe(true);
      await injectWithCookie(t.app, 'DELETE', `/api/admin/webhooks/${created.endpoint.id}`, admin);
    } finally {
      await receiver.close();
    }
  }, 60_000);
});

describe('webhook admin routes', () => {
  it('are for admins only, and refuse bad input with a 400', async () => {
    const body = { url: 'https://example.com/hooks', events: ['customer.registered'] };
    expect((await injectWithCookie(t.app, 'GET', '/api/admin/webhooks')).statusCode).toBe(401);
    expect((await injectWithCookie(t.app, 'GET', '/api/admin/webhooks', rita)).statusCode).toBe(401);
    expect((await injectWithCookie(t.app, 'GET', '/api/admin/webhooks', service)).statusCode).toBe(403);
    expect((await injectWithCookie(t.app, 'POST', '/api/admin/webhooks', service, body)).statusCode).toBe(
      403,
    );
    expect(
      (await injectWithCookie(t.app, 'POST', '/api/admin/webhooks', admin, { ...body, events: [] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await injectWithCookie(t.app, 'POST', '/api/admin/webhooks', admin, { ...body, events: ['nope'] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await injectWithCookie(t.app, 'POST', '/api/admin/webhooks', admin, {
          ...body,
          url: 'ftp://example.com',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await injectWithCookie(t.app, 'PATCH', '/api/admin/webhooks/nope', admin, { enabled: true }))
        .statusCode,
    ).toBe(404);
    expect((await injectWithCookie(t.app, 'PATCH', '/api/admin/webhooks/nope', admin, {})).statusCode).toBe(
      400,
    );
  });
});

describe('outside demo mode (SSRF)', () => {
  let prod: TestApp;
  let prodAdmin: string;
  beforeAll(async () => {
    prod = await createTestApp({
      env: { DEMO_MODE: 'false' },
      work: false,
      prepare: async (ctx) => {
        await ctx.db
          .insert(staffUsers)
          .values({ id: 'admin-1', name: 'Alex Admin', email: 'admin@curbside.demo', role: 'admin' });
      },
    });
    prodAdmin = await staffSessionCookie(prod.ctx, 'admin@curbside.demo', 'Alex Admin');
  }, 60_000);
  afterAll(async () => {
    await prod?.close();
  });

  it('refuses http and addresses on private, loopback and link-local networks', async () => {
    expect(prod.ctx.config.demoMode).toBe(false);
    const refused: Array<[string, string]> = [
      ['http://example.com/hooks', URL_MESSAGES.httpsOnly],
      ['https://127.0.0.1/hooks', URL_MESSAGES.privateNetwork],
      ['https://localhost:8443/hooks', URL_MESSAGES.privateNetwork],
      ['https://10.1.2.3/hooks', URL_MESSAGES.privateNetwork],
      ['https://172.16.0.9/hooks', URL_MESSAGES.privateNetwork],
      ['https://192.168.1.10/hooks', URL_MESSAGES.privateNetwork],
      ['https://169.254.169.254/latest/meta-data', URL_MESSAGES.privateNetwork],
      ['https://[::1]/hooks', URL_MESSAGES.privateNetwork],
      ['https://[::ffff:127.0.0.1]/hooks', URL_MESSAGES.privateNetwork],
      ['https://[fd00::1]/hooks', URL_MESSAGES.privateNetwork],
      ['https://0.0.0.0/hooks', URL_MESSAGES.privateNetwork],
      ['https://user:pass@example.com/hooks', URL_MESSAGES.credentials],
    ];
    for (const [url, message] of refused) {
      const res = await injectWithCookie(prod.app, 'POST', '/api/admin/webhooks', prodAdmin, {
        url,
        events: ['customer.registered'],
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    const list = await injectWithCookie(prod.app, 'GET', '/api/admin/webhooks', prodAdmin);
    expect(list.json().total).toBe(0);
    // a public address is accepted
    const ok = await injectWithCookie(prod.app, 'POST', '/api/admin/webhooks', prodAdmin, {
      url: 'https://93.184.215.14/hooks',
      events: ['customer.registered'],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
