/**
 * The server secret that keys code hashes (and the built-in identity provider's client secret).
 * AUTH_SECRET when set; otherwise generated once and kept in DATA_DIR/secret (mode 600), so a
 * zero-config `npm start` keeps working across restarts. Tests get a fresh in-memory secret.
 * Several instances sharing one database must share AUTH_SECRET.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { isLocalUrl } from '../network-config';

export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === 'test') return randomBytes(32).toString('base64url');
  const file = path.join(config.DATA_DIR, 'secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': if another process wrote it first, use theirs
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/** Secure cookies: explicit setting, else on for https or a production server on a non-local host. */
export function useSecureCookies(config: Config): boolean {
  if (config.COOKIE_SECURE !== 'auto') return config.COOKIE_SECURE === 'true';
  if (new URL(config.PUBLIC_URL).protocol === 'https:') return true;
  // one rule for "local" with demo mode: a loopback address is never reached over a network
  return config.NODE_ENV === 'production' && !isLocalUrl(config.PUBLIC_URL);
}
