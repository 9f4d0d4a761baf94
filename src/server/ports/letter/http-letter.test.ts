/**
 * The HTTP letter adapter against a local fake print-and-mail service that speaks the documented
 * shape (POST /v1/letters, basic auth with the key, Idempotency-Key, JSON letter), including its
 * failures: a 5xx and a 2xx without a letter id both throw, so the job retries.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpLetter, LetterServiceError } from './http-letter';
import type { LetterToSend } from './letter-port';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

const received: Received[] = [];
const seenKeys = new Map<string, string>();
let answer: { status: number; body: string } | null = null;
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(raw) });
      if (answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        return;
      }
      if (req.headers.authorization !== `Basic ${Buffer.from('test_key:').toString('base64')}`) {
        res.writeHead(401).end('{"error":{"message":"unauthorized"}}');
        return;
      }
      // the service answers a repeated idempotency key with the letter it made the first time
      const key = String(req.headers['idempotency-key']);
      const id = seenKeys.get(key) ?? `ltr_${seenKeys.size + 1}`;
      seenKeys.set(key, id);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id, object: 'letter' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const letter: LetterToSend = {
  id: 'letter-1',
  to: { name: 'JANE DOE', street: '40 MAPLE CT', city: 'LAKE BLUFF', state: 'IL', zip: '60044' },
  lines: ['Someone asked to register this address <here>.'],
  code: 'ABCD-EFGH',
};

describe('HTTP letter adapter', () => {
  const port = () => createHttpLetter({ apiUrl: `${base}/`, apiKey: 'test_key', from: 'adr_sender' });

  it('posts the letter in the service shape and answers its id; a retry with the same key makes no second letter', async () => {
    answer = null;
    const first = await port().send(letter, 'letter:letter-1');
    expect(first).toEqual({ status: 'sent', providerId: 'ltr_1' });
    const request = received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/letters');
    expect(request.headers['idempotency-key']).toBe('letter:letter-1');
    expect(request.body).toMatchObject({
      to: {
        name: 'JANE DOE',
        address_line1: '40 MAPLE CT',
        address_city: 'LAKE BLUFF',
        address_state: 'IL',
        address_zip: '60044',
        address_country: 'US',
      },
      from: 'adr_sender',
      color: false,
      metadata: { curbside_letter_id: 'letter-1' },
    });
    expect(request.body.file).toContain('ABCD-EFGH');
    expect(request.body.file).toContain('&lt;here&gt;');
    expect(await port().send(letter, 'letter:letter-1')).toEqual({ status: 'sent', providerId: 'ltr_1' });
  });

  it('throws on a refusal, a server error and an answer without an id (the job retries)', async () => {
    const wrongKey = createHttpLetter({ apiUrl: base, apiKey: 'nope', from: '{"name":"LRS"}' });
    answer = null;
    await expect(wrongKey.send(letter, 'k2')).rejects.toMatchObject({ status: 401 });
    expect(received.at(-1)!.body.from).toEqual({ name: 'LRS' });
    answer = { status: 503, body: '{"error":"down"}' };
    await expect(port().send(letter, 'k3')).rejects.toBeInstanceOf(LetterServiceError);
    answer = { status: 200, body: '{"object":"letter"}' };
    await expect(port().send(letter, 'k4')).rejects.toBeInstanceOf(LetterServiceError);
  });
});
