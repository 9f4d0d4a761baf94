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

function keyFor(secret: string): Buffer {
  return createHash('sha256').update(`curbside:registration-address:${secret}`).digest();
}

export function sealAddressHandle(secret: string, handle: AddressHandle): string {
  const iv = randomBytes(12);
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
