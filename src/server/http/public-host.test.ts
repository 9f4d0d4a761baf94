/**
 * A page opened at another host than PUBLIC_URL's moves there before sign-in can start (issue 28:
 * http://127.0.0.1:PORT, the address the server printed, sent sign-in to localhost and failed).
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test/app';
import { listenText, publicHostRedirect } from './public-host';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const t = useTestApp(() => createTestApp({ work: false }));

describe('the public host', () => {
  it('sends a page at 127.0.0.1 to the same path at PUBLIC_URL', async () => {
    const publicUrl = new URL(t.ctx.config.PUBLIC_URL);
    expect(publicUrl.hostname).not.toBe('127.0.0.1');
    const res = await t.app.inject({
      method: 'GET',
      url: '/login?next=%2FServices',
      headers: { host: `127.0.0.1:${publicUrl.port || 80}`, accept: HTML },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${publicUrl.origin}/login?next=%2FServices`);
  });

  it('leaves API calls, assets, PUBLIC_URL’s own host on any port and requests without a host alone', async () => {
    const publicUrl = new URL(t.ctx.config.PUBLIC_URL);
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '127.0.0.1:3000', accept: 'application/json' },
    });
    expect(api.statusCode).toBe(200);
    // inject's own default host (localhost:80) and another port of PUBLIC_URL's host name
    const same = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: `${publicUrl.hostname}:1234`, accept: HTML },
    });
    expect(same.statusCode).toBe(200);
    const plain = await t.app.inject({ method: 'GET', url: '/api/health', headers: { accept: HTML } });
    expect(plain.statusCode).toBe(200);
  });

  it('moves only GET and HEAD page loads', () => {
    const request = (method: string, accept: string) => ({
      method,
      url: '/',
      headers: { accept },
      hostname: '127.0.0.1',
    });
    expect(publicHostRedirect(request('GET', HTML), 'http://localhost:3000')).toBe('http://localhost:3000/');
    expect(publicHostRedirect(request('HEAD', HTML), 'https://portal.example/')).toBe(
      'https://portal.example/',
    );
    expect(publicHostRedirect(request('POST', HTML), 'http://localhost:3000')).toBeNull();
    expect(publicHostRedirect(request('GET', 'image/avif,*/*'), 'http://localhost:3000')).toBeNull();
    expect(
      publicHostRedirect({ ...request('GET', HTML), hostname: 'LOCALHOST' }, 'http://localhost:3000'),
    ).toBeNull();
  });

  it('names PUBLIC_URL as the address to open in the start-up line, beside the listening address', () => {
    expect(listenText('http://127.0.0.1:3000', 'http://localhost:3000')).toBe(
      'Server listening at http://127.0.0.1:3000; open the portal at http://localhost:3000',
    );
  });
});
