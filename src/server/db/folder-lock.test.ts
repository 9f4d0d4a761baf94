/**
 * One opener at a time (issue 17), inside one process: the lock itself, and openDatabase on a PGlite
 * folder. The cross-process cases (two servers, server + seed, server + import) are in
 * one-opener.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FolderLockedError,
  isFolderLocked,
  lockFolder,
  lockPaths,
  processStartOf,
  readLockHolder,
} from './folder-lock';
import { openDatabase } from './client';

const folders: string[] = [];
function tempFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-lock-'));
  folders.push(dir);
  return path.join(dir, 'pglite');
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder as an opener that died left it: its lock directory and, when given, its holder file. */
function leftLock(holder?: Record<string, unknown>) {
  const folder = tempFolder();
  const paths = lockPaths(folder);
  fs.mkdirSync(paths.lock, { recursive: true });
  if (holder) fs.writeFileSync(paths.holder, JSON.stringify(holder));
  return { folder, paths };
}

/** The left lock is free: this process takes it over, is named its holder, and lets it go. */
async function expectTakenOver(folder: string) {
  expect(isFolderLocked(folder)).toBe(false);
  const lock = await lockFolder(folder);
  expect(readLockHolder(folder)?.pid).toBe(process.pid);
  await lock.release();
}

describe('lockFolder', () => {
  it('refuses a second opener and names the holder: process id, command and since when', async () => {
    const folder = tempFolder();
    const first = await lockFolder(folder, { command: 'node dist/server/main.js' });
    first.describe({ url: 'http://localhost:3000' });
    const error = await lockFolder(folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FolderLockedError);
    const message = (error as Error).message;
    expect(message).toContain(`process ${process.pid}`);
    expect(message).toContain('node dist/server/main.js');
    expect(message).toContain(first.holder.since);
    expect(message).toContain('serving http://localhost:3000');
    expect(message).toMatch(/Stop that process first/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(isFolderLocked(folder)).toBe(true);

    await first.release();
    expect(isFolderLocked(folder)).toBe(false);
    expect(readLockHolder(folder)).toBeUndefined();
    const again = await lockFolder(folder);
    await again.release();
  });

  it('takes over at once from a holder on this host whose process is gone', async () => {
    // what a SIGKILLed opener leaves: the lock directory (fresh mtime) and its holder file
    const dead = 2 ** 22 + 12345; // above any pid this kernel hands out by default
    const { folder } = leftLock({
      pid: dead,
      hostname: os.hostname(),
      command: 'killed',
      since: new Date().toISOString(),
    });
    await expectTakenOver(folder);
  });

  it('takes over at once when the recorded process id now belongs to another process (issue 27)', async () => {
    // a holder that died, whose pid a new process (this one, here) got back
    const mine = processStartOf(process.pid);
    expect(mine).toMatch(/^[0-9a-f-]+:\d+$/);
    const { folder } = leftLock({
      pid: process.pid,
      hostname: os.hostname(),
      command: 'killed',
      since: new Date().toISOString(),
      processStart: `${mine!.split(':')[0]}:1`,
    });
    expect(isFolderLocked(folder)).toBe(false);
    const started = Date.now();
    const lock = await lockFolder(folder);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(readLockHolder(folder)?.processStart).toBe(mine);
    await lock.release();
  });

  it('still refuses while the recorded process is the holder itself', async () => {
    const folder = tempFolder();
    const first = await lockFolder(folder);
    expect(first.holder.processStart).toBe(processStartOf(process.pid));
    await expect(lockFolder(folder)).rejects.toBeInstanceOf(FolderLockedError);
    await first.release();
  });

  it('takes over a lock without a holder file once its heartbeat has stopped', async () => {
    // an opener that died between taking the lock and writing the holder file, 20 s ago
    const { folder, paths } = leftLock();
    const then = new Date(Date.now() - 20_000);
    fs.utimesSync(paths.lock, then, then);
    await expectTakenOver(folder);
  });

  it('does not take over a fresh lock whose holder is on another host', async () => {
    const { folder } = leftLock({
      pid: 1,
      hostname: 'other-machine',
      command: 'curbside',
      since: new Date().toISOString(),
    });
    await expect(lockFolder(folder)).rejects.toThrow(/process 1 on other-machine/);
  });
});

describe('openDatabase on a PGlite folder', () => {
  it('refuses a second opener without touching the folder; the first keeps working', async () => {
    const folder = tempFolder();
    const first = await openDatabase({ pgliteDir: folder });
    await first.executor.executeSql('create table probe (n int); insert into probe values (42)');
    const before = fs.readdirSync(folder).sort();

    await expect(openDatabase({ pgliteDir: folder })).rejects.toBeInstanceOf(FolderLockedError);
    expect(fs.readdirSync(folder).sort()).toEqual(before);
    expect((await first.executor.executeSql('select n from probe', [])).rows).toEqual([{ n: 42 }]);

    await first.close();
    expect(isFolderLocked(folder)).toBe(false);
    const second = await openDatabase({ pgliteDir: folder });
    expect((await second.executor.executeSql('select n from probe', [])).rows).toEqual([{ n: 42 }]);
    await second.close();
  });
});
