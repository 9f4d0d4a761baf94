/**
 * A full disk, for real (issue 27): the embedded database lives on a 100 MB tmpfs that the test fills
 * to the last byte. A write then gets 503 (not 500, not a hang), /api/health says the disk is full,
 * a backup refuses with the space it needs (before its CHECKPOINT, which on a full disk PANICs
 * PGlite), and once the filler is deleted the same requests work again with no restart. Last, the
 * PANIC itself: after it, queries fail at once instead of hanging the process.
 *
 * The test runs as root (the CI container and this machine both do) so that it can mount the tmpfs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, composeContext, type AppInstance } from '../app';
import type { AppContext } from '../app-context';
import { closeContext } from '../context';
import { testConfig } from '../test/app';
import { BACKUP_TOKEN_HEADER, ensureBackupToken } from '../features/backup/backup-access';
import { DISK_FULL_ANSWER } from './disk-full';
import { DatabaseLostError } from './database-lost';

let mountPoint: string;
let ctx: AppContext;
let app: AppInstance;
let token: string;
const filler = () => path.join(mountPoint, 'filler');

/** Writes until the file system refuses: first in one big piece, then 4 KB at a time. */
function fillDisk(): void {
  const fd = fs.openSync(filler(), 'a');
  try {
    for (const size of [256 * 1024 * 1024, 1024 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          fs.writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  const stats = fs.statfsSync(mountPoint);
  expect(stats.bavail * stats.bsize).toBeLessThan(4096);
}

const signIn = () =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    payload: { email: 'nobody@example.com', password: 'not-the-password-1A!' },
  });
const health = () => app.inject({ method: 'GET', url: '/api/health' });
const backup = () =>
  app.inject({
    method: 'POST',
    url: '/api/internal/backup',
    headers: { [BACKUP_TOKEN_HEADER]: token },
    remoteAddress: '127.0.0.1',
  });

beforeAll(async () => {
  mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-full-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=100m', 'tmpfs', mountPoint]);
  const config = testConfig({ DATA_DIR: mountPoint, PUBLIC_URL: 'http://localhost:3000' });
  // jobs are not started: pg-boss's own cron send on a full disk ends in a rejection nobody catches
  // inside pg-boss, which main.ts's process handler notes (keepRunningOnDiskFull) and vitest would count
  ctx = await composeContext(config);
  app = await buildApp(ctx, { logger: false });
  await app.ready();
  token = ensureBackupToken(mountPoint);
});

afterAll(async () => {
  await app?.close();
  if (ctx) await Promise.race([closeContext(ctx), new Promise((r) => setTimeout(r, 10_000))]);
  try {
    execFileSync('umount', ['-l', mountPoint]);
  } finally {
    fs.rmSync(mountPoint, { recursive: true, force: true });
  }
});

describe('a full disk', () => {
  it('is answered with 503 and reported by health, and the server recovers once space is freed', async () => {
    expect((await health()).statusCode).toBe(200);

    // the first sign-in attempt writes the first row of the rate-limit table: a new page, which a full disk refuses
    fillDisk();
    const refused = await signIn();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 'UNAVAILABLE', message: DISK_FULL_ANSWER });
    const sick = await health();
    expect(sick.statusCode).toBe(503);
    expect(sick.json().message).toMatch(
      /^The disk holding .+ is full \(0 KB free\), so nothing can be saved\./,
    );

    const noRoom = await backup();
    expect(noRoom.statusCode).toBe(503);
    expect(noRoom.json().message).toMatch(
      /^Not enough free space for a backup: .+ has 0 KB free, and a backup needs [\d.]+ MB .+nothing was written/,
    );
    // the refused backup left the database working (no CHECKPOINT ran, so no PANIC)
    expect(ctx.database.loss?.lost()).toBeUndefined();

    fs.rmSync(filler());
    expect((await health()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(401);
    const taken = await backup();
    expect(taken.statusCode).toBe(200);
    expect(fs.existsSync(taken.json().file)).toBe(true);
  });

  it('ends in an error that says the database stopped, not a hang, when PGlite PANICs', async () => {
    fillDisk();
    const client = ctx.database.embedded!.client;
    // what a backup without the space check did: PostgreSQL cannot write its checkpoint and PANICs
    const panic = await client.exec('CHECKPOINT').then(
      () => undefined,
      (e: unknown) => e,
    );
    // (PGlite's own clean-up query after the failure already meets the guard)
    expect(panic).toBeInstanceOf(DatabaseLostError);
    expect((panic as Error).message).toMatch(
      /\(PANIC 53100 could not write to file .+: No space left on device\)/,
    );
    expect(ctx.database.loss?.lost()).toBe(panic);
    fs.rmSync(filler());

    // before the guard, the second query after the PANIC spun the process's thread for good
    await expect(ctx.database.executor.executeSql('select 1')).rejects.toBeInstanceOf(DatabaseLostError);
    await expect(ctx.database.executor.executeSql('select 1')).rejects.toBeInstanceOf(DatabaseLostError);
    const sick = await health();
    expect(sick.statusCode).toBe(503);
    expect(sick.json().message).toMatch(
      /^The embedded database stopped after an error it cannot recover from \(PANIC 53100 /,
    );
    const request = await signIn();
    expect(request.statusCode).toBe(503);
    expect(request.json().message).toBe('The server is restarting. Please try again in a minute.');
  });
});
