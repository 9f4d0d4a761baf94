/**
 * The few primitives sign-in needs, all from node:crypto: random tokens and codes, token hashes, keyed
 * hashes for short codes, and scrypt password hashes with a per-password salt.
 */
import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: session cookies, reset links, OIDC transaction handles. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a random token is stored: its sha256 (a random 256-bit token needs no salt or key). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * How a short secret (a 6-digit code) is stored: HMAC-SHA256 under the server secret, so a leaked
 * table does not give the codes away by trying all million of them.
 */
export function keyedHash(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

/** A uniformly random 6-digit code. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Compares two hex digests in constant time. */
export function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

// scrypt N=2^15, r=8, p=1 (OWASP's minimum is 2^17 with p=1 or equivalents; 2^15 with r=8 keeps
// a sign-in near 50 ms on a small server). Parameters are stored with the hash so they can be raised.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 };

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

/** A password hash to compare against when the account has none, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function getDummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}
