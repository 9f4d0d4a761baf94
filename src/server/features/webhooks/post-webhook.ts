/**
 * One try of a webhook: a POST with a bounded time (the whole exchange, DELIVERY_TIMEOUT_MS) and a
 * bounded read of the answer (its first ANSWER_SNIPPET_LENGTH characters are kept for the log; the
 * rest is not read). Redirects are not followed (a 3xx is a failed try). Outside demo mode the
 * connection's address is checked as it is resolved (url-policy.ts) and an IP-literal host before it.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isPrivateAddress, URL_MESSAGES } from './url-policy';

export const DELIVERY_TIMEOUT_MS = 10_000;
export const ANSWER_SNIPPET_LENGTH = 500;
/** Bytes of the answer read at most (enough for the snippet in any encoding). */
const MAX_ANSWER_BYTES = ANSWER_SNIPPET_LENGTH * 4;

export interface WebhookAnswer {
  /** The receiver's status, or null when there was no answer. */
  statusCode: number | null;
  /** The start of the answer's body, or why there was none. */
  answer: string;
}

export interface PostWebhookOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Demo mode: http and private addresses allowed. */
  allowLocal: boolean;
  timeoutMs?: number;
}

/** Sends one try; never throws (a failure to connect is an answer without a status). */
export function postWebhook(options: PostWebhookOptions): Promise<WebhookAnswer> {
  const url = new URL(options.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowLocal && (url.protocol !== 'https:' || (isIP(host) && isPrivateAddress(host)))) {
    return Promise.resolve({
      statusCode: null,
      answer: url.protocol !== 'https:' ? URL_MESSAGES.httpsOnly : URL_MESSAGES.privateNetwork,
    });
  }
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookAnswer>((resolve) => {
    let settled = false;
    const finish = (answer: WebhookAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(options.body)),
          'user-agent': 'Curbside-Webhooks/1',
        },
        ...(options.allowLocal ? {} : { lookup: guardedLookup }),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').trim();
          finish({ statusCode: response.statusCode ?? null, answer: text.slice(0, ANSWER_SNIPPET_LENGTH) });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (size >= MAX_ANSWER_BYTES) return;
          chunks.push(chunk.subarray(0, MAX_ANSWER_BYTES - size));
          size += chunk.length;
          if (size >= MAX_ANSWER_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, answer: `no answer within ${timeoutMs / 1000} s` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      const message =
        error.code === 'EWEBHOOKPRIVATE' ? error.message : `${error.code ?? 'error'}: ${error.message}`;
      finish({ statusCode: null, answer: message.slice(0, ANSWER_SNIPPET_LENGTH) });
    });
    request.end(options.body);
  });
}
