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

/** The variables this port reads; to be added to src/server/config.ts (ZEnv). */
export interface BackOfficeEnv {
  /** Base URL of the back-office workflows; empty means the built-in back office. */
  BACKOFFICE_URL?: string;
  /** Bearer token sent with every back-office call (secret). */
  BACKOFFICE_API_KEY?: string;
  BACKOFFICE_TIMEOUT_MS?: number;
  BACKOFFICE_WAREHOUSE_DATABASE?: string;
  BACKOFFICE_WAREHOUSE_SCHEMA?: string;
}

export function createBackOffice(
  config: Config & BackOfficeEnv,
  db: DbOrTx,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): BackOfficePort {
  if (!config.BACKOFFICE_URL) return createBuiltInBackOffice(db);
  return createHttpBackOffice({
    baseUrl: config.BACKOFFICE_URL,
    fetch: fetchImpl,
    apiKey: config.BACKOFFICE_API_KEY || undefined,
    timeoutMs: config.BACKOFFICE_TIMEOUT_MS,
    warehouse:
      config.BACKOFFICE_WAREHOUSE_DATABASE && config.BACKOFFICE_WAREHOUSE_SCHEMA
        ? { database: config.BACKOFFICE_WAREHOUSE_DATABASE, schema: config.BACKOFFICE_WAREHOUSE_SCHEMA }
        : undefined,
  });
}
