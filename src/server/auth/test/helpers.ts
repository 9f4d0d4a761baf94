/** Helpers for sign-in tests: demo rows, a cookie jar over app.inject, and the dev-provider flow. */
import { expect } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { AppInstance } from '../../app';
import { customerProfiles, sentMessages, staffUsers } from '../../db/schema';
import { setCustomerPassword } from '../customer-sign-in';

export const PASSWORD = 'Curbside!2026';

export const CUSTOMERS = [
  {
    uid: 'c-rita',
    email: 'rita@example.com',
    phoneNumber: '(847) 555-0111',
    firstName: 'Rita',
    lastName: 'Resident',
  },
  {
    uid: 'c-manny',
    email: 'Manny@Example.com',
    phoneNumber: '8475550112',
    firstName: 'Manny',
    lastName: 'Multi',
  },
  {
    uid: 'c-nopass',
    email: 'google.only@example.com',
    phoneNumber: '',
    firstName: 'Gail',
    lastName: 'Google',
  },
];

export const STAFF = [
  { id: 's-admin', name: 'Alex Admin', email: 'admin@curbside.demo', role: 'admin' as const },
  { id: 's-service', name: 'Sam Service', email: 'service@curbside.demo', role: 'customerservice' as const },
  {
    id: 's-former',
    name: 'Former Staff',
    email: 'former@curbside.demo',
    role: 'customerservice' as const,
    isActive: false,
  },
];

export async function seedPeople(ctx: AppContext): Promise<void> {
  await ctx.db
    .insert(customerProfiles)
    .values(CUSTOMERS.map((c) => ({ ...c, entryType: 'CustomerProfile' as const })));
  await ctx.db.insert(staffUsers).values(STAFF);
  await setCustomerPassword(ctx.db, 'c-rita', PASSWORD);
  await setCustomerPassword(ctx.db, 'c-manny', PASSWORD);
}

/** Cookies of one browser across injected requests. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: AppInstance,
    readonly ip = '203.0.113.10',
  ) {}

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: { json?: unknown; form?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { cookie: this.header() };
    let payload: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    }
    const response = await this.app.inject({ method, url, headers, payload, remoteAddress: this.ip });
    for (const c of response.cookies) {
      const expired =
        c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, json: unknown = {}) {
    return this.request('POST', url, { json });
  }
}

function relative(location: string): string {
  const url = new URL(location, 'http://localhost:3000');
  return `${url.pathname}${url.search}`;
}

/**
 * Runs a sign-in through the built-in provider: start → authorize page → choose identity → callback.
 * Returns the final redirect target of the callback.
 */
export async function signInWithDevProvider(
  browser: Browser,
  startUrl: string,
  identity: { email: string; name: string } | 'cancel',
): Promise<string> {
  const start = await browser.get(startUrl);
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.pathname).toMatch(/^\/dev-oidc\/(google|microsoft)\/authorize$/);
  const page = await browser.get(relative(authorize.toString()));
  expect(page.statusCode).toBe(200);
  const form: Record<string, string> = Object.fromEntries(authorize.searchParams);
  if (identity === 'cancel') form.action = 'cancel';
  else Object.assign(form, identity);
  const chosen = await browser.request('POST', authorize.pathname, { form });
  expect(chosen.statusCode).toBe(302);
  const callback = await browser.get(relative(chosen.headers.location as string));
  expect(callback.statusCode).toBe(302);
  return callback.headers.location as string;
}

export async function lastMessageTo(ctx: AppContext, recipient: string) {
  await ctx.jobs.drain();
  const [message] = await ctx.db
    .select()
    .from(sentMessages)
    .where(eq(sentMessages.recipient, recipient))
    .orderBy(desc(sentMessages.id))
    .limit(1);
  return message;
}
