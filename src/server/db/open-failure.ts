/**
 * A clear way back when the embedded database cannot be opened. The server never starts on an empty
 * database in place of a lost one, and never writes into a folder it could not open: it stops with
 * one paragraph saying what failed, where the newest backup is, and the exact command to restore it
 * (`npm run restore` keeps the broken folder aside, so nothing is lost by trying).
 *
 * Two states are refused before PGlite is even started, because PGlite would "repair" them by running
 * initdb and the operator would see an empty portal:
 * - the folder has files but no PG_VERSION (a partial copy, a wrong folder, a half-deleted database);
 * - the folder is missing or empty while backups exist beside it (the database was there once).
 */
import fs from 'node:fs';
import path from 'node:path';
import { backupsFolderFor, listBackups } from './backup';

export class DatabaseOpenError extends Error {
  constructor(
    readonly folder: string,
    readonly reason: unknown,
    hint = '',
    /** false when the folder is fine and something else stopped the start (a full disk): no restore. */
    offerRestore = true,
  ) {
    super(
      offerRestore
        ? openFailureMessage(folder, reason) + hint
        : `${describeReason(reason)} Curbside did not start and changed nothing in the folder.${hint}`,
    );
    this.name = 'DatabaseOpenError';
  }
}

function describeReason(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return String(reason);
}

/** `npm run restore -- FILE`, with DATA_DIR when the folder is not the default ./data/pglite. */
export function restoreCommand(folder: string, file: string): string {
  const dataDir = path.dirname(folder);
  const relative = path.relative(process.cwd(), file);
  const shown = relative.startsWith('..') ? file : relative;
  const defaultDataDir = path.resolve('data');
  const env = dataDir === defaultDataDir ? '' : `DATA_DIR=${dataDir} `;
  return `${env}npm run restore -- ${shown}`;
}

export function openFailureMessage(folder: string, reason: unknown): string {
  const backups = listBackups(backupsFolderFor(folder));
  const newest = backups[0];
  const what =
    typeof reason === 'string'
      ? reason
      : `The embedded database in ${folder} could not be opened (${describeReason(reason)}).`;
  const way = newest
    ? ` The newest backup is ${newest.file} (taken ${newest.takenAt.toISOString()}). ` +
      `To restore it, stop every Curbside process using ${path.dirname(folder)} and run: ${restoreCommand(folder, newest.file)} ` +
      `(the current folder is kept beside it as ${path.basename(folder)}.before-restore-…, not deleted).`
    : ` There is no backup in ${backupsFolderFor(folder)}. Keep a copy of ${folder} as it is before trying anything; ` +
      'to start a new, empty portal instead, move that folder away (Curbside will not do it for you).';
  return `${what} Curbside did not start and changed nothing in the folder.${way}`;
}

/** Throws DatabaseOpenError for a folder that PGlite would silently replace by a new, empty database. */
export function checkFolderBeforeOpen(folder: string): void {
  let entries: string[] = [];
  try {
    entries = fs.readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new DatabaseOpenError(folder, error);
  }
  if (entries.length > 0 && !entries.includes('PG_VERSION')) {
    throw new DatabaseOpenError(
      folder,
      `The embedded database folder ${folder} has files but is not a database (PG_VERSION is missing).`,
    );
  }
  if (entries.length === 0 && listBackups(backupsFolderFor(folder)).length > 0) {
    throw new DatabaseOpenError(
      folder,
      `The embedded database folder ${folder} is ${fs.existsSync(folder) ? 'empty' : 'missing'}, but backups of a database exist.`,
      ` To start a new, empty portal instead, move ${backupsFolderFor(folder)} away first.`,
    );
  }
}
