/**
 * The request guards through the whole app: a cross-site or text/plain write is refused before it
 * reaches a route (a page on another port of the same host once deactivated a staff user), and text
 * the database cannot store gets a 400 instead of a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, useTestApp } from '../test/app';
import { staffUsers } from '../db/schema';
import { Browser, seedPeople, signInWithDevProvider } from '../auth/test/helpers';
import { containsBadText, guardMessages, isSameOriginRequest } from './request-guards';

const PUBLIC = 'http://localhost:3000';

let admin: Browser;

const t = useTestApp(() => createTestApp({ work: false, env: { PUBLIC_URL: PUBLIC }, prepare: seedPeople }));

beforeAll(async () => {
  admin = new Browser(t.app);
  await signInWithDevProvider(admin, '/api/admin/auth/start', {
    email: 'admin@curbside.demo',
    name: 'Alex Admin',
  });
});

const deactivate = (headers: Record<string, string>, payload?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/s-service/deactivate',
    headers: { cookie: admin.header(), host: 'localhost:3000', ...headers },
    payload,
  });

async function isActive(id: string): Promise<boolean> {
  const [row] = await t.ctx.db
    .select({ isActive: staffUsers.isActive })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  return row!.isActive;
}

describe('cross-site writes', () => {
  it('refuses a form post from another port of the same host, and changes nothing', async () => {
    const response = await deactivate(
      { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' },
      'x',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: guardMessages.crossSite });
    expect(await isActive('s-service')).toBe(true);
  });

  it('refuses Origin: null and a cross-site fetch that sends only Sec-Fetch-Site', async () => {
    expect((await deactivate({ origin: 'null' })).statusCode).toBe(403);
    expect((await deactivate({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await deactivate({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect(await isActive('s-service')).toBe(true);
  });

  it('refuses a text/plain body from the same origin (a no-preflight request type)', async () => {
    const response = await deactivate({ origin: PUBLIC, 'content-type': 'text/plain' }, 'x');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: guardMessages.contentType,
    });
    const form = await deactivate(
      { origin: PUBLIC, 'content-type': 'application/x-www-form-urlencoded' },
      'a=b',
    );
    expect(form.statusCode).toBe(415);
    const multipart = await deactivate(
      { origin: PUBLIC, 'content-type': 'multipart/form-data; boundary=x' },
      '--x--',
    );
    expect(multipart.statusCode).toBe(415);
    expect(await isActive('s-service')).toBe(true);
  });

  it('accepts the portal itself (by PUBLIC_URL or its own host) and non-browser clients', async () => {
    expect(isSameOriginRequest({ origin: PUBLIC, host: 'internal:3000' }, PUBLIC)).toBe(true);
    expect(isSameOriginRequest({ origin: 'http://portal.test:8080', host: 'portal.test:8080' }, PUBLIC)).toBe(
      true,
    );
    expect(isSameOriginRequest({ 'sec-fetch-site': 'same-origin' }, PUBLIC)).toBe(true);
    expect(isSameOriginRequest({}, PUBLIC)).toBe(true);
    expect(isSameOriginRequest({ origin: 'http://portal.test:8081', host: 'portal.test:8080' }, PUBLIC)).toBe(
      false,
    );
    expect(isSameOriginRequest({ origin: 'not a url', host: 'portal.test' }, PUBLIC)).toBe(false);

    const response = await deactivate({ origin: PUBLIC, 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
    expect(await isActive('s-service')).toBe(false);
  });

  it('leaves reads alone: a cross-site GET is answered (it changes nothing, and CORS hides the answer)', async () => {
    const response = await t.app.inject({
      url: '/api/session',
      headers: { origin: 'https://evil.invalid', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('text the database cannot store', () => {
  it('answers 400 for a NUL byte or a lone surrogate in the body, the query or the path', async () => {
    const contact = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'someone@example.com', subject: 'Support', message }),
      });
    for (const response of [
      await contact('hello\u0000world'),
      await contact('hello\ud800world'),
      await t.app.inject({ url: '/api/admin/staff?search=a%00b', headers: { cookie: admin.header() } }),
      await t.app.inject({ url: '/api/admin/staff/a%00b', headers: { cookie: admin.header() } }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: guardMessages.badText });
    }
    expect((await contact('hello 👋 world')).statusCode).toBe(200);
  });

  it('finds bad text in keys and nested values, and passes well-formed text', () => {
    expect(containsBadText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsBadText({ 'k\u0000': 1 })).toBe(true);
    expect(containsBadText(['\udc00x'])).toBe(true);
    expect(containsBadText({ a: ['Ā€😀ł', 1, null, true] })).toBe(false);
  });
});
