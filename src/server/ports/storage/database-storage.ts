/**
 * Files in the database (tables stored_files and stored_file_chunks): the default with PostgreSQL, so
 * any number of instances on one database serve the same files and a database backup holds them too.
 * Bytes are cut into chunks of STORED_CHUNK_BYTES; `open` streams them back one chunk per query, so a
 * large file costs one chunk of memory, not its size. A `put` replaces the file in one transaction:
 * a reader that opens the file sees the old one or the new one whole.
 */
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { storedFileChunks, storedFiles } from '../../db/schema';
import { assertStoredName, type StorageArea, type StoragePort, type StoredFile } from './storage-port';

export const STORED_CHUNK_BYTES = 256 * 1024;

export function createDatabaseStorage(db: AppDb): StoragePort {
  const where = (area: StorageArea, name: string) =>
    and(eq(storedFiles.area, area), eq(storedFiles.name, name));

  return {
    adapter: 'database',
    async put(area, name, bytes) {
      assertStoredName(name);
      const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await db.transaction(async (tx) => {
        await tx.delete(storedFiles).where(where(area, name));
        await tx.insert(storedFiles).values({ area, name, size: data.length });
        for (let seq = 0, at = 0; at < data.length || seq === 0; seq++, at += STORED_CHUNK_BYTES) {
          await tx
            .insert(storedFileChunks)
            .values({ area, name, seq, bytes: data.subarray(at, at + STORED_CHUNK_BYTES) });
        }
      });
    },
    async open(area, name): Promise<StoredFile | null> {
      assertStoredName(name);
      const [file] = await db.select({ size: storedFiles.size }).from(storedFiles).where(where(area, name));
      if (!file) return null;
      async function* chunks() {
        for (let seq = 0; ; seq++) {
          const [chunk] = await db
            .select({ bytes: storedFileChunks.bytes })
            .from(storedFileChunks)
            .where(
              and(
                eq(storedFileChunks.area, area),
                eq(storedFileChunks.name, name),
                eq(storedFileChunks.seq, seq),
              ),
            );
          if (!chunk) return;
          if (chunk.bytes.length > 0) yield chunk.bytes;
        }
      }
      return { stream: Readable.from(chunks(), { objectMode: false }), size: file.size };
    },
    async remove(area, name) {
      assertStoredName(name);
      await db.delete(storedFiles).where(where(area, name));
    },
  };
}
