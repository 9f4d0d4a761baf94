/**
 * The record of what went out, shared by the mail and SMS adapters (kept here beside mail, its first
 * user). Built-in adapters store the message as their whole delivery; external adapters record it only
 * after the provider accepted it, and look the key up first so a retried job does not send twice.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sentMessages } from '../../db/schema';
import type { MailMessage } from './mail-port';

export type SentMessageAdapter = 'built-in' | 'smtp' | 'http';

export interface SentMessageInput {
  channel: 'mail' | 'sms';
  recipient: string;
  subject?: string | null;
  bodyText: string;
  bodyHtml?: string | null;
  /** Extra mail headers sent (checked by checkMailHeaders before); none for SMS. */
  headers?: Record<string, string> | null;
  adapter: SentMessageAdapter;
  idempotencyKey: string;
}

/** True when a message with this idempotency key already went out. */
export async function wasSent(db: DbOrTx, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: sentMessages.id })
    .from(sentMessages)
    .where(eq(sentMessages.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows.length > 0;
}

/** Records a message; a second record with the same idempotency key is ignored. */
export async function recordSent(db: DbOrTx, message: SentMessageInput): Promise<void> {
  await db
    .insert(sentMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      bodyText: message.bodyText,
      bodyHtml: message.bodyHtml ?? null,
      headers: message.headers && Object.keys(message.headers).length > 0 ? message.headers : null,
      adapter: message.adapter,
      idempotencyKey: message.idempotencyKey,
    })
    .onConflictDoNothing({ target: sentMessages.idempotencyKey });
}

/** Records a mail as sent, with the extra headers that went with it (checked by checkMailHeaders). */
export function recordSentMail(
  db: DbOrTx,
  message: MailMessage,
  headers: Record<string, string> | undefined,
  adapter: SentMessageAdapter,
  idempotencyKey: string,
): Promise<void> {
  return recordSent(db, {
    channel: 'mail',
    recipient: message.to,
    subject: message.subject,
    bodyText: message.text,
    bodyHtml: message.html,
    headers,
    adapter,
    idempotencyKey,
  });
}

/**
 * The key as it may appear in a header (SMTP Message-ID, HTTP Idempotency-Key): itself when plain,
 * else its SHA-256 in hex, so no CR/LF, `<>@:` or non-ASCII can leak in (it is a valid Message-ID left
 * part). The same key always gives the same value.
 */
export function headerSafeKey(idempotencyKey: string): string {
  return idempotencyKey.length <= 128 && /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/.test(idempotencyKey)
    ? idempotencyKey
    : createHash('sha256').update(idempotencyKey).digest('hex');
}
