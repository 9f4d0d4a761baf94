/**
 * Demo mode through the whole app: the development sign-in providers, the demo mailbox and the demo
 * seed exist only in demo mode (a production start once let anyone sign in as any staff member and
 * read every reset link), sign-in redirects follow PORT, and TRUST_PROXY believes only the entries the
 * proxies in front wrote.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { portalSetups } from './db/schema';
import { seedDemoIfEmpty } from './db/seed-on-start';
import { createTestApp, testConfig, type TestApp } from './test/app';
import { DEMO_LOOPBACK_ONLY_MESSAGE, demoListenNote } from './demo-mode';
import { ZPortalBrandingResponse } from '../domain/branding';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

async function start(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ env, work: false });
  apps.push(t);
  return t;
}

const discovery = (name: 'google' | 'microsoft') => `/dev-oidc/${name}/.well-known/openid-configuration`;

async function get(t: TestApp, url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function branding(t: TestApp) {
  return ZPortalBrandingResponse.parse((await get(t, '/api/portal/branding')).json());
}

/** Everything a portal on a public address needs (no network is touched: discovery is lazy). */
const PRODUCTION = {
  PUBLIC_URL: 'https://portal.example.com',
  GOOGLE_OIDC_ISSUER: 'https://accounts.example.com',
  GOOGLE_OIDC_CLIENT_ID: 'google-client',
  MICROSOFT_OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
  MICROSOFT_OIDC_CLIENT_ID: 'ms-client',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SMS_API_URL: 'http://127.0.0.1:9/',
  SMS_ACCOUNT_SID: 'AC1',
  SMS_AUTH_TOKEN: 'token',
  SMS_FROM: '+13125550100',
  SEED_DEMO: 'false',
};

describe('demo mode on (a local PUBLIC_URL, as in tests and npm start)', () => {
  it('mounts the development providers and the demo mailbox, without the public banner', async () => {
    const t = await start({});
    expect((await get(t, discovery('google'))).statusCode).toBe(200);
    expect((await get(t, discovery('microsoft'))).statusCode).toBe(200);
    expect((await get(t, '/api/demo-mailbox')).statusCode).toBe(200);
    expect(await branding(t)).toMatchObject({ demoMode: 'local', demoMailbox: true });
  });
});

describe('a local demo is for this machine, not for its network', () => {
  it('listens on localhost unless HOST says otherwise, and says so in the start-up line', () => {
    const local = testConfig({});
    expect(local.HOST).toBe('localhost');
    expect(local.demoLoopbackOnly).toBe(false);
    expect(demoListenNote(local)).toBe(
      '; demo mode: listening on localhost, this machine only (set HOST to open it)',
    );
    expect(testConfig({ HOST: '127.0.0.1' })).toMatchObject({ HOST: '127.0.0.1', demoLoopbackOnly: false });
    expect(testConfig({ HOST: '[::1]' }).demoLoopbackOnly).toBe(false);

    const opened = testConfig({ HOST: '0.0.0.0' });
    expect(opened).toMatchObject({ HOST: '0.0.0.0', demoLoopbackOnly: true });
    expect(demoListenNote(opened)).toBe(
      '; demo mode on HOST 0.0.0.0: development sign-in and demo mailbox for this machine only',
    );
    // not a local demo: every interface, as before, and nothing to add
    const off = testConfig({ DEMO_MODE: 'false' });
    expect(off).toMatchObject({ HOST: '0.0.0.0', demoLoopbackOnly: false });
    expect(demoListenNote(off)).toBe('');
    const publicDemo = testConfig({ PUBLIC_URL: 'https://demo.example.com', DEMO_MODE: 'true' });
    expect(publicDemo).toMatchObject({ HOST: '0.0.0.0', demoLoopbackOnly: false });
    expect(demoListenNote(publicDemo)).toBe('');
    expect(testConfig({ ...PRODUCTION, HOST: '10.1.2.3' })).toMatchObject({
      HOST: '10.1.2.3',
      demoLoopbackOnly: false,
    });
  });

  it('with HOST on every interface: development sign-in and demo mailbox answer loopback clients only', async () => {
    // TRUST_PROXY as in the e2e journeys: the check reads the socket, never X-Forwarded-For
    const t = await start({ HOST: '0.0.0.0', TRUST_PROXY: 'true' });
    const from = (remoteAddress: string, url: string, forwardedFor?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
    for (const url of [discovery('google'), discovery('microsoft'), '/dev-oidc/google/authorize']) {
      const neighbour = await from('192.168.1.20', url);
      expect(neighbour.statusCode, url).toBe(403);
      expect(neighbour.body, url).toBe(DEMO_LOOPBACK_ONLY_MESSAGE);
      expect((await from('192.168.1.20', url, '127.0.0.1')).statusCode, url).toBe(403);
    }
    const mailbox = await from('192.168.1.20', '/api/demo-mailbox', '127.0.0.1');
    expect(mailbox.statusCode).toBe(403);
    expect(mailbox.json()).toEqual({ code: 'FORBIDDEN', message: DEMO_LOOPBACK_ONLY_MESSAGE });
    // this machine, also through a local proxy that names another client
    expect((await from('127.0.0.1', discovery('google'))).statusCode).toBe(200);
    expect((await from('::1', '/api/demo-mailbox')).statusCode).toBe(200);
    expect((await from('::ffff:127.0.0.1', '/api/demo-mailbox', '198.51.100.4')).statusCode).toBe(200);
    // and the whole sign-in still works from here: the provider's own calls are in-process
    const signIn = await from('127.0.0.1', '/api/admin/auth/start');
    expect(signIn.statusCode).toBe(302);
    const authorize = new URL(signIn.headers.location as string);
    expect((await from('127.0.0.1', `${authorize.pathname}${authorize.search}`)).statusCode).toBe(200);
  });
});

describe('demo mode off', () => {
  it('with DEMO_MODE=false: no development providers, no demo mailbox, no demo seed', async () => {
    const t = await start({ DEMO_MODE: 'false' });
    expect((await get(t, discovery('google'))).statusCode).toBe(404);
    expect((await get(t, discovery('microsoft'))).statusCode).toBe(404);
    expect((await get(t, '/dev-oidc/microsoft/authorize?client_id=curbside-dev-microsoft')).statusCode).toBe(
      404,
    );
    const mailbox = await get(t, '/api/demo-mailbox');
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await branding(t)).toMatchObject({ demoMode: 'off', demoMailbox: false });

    // a provider with no issuer is unavailable: sign-in ends on the "could not sign in" page, not a 500
    const google = await get(t, '/api/auth/google/start');
    expect(google.statusCode).toBe(302);
    expect(google.headers.location).toMatch(/^\/login\?error=failed/);
    const staff = await get(t, '/api/admin/auth/start');
    expect(staff.statusCode).toBe(302);
    expect(staff.headers.location).toBe('/admin/login?error=failed');

    // SEED_DEMO is on by default, but the seed and its published password need demo mode
    expect(t.ctx.config.SEED_DEMO).toBe(true);
    expect(await seedDemoIfEmpty(t.ctx)).toBe(false);
    expect(await t.ctx.db.select().from(portalSetups)).toEqual([]);
  });

  it('on a public address with the real services configured: the same', async () => {
    const t = await start(PRODUCTION);
    expect((await get(t, discovery('google'))).statusCode).toBe(404);
    expect((await get(t, discovery('microsoft'))).statusCode).toBe(404);
    expect((await get(t, '/api/demo-mailbox')).statusCode).toBe(404);
    expect(await branding(t)).toMatchObject({ demoMode: 'off', demoMailbox: false });
  });
});

describe('demo mode turned on for a public address (DEMO_MODE=true)', () => {
  it('keeps the conveniences and tells the web app to show the banner', async () => {
    const t = await start({ PUBLIC_URL: 'https://demo.example.com', DEMO_MODE: 'true' });
    expect((await get(t, discovery('google'))).statusCode).toBe(200);
    expect((await get(t, '/api/demo-mailbox')).statusCode).toBe(200);
    expect(await branding(t)).toMatchObject({ demoMode: 'public', demoMailbox: true });
    const google = await get(t, '/api/auth/google/start');
    expect(google.headers.location).toMatch(/^https:\/\/demo\.example\.com\/dev-oidc\/google\/authorize\?/);
  });
});

describe('PORT without PUBLIC_URL', () => {
  it('sends sign-in redirects to the port in use', async () => {
    const t = await start({ PORT: '3931' });
    expect(t.ctx.config.PUBLIC_URL).toBe('http://localhost:3931');
    for (const url of ['/api/auth/google/start', '/api/admin/auth/start']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(302);
      const location = new URL(res.headers.location as string);
      expect(location.origin, url).toBe('http://localhost:3931');
      expect(new URL(location.searchParams.get('redirect_uri')!).origin, url).toBe('http://localhost:3931');
    }
  });
});

describe('TRUST_PROXY', () => {
  const login = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.2',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });

  // true is one hop (config.test.ts): the e2e journeys and most single load balancers use it
  it('=true believes only the entry the one proxy wrote (the right-most), not what the client made up', async () => {
    const t = await start({ TRUST_PROXY: 'true' });
    // five wrong passwords lock the account for one client address; a client that writes a new
    // left-most X-Forwarded-For entry each time is still the same address behind the proxy
    for (let i = 0; i < 5; i++) {
      expect((await login(t, `1.2.3.${i}, 203.0.113.7`)).statusCode).toBe(401);
    }
    expect((await login(t, '1.2.3.99, 203.0.113.7')).statusCode).toBe(429);
    // another client behind the same proxy is a different address
    expect((await login(t, '203.0.113.8')).statusCode).toBe(401);
  });

  it('with the proxy addresses, skips only those proxies', async () => {
    const t = await start({ TRUST_PROXY: '10.0.0.0/8' });
    for (let i = 0; i < 5; i++) {
      expect((await login(t, `1.2.3.${i}, 203.0.113.7, 10.0.0.9`)).statusCode).toBe(401);
    }
    expect((await login(t, '1.2.3.99, 203.0.113.7, 10.0.0.9')).statusCode).toBe(429);
  });
});
