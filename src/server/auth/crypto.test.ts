import { describe, expect, it } from 'vitest';
import {
  equalHex,
  hashPassword,
  hashToken,
  keyedHash,
  randomCode,
  randomToken,
  verifyPassword,
} from './crypto';

describe('sign-in crypto', () => {
  it('hashes passwords with a per-password salt and verifies them', async () => {
    const a = await hashPassword('Curbside!2026');
    const b = await hashPassword('Curbside!2026');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Curbside!2026', a)).toBe(true);
    expect(await verifyPassword('curbside!2026', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });

  it('makes 32-byte tokens and 6-digit codes', () => {
    expect(Buffer.from(randomToken(), 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(randomToken());
    for (let i = 0; i < 200; i++) expect(randomCode()).toMatch(/^\d{6}$/);
    expect(hashToken('x')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keys code hashes with the secret', () => {
    expect(keyedHash('s1', '+18475550111', '123456')).not.toBe(keyedHash('s2', '+18475550111', '123456'));
    expect(equalHex(keyedHash('s', 'a'), keyedHash('s', 'a'))).toBe(true);
    expect(equalHex(keyedHash('s', 'a'), keyedHash('s', 'b'))).toBe(false);
    expect(equalHex('', '')).toBe(false);
  });
});
