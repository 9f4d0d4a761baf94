import { foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, writtenAt } from './columns';

/** A stored file's key, in both tables: the area it belongs to and its name there. */
function storedFileKey() {
  return { area: text('area').notNull(), name: text('name').notNull() };
}

/**
 * Uploaded files kept in the database (ports/storage/database-storage.ts), so every instance on one
 * PostgreSQL serves the same files (issue 30). A file is its row here and its bytes in chunks of at
 * most STORED_CHUNK_BYTES, written and read one chunk at a time: a file is never whole in memory.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    ...storedFileKey(),
    size: integer('size').notNull(),
    createdAt: writtenAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.area, t.name] })],
);

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    ...storedFileKey(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.area, t.name, t.seq] }),
    foreignKey({ columns: [t.area, t.name], foreignColumns: [storedFiles.area, storedFiles.name] }).onDelete(
      'cascade',
    ),
  ],
);
