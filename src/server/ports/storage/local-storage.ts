/**
 * Files in a local folder: <root>/<area>/<name>. A file is written to a temporary name and renamed,
 * so a reader never sees half a file. Names are checked (no separators, no `..`), so nothing outside
 * the folder can be read or written.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStoredName, type StorageArea, type StoragePort, type StoredFile } from './storage-port';

export function createLocalStorage(root: string): StoragePort {
  const fileOf = (area: StorageArea, name: string) => {
    assertStoredName(name);
    return path.join(root, area, name);
  };

  return {
    adapter: 'local',
    async put(area, name, bytes) {
      const file = fileOf(area, name);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await fsp.writeFile(temporary, bytes, { flag: 'wx' });
        await fsp.rename(temporary, file);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
    },
    async open(area, name): Promise<StoredFile | null> {
      const file = fileOf(area, name);
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(area, name) {
      await fsp.rm(fileOf(area, name), { force: true });
    },
  };
}
