export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Delivers one mail. The idempotency key is the job's: a retry with the same key must not send twice. */
export interface MailPort {
  readonly adapter: 'built-in' | 'smtp';
  send(message: MailMessage, idempotencyKey: string): Promise<void>;
}
