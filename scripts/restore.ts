/**
 * npm run restore -- FILE
 *
 * Restores a backup (from `npm run backup` or the daily ones in DATA_DIR/backups) into the embedded
 * database of a stopped portal. It takes the folder's lock first (so it refuses while the server or
 * any other opener runs), loads the file into a new folder and queries it, and only then swaps it in;
 * the folder it replaces is renamed to DATA_DIR/pglite.before-restore-<time>, never deleted.
 */
import fs from 'node:fs';
import { lockFolder } from '../src/server/db/folder-lock';
import { restoreBackup } from '../src/server/db/backup';
import { embeddedDatabase } from './embedded-database';
import { runCommand } from './run-command';

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((arg) => arg !== '--');
  if (!file) {
    console.error('Usage: npm run restore -- FILE (a backup from DATA_DIR/backups or npm run backup)');
    return 1;
  }
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    console.error(`Cannot read ${file}.`);
    return 1;
  }
  const embedded = embeddedDatabase(
    'restore PostgreSQL with pg_restore, e.g. pg_restore --clean --if-exists --dbname "$DATABASE_URL" curbside.dump',
  );
  if (!embedded) return 1;
  const { pgliteDir } = embedded;
  const lock = await lockFolder(pgliteDir);
  try {
    console.log(`Checking ${file}…`);
    const result = await restoreBackup(file, pgliteDir);
    console.log(
      `Restored ${file} into ${pgliteDir} (${result.customers} customer profiles, ${result.migrations} migrations applied).`,
    );
    if (result.keptAside) console.log(`The folder it replaced is kept at ${result.keptAside}.`);
    console.log('Start the portal again (npm start).');
    return 0;
  } finally {
    await lock.release();
  }
}

runCommand(main);
