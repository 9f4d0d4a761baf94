import type { AppDb } from '../../db/client';
import { sentMessages } from '../../db/schema';
import type { SmsMessage, SmsPort } from './sms-port';

/** Keeps SMS in Curbside's own database (read on the demo mailbox page). */
export function createBuiltInSms(db: AppDb): SmsPort {
  return {
    adapter: 'built-in',
    async send(message: SmsMessage, idempotencyKey: string) {
      await db
        .insert(sentMessages)
        .values({ channel: 'sms', recipient: message.to, bodyText: message.text, adapter: 'built-in', idempotencyKey })
        .onConflictDoNothing({ target: sentMessages.idempotencyKey });
      console.warn(`[sms] built-in outbox: message to ${message.to}`);
    },
  };
}
