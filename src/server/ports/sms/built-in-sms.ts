import type { AppDb } from '../../db/client';
import { recordSent } from '../mail/sent-messages';
import type { SmsMessage, SmsPort } from './sms-port';

export interface BuiltInSmsOptions {
  /** Where the one-line notice goes; silent in tests. */
  log?: (line: string) => void;
}

/** Keeps SMS in Curbside's own database (read on the demo mailbox page) and logs that it did. */
export function createBuiltInSms(db: AppDb, options: BuiltInSmsOptions = {}): SmsPort {
  const log = options.log ?? ((line: string) => console.warn(line));
  return {
    adapter: 'built-in',
    async send(message: SmsMessage, idempotencyKey: string) {
      await recordSent(db, {
        channel: 'sms',
        recipient: message.to,
        bodyText: message.text,
        adapter: 'built-in',
        idempotencyKey,
      });
      log(`[sms] kept in the built-in outbox (see /demo-mailbox): message to ${message.to}`);
    },
  };
}
