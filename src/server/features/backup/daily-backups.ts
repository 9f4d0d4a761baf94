/**
 * The automatic daily backup of the embedded database, in DATA_DIR/backups (the last 7 are kept).
 * Checked at start (a server that was down for days takes one at once) and every hour after; one
 * is taken when the newest daily backup is 24 hours old. On PostgreSQL there is nothing to do here:
 * its backups are pg_dump and point-in-time recovery (docs/operations.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  BackupSpaceError,
  backupsFolderFor,
  listBackups,
  pruneAutoBackups,
  writeBackup,
  type BackupFile,
} from '../../db/backup';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Serialises backups of one database (the daily one and `npm run backup` may meet). */
const queues = new WeakMap<Database, Promise<unknown>>();

export function backupNow(
  database: Database,
  kind: 'auto' | 'manual',
  now = new Date(),
): Promise<BackupFile> {
  const embedded = database.embedded;
  if (!embedded) return Promise.reject(new Error('Only the embedded database is backed up by Curbside.'));
  const lost = database.loss?.lost();
  if (lost) return Promise.reject(lost);
  const previous = queues.get(database) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const folder = backupsFolderFor(embedded.folder);
      const taken = await writeBackup(embedded.client, folder, kind, now);
      if (kind === 'auto') pruneAutoBackups(folder);
      return taken;
    });
  queues.set(database, next);
  return next;
}

/** Takes the daily backup when due; returns it, or undefined when the last one is recent. */
export async function takeDailyBackupIfDue(
  database: Database,
  now = new Date(),
): Promise<BackupFile | undefined> {
  if (!database.embedded) return undefined;
  const newest = listBackups(backupsFolderFor(database.embedded.folder)).find((b) => b.kind === 'auto');
  if (newest && now.getTime() - newest.takenAt.getTime() < DAY_MS) return undefined;
  return backupNow(database, 'auto', now);
}

/** Starts the hourly check; the returned function stops it. */
export function startDailyBackups(database: Database, log: FastifyBaseLogger): () => void {
  if (!database.embedded) return () => undefined;
  const check = () => {
    takeDailyBackupIfDue(database).then(
      (taken) => taken && log.info(`Daily backup written: ${taken.file} (${taken.bytes} bytes)`),
      (error: unknown) =>
        error instanceof BackupSpaceError
          ? log.warn(`The daily backup was not taken: ${error.message}`)
          : log.error({ err: error }, 'The daily backup of the embedded database failed'),
    );
  };
  const first = setTimeout(check, 5_000);
  const timer = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
