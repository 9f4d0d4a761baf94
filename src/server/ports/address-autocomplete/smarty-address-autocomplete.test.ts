/**
 * Contract test of the Smarty adapter against a local fake of US Autocomplete Pro that speaks its
 * documented shapes: GET /lookup with auth-id, auth-token, search, max_results and
 * include_only_zip_codes; 200 {"suggestions": [...]} (or null); 401/402/429/5xx with
 * {"errors": [{"id", "message"}]}; and an answer slower than the time limit.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createSmartyAddressAutocomplete } from './smarty-address-autocomplete';

interface Answer {
  status: number;
  body: string;
  delayMs?: number;
}

async function startFakeSmarty() {
  const requests: URL[] = [];
  const answers: Answer[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    if (req.method !== 'GET' || url.pathname !== '/lookup') {
      res.writeHead(404).end();
      return;
    }
    if (url.searchParams.get('auth-id') !== 'id-1' || url.searchParams.get('auth-token') !== 'token-1') {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({
            errors: [
              {
                id: 1,
                message:
                  'Unauthorized: The credentials were provided incorrectly or did not match any existing, active credentials.',
              },
            ],
          }),
        );
      return;
    }
    const answer = answers.shift() ?? { status: 200, body: JSON.stringify({ suggestions: [] }) };
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lookup`,
    requests,
    answerNext: (answer: Answer) => answers.push(answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const suggestion = (street: string, zipcode: string, extra: Record<string, unknown> = {}) => ({
  street_line: street,
  secondary: '',
  city: 'Lake Bluff',
  state: 'IL',
  zipcode,
  entries: 0,
  ...extra,
});

describe('Smarty US Autocomplete Pro adapter (against a local fake)', () => {
  let fake: Awaited<ReturnType<typeof startFakeSmarty>>;
  beforeAll(async () => {
    fake = await startFakeSmarty();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const adapter = (options: { authToken?: string; timeoutMs?: number } = {}) =>
    createSmartyAddressAutocomplete({
      authId: 'id-1',
      authToken: options.authToken ?? 'token-1',
      url: fake.url,
      timeoutMs: options.timeoutMs ?? 2000,
    });

  async function failureOf(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it('sends the documented query and maps the suggestions, only in the portal ZIP codes', async () => {
    fake.answerNext({
      status: 200,
      body: JSON.stringify({
        suggestions: [
          suggestion('120 Maple Ave', '60044'),
          suggestion('120 Maple Ave', '60044', { secondary: 'Apt', entries: 4 }),
          suggestion('120 Maple St', '90210', { city: 'Beverly Hills', state: 'CA' }),
        ],
      }),
    });
    const items = await adapter().suggest({ search: ' 120 map ', zipCodes: ['60044', '60045', 'bad'] });

    expect(fake.requests).toHaveLength(1);
    const query = fake.requests[0]!.searchParams;
    expect(query.get('search')).toBe('120 map');
    expect(query.get('max_results')).toBe('10');
    expect(query.get('include_only_zip_codes')).toBe('60044;60045');
    expect(query.get('prefer_geolocation')).toBe('none');
    expect(items).toEqual([
      {
        text: '120 Maple Ave, Lake Bluff, IL 60044',
        street_line: '120 Maple Ave',
        secondary: '',
        city: 'Lake Bluff',
        state: 'IL',
        zipcode: '60044',
        entries: 0,
      },
      {
        text: '120 Maple Ave Apt, Lake Bluff, IL 60044',
        street_line: '120 Maple Ave',
        secondary: 'Apt',
        city: 'Lake Bluff',
        state: 'IL',
        zipcode: '60044',
        entries: 4,
      },
    ]);
  });

  it('answers at most 10 (or max), and no filter parameter past 10 ZIP codes (filtered here instead)', async () => {
    fake.answerNext({
      status: 200,
      body: JSON.stringify({
        suggestions: Array.from({ length: 12 }, (_, i) => suggestion(`${i + 1} Oak St`, '60044')),
      }),
    });
    const many = Array.from({ length: 11 }, (_, i) => String(60040 + i));
    const items = await adapter().suggest({ search: 'oak', zipCodes: many, max: 50 });
    expect(items).toHaveLength(10);
    expect(fake.requests[0]!.searchParams.has('include_only_zip_codes')).toBe(false);

    fake.answerNext({
      status: 200,
      body: JSON.stringify({ suggestions: [suggestion('1 Oak St', '60044')] }),
    });
    await adapter().suggest({ search: 'oak', zipCodes: ['60044'], max: 3 });
    expect(fake.requests[1]!.searchParams.get('max_results')).toBe('3');
  });

  it('reads "suggestions": null and an empty object as no suggestions', async () => {
    fake.answerNext({ status: 200, body: JSON.stringify({ suggestions: null }) });
    expect(await adapter().suggest({ search: 'zzz', zipCodes: ['60044'] })).toEqual([]);
    fake.answerNext({ status: 200, body: '{}' });
    expect(await adapter().suggest({ search: 'zzz', zipCodes: ['60044'] })).toEqual([]);
  });

  it('asks nothing without ZIP codes', async () => {
    expect(await adapter().suggest({ search: 'main', zipCodes: [] })).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers "Failed to fetch address suggestions" on 401 without the key in the details', async () => {
    const error = await failureOf(
      adapter({ authToken: 'wrong' }).suggest({ search: 'main', zipCodes: ['60044'] }),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toBe('Failed to fetch address suggestions');
    expect(error.details).toMatchObject({ provider: 'smarty', status: 401 });
    expect(String(error.details?.reason)).toContain('Unauthorized');
    expect(JSON.stringify(error.details)).not.toContain('wrong');
  });

  it.each([
    [
      402,
      { errors: [{ id: 2, message: 'Payment Required: There is no active subscription for the account.' }] },
    ],
    [429, { errors: [{ id: 3, message: 'Too Many Requests' }] }],
    [400, { errors: [{ id: 4, message: 'Bad Request (Malformed Payload)' }] }],
    [503, 'Service Unavailable'],
  ])('answers "Failed to fetch address suggestions" on %i', async (status, body) => {
    fake.answerNext({ status, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const error = await failureOf(adapter().suggest({ search: 'main', zipCodes: ['60044'] }));
    expect(error.message).toBe('Failed to fetch address suggestions');
    expect(error.details).toMatchObject({ status });
  });

  it('answers the same for a body that is not the documented shape', async () => {
    fake.answerNext({ status: 200, body: '<html>maintenance</html>' });
    const error = await failureOf(adapter().suggest({ search: 'main', zipCodes: ['60044'] }));
    expect(error.message).toBe('Failed to fetch address suggestions');
    fake.answerNext({ status: 200, body: JSON.stringify({ suggestions: [{ street_line: 5 }] }) });
    await failureOf(adapter().suggest({ search: 'main', zipCodes: ['60044'] }));
  });

  it('gives up after the time limit', async () => {
    fake.answerNext({ status: 200, body: JSON.stringify({ suggestions: [] }), delayMs: 1500 });
    const started = Date.now();
    const error = await failureOf(
      adapter({ timeoutMs: 200 }).suggest({ search: 'main', zipCodes: ['60044'] }),
    );
    expect(Date.now() - started).toBeLessThan(1200);
    expect(error.message).toBe('Failed to fetch address suggestions');
    expect(error.details).toMatchObject({ cause: 'timeout' });
  });

  it('answers the same when nothing listens', async () => {
    const closed = createSmartyAddressAutocomplete({
      authId: 'id-1',
      authToken: 'token-1',
      url: 'http://127.0.0.1:9/lookup',
      timeoutMs: 1000,
    });
    const error = await failureOf(closed.suggest({ search: 'main', zipCodes: ['60044'] }));
    expect(error.message).toBe('Failed to fetch address suggestions');
  });
});
