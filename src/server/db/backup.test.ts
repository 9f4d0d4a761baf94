/**
 * Backups and the way back (issue 17): a backup taken from the open database restores into a stopped
 * portal; a file that is not a backup changes nothing; a folder PGlite cannot open stops the start with
 * the newest backup and the exact restore command, and is not overwritten. The streamed backup keeps
 * PGlite's own archive layout both ways (issue 33 §4): PGlite loads ours, we restore PGlite's.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, runMigrations } from './client';
import { PGLITE_EXTENSIONS } from './pglite-options';
import {
  AUTO_BACKUPS_KEPT,
  BackupCheckError,
  backupsFolderFor,
  listBackups,
  pruneAutoBackups,
  restoreBackup,
  writeBackup,
} from './backup';
import { DatabaseOpenError } from './open-failure';

let root: string;
let folder: string;
let backups: string;
let backupFile: string;
/** The same moment as backupFile, written by PGlite's own dumpDataDir (the backups before issue 33). */
let pgliteDumpFile: string;

async function countProbe(dir: string): Promise<number> {
  const database = await openDatabase({ pgliteDir: dir });
  try {
    const result = await database.executor.executeSql('select count(*)::int as n from backup_probe', []);
    return (result.rows[0] as { n: number }).n;
  } finally {
    await database.close();
  }
}

/** Name, kind, size and content hash of every entry of a gzip'd tar, by name. */
function entriesOf(tgz: Buffer): string[] {
  const tar = zlib.gunzipSync(tgz);
  const entries: string[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const text = (start: number, length: number) =>
      header.toString('latin1', start, start + length).replace(/\0.*$/s, '');
    const size = Number.parseInt(text(124, 12), 8);
    const data = tar.subarray(at + 512, at + 512 + size);
    entries.push(
      `${text(0, 100)} ${text(156, 1)} ${size} ${crypto.createHash('sha1').update(data).digest('hex')}`,
    );
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return entries.sort();
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-backup-'));
  folder = path.join(root, 'pglite');
  backups = backupsFolderFor(folder);
  const database = await openDatabase({ pgliteDir: folder });
  await runMigrations(database);
  await database.executor.executeSql(
    'create table backup_probe (n int); insert into backup_probe values (1), (2)',
  );
  // taken while the database is open and in use, as the running server does
  const taken = await writeBackup(
    database.embedded!.client,
    backups,
    'manual',
    new Date('2030-05-06T07:08:09Z'),
  );
  backupFile = taken.file;
  // nothing runs in between, so both archives hold the same files
  const dump = await database.embedded!.client.dumpDataDir('gzip');
  pgliteDumpFile = path.join(root, 'pglite-dump.tgz');
  fs.writeFileSync(pgliteDumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.executor.executeSql('insert into backup_probe values (3)');
  await database.close();
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('backups', () => {
  it('are written complete, named by kind and time, and listed newest first', () => {
    expect(path.basename(backupFile)).toBe('curbside-manual-20300506T070809Z.tgz');
    expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);
    expect(listBackups(backups).map((b) => b.file)).toEqual([backupFile]);
    expect(backups).toBe(path.join(root, 'backups'));
  });

  it("hold the entries PGlite's own dump holds, file for file", () => {
    expect(entriesOf(fs.readFileSync(backupFile))).toEqual(entriesOf(fs.readFileSync(pgliteDumpFile)));
  });

  it('load into PGlite itself (loadDataDir), as its own dumps do', async () => {
    const client = await PGlite.create({
      loadDataDir: await fs.openAsBlob(backupFile, { type: 'application/x-gzip' }),
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from backup_probe');
      expect(rows[0]!.n).toBe(2);
    } finally {
      await client.close();
    }
  });

  it("written by PGlite's own dumpDataDir (before issue 33) still restore", async () => {
    const place = path.join(root, 'from-pglite-dump', 'pglite');
    const result = await restoreBackup(pgliteDumpFile, place);
    expect(result.migrations).toBeGreaterThan(0);
    expect(result.keptAside).toBeUndefined();
    expect(await countProbe(place)).toBe(2);
  });

  it('keeps the last 7 daily backups and every manual one', () => {
    const scratch = path.join(root, 'prune');
    fs.mkdirSync(scratch);
    for (let day = 1; day <= 10; day++) {
      fs.writeFileSync(
        path.join(scratch, `curbside-auto-203001${String(day).padStart(2, '0')}T000000Z.tgz`),
        'x',
      );
    }
    fs.writeFileSync(path.join(scratch, 'curbside-manual-20290101T000000Z.tgz'), 'x');
    const removed = pruneAutoBackups(scratch);
    expect(removed.map((f) => path.basename(f))).toEqual([
      'curbside-auto-20300103T000000Z.tgz',
      'curbside-auto-20300102T000000Z.tgz',
      'curbside-auto-20300101T000000Z.tgz',
    ]);
    const left = listBackups(scratch);
    expect(left.filter((b) => b.kind === 'auto')).toHaveLength(AUTO_BACKUPS_KEPT);
    expect(left.filter((b) => b.kind === 'manual')).toHaveLength(1);
  });

  it('refuses a file that is not a backup and changes nothing', async () => {
    const junk = path.join(root, 'junk.tgz');
    fs.writeFileSync(junk, 'this is not a tar file');
    const before = fs.readdirSync(folder).sort();
    await expect(restoreBackup(junk, folder)).rejects.toBeInstanceOf(BackupCheckError);
    expect(fs.readdirSync(folder).sort()).toEqual(before);
    expect(fs.readdirSync(root).filter((n) => n.includes('restoring'))).toEqual([]);
    expect(await countProbe(folder)).toBe(3);
  });

  /** A tar holding one file, written by hand (header checksum and all). */
  function tarOf(name: string, content: string): Buffer {
    const header = Buffer.alloc(512);
    header.write(name, 0, 'latin1');
    header.write('0000644\0', 100, 'latin1');
    header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124, 'latin1');
    header.write('00000000000\0', 136, 'latin1');
    header.write('0', 156, 'latin1');
    header.write('ustar\0', 257, 'latin1');
    header.fill(32, 148, 156);
    const sum = header.reduce((a, b) => a + b, 0);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
    const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
    body.write(content, 'latin1');
    return Buffer.concat([header, body, Buffer.alloc(1024)]);
  }

  it('refuses every damaged or foreign file with the same sentence, and changes nothing (issue 27)', async () => {
    const good = fs.readFileSync(backupFile);
    const flipped = (at: number) => {
      const copy = Buffer.from(good);
      copy[at] = copy[at]! ^ 0xff;
      return copy;
    };
    const kinds: Record<string, Buffer> = {
      'truncated in the gzip header': good.subarray(0, 6),
      'truncated after a tenth': good.subarray(0, Math.floor(good.length / 10)),
      'truncated at half': good.subarray(0, Math.floor(good.length / 2)),
      'truncated before the trailer': good.subarray(0, good.length - 4),
      'a flipped byte in the gzip header': flipped(1),
      'a flipped byte in the body': flipped(Math.floor(good.length / 2)),
      'random bytes': Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 7919 + 13) % 251)),
      'an empty file': Buffer.alloc(0),
      'a valid gzip of garbage': zlib.gzipSync(Buffer.from('garbage '.repeat(10_000))),
      'a tar with the wrong content': zlib.gzipSync(tarOf('notes.txt', 'not a database')),
      'a tar whose header checksum is wrong': zlib.gzipSync(
        Buffer.concat([Buffer.from('x'.repeat(512)), Buffer.alloc(1024)]),
      ),
      'a tar with an entry outside the folder': zlib.gzipSync(
        Buffer.concat([tarOf('PG_VERSION', '17\n').subarray(0, 1024), tarOf('../escaped', 'x')]),
      ),
      'a tar cut short': zlib.gzipSync(tarOf('PG_VERSION', 'x'.repeat(2000)).subarray(0, 1024)),
    };
    const before = fs.readdirSync(folder).sort();
    for (const [kind, bytes] of Object.entries(kinds)) {
      const file = path.join(root, `bad-${kind.replaceAll(' ', '-')}.tgz`);
      fs.writeFileSync(file, bytes);
      const error = await restoreBackup(file, folder).then(
        () => new Error(`${kind}: restored`),
        (e: unknown) => e,
      );
      expect(error, kind).toBeInstanceOf(BackupCheckError);
      expect((error as Error).message, kind).toMatch(
        new RegExp(
          `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not a usable Curbside backup \\(.+\\); nothing was changed\\.$`,
        ),
      );
    }
    expect(fs.readdirSync(folder).sort()).toEqual(before);
    expect(fs.readdirSync(root).filter((n) => n.includes('restoring'))).toEqual([]);
    expect(fs.existsSync(path.join(root, 'escaped'))).toBe(false);
    expect(await countProbe(folder)).toBe(3);
  });

  it('restores into a stopped portal and keeps the replaced folder aside', async () => {
    const result = await restoreBackup(backupFile, folder, new Date('2030-06-01T00:00:00Z'));
    expect(result.migrations).toBeGreaterThan(0);
    expect(result.keptAside).toBe(`${folder}.before-restore-20300601T000000Z`);
    expect(await countProbe(folder)).toBe(2);
    expect(await countProbe(result.keptAside!)).toBe(3);
  });
});

describe('a folder that cannot be opened', () => {
  it('stops with what failed, the newest backup and the restore command, and leaves the folder as it was', async () => {
    const broken = path.join(root, 'pglite');
    // what a second writer left behind: the control file is garbage
    const control = path.join(broken, 'global', 'pg_control');
    fs.writeFileSync(control, Buffer.alloc(fs.statSync(control).size, 0x5a));
    const snapshot = fs.readFileSync(control);

    const error = await openDatabase({ pgliteDir: broken }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    const message = (error as Error).message;
    expect(message).toContain(`The embedded database in ${broken} could not be opened`);
    expect(message).toContain(`The newest backup is ${backupFile}`);
    expect(message).toContain(`DATA_DIR=${root} npm run restore -- `);
    expect(message).toContain('Curbside did not start and changed nothing in the folder.');
    expect(fs.readFileSync(control).equals(snapshot)).toBe(true);
    // the lock was released, so the restore can run
    const restored = await restoreBackup(backupFile, broken);
    expect(restored.keptAside).toBeDefined();
    expect(await countProbe(broken)).toBe(2);
  });

  it('refuses a folder with files but no database, and a missing folder when backups exist', async () => {
    const notADatabase = path.join(root, 'pglite');
    fs.renameSync(notADatabase, path.join(root, 'pglite.moved'));
    await expect(openDatabase({ pgliteDir: notADatabase })).rejects.toThrow(
      /is missing, but backups of a database exist.*npm run restore -- .*move .*backups away first/s,
    );
    expect(fs.existsSync(notADatabase)).toBe(false);

    fs.mkdirSync(notADatabase);
    fs.writeFileSync(path.join(notADatabase, 'notes.txt'), 'keep me');
    await expect(openDatabase({ pgliteDir: notADatabase })).rejects.toThrow(/PG_VERSION is missing/);
    expect(fs.readdirSync(notADatabase)).toEqual(['notes.txt']);
  });
});
