import type { AppDb } from '../../db/client';
import { sentMessages } from '../../db/schema';
import type { MailMessage, MailPort } from './mail-port';

/** Keeps mail in Curbside's own database (read on the demo mailbox page) and logs that it did. */
export function createBuiltInMail(db: AppDb): MailPort {
  return {
    adapter: 'built-in',
    async send(message: MailMessage, idempotencyKey: string) {
      await db
        .insert(sentMessages)
        .values({
          channel: 'mail',
          recipient: message.to,
          subject: message.subject,
          bodyText: message.text,
          bodyHtml: message.html ?? null,
          adapter: 'built-in',
          idempotencyKey,
        })
        .onConflictDoNothing({ target: sentMessages.idempotencyKey });
      console.warn(`[mail] built-in outbox: "${message.subject}" to ${message.to}`);
    },
  };
}
