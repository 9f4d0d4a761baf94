/** Chooses the storage adapter: today always the local folder DATA_DIR/uploads. */
import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { StoragePort } from './storage-port';

export type { StorageArea, StoragePort, StoredFile } from './storage-port';
export { STORAGE_AREAS, STORED_NAME } from './storage-port';
export { createLocalStorage } from './local-storage';

export function createStoragePort(config: Pick<Config, 'DATA_DIR'>): StoragePort {
  return createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
}
