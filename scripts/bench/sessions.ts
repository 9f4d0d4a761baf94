/**
 * Signing the bench in over HTTP: a customer with e-mail and password, a staff member through the
 * built-in work-account provider, or (when the bench has the database) a staff session row inserted
 * the way the sign-in does, so a bench never depends on a provider's sign-in page.
 */
import { hashToken, randomToken } from '../../src/server/auth/crypto';
import { CUSTOMER_COOKIE, STAFF_COOKIE, STAFF_SESSION_SECONDS } from '../../src/server/auth/sessions';
import type { DbOrTx } from '../../src/server/db/client';
import { authSessions } from '../../src/server/db/schema';

/** The cookies of one client across fetch calls (no redirects followed). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(pathOrUrl, this.baseUrl);
    // the built-in provider redirects to PUBLIC_URL; talk to the server the bench targets instead
    const target = new URL(`${url.pathname}${url.search}`, this.baseUrl);
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.header());
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${response.status} ${(await response.text()).slice(0, 200)}`,
    );
  }
}

export interface CustomerSignIn {
  cookie: string;
  uid: string;
}

/** POST /api/auth/login, then GET /api/session for the uid. */
export async function signInCustomer(
  baseUrl: string,
  email: string,
  password: string,
): Promise<CustomerSignIn> {
  const jar = new CookieJar(baseUrl);
  const login = await jar.fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await expectStatus(login, 200, `sign-in of ${email}`);
  const session = (await (await jar.fetch('/api/session')).json()) as { customer: { uid: string } | null };
  if (!session.customer || !jar.cookies.has(CUSTOMER_COOKIE))
    throw new Error(`sign-in of ${email} set no session`);
  return { cookie: `${CUSTOMER_COOKIE}=${jar.cookies.get(CUSTOMER_COOKIE)}`, uid: session.customer.uid };
}

/**
 * Work-account sign-in through the built-in development provider (/dev-oidc/microsoft): start,
 * authorize page, choose the identity, callback. Returns the staff cookie.
 */
export async function signInStaffWithDevProvider(
  baseUrl: string,
  email: string,
  name: string,
): Promise<string> {
  const jar = new CookieJar(baseUrl);
  const start = await jar.fetch('/api/admin/auth/start');
  await expectStatus(start, 302, 'work-account sign-in start');
  const authorize = new URL(start.headers.get('location')!, baseUrl);
  if (!/^\/dev-oidc\/microsoft\/authorize$/.test(authorize.pathname)) {
    throw new Error(`work accounts do not use the built-in provider (redirected to ${authorize.origin})`);
  }
  await expectStatus(await jar.fetch(authorize.toString()), 200, 'built-in provider page');
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), email, name });
  const chosen = await jar.fetch(authorize.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  await expectStatus(chosen, 302, 'built-in provider identity');
  const callback = await jar.fetch(chosen.headers.get('location')!);
  await expectStatus(callback, 302, 'work-account callback');
  const token = jar.cookies.get(STAFF_COOKIE);
  if (!token) throw new Error(`work-account sign-in of ${email} set no staff cookie`);
  return `${STAFF_COOKIE}=${token}`;
}

/** Inserts a staff session for a work account, as the sign-in callback does; returns the cookie. */
export async function createStaffSession(
  db: DbOrTx,
  account: { email: string; name: string },
): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await db.insert(authSessions).values({
    tokenHash: hashToken(token),
    kind: 'staff',
    staffSubject: `bench:${account.email.toLowerCase()}`,
    staffEmail: account.email.toLowerCase(),
    staffName: account.name,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_SECONDS * 1000),
  });
  return `${STAFF_COOKIE}=${token}`;
}
