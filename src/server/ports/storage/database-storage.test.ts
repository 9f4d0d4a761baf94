/**
 * Files in the database (issue 30): stored in chunks and streamed back whole, replaced atomically,
 * removed with their chunks, names checked; and the files of an old uploads folder moved in once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db';
import { createDatabaseStorage, STORED_CHUNK_BYTES } from './database-storage';
import { moveLocalFiles, storageAdapterOf } from './index';
import type { StoragePort } from './storage-port';

let storage: StoragePort;
const database = useTestDatabase({
  prepare: async (made) => {
    storage = createDatabaseStorage(made.db);
  },
});

const chunkCount = async () => {
  const { rows } = await database.executor.executeSql(
    'select count(*)::int as n from stored_file_chunks',
    [],
  );
  return Number((rows[0] as { n: number }).n);
};

describe('database storage', () => {
  it('stores a file larger than a chunk and streams it back byte for byte', async () => {
    const bytes = Buffer.alloc(STORED_CHUNK_BYTES * 2 + 123);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) % 251;
    await storage.put('service-maps', 'big-map.png', bytes);
    expect(await chunkCount()).toBe(3);
    const file = await storage.open('service-maps', 'big-map.png');
    expect(file?.size).toBe(bytes.length);
    expect((await buffer(file!.stream)).equals(bytes)).toBe(true);
  });

  it('replaces a file whole, keeps an empty one, and removes a file with its chunks', async () => {
    await storage.put('service-maps', 'big-map.png', Buffer.from('small now'));
    expect((await buffer((await storage.open('service-maps', 'big-map.png'))!.stream)).toString()).toBe(
      'small now',
    );
    expect(await chunkCount()).toBe(1);
    await storage.put('service-maps', 'empty.png', Buffer.alloc(0));
    const empty = await storage.open('service-maps', 'empty.png');
    expect(empty?.size).toBe(0);
    expect((await buffer(empty!.stream)).length).toBe(0);
    await storage.remove('service-maps', 'big-map.png');
    await storage.remove('service-maps', 'empty.png');
    expect(await storage.open('service-maps', 'big-map.png')).toBeNull();
    expect(await chunkCount()).toBe(0);
  });

  it('refuses names that are not the server’s own', async () => {
    for (const name of ['../x.png', 'a/b.png', 'no-extension'])
      await expect(storage.put('service-maps', name, Buffer.from('x'))).rejects.toThrow(
        /invalid stored file name/,
      );
  });

  it('moves the files of an old uploads folder in, once', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-uploads-'));
    try {
      fs.mkdirSync(path.join(root, 'service-maps'));
      fs.writeFileSync(path.join(root, 'service-maps', 'old-map.png'), 'old bytes');
      fs.writeFileSync(path.join(root, 'service-maps', 'stray.png.abc.part'), 'half');
      expect(await moveLocalFiles(root, storage)).toBe(1);
      expect((await buffer((await storage.open('service-maps', 'old-map.png'))!.stream)).toString()).toBe(
        'old bytes',
      );
      expect(fs.existsSync(path.join(root, 'service-maps', 'old-map.png'))).toBe(false);
      expect(await moveLocalFiles(root, storage)).toBe(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('is the default with PostgreSQL, the folder with the embedded database', () => {
    expect(storageAdapterOf({ STORAGE: 'auto', DATABASE_URL: 'postgres://x/y' })).toBe('database');
    expect(storageAdapterOf({ STORAGE: 'auto', DATABASE_URL: undefined })).toBe('local');
    expect(storageAdapterOf({ STORAGE: 'database', DATABASE_URL: undefined })).toBe('database');
  });
});
