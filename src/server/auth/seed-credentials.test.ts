/** The demo seed plus the demo credentials: the named demo customers sign in as the docs say. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { demoCustomerAccounts, seedDemo } from '../db/seed';
import { seedDemoCredentials } from './seed-credentials';
import { Browser, lastMessageTo, signInWithDevProvider } from './test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    prepare: async (ctx) => {
      await seedDemo(ctx.db);
      await ctx.db.transaction((tx) => seedDemoCredentials(tx, demoCustomerAccounts));
      // a second run keeps what is there
      await ctx.db.transaction((tx) => seedDemoCredentials(tx, demoCustomerAccounts));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('demo credentials', () => {
  it('lets every demo customer sign in with the demo password', async () => {
    for (const account of demoCustomerAccounts) {
      const b = new Browser(t.app);
      const res = await b.post('/api/auth/login', { email: account.email, password: account.demoPassword });
      expect(res.statusCode, account.email).toBe(200);
      expect((await b.get('/api/session')).json().customer.uid).toBe(account.uid);
    }
  });

  it('lets a demo customer sign in by phone', async () => {
    const account = demoCustomerAccounts[0]!;
    const phone = `+1${account.phoneNumber.replace(/\D/g, '')}`;
    const b = new Browser(t.app);
    expect((await b.post('/api/auth/phone/send', { phone })).statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec((await lastMessageTo(t.ctx, phone))!.bodyText)![1]!;
    expect((await b.post('/api/auth/phone/verify', { phone, code })).statusCode).toBe(200);
    expect((await b.get('/api/session')).json().customer.uid).toBe(account.uid);
  });

  it('offers a demo customer on the development Google page, and it signs straight in', async () => {
    const b = new Browser(t.app);
    const start = await b.get('/api/auth/google/start');
    const page = await b.get(
      new URL(start.headers.location as string).pathname + new URL(start.headers.location as string).search,
    );
    expect(page.body).toContain(demoCustomerAccounts[0]!.email);
    const target = await signInWithDevProvider(new Browser(t.app), '/api/auth/google/start', {
      email: demoCustomerAccounts[0]!.email,
      name: 'Rita',
    });
    expect(target).toBe('/');
  });

  it('offers the demo staff on the development work-account page', async () => {
    const start = await new Browser(t.app).get('/api/admin/auth/start');
    const url = new URL(start.headers.location as string);
    const page = await new Browser(t.app).get(`${url.pathname}${url.search}`);
    expect(page.body).toContain('admin@curbside.demo');
    expect(page.body).toContain('service@curbside.demo');
    expect(page.body).toContain('Not Staff');
  });
});
