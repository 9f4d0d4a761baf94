/**
 * Chooses the storage adapter (STORAGE): the database with PostgreSQL (several instances share it), the
 * local folder DATA_DIR/uploads with the embedded database (one process, and its backup copies the
 * folder's database only). Files left in the folder from before move into the database on the first
 * start with database storage (moveLocalFiles).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { AppDb } from '../../db/client';
import { createDatabaseStorage } from './database-storage';
import { createLocalStorage } from './local-storage';
import { STORAGE_AREAS, STORED_NAME, type StoragePort } from './storage-port';

export type { StorageArea, StoragePort, StoredFile } from './storage-port';
export { STORAGE_AREAS, STORED_NAME } from './storage-port';
export { createLocalStorage } from './local-storage';
export { createDatabaseStorage } from './database-storage';

export const uploadsFolder = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'uploads');

export function storageAdapterOf(config: Pick<Config, 'STORAGE' | 'DATABASE_URL'>): 'local' | 'database' {
  if (config.STORAGE !== 'auto') return config.STORAGE;
  return config.DATABASE_URL ? 'database' : 'local';
}

export function createStoragePort(
  config: Pick<Config, 'DATA_DIR' | 'STORAGE' | 'DATABASE_URL'>,
  db: AppDb,
): StoragePort {
  return storageAdapterOf(config) === 'database'
    ? createDatabaseStorage(db)
    : createLocalStorage(uploadsFolder(config));
}

/**
 * Moves the files of a local uploads folder into `target` (the database), area by area, and removes
 * each one once it is stored; files already in the target are kept as they are there. Returns how
 * many moved. Run at start-up by every instance: the folder is each instance's own, and a file moved
 * twice is the same file.
 */
export async function moveLocalFiles(root: string, target: StoragePort): Promise<number> {
  if (target.adapter === 'local' || !fs.existsSync(root)) return 0;
  const local = createLocalStorage(root);
  let moved = 0;
  for (const area of STORAGE_AREAS) {
    const folder = path.join(root, area);
    const names = fs.existsSync(folder) ? await fsp.readdir(folder) : [];
    for (const name of names.filter((n) => STORED_NAME.test(n))) {
      if (!(await target.open(area, name))) {
        const bytes = await fsp.readFile(path.join(folder, name));
        await target.put(area, name, bytes);
      }
      await local.remove(area, name);
      moved++;
    }
  }
  return moved;
}
