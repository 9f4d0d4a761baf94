export interface SmsMessage {
  /** E.164, e.g. +13125550123 */
  to: string;
  text: string;
}

export interface SmsPort {
  readonly adapter: 'built-in' | 'http';
  send(message: SmsMessage, idempotencyKey: string): Promise<void>;
}
