import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sentMessages } from '../../db/schema';
import { useTestDatabase } from '../../test/db';
import { useShared } from '../../test/shared';
import { createHttpSms, SmsProviderError } from './http-sms';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

/** A Twilio-shaped SMS API on 127.0.0.1: answers with the queued statuses, then 201. */
async function startFakeSmsApi() {
  const requests: ReceivedRequest[] = [];
  const answers: { status: number; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        form: new URLSearchParams(body),
      });
      const answer = answers.shift() ?? {
        status: 201,
        body: JSON.stringify({ sid: `SM${requests.length}`, status: 'queued' }),
      };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    answerNext: (status: number, body: string) => answers.push({ status, body }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('HTTP SMS adapter (Twilio shape, against a local server)', () => {
  const database = useTestDatabase();
  const api = useShared(startFakeSmsApi, (server) => server.close());
  beforeEach(() => {
    api.requests.length = 0;
  });

  const options = () => ({
    apiUrl: api.url,
    accountSid: 'AC123',
    authToken: 'secret-token',
    from: '+18445550100',
  });
  const recorded = (key: string) =>
    database.db.select().from(sentMessages).where(eq(sentMessages.idempotencyKey, key));

  it('posts To/From/Body form-encoded with basic auth and an Idempotency-Key, then records it', async () => {
    const sms = createHttpSms(database.db, options());
    await sms.send({ to: '+13125550123', text: 'Your code is 654321' }, 'phone-otp.1');

    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.headers['authorization']).toBe(
      `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
    );
    expect(request!.headers['idempotency-key']).toBe('phone-otp.1');
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+13125550123',
      From: '+18445550100',
      Body: 'Your code is 654321',
    });

    const rows = await recorded('phone-otp.1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'sms',
      recipient: '+13125550123',
      adapter: 'http',
      subject: null,
    });
  });

  it('throws with the status and body on a 500, records nothing, and a retry with the same key succeeds once', async () => {
    const sms = createHttpSms(database.db, options());
    const message = { to: '+13125550199', text: 'Pickup tomorrow' };
    api.answerNext(500, '{"code":20500,"message":"Internal Server Error"}');

    const failure = await sms.send(message, 'reminder-9').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsProviderError);
    expect((failure as SmsProviderError).status).toBe(500);
    expect((failure as Error).message).toContain('500');
    expect((failure as Error).message).toContain('Internal Server Error');
    expect(await recorded('reminder-9')).toHaveLength(0);

    await sms.send(message, 'reminder-9');
    expect(api.requests).toHaveLength(2);
    expect(api.requests.map((r) => r.headers['idempotency-key'])).toEqual(['reminder-9', 'reminder-9']);
    expect(await recorded('reminder-9')).toHaveLength(1);

    // the job ran again after a success was recorded: nothing goes out
    await sms.send(message, 'reminder-9');
    expect(api.requests).toHaveLength(2);
  });

  it('treats a 4xx as a failure too (kept as the last error of the job)', async () => {
    const sms = createHttpSms(database.db, options());
    api.answerNext(400, '{"code":21211,"message":"Invalid To number"}');
    await expect(sms.send({ to: '+1000', text: 'x' }, 'bad-number')).rejects.toThrow(
      /400.*Invalid To number/,
    );
    expect(await recorded('bad-number')).toHaveLength(0);
  });
});
