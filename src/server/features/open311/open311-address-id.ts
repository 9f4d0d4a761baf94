/**
 * The Open311 `address_id`: a back-office site's key (SOURCE, CUSTOMER, SITE) sealed so that nobody
 * outside the server can read it. GET requests is public, and the customer and site ids make the
 * account number, which registration takes as strong proof of an address (see
 * registration/address-handle.ts, which seals the registration search's handles for the same
 * reason); so every answer carries this opaque form and never the key itself.
 *
 * Unlike the registration handle, the address_id is stable: the same site always gets the same text,
 * so a city can group the requests at one address and send the id back in POST requests. It is a
 * deterministic authenticated encryption (SIV-style): the IV is an HMAC-SHA256 of the key (128 bits),
 * the key is AES-256-CTR encrypted under that IV, and opening it recomputes the HMAC, so an altered
 * or forged id opens to nothing. Equal ids mean equal sites, and that is all they tell. Both keys
 * are derived from the server secret (AUTH_SECRET), so every instance sharing it makes and opens the
 * same ids, and a new secret gives new ids.
 *
 * The stored row (open311_requests.address_id) keeps the back-office key; it is sealed on the way out.
 */
import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import { parseOpen311AddressId } from '../../../domain/open311/open311';

export interface Open311SiteKey {
  source: string;
  cust: string;
  site: string;
}

/** What every opaque address_id starts with: no back-office key has it (they are SOURCE:CUSTOMER:SITE). */
const PREFIX = 'a1_';
const IV_BYTES = 16;
/** A sealed id longer than this is not one of ours (three fields of at most 100 characters). */
const MAX_LENGTH = 600;

let derived: { secret: string; enc: Buffer; mac: Buffer } | null = null;
function keysFor(secret: string): { enc: Buffer; mac: Buffer } {
  if (derived?.secret !== secret) {
    derived = {
      secret,
      enc: createHmac('sha256', secret).update('curbside:open311-address-id:enc').digest(),
      mac: createHmac('sha256', secret).update('curbside:open311-address-id:mac').digest(),
    };
  }
  return derived;
}

/** The three fields, joined by a character none of them can hold (keys are printable text). */
function plain(key: Open311SiteKey): Buffer {
  return Buffer.from([key.source, key.cust, key.site].join('\u0000'), 'utf8');
}

function syntheticIv(mac: Buffer, text: Buffer): Buffer {
  return createHmac('sha256', mac).update(text).digest().subarray(0, IV_BYTES);
}

/** The site's address_id, the same text every time for the same site and secret. */
export function sealOpen311AddressId(secret: string, key: Open311SiteKey): string {
  const { enc, mac } = keysFor(secret);
  const text = plain(key);
  const iv = syntheticIv(mac, text);
  const cipher = createCipheriv('aes-256-ctr', enc, iv);
  return PREFIX + Buffer.concat([iv, cipher.update(text), cipher.final()]).toString('base64url');
}

/** The site key inside an address_id made by this server; null for anything else. */
export function openOpen311AddressId(secret: string, sealed: string): Open311SiteKey | null {
  const text = sealed.trim();
  if (!text.startsWith(PREFIX) || text.length > MAX_LENGTH) return null;
  const body = text.slice(PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
  const raw = Buffer.from(body, 'base64url');
  if (raw.length <= IV_BYTES) return null;
  const { enc, mac } = keysFor(secret);
  const iv = raw.subarray(0, IV_BYTES);
  const decipher = createDecipheriv('aes-256-ctr', enc, iv);
  const opened = Buffer.concat([decipher.update(raw.subarray(IV_BYTES)), decipher.final()]);
  if (!timingSafeEqual(syntheticIv(mac, opened), iv)) return null;
  const parts = opened.toString('utf8').split('\u0000');
  if (parts.length !== 3) return null;
  const [source, cust, site] = parts as [string, string, string];
  return { source, cust, site };
}

/**
 * The stored back-office key (SOURCE:CUSTOMER:SITE) as the answers show it. A stored key that does
 * not parse is not shown at all (an empty address_id) rather than shown as it is.
 */
export function publicOpen311AddressId(secret: string, stored: string): string {
  const key = parseOpen311AddressId(stored);
  return key ? sealOpen311AddressId(secret, key) : '';
}
