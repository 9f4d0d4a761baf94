/**
 * Set-up shared by API tests: the app on the seeded demo hauler (every demo customer with the demo
 * password), a demo customer signed in through the login route, a staff session cookie, and a call
 * to the API with such a cookie.
 */
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { AppInstance } from '../app';
import type { AppContext } from '../app-context';
import { CUSTOMER_COOKIE, STAFF_COOKIE } from '../auth';
import { hashToken, randomToken } from '../auth/crypto';
import { Browser, PASSWORD } from '../auth/test/helpers';
import { authSessions } from '../db/schema';
import { DEMO_PASSWORD, demoCustomerAccounts } from '../db/seed';
import { DEMO_TODAY, demoHaulerData } from '../features/services/test-support';
import { createTestApp, type TestApp, type TestAppOptions } from './app';

/** The demo hauler as seeded on this day. */
export const DEMO_AS_OF = new Date(`${DEMO_TODAY}T00:00:00Z`);

/** The demo hauler (seeded on DEMO_AS_OF, its demo customers with the demo password). */
export function createDemoTestApp(
  options: Omit<TestAppOptions, 'prepare' | 'seeded'> = {},
): Promise<TestApp> {
  return createTestApp({ ...options, seeded: demoHaulerData });
}

let nextIp = 0;

/** A browser signed in as the demo customer `uid`, each from its own address (no shared rate limit). */
export async function signInDemoCustomer(app: AppInstance, uid = 'demo-resident-1'): Promise<Browser> {
  const account = demoCustomerAccounts.find((a) => a.uid === uid);
  if (!account) throw new Error(`no demo customer ${uid}`);
  const browser = new Browser(app, `198.51.100.${(nextIp++ % 250) + 1}`);
  const res = await browser.post('/api/auth/login', { email: account.email, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return browser;
}

/** Signs a customer of `seedPeople` (auth/test/helpers) in from `ip`; answers the session cookie's token. */
export async function customerSessionToken(app: AppInstance, email: string, ip: string): Promise<string> {
  const browser = new Browser(app, ip);
  expect((await browser.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  return browser.cookies.get(CUSTOMER_COOKIE)!;
}

/** A staff session as the auth code stores it: a hashed token in auth_sessions, the raw one in the cookie. */
export async function staffSessionCookie(
  ctx: AppContext,
  email: string,
  name: string,
  createdAt: Date = new Date(),
): Promise<string> {
  const token = randomToken();
  await ctx.db.insert(authSessions).values({
    tokenHash: hashToken(token),
    kind: 'staff',
    staffSubject: `test:${email}`,
    staffEmail: email.toLowerCase(),
    staffName: name,
    createdAt,
    expiresAt: new Date('2100-01-01T00:00:00Z'),
  });
  return `${STAFF_COOKIE}=${token}`;
}

/** `injectWithCookie` on the app `app` answers at the call (a test file's `t.app`, made in beforeAll). */
export function callsTo(app: () => AppInstance) {
  return (method: NonNullable<InjectOptions['method']>, url: string, cookie?: string, payload?: unknown) =>
    injectWithCookie(app(), method, url, cookie, payload);
}

/** PUTs `body` as JSON with the browser's cookies (its own requests are GETs and POSTs only). */
export function putAsBrowser(app: AppInstance, browser: Browser, url: string, body: unknown) {
  return app.inject({
    method: 'PUT',
    url,
    headers: { cookie: browser.header(), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** Calls the API with a session cookie (or none) and, when given, a JSON body. */
export function injectWithCookie(
  app: AppInstance,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  const options: InjectOptions = { method, url, headers: cookie ? { cookie } : {} };
  if (payload !== undefined) options.payload = payload as Record<string, unknown>;
  return app.inject(options);
}

/** A route as the role checks call it: method, URL and, when it takes one, a body. */
export type RouteCall = readonly [
  method: NonNullable<InjectOptions['method']>,
  url: string,
  payload?: unknown,
];

/** Calls every route with the session cookie (or none) and expects each to answer `status` (and `code`). */
export async function expectRoutesAnswer(
  app: AppInstance,
  routes: readonly RouteCall[],
  cookie: string | undefined,
  status: number,
  code?: string,
) {
  for (const route of routes) {
    const res = await expectStatus(app, route, cookie, status);
    if (code) expect(res.json().code, `${route[0]} ${route[1]}`).toBe(code);
  }
}

/** Calls the route with the session cookie (or none), expects it to answer `status`, and answers the response. */
export async function expectStatus(
  app: AppInstance,
  route: RouteCall,
  cookie: string | undefined,
  status: number,
) {
  const [method, url, payload] = route;
  const res = await injectWithCookie(app, method, url, cookie, payload);
  expect(res.statusCode, `${method} ${url}`).toBe(status);
  return res;
}
