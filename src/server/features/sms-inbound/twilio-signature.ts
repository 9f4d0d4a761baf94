/**
 * Twilio's webhook signature (X-Twilio-Signature): base64 of HMAC-SHA1, keyed with the account's auth
 * token, over the full URL Twilio posted to (as configured at Twilio, query string included) followed
 * by every POST parameter sorted by name, each written as name + value with no separators. A request
 * whose signature matches came from Twilio (or someone holding the token) and was not altered.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature Twilio sends for a POST of `params` to `url`. */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
): string {
  const names = Object.keys(params).sort();
  let data = url;
  for (const name of names) data += name + params[name];
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * True when `signature` (the X-Twilio-Signature header) is the one for this URL and these params.
 * Compared in constant time; a missing or malformed header is false.
 */
export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
  signature: string | undefined,
): boolean {
  if (!signature || !authToken) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  // the lengths are public (an HMAC-SHA1 in base64 is always 28 characters)
  return given.length === expected.length && timingSafeEqual(given, expected);
}
