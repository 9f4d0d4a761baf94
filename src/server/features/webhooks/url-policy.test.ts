/** The SSRF rule and one try's bounds (url-policy.ts, post-webhook.ts), without the app. */
import { useLocalServer } from '../../test/local-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_SNIPPET_LENGTH, postWebhook } from './post-webhook';
import { isPrivateAddress, URL_MESSAGES } from './url-policy';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::10.0.0.1',
    'not-an-ip',
  ])('refuses the inside address %s', (inside) => {
    expect(isPrivateAddress(inside)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'passes the public address %s',
    (outside) => {
      expect(isPrivateAddress(outside)).toBe(false);
    },
  );
});

describe('postWebhook', () => {
  let base = '';
  const server = useLocalServer((req, res) => {
    if (req.url === '/silent') return; // never answers
    res.writeHead(502).end('y'.repeat(20_000));
  });
  beforeAll(() => {
    base = server.origin;
  });

  it('keeps only the start of a long answer', async () => {
    const answer = await postWebhook({ url: `${base}/long`, headers: {}, body: '{}', allowLocal: true });
    expect(answer.statusCode).toBe(502);
    expect(answer.answer).toHaveLength(ANSWER_SNIPPET_LENGTH);
  });

  it('gives up on a receiver that does not answer within the time limit', async () => {
    const answer = await postWebhook({
      url: `${base}/silent`,
      headers: {},
      body: '{}',
      allowLocal: true,
      timeoutMs: 300,
    });
    expect(answer).toEqual({ statusCode: null, answer: 'no answer within 0.3 s' });
  });

  it.each([
    ['literal', 'https://127.0.0.1:1/x'],
    ['resolved', 'https://localhost:1/x'],
  ])('outside demo mode, does not connect to a private address, %s', async (_, url) => {
    const answer = await postWebhook({ url, headers: {}, body: '{}', allowLocal: false });
    expect(answer).toEqual({ statusCode: null, answer: URL_MESSAGES.privateNetwork });
  });

  it('outside demo mode, does not post over plain HTTP', async () => {
    const plain = await postWebhook({ url: `${base}/long`, headers: {}, body: '{}', allowLocal: false });
    expect(plain).toEqual({ statusCode: null, answer: URL_MESSAGES.httpsOnly });
  });
});
