/**
 * Extra mail headers (MailMessage.headers), checked before a message is queued and again by every
 * adapter before it is sent or recorded. A header value comes from code (an unsubscribe URL built from
 * a token), but a CR or LF in it would start a header line of the caller's choosing (a Bcc, a second
 * body), so such a value is refused, never repaired: a mail with a broken header is a bug to see, not
 * to send. The headers that say who gets the mail or how it is built belong to the adapters and cannot
 * be set here.
 */

/** RFC 5322 §2.2: printable US-ASCII except the colon. */
const FIELD_NAME = /^[\x21-\x39\x3b-\x7e]{1,76}$/;
/** Any line break or other control character except a tab. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_VALUE = /[\x00-\x08\x0a-\x1f\x7f]/;
const MAX_VALUE_LENGTH = 2000;

/** Set by the adapters (addresses, identity, MIME structure): never from MailMessage.headers. */
const RESERVED = new Set([
  'from',
  'sender',
  'reply-to',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'message-id',
  'in-reply-to',
  'references',
  'return-path',
  'received',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'content-disposition',
  'dkim-signature',
  'x-idempotency-key',
]);

export class MailHeaderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailHeaderError';
  }
}

/**
 * The headers as given when every name is a valid field name that an adapter does not set itself
 * and every value is at most 2000 characters without CR, LF or another control character; otherwise
 * throws MailHeaderError naming the header. Undefined or empty gives undefined.
 */
export function checkMailHeaders(
  headers: Record<string, string> | undefined | null,
): Record<string, string> | undefined {
  if (!headers) return undefined;
  const entries = Object.entries(headers);
  if (entries.length === 0) return undefined;
  const seen = new Set<string>();
  for (const [name, value] of entries) {
    if (!FIELD_NAME.test(name))
      throw new MailHeaderError(`Mail header name not allowed: ${JSON.stringify(name)}`);
    const lower = name.toLowerCase();
    if (RESERVED.has(lower)) throw new MailHeaderError(`Mail header ${name} is set by the mail adapter`);
    if (seen.has(lower)) throw new MailHeaderError(`Mail header ${name} given twice`);
    seen.add(lower);
    if (typeof value !== 'string') throw new MailHeaderError(`Mail header ${name} must be a string`);
    if (UNSAFE_VALUE.test(value)) {
      throw new MailHeaderError(`Mail header ${name} contains a line break or control character`);
    }
    if (value.length > MAX_VALUE_LENGTH) throw new MailHeaderError(`Mail header ${name} is too long`);
  }
  return { ...headers };
}
