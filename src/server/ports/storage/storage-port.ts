/**
 * The file storage port: uploaded files (today the service-map images of the content editor) are kept
 * by name in an area. With PostgreSQL they are kept in the database itself (database-storage.ts), which
 * every instance reads; with the embedded database, in a folder (DATA_DIR/uploads, local-storage.ts).
 * An S3-compatible adapter (bucket + prefix per area) would fit the same interface.
 */
import type { Readable } from 'node:stream';

/** The areas files are kept in; each is a folder (or a key prefix) of its own. */
export const STORAGE_AREAS = ['service-maps'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** File names are chosen by the server: letters, digits, `-`, `_` and one extension. */
export const STORED_NAME = /^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,8}$/;

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface StoragePort {
  readonly adapter: 'local' | 'database';
  /** Stores the bytes under `name`, replacing a file of that name. */
  put(area: StorageArea, name: string, bytes: Uint8Array): Promise<void>;
  /** The file to stream, or null when there is none. */
  open(area: StorageArea, name: string): Promise<StoredFile | null>;
  /** Removes the file (nothing happens when there is none). */
  remove(area: StorageArea, name: string): Promise<void>;
}

export function assertStoredName(name: string): void {
  if (!STORED_NAME.test(name)) throw new Error(`invalid stored file name: ${name}`);
}
