import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, NETWORK_ERROR, sendRequest } from './api-client';

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('returns the parsed answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { n: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      api.get('/api/x', { schema: z.object({ n: z.number() }), query: { a: 1, b: undefined } }),
    ).resolves.toEqual({ n: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/x?a=1');
  });

  it('sends JSON bodies', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/y', { a: 1 })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("names the page's language (status notices are written in it)", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', { documentElement: { lang: 'es' } });
    await api.get('/api/z');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['accept-language']).toBe('es');
  });

  it("names the page's language on the registration's calls too (its code mail and the new account's language)", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', { documentElement: { lang: 'ar' } });
    await sendRequest('POST', '/api/registration/email/code', {
      headers: { 'x-registration-token': 't' },
      body: {},
    });
    const headers = (fetchMock.mock.calls[0]?.[1] as RequestInit).headers as Record<string, string>;
    expect(headers['accept-language']).toBe('ar');
    expect(headers['x-registration-token']).toBe('t');
  });

  it('turns the {code, message} error body into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          answer(429, { code: 'RATE_LIMITED', message: 'Too many requests.', details: { retryAfter: 5 } }),
        ),
    );
    const error = await api.get('/api/z').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests.',
      details: { retryAfter: 5 },
    });
    expect((error as ApiError).isClientError).toBe(true);
  });

  it('gives a code for error answers without the error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(api.get('/api/z')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad Gateway',
    });
  });

  it('reports a failed connection as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    await expect(api.get('/api/z')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });
});
