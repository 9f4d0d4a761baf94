/**
 * npm run import -- FILE.csv
 *
 * Loads a back-office CSV export (sites and, optionally, their services) into the built-in back
 * office of the configured database. Bad rows are listed as "line N: reason" and skipped.
 * Exit code 0 when the file was read (even with bad rows), 1 when it could not be read or imported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase, runMigrations } from '../src/server/db/client';
import { FolderLockedError } from '../src/server/db/folder-lock';
import { ImportFileError, importBackOfficeCsv } from '../src/server/features/backoffice-import/index';
import { runCommand } from './run-command';

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((arg) => arg !== '--');
  if (!file) {
    console.error('Usage: npm run import -- FILE.csv');
    return 1;
  }
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw new Error('not a file');
    await fs.promises.access(file, fs.constants.R_OK);
  } catch {
    console.error(`Cannot read ${file}.`);
    return 1;
  }

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: 2,
  }).catch((error: unknown) => {
    if (error instanceof FolderLockedError) {
      // the portal need not stop: its admin area takes the same file
      const where = error.holder?.url ?? config.PUBLIC_URL;
      throw new Error(
        `${error.message}\nTo import while the portal runs, sign in as an admin and upload ${file} at ${where.replace(/\/$/, '')}/admin/backoffice-import.`,
      );
    }
    throw error;
  });
  try {
    await runMigrations(database);
    const started = performance.now();
    const summary = await importBackOfficeCsv(database.db, fs.createReadStream(file), {
      keepRejected: 0,
      onRejected: ({ line, reason }) => console.log(`line ${line}: ${reason}`),
    });
    if (summary.ignoredColumns.length > 0)
      console.log(`Ignored columns: ${summary.ignoredColumns.join(', ')}`);
    console.log(
      `Read ${summary.rowsRead} rows in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${summary.sitesUpserted} sites upserted, ${summary.servicesAdded} services added, ${summary.rowsRejected} rows rejected.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ImportFileError) {
      console.error(`${file}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

runCommand(main);
