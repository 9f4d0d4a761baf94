/**
 * Who may ask the running server for a backup of the embedded database: `npm run backup` on the same
 * machine, and nobody else. The running server holds the folder lock, so the command cannot open the
 * database itself; it asks the server instead. Two checks, both required:
 * - the request comes from this machine (the socket's own address, never X-Forwarded-For: a proxy on
 *   this machine would otherwise pass any caller through, so a request that went through a proxy
 *   header is refused too);
 * - it carries the token in DATA_DIR/backup-token, a random secret the server writes once (mode 0600).
 *   Whoever can read it can read the database files anyway.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

export const BACKUP_TOKEN_HEADER = 'x-curbside-backup-token';

export function backupTokenFile(dataDir: string): string {
  return path.join(dataDir, 'backup-token');
}

/** The token, created on first use and kept across restarts. */
export function ensureBackupToken(dataDir: string): string {
  const file = backupTokenFile(dataDir);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const token = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function isFromThisMachine(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return false;
  const remote = request.socket.remoteAddress;
  if (!remote) return false;
  return LOOPBACK.test(remote) || remote === request.socket.localAddress;
}

export function tokenMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The address `npm run backup` uses to reach a server listening on HOST:PORT from this machine. */
export function localBackupUrl(host: string, port: number): string {
  const any = host === '0.0.0.0' || host === '::' || host === 'localhost' || host === '';
  const target = any ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${target}:${port}/api/internal/backup`;
}
