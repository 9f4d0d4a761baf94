/**
 * Mail through an SMTP server (nodemailer), chosen when SMTP_URL is set. The job's idempotency key
 * becomes the Message-ID (and an X-Idempotency-Key header), so a retried job sends a message the
 * receiving side recognises as the same one. A key already recorded in sent_messages is not sent again;
 * a message is recorded only after the server accepted it.
 *
 * Extra headers (MailMessage.headers, e.g. List-Unsubscribe) go in nodemailer's `headers` option as
 * they are, after checkMailHeaders refused any CR/LF (nodemailer would only turn a line break into a
 * space). Not its `list` option: that one writes every value as a <URL>, which fits List-Unsubscribe
 * but not List-Unsubscribe-Post (RFC 8058 wants the bare `List-Unsubscribe=One-Click`).
 */
import nodemailer from 'nodemailer';
import type { AppDb } from '../../db/client';
import type { MailMessage, MailPort } from './mail-port';
import { checkMailHeaders } from './mail-headers';
import { headerSafeKey, recordSentMail, wasSent } from './sent-messages';

export interface SmtpMailOptions {
  /** smtp://user:pass@host:587 or smtps://…:465 */
  url: string;
  /** The From header, e.g. `Curbside <no-reply@example.com>`. */
  from: string;
}

/** A Message-ID built from the idempotency key: the same key always gives the same id. */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'curbside.local';
  return `<${headerSafeKey(idempotencyKey)}@${domain}>`;
}

export function createSmtpMail(db: AppDb, options: SmtpMailOptions): MailPort {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    adapter: 'smtp',
    async send(message: MailMessage, idempotencyKey: string) {
      const headers = checkMailHeaders(message.headers);
      if (await wasSent(db, idempotencyKey)) return;
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: messageIdFor(idempotencyKey, options.from),
        headers: { ...headers, 'X-Idempotency-Key': headerSafeKey(idempotencyKey) },
      });
      await recordSentMail(db, message, headers, 'smtp', idempotencyKey);
    },
  };
}
