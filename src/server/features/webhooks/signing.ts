/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): each POST carries `webhook-id`,
 * `webhook-timestamp` (seconds) and `webhook-signature: v1,<base64 HMAC-SHA256>` of
 * `${id}.${timestamp}.${body}`, keyed with the base64 part of the endpoint's `whsec_…` secret.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: 32 random bytes, base64, with the spec's `whsec_` prefix. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** A new message id (the webhook-id header), unique per message and kept across its tries. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}

/** The `webhook-signature` header value for one try. */
export function signWebhook(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}
