/**
 * Backups of the embedded database: a gzip'd tar of the PGlite data folder, as PGlite's own
 * `dumpDataDir()` writes it. The dump runs inside PGlite's query lock, so no statement is half-done
 * in the files it copies; the copy is what a crash at that instant would leave, which PostgreSQL's
 * own recovery turns into the last committed state (a CHECKPOINT first keeps that recovery short).
 *
 * Backups live in DATA_DIR/backups: `curbside-auto-…` (the daily one, the last 7 kept) and
 * `curbside-manual-…` (from `npm run backup`, never pruned). A file is written under a temporary name
 * and renamed, so a backup that exists is complete.
 *
 * A backup needs room (issue 27): before anything is written, and before the CHECKPOINT (which on a
 * full disk PANICs the embedded database), the free space of the backups folder is compared with an
 * estimate of the backup plus BACKUP_HEADROOM_BYTES left for the database to go on working; short of
 * that the backup refuses with BackupSpaceError, naming the figures. The estimate is a quarter of the
 * data folder's size (the demo's 61.5 MB folder gave a 7.6 MB backup: PostgreSQL's pages and its
 * write-ahead log compress well), or the newest backup's size and a quarter more if that is larger. A write that fails anyway leaves no `.partial` file behind.
 *
 * Restore (`restoreBackup`) checks the file first itself: it must gunzip (zlib checks the CRC, so a
 * truncated or altered file fails here) into a tar whose every header checksum is right and which holds
 * a PG_VERSION at its top. PGlite is handed only such a tar: handed a damaged gzip it decompresses it
 * in a stream whose error nobody catches, and the process dies with a zlib stack trace (issue 27).
 * Then it loads the tar into a new PGlite folder beside the live one and queries it; only then does it move the live folder aside (never deleting it) and put the
 * restored one in its place. The caller holds the folder lock.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-options';
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
  fs.mkdirSync(folder, { recursive: true });
  const dataFolder = client.dataDir;
  if (dataFolder && !dataFolder.includes('://')) await checkBackupSpace(dataFolder, folder);
  await client.exec('CHECKPOINT');
  const blob = await client.dumpDataDir('gzip');
  let file = path.join(folder, `curbside-${kind}-${stamp(now)}.tgz`);
  // two backups in one second (a manual one beside the daily one) keep both
  for (let n = 2; fs.existsSync(file); n++) file = file.replace(/(-\d+)?\.tgz$/, `-${n}.tgz`);
  const temporary = `${file}.partial`;
  const bytes = Buffer.from(await blob.arrayBuffer());
  try {
    await fs.promises.writeFile(temporary, bytes, { mode: 0o600 });
    await fs.promises.rename(temporary, file);
  } catch (error) {
    // a half-written file would only take the space the database needs
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
  return { file, kind, takenAt: now, bytes: bytes.length };
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

const TAR_BLOCK = 512;

/** The tar inside a backup file, or a reason it is not one of PGlite's data-folder dumps. */
export function backupTar(data: Buffer): { tar: Buffer } | { problem: string } {
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(data);
  } catch (error) {
    return { problem: `not a complete gzip file: ${(error as Error).message}` };
  }
  let hasVersion = false;
  let entries = 0;
  let offset = 0;
  for (; offset + TAR_BLOCK <= tar.length; entries++) {
    const header = tar.subarray(offset, offset + TAR_BLOCK);
    if (header.every((b) => b === 0)) break;
    const field = (start: number, length: number) => {
      const bytes = header.subarray(start, start + length);
      const end = bytes.indexOf(0);
      return bytes
        .subarray(0, end < 0 ? bytes.length : end)
        .toString('latin1')
        .trim();
    };
    const stored = Number.parseInt(field(148, 8), 8);
    let sum = 0;
    for (let i = 0; i < TAR_BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (!Number.isInteger(stored) || stored !== sum)
      return { problem: `not a tar archive (bad header at byte ${offset})` };
    const size = Number.parseInt(field(124, 12) || '0', 8);
    const name = field(0, 100).replace(/^\.?\/+/, '');
    if (name === 'PG_VERSION') hasVersion = true;
    offset += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    if (!Number.isInteger(size) || size < 0 || offset > tar.length)
      return { problem: 'a tar archive cut short' };
  }
  if (entries === 0) return { problem: 'an empty archive' };
  if (!hasVersion) return { problem: 'the archive holds no PostgreSQL data folder (PG_VERSION is missing)' };
  return { tar };
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
    const checked = backupTar(await fs.promises.readFile(file));
    if ('problem' in checked) throw new Error(checked.problem);
    const client = await PGlite.create({
      dataDir: staging,
      // a plain tar: PGlite untars it without a decompression of its own
      loadDataDir: new Blob([checked.tar as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' }),
      extensions: PGLITE_EXTENSIONS,
    });
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
