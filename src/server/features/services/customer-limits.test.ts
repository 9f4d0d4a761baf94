/**
 * Per-customer limits on service requests, service changes and enterprise row actions: every write
 * counts, the customer past the hourly or daily allowance gets 429 with a clear message, other
 * customers are not touched, and the allowance comes back when the window passes.
 */
import { describe, expect, it } from 'vitest';
import { CUSTOMER_LIMIT_MESSAGE } from '../../../domain/services/customer-limits';
import { createTestApp, useTestApp } from '../../test/app';
import { CUSTOMER_LIMITS, countCustomerWrite } from './customer-limits';
import { call, customerCookie, demoClock, demoHaulerData } from './test-support';

let clock = demoClock();
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const HOUR_MS = 60 * 60 * 1000;

const t = useTestApp(() => createTestApp({ now: () => clock, seeded: demoHaulerData }));

const limited = {
  code: 'RATE_LIMITED',
  message: CUSTOMER_LIMIT_MESSAGE,
  details: { reason: 'customer/too-many-requests' },
};

describe('per-customer write limits', () => {
  it('answers 429 past the hourly allowance for requests and changes together, per customer', async () => {
    const resident = await customerCookie(t.ctx, 'demo-resident-1');
    const neighbour = await customerCookie(t.ctx, 'demo-resident-2');
    const { perHour } = CUSTOMER_LIMITS.services;
    // refused forms count too: each try is work for the server, and a script would not care
    for (let i = 0; i < perHour; i++) {
      const url = i % 2 ? '/api/services/trash/requests/missed-pickup' : '/api/services/trash/change-size';
      const res = await call(t, 'POST', url, resident, {});
      expect(res.statusCode, res.body).toBe(400);
    }
    const over = await call(t, 'POST', '/api/services/trash/requests/pickup', resident, {});
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject(limited);
    expect(over.json().details.retryAfterSeconds).toBeGreaterThan(0);
    const removal = await call(t, 'DELETE', '/api/services/trash/additional-carts/96', resident);
    expect(removal.statusCode).toBe(429);
    // another customer is not affected, and reading stays open
    expect((await call(t, 'POST', '/api/services/trash/change-size', neighbour, {})).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/services', resident)).statusCode).toBe(200);

    advance(HOUR_MS + 1000);
    expect((await call(t, 'POST', '/api/services/trash/change-size', resident, {})).statusCode).toBe(400);
  });

  it('limits enterprise row actions with their own, larger allowance', async () => {
    const erin = await customerCookie(t.ctx, 'demo-enterprise-1');
    const { perHour } = CUSTOMER_LIMITS.enterprise;
    expect(perHour).toBeGreaterThan(CUSTOMER_LIMITS.services.perHour);
    const url = '/api/my-services/demo-enterprise-1/actions';
    for (let i = 0; i < perHour; i++) {
      expect((await call(t, 'POST', url, erin, { action: 'nope' })).statusCode).toBe(400);
    }
    const over = await call(t, 'POST', url, erin, { action: 'nope' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject(limited);
  });

  it('has a daily ceiling that hourly pacing does not get around', async () => {
    const uid = 'demo-resident-3';
    const { perDay, perHour } = CUSTOMER_LIMITS.services;
    // just under the hourly allowance, hour after hour, until the day's allowance is used
    const step = Math.ceil(HOUR_MS / (perHour - 1));
    for (let i = 0; i < perDay; i++) {
      await countCustomerWrite(t.ctx, uid, 'services');
      advance(step);
    }
    const cookie = await customerCookie(t.ctx, uid);
    const over = await call(t, 'POST', '/api/services/trash/change-size', cookie, {});
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject(limited);
  });
});

describe('the web shows the limit in the reader’s language', () => {
  it('has the message word for word under the keys the pages map it to', async () => {
    const { readFile } = await import('node:fs/promises');
    const read = async (language: string, ns: string) =>
      JSON.parse(await readFile(`src/web/i18n/locales/${language}/${ns}.json`, 'utf8'));
    expect((await read('en', 'services')).messages.customerLimit).toBe(CUSTOMER_LIMIT_MESSAGE);
    expect((await read('en', 'my-services')).modal.customerLimit).toBe(CUSTOMER_LIMIT_MESSAGE);
    expect((await read('es', 'services')).messages.customerLimit).not.toBe(CUSTOMER_LIMIT_MESSAGE);
  });
});
