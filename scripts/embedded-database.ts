/**
 * What the backup and restore commands work on: the embedded database's folder. They do not handle
 * PostgreSQL, whose own tools they name instead.
 */
import path from 'node:path';
import { loadConfig, type Config } from '../src/server/config';

/**
 * The configuration and the embedded database's folder (DATA_DIR/pglite); null, once it has printed
 * `onPostgres` (what to run instead), when DATABASE_URL names a PostgreSQL database.
 */
export function embeddedDatabase(onPostgres: string): { config: Config; pgliteDir: string } | null {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(`DATABASE_URL is set: ${onPostgres} (see docs/operations.md).`);
    return null;
  }
  return { config, pgliteDir: path.resolve(config.DATA_DIR, 'pglite') };
}
