import type { AppDb } from '../../db/client';
import type { MailMessage, MailPort } from './mail-port';
import { checkMailHeaders } from './mail-headers';
import { recordSentMail } from './sent-messages';

export interface BuiltInMailOptions {
  /** Where the one-line notice goes; silent in tests. */
  log?: (line: string) => void;
}

/**
 * Keeps mail in Curbside's own database (read on the demo mailbox page) and logs that it did. Extra
 * headers are checked as SMTP would check them (a CR/LF throws) and kept with the message.
 */
export function createBuiltInMail(db: AppDb, options: BuiltInMailOptions = {}): MailPort {
  const log = options.log ?? ((line: string) => console.warn(line));
  return {
    adapter: 'built-in',
    async send(message: MailMessage, idempotencyKey: string) {
      const headers = checkMailHeaders(message.headers);
      await recordSentMail(db, message, headers, 'built-in', idempotencyKey);
      log(`[mail] kept in the built-in outbox (see /demo-mailbox): "${message.subject}" to ${message.to}`);
    },
  };
}
