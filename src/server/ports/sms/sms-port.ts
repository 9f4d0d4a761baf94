export interface SmsMessage {
  /** E.164, e.g. +13125550123 */
  to: string;
  text: string;
}

/**
 * Delivers one text message. The idempotency key is the job's: a retry with the same key must not
 * send twice. A failure throws, so the job is retried with backoff and its last error kept.
 */
export interface SmsPort {
  readonly adapter: 'built-in' | 'http';
  send(message: SmsMessage, idempotencyKey: string): Promise<void>;
}
