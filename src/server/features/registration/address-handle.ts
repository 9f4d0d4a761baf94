/**
 * The opaque `addressId` the address search hands the browser: the site's back-office keys sealed with
 * AES-256-GCM under a key derived from the server secret. The browser can pick an address with it but
 * cannot read the customer and site ids in it (they make the account number) nor forge one.
 * Stateless, so any server instance sharing AUTH_SECRET can open it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SiteKey } from '../../../domain/back-office';

export interface AddressHandle extends SiteKey {
  zip: string;
}

// A ZIP search seals up to a few hundred handles: derive the key once per secret (not a SHA-256 per
// address) and draw the random IVs from a pooled buffer (not a randomBytes call per address).
let derived: { secret: string; key: Buffer } | null = null;
function keyFor(secret: string): Buffer {
  if (derived?.secret !== secret) {
    derived = {
      secret,
      key: createHash('sha256').update(`curbside:registration-address:${secret}`).digest(),
    };
  }
  return derived.key;
}

const IV_BYTES = 12;
const IV_POOL_SIZE = IV_BYTES * 512;
let ivPool = Buffer.alloc(0);
let ivOffset = 0;
/** A fresh random 96-bit GCM nonce; each pool byte is used once. */
function nextIv(): Buffer {
  if (ivOffset + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_POOL_SIZE);
    ivOffset = 0;
  }
  const iv = ivPool.subarray(ivOffset, ivOffset + IV_BYTES);
  ivOffset += IV_BYTES;
  return iv;
}

export function sealAddressHandle(secret: string, handle: AddressHandle): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const body = Buffer.concat([
    cipher.update(JSON.stringify([handle.source, handle.cust, handle.site, handle.zip]), 'utf8'),
    cipher.final(),
  ]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The handle's keys, or null when it was not made by this server (or was altered). */
export function openAddressHandle(secret: string, sealed: string): AddressHandle | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length !== 4 || !value.every((v) => typeof v === 'string'))
      return null;
    const [source, cust, site, zip] = value as [string, string, string, string];
    return { source, cust, site, zip };
  } catch {
    return null;
  }
}
