import { customType, integer, pgTable, primaryKey, text, timestamp, foreignKey } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in the database (ports/storage/database-storage.ts), so every instance on one
 * PostgreSQL serves the same files (issue 30). A file is its row here and its bytes in chunks of at
 * most STORED_CHUNK_BYTES, written and read one chunk at a time: a file is never whole in memory.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    area: text('area').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.area, t.name] })],
);

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    area: text('area').notNull(),
    name: text('name').notNull(),
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
