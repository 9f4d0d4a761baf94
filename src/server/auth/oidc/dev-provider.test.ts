/** The built-in identity provider: mounted only without a real issuer, and strict about its clients. */
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/app';
import { createHash } from 'node:crypto';
import { getAuthRuntime } from '../runtime';

describe('with a real Google issuer configured', () => {
  const t = useTestApp(() =>
    createTestApp({
      env: {
        GOOGLE_OIDC_ISSUER: 'https://accounts.google.com',
        GOOGLE_OIDC_CLIENT_ID: 'client.apps.googleusercontent.com',
      },
    }),
  );

  it('does not mount the development Google provider, but keeps the Microsoft one', async () => {
    const google = await t.app.inject({ url: '/dev-oidc/google/.well-known/openid-configuration' });
    expect(google.statusCode).toBe(404);
    const microsoft = await t.app.inject({ url: '/dev-oidc/microsoft/.well-known/openid-configuration' });
    expect(microsoft.statusCode).toBe(200);
    expect(microsoft.json().issuer).toBe('http://localhost:3000/dev-oidc/microsoft');
  });
});

const verifier = 'dBjftJeZ4CVP-mJ92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = createHash('sha256').update(verifier).digest('base64url');

describe('built-in provider', () => {
  const t = useTestApp(() => createTestApp());

  async function authorizeCode(verifierChallenge: string) {
    const start = await t.app.inject({ url: '/api/auth/google/start' });
    const url = new URL(start.headers.location as string);
    const form = {
      ...Object.fromEntries(url.searchParams),
      code_challenge: verifierChallenge,
      email: 'x@example.com',
      name: 'X',
    };
    const chosen = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    const callback = new URL(chosen.headers.location as string);
    return {
      code: callback.searchParams.get('code')!,
      clientId: url.searchParams.get('client_id')!,
      redirectUri: url.searchParams.get('redirect_uri')!,
    };
  }

  it('publishes an RS256 key and refuses unknown clients, redirect URIs and missing PKCE', async () => {
    const jwks = await t.app.inject({ url: '/dev-oidc/google/jwks' });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.json().keys[0].d).toBeUndefined();
    const start = await t.app.inject({ url: '/api/auth/google/start' });
    const url = new URL(start.headers.location as string);
    const bad = (change: Record<string, string>) => {
      const q = new URLSearchParams({ ...Object.fromEntries(url.searchParams), ...change });
      return t.app.inject({ url: `${url.pathname}?${q}` });
    };
    expect((await bad({ client_id: 'other' })).statusCode).toBe(400);
    expect((await bad({ redirect_uri: 'https://evil.example/cb' })).statusCode).toBe(400);
    expect((await bad({ code_challenge_method: 'plain' })).statusCode).toBe(400);
  });

  it('answers bad input with 400/401, never 500: non-string JSON, repeated fields, bad % escapes', async () => {
    const start = await t.app.inject({ url: '/api/auth/google/start' });
    const url = new URL(start.headers.location as string);
    const valid = Object.fromEntries(url.searchParams);
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
    for (const email of [42, { a: 1 }, ['x@example.com'], null, true]) {
      const response = await post(url.pathname, { ...valid, email, name: 'X' });
      expect(response.statusCode, JSON.stringify(email)).toBe(400);
      expect(response.body).toBe('Send each field once, as text.');
    }
    expect((await post(url.pathname, { ...valid, email: 'x@example.com', name: { n: 1 } })).statusCode).toBe(
      400,
    );
    expect((await post(url.pathname, [valid])).statusCode).toBe(400);
    expect(
      (await post('/dev-oidc/google/token', { grant_type: 'authorization_code', code: 123 })).statusCode,
    ).toBe(400);

    const repeated = await t.app.inject({ url: `${url.pathname}${url.search}&state=a&state=b` });
    expect(repeated.statusCode).toBe(400);
    const escapes = await t.app.inject({ url: `${url.pathname}${url.search}&nonce=%E0%A4%A&x=%` });
    expect(escapes.statusCode).toBeLessThan(500);

    const form = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams(valid)}&email=%E0%A4%A@x&name=%`,
    });
    expect(form.statusCode).toBe(400);

    for (const credentials of ['%E0%A4%A:secret', 'id:%', '%:%ZZ']) {
      const token = await t.app.inject({
        method: 'POST',
        url: '/dev-oidc/google/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
        },
        payload: 'grant_type=authorization_code&code=x',
      });
      expect(token.statusCode, credentials).toBe(401);
      expect(token.json()).toEqual({ error: 'invalid_client' });
    }
  });

  it('exchanges a code only with the right client secret and PKCE verifier, once', async () => {
    const { code, clientId, redirectUri } = await authorizeCode(CHALLENGE);
    const token = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/dev-oidc/google/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          client_id: clientId,
          redirect_uri: redirectUri,
          ...body,
        }).toString(),
      });
    const secret = getAuthRuntime(t.ctx).oidc.google.clientSecret;
    expect((await token({ client_secret: 'wrong', code_verifier: verifier })).statusCode).toBe(401);
    expect((await token({ client_secret: secret, code_verifier: `${verifier}x` })).json()).toEqual({
      error: 'invalid_grant',
    });
    // the code is spent by the failed try
    expect((await token({ client_secret: secret, code_verifier: verifier })).json()).toEqual({
      error: 'invalid_grant',
    });

    const second = await authorizeCode(CHALLENGE);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/dev-oidc/google/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: second.code,
        client_id: clientId,
        client_secret: secret,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }).toString(),
    });
    expect(ok.json()).toMatchObject({ token_type: 'Bearer' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().id_token.split('.')).toHaveLength(3);
  });
});
