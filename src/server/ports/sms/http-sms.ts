/**
 * SMS through an HTTP provider in Twilio's shape, chosen when SMS_API_URL is set:
 * POST {SMS_API_URL}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded To/From/Body, basic auth
 * sid:token, and the job's idempotency key in an Idempotency-Key header so the provider can tell a
 * retry. A non-2xx answer throws (status and body) so the job is retried and its last error kept.
 * A key already recorded in sent_messages is not sent again; a message is recorded only after the
 * provider accepted it.
 */
import type { AppDb } from '../../db/client';
import { headerSafeKey, recordSent, wasSent } from '../mail/sent-messages';
import type { SmsMessage, SmsPort } from './sms-port';
import { ProviderAnswerError } from '../provider-answer-error';

export interface HttpSmsOptions {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Per-request time limit. */
  timeoutMs?: number;
}

export class SmsProviderError extends ProviderAnswerError {
  constructor(status: number, body: string) {
    super('SMS provider', status, body);
    this.name = 'SmsProviderError';
  }
}

export function smsMessagesUrl(apiUrl: string, accountSid: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
}

export function createHttpSms(db: AppDb, options: HttpSmsOptions): SmsPort {
  const url = smsMessagesUrl(options.apiUrl, options.accountSid);
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    adapter: 'http',
    async send(message: SmsMessage, idempotencyKey: string) {
      if (await wasSent(db, idempotencyKey)) return;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'idempotency-key': headerSafeKey(idempotencyKey),
        },
        body: new URLSearchParams({ To: message.to, From: options.from, Body: message.text }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const body = await response.text();
      if (!response.ok) throw new SmsProviderError(response.status, body);
      await recordSent(db, {
        channel: 'sms',
        recipient: message.to,
        bodyText: message.text,
        adapter: 'http',
        idempotencyKey,
      });
    },
  };
}
