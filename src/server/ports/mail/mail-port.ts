export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra header fields, e.g. oneClickUnsubscribeHeaders(url) (list-unsubscribe.ts). Checked by
   * checkMailHeaders (mail-headers.ts): no CR/LF, and none of the headers the adapter sets itself.
   * Sent by SMTP and recorded in sent_messages.headers.
   */
  headers?: Record<string, string>;
}

/**
 * Delivers one mail. The idempotency key is the job's: a retry with the same key must not send twice
 * (the adapters look it up in sent_messages first, and SMTP carries it in the Message-ID).
 * A failure throws, so the job is retried with backoff and its last error kept.
 */
export interface MailPort {
  readonly adapter: 'built-in' | 'smtp';
  send(message: MailMessage, idempotencyKey: string): Promise<void>;
}
