/**
 * Chooses the back-office adapter from config: the HTTP adapter when BACKOFFICE_URL is set, the
 * built-in tables otherwise.
 */
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { createBuiltInBackOffice } from './built-in-back-office';
import { createHttpBackOffice } from './http-back-office';
import type { BackOfficePort } from './back-office-port';

export type { BackOfficePort } from './back-office-port';
export { createBuiltInBackOffice } from './built-in-back-office';
export { createHttpBackOffice, ADDRESS_NOT_LOADED_MESSAGE } from './http-back-office';

export function createBackOffice(
  config: Config,
  db: DbOrTx,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
  warn?: (line: string) => void,
): BackOfficePort {
  if (!config.BACKOFFICE_URL) return createBuiltInBackOffice(db);
  return createHttpBackOffice({
    baseUrl: config.BACKOFFICE_URL,
    fetch: fetchImpl,
    apiKey: config.BACKOFFICE_API_KEY || undefined,
    timeoutMs: config.BACKOFFICE_TIMEOUT_MS,
    warn,
    warehouse:
      config.BACKOFFICE_WAREHOUSE_DATABASE && config.BACKOFFICE_WAREHOUSE_SCHEMA
        ? { database: config.BACKOFFICE_WAREHOUSE_DATABASE, schema: config.BACKOFFICE_WAREHOUSE_SCHEMA }
        : undefined,
  });
}
