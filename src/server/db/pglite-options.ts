/** What every PGlite.create of the app's databases is given (client.ts, backup.ts, initdb-template.ts). */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Extensions the migrations create (`create extension`): PGlite ships them as separate modules that
 * must be handed to every PGlite.create. pg_trgm backs the contains-searches (customer profiles).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite runs PostgreSQL in WebAssembly, whose memory never shrinks: the default 128 MB of shared
 * buffers stay 128 MB of the process for good. 32 MB keeps the demo's first start under 512 MB
 * (issue 9, with initdb-template.ts); the folder's pages are still cached by the operating system.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export const PGLITE_OPTIONS = { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS };
