/**
 * Backups of the embedded database: a gzip'd tar of the PGlite data folder, in the layout of PGlite's
 * own `dumpDataDir()` (backup-tar.ts), so PGlite's `loadDataDir` loads ours and our restore reads its.
 * The backup runs inside PGlite's query lock (`runExclusive`), so no statement is half-done in the
 * files it copies; the copy is what a crash at that instant would leave, which PostgreSQL's own
 * recovery turns into the last committed state (a CHECKPOINT first keeps that recovery short).
 *
 * The folder is read straight from the disk, a file at a time and a MB at a time, through gzip into
 * the file (issue 33 §4: `dumpDataDir` built the whole archive in memory, ≈ 125 MB of buffers for the
 * demo and 4.3 GB for a million customers). It copies what `dumpDataDir` copies: PGlite's NodeFS has
 * nothing to sync first (its `syncToFs` is a no-op), since Emscripten's NODEFS writes every page
 * straight to its file, so with the lock held the folder on the disk is the database.
 *
 * Backups live in DATA_DIR/backups: `curbside-auto-…` (the daily one, the last 7 kept) and
 * `curbside-manual-…` (from `npm run backup`, never pruned). A file is written under a temporary name,
 * flushed to the disk and renamed, so a backup that exists is complete.
 *
 * A backup needs room (issue 27): before anything is written, and before the CHECKPOINT (which on a
 * full disk PANICs the embedded database), the free space of the backups folder is compared with an
 * estimate of the backup plus BACKUP_HEADROOM_BYTES left for the database to go on working; short of
 * that the backup refuses with BackupSpaceError, naming the figures. The estimate is a quarter of the
 * data folder's size (the demo's 61.5 MB folder gave a 7.6 MB backup: PostgreSQL's pages and its
 * write-ahead log compress well), or the newest backup's size and a quarter more if that is larger. A write that fails anyway leaves no `.partial` file behind.
 *
 * Restore (`restoreBackup`) gunzips the file in a stream and unpacks its tar into a new folder beside
 * the live one, checking as it goes: zlib checks the CRC (so a truncated or altered file fails), every
 * header checksum must be right and a PG_VERSION must be at the top. Only a folder that passed is opened
 * by PGlite (handed a damaged gzip, PGlite's own `loadDataDir` decompresses it in a stream whose error
 * nobody catches, and the process dies with a zlib stack trace, issue 27; it also holds the whole tar
 * and a copy of every file in memory), and queried; only then is the live folder moved aside (never
 * deleted) and the restored one put in its place. The caller holds the folder lock.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-options';
import { TarUnpacker, writeFolderTar } from './backup-tar';
import { formatBytes, freeSpace } from './disk-full';

export const AUTO_BACKUPS_KEPT = 7;
const BACKUP_NAME = /^curbside-(auto|manual)-(\d{8}T\d{6}Z)\.tgz$/;

export type BackupKind = 'auto' | 'manual';

export interface BackupFile {
  file: string;
  kind: BackupKind;
  takenAt: Date;
  bytes: number;
}

/** Where backups of the PGlite folder `pgliteDir` (DATA_DIR/pglite) go: DATA_DIR/backups. */
export function backupsFolderFor(pgliteDir: string): string {
  return path.join(path.dirname(path.resolve(pgliteDir)), 'backups');
}

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

function parseStamp(text: string): Date {
  const iso = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}T${text.slice(9, 11)}:${text.slice(11, 13)}:${text.slice(13, 15)}Z`;
  return new Date(iso);
}

/** Backups in `folder`, newest first. */
export function listBackups(folder: string): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return [];
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const match = BACKUP_NAME.exec(name);
    if (!match) continue;
    const file = path.join(folder, name);
    found.push({
      file,
      kind: match[1] as BackupKind,
      takenAt: parseStamp(match[2]!),
      bytes: fs.statSync(file).size,
    });
  }
  return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.file.localeCompare(a.file));
}

/** Free space a backup leaves for the database itself (a WAL segment is 16 MB). */
export const BACKUP_HEADROOM_BYTES = 16 * 1024 * 1024;

/** Not enough free space for a backup; nothing was written. */
export class BackupSpaceError extends Error {
  constructor(
    readonly folder: string,
    readonly freeBytes: number,
    readonly neededBytes: number,
    estimateBytes: number,
    dataBytes: number,
  ) {
    super(
      `Not enough free space for a backup: ${folder} has ${formatBytes(freeBytes)} free, and a backup needs ` +
        `${formatBytes(neededBytes)} (about ${formatBytes(estimateBytes)} for the file, estimated from the ` +
        `${formatBytes(dataBytes)} data folder, plus ${formatBytes(BACKUP_HEADROOM_BYTES)} kept free for the running database). ` +
        'Free some space and try again; nothing was written and the database was not touched.',
    );
    this.name = 'BackupSpaceError';
  }
}

/** Bytes of every file under `folder`. */
export function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    try {
      total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    } catch {
      // removed while we counted (a WAL segment recycled)
    }
  }
  return total;
}

/** Throws BackupSpaceError when `backups` has no room for a backup of the data folder `dataFolder`. */
export async function checkBackupSpace(dataFolder: string, backups: string): Promise<void> {
  const dataBytes = folderBytes(dataFolder);
  const newest = listBackups(backups)[0];
  const estimateBytes = Math.max(Math.ceil(dataBytes / 4), Math.ceil((newest?.bytes ?? 0) * 1.25));
  const freeBytes = await freeSpace(backups);
  const neededBytes = estimateBytes + BACKUP_HEADROOM_BYTES;
  if (freeBytes < neededBytes) {
    throw new BackupSpaceError(backups, freeBytes, neededBytes, estimateBytes, dataBytes);
  }
}

/** Writes a backup of the open database `client` into `folder`; refuses first when it has no room. */
export async function writeBackup(
  client: PGlite,
  folder: string,
  kind: BackupKind,
  now = new Date(),
): Promise<BackupFile> {
  const dataFolder = client.dataDir;
  if (!dataFolder || dataFolder.includes('://')) throw new Error('Only a database in a folder is backed up.');
  fs.mkdirSync(folder, { recursive: true });
  await checkBackupSpace(dataFolder, folder);
  await client.exec('CHECKPOINT');
  let file = path.join(folder, `curbside-${kind}-${stamp(now)}.tgz`);
  // two backups in one second (a manual one beside the daily one) keep both
  for (let n = 2; fs.existsSync(file); n++) file = file.replace(/(-\d+)?\.tgz$/, `-${n}.tgz`);
  const temporary = `${file}.partial`;
  try {
    const bytes = await client.runExclusive(async () => {
      // a close() that took the lock first has shut PostgreSQL down: nothing to copy any more
      if (!client.ready) throw new Error('The embedded database is closing; no backup was taken.');
      return writeGzippedTar(dataFolder, temporary);
    });
    await fs.promises.rename(temporary, file);
    return { file, kind, takenAt: now, bytes };
  } catch (error) {
    // a half-written file would only take the space the database needs
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/** Streams the tar of `dataFolder` through gzip into `file`, flushes it to the disk; its size. */
async function writeGzippedTar(dataFolder: string, file: string): Promise<number> {
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const written = pipeline(gzip, out);
  // a failed write (a full disk) ends the pipeline at once: the piece waiting on gzip must not wait
  // for good, or the database would stay locked
  let failed: ((error: Error) => void) | undefined;
  written.catch((error: Error) => failed?.(error));
  const sink = (bytes: Buffer) =>
    new Promise<void>((resolve, reject) => {
      failed = reject;
      gzip.write(bytes, (error) => (error ? reject(error) : resolve()));
    });
  try {
    await writeFolderTar(dataFolder, sink);
    gzip.end();
  } catch (error) {
    gzip.destroy(error as Error);
  }
  // the first error of either side (the walk's, or the disk's) is the one thrown here
  await written;
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return out.bytesWritten;
}

/** Deletes daily backups beyond the newest `keep`; manual ones stay. */
export function pruneAutoBackups(folder: string, keep = AUTO_BACKUPS_KEPT): string[] {
  const old = listBackups(folder)
    .filter((b) => b.kind === 'auto')
    .slice(keep);
  for (const b of old) fs.rmSync(b.file, { force: true });
  return old.map((b) => b.file);
}

export class BackupCheckError extends Error {}

export interface BackupCheck {
  migrations: number;
  customers: number;
}

/** Queries a freshly loaded or opened backup: is it a Curbside database at all? */
async function checkDatabase(client: PGlite): Promise<BackupCheck> {
  const migrations = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  const customers = await client.query<{ n: number }>('select count(*)::int as n from customer_profiles');
  return { migrations: migrations.rows[0]?.n ?? 0, customers: customers.rows[0]?.n ?? 0 };
}

export interface RestoreResult extends BackupCheck {
  /** Where the folder that was replaced now is (undefined when there was none). */
  keptAside?: string;
}

/**
 * Gunzips `file` into the tar unpacker for the new folder `target`; what was wrong with it, or
 * undefined when `target` now holds the data folder it carried.
 */
async function unpackBackup(file: string, target: string): Promise<string | undefined> {
  const unpacker = new TarUnpacker(target);
  const gunzip = zlib.createGunzip({ chunkSize: 256 * 1024 });
  // pipeline() rejects as soon as zlib fails, while a piece may still be being written: the caller
  // then deletes the folder, and that piece must not make it again
  let writing = Promise.resolve();
  try {
    await pipeline(fs.createReadStream(file), gunzip, async (tar: AsyncIterable<Buffer>) => {
      for await (const chunk of tar) {
        writing = unpacker.write(chunk);
        await writing;
      }
    });
  } catch (error) {
    // zlib's own errors (Z_DATA_ERROR, Z_BUF_ERROR for a file cut short): a damaged gzip says so,
    // whatever the tar inside made of it before zlib noticed
    if (/^Z_/.test(String((error as NodeJS.ErrnoException).code)))
      return `not a complete gzip file: ${(error as Error).message}`;
    throw error;
  } finally {
    await writing.catch(() => undefined);
    await unpacker.closeFile();
  }
  return unpacker.finish();
}

/**
 * Restores `file` into `pgliteDir`. The caller must hold the folder's lock. Nothing is changed unless
 * the file loads and answers queries; the replaced folder is renamed, not deleted.
 */
export async function restoreBackup(
  file: string,
  pgliteDir: string,
  now = new Date(),
): Promise<RestoreResult> {
  const target = path.resolve(pgliteDir);
  const staging = `${target}.restoring-${stamp(now)}`;
  fs.rmSync(staging, { recursive: true, force: true });
  let check: BackupCheck;
  try {
    const problem = await unpackBackup(file, staging);
    if (problem) throw new Error(problem);
    // opened like any data folder: it holds a PG_VERSION, so PGlite resumes it (no initdb)
    const client = await PGlite.create(staging, PGLITE_OPTIONS);
    try {
      check = await checkDatabase(client);
    } finally {
      await client.close();
    }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupCheckError(`${file} is not a usable Curbside backup (${reason}); nothing was changed.`);
  }
  let keptAside: string | undefined;
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    keptAside = `${target}.before-restore-${stamp(now)}`;
    fs.renameSync(target, keptAside);
  } else {
    fs.rmSync(target, { recursive: true, force: true });
  }
  fs.renameSync(staging, target);
  return { ...check, keptAside };
}
