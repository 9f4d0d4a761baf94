/**
 * npm run backup [-- --out FILE]
 *
 * Writes a consistent backup of the embedded database (DATA_DIR/pglite) into DATA_DIR/backups and
 * prints its path; with --out, also copies it there. While the server runs it holds the folder's
 * lock, so this asks the server to write the backup (a loopback-only endpoint that needs the token in
 * DATA_DIR/backup-token); when nothing holds the folder it opens the database itself, under the lock.
 * On PostgreSQL (DATABASE_URL) it says to use pg_dump instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { FolderLockedError, isFolderLocked, readLockHolder } from '../src/server/db/folder-lock';
import { BACKUP_TOKEN_HEADER, backupTokenFile } from '../src/server/features/backup/backup-access';
import { backupNow } from '../src/server/features/backup/daily-backups';
import { embeddedDatabase } from './embedded-database';
import { runCommand } from './run-command';

async function askRunningServer(dataDir: string, pgliteDir: string): Promise<string> {
  const holder = readLockHolder(pgliteDir);
  if (!holder?.backupUrl) {
    throw new FolderLockedError(pgliteDir, holder);
  }
  const token = fs.readFileSync(backupTokenFile(dataDir), 'utf8').trim();
  const response = await fetch(holder.backupUrl, {
    method: 'POST',
    headers: { [BACKUP_TOKEN_HEADER]: token },
    signal: AbortSignal.timeout(10 * 60_000),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(
      `The running server (process ${holder.pid}) refused the backup: ${body.message ?? `HTTP ${response.status}.`}`,
    );
  }
  const body = (await response.json()) as { file: string };
  return body.file;
}

async function backupStopped(pgliteDir: string): Promise<string> {
  const database = await openDatabase({ pgliteDir });
  try {
    return (await backupNow(database, 'manual')).file;
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false });
  const embedded = embeddedDatabase(
    'back up PostgreSQL with pg_dump, e.g. pg_dump --format=custom --file=curbside.dump "$DATABASE_URL"',
  );
  if (!embedded) return 1;
  const { config, pgliteDir } = embedded;
  const running = isFolderLocked(pgliteDir);
  const file = running ? await askRunningServer(config.DATA_DIR, pgliteDir) : await backupStopped(pgliteDir);
  console.log(`Backup written${running ? ' by the running server' : ''}: ${file}`);
  if (values.out) {
    await fs.promises.copyFile(file, values.out);
    console.log(`Copied to ${path.resolve(values.out)}`);
  }
  console.log(
    `Restore it into a stopped portal with: npm run restore -- ${values.out ?? path.relative(process.cwd(), file)}`,
  );
  return 0;
}

runCommand(main);
