/** The local-folder storage adapter: put, open, replace, remove, and names that cannot escape the folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  const storage = createLocalStorage(root);

  it('stores, reads, replaces and removes a file', async () => {
    await storage.put('service-maps', 'abc_DEF-1.png', Buffer.from('first'));
    await storage.put('service-maps', 'abc_DEF-1.png', Buffer.from('second'));
    const file = await storage.open('service-maps', 'abc_DEF-1.png');
    expect(file?.size).toBe(6);
    expect(await text(file!.stream)).toBe('second');
    expect(fs.readdirSync(path.join(root, 'service-maps'))).toEqual(['abc_DEF-1.png']);
    await storage.remove('service-maps', 'abc_DEF-1.png');
    expect(await storage.open('service-maps', 'abc_DEF-1.png')).toBeNull();
  });

  it('answers null for a missing file and refuses names outside the folder', async () => {
    expect(await storage.open('service-maps', 'missing.png')).toBeNull();
    for (const name of ['../secret.png', 'a/b.png', '..', '.hidden', 'no-extension', 'x.png/..']) {
      await expect(storage.open('service-maps', name)).rejects.toThrow(/invalid stored file name/);
      await expect(storage.put('service-maps', name, Buffer.from('x'))).rejects.toThrow(
        /invalid stored file name/,
      );
    }
  });
});
