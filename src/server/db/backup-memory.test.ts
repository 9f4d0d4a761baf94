/**
 * A backup's memory does not grow with the database (issue 33 §4). PGlite's `dumpDataDir` built the
 * whole archive in memory (about twice the data folder); the streamed backup reads a file at a time.
 * A folder with the demo hauler and 30,000 load-test customers (165 MB) is backed up while this process's
 * memory is watched: its resident peak (VmHWM, reset just before) and the sampled peak of V8's heap
 * and of the buffers outside it must stay far below the folder's size. The backup then restores to
 * the same rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, runMigrations, type Database } from './client';
import { backupsFolderFor, folderBytes, restoreBackup, writeBackup } from './backup';
import { seedDemo, seedLoadCustomers } from './seed';

const MB = 1024 * 1024;
const CUSTOMERS = 30_000;
const AS_OF = new Date('2026-11-20T00:00:00Z');

let root: string;
let folder: string;
let database: Database;

/** The customer profiles' count and a hash of every row: equal only for the same rows. */
async function profilesFingerprint(db: Database): Promise<{ n: number; digest: string }> {
  const { rows } = await db.executor.executeSql(
    'select count(*)::int as n, sum(hashtext(p::text)::bigint)::text as digest from customer_profiles p',
    [],
  );
  return rows[0] as { n: number; digest: string };
}

/** VmHWM of this process in bytes; resetPeak() starts it again from the present resident size. */
const peakResident = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;
const resetPeak = () => fs.writeFileSync('/proc/self/clear_refs', '5');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-backup-memory-'));
  folder = path.join(root, 'pglite');
  database = await openDatabase({ pgliteDir: folder });
  await runMigrations(database);
  await seedDemo(database.db, { asOf: AS_OF, ordinaryCustomers: 0 });
  await seedLoadCustomers(database, { count: CUSTOMERS, asOf: AS_OF });
}, 600_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a backup of a large folder', () => {
  it('takes a few MB whatever the folder holds, and restores to the same rows', async () => {
    const client = database.embedded!.client;
    const dataBytes = folderBytes(folder);
    // several times what the backup may take, so that a copy of the folder in memory fails the test
    expect(dataBytes).toBeGreaterThan(128 * MB);

    const before = process.memoryUsage();
    let heapPeak = before.heapUsed;
    let buffersPeak = before.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      heapPeak = Math.max(heapPeak, now.heapUsed);
      buffersPeak = Math.max(buffersPeak, now.arrayBuffers);
    }, 10);
    resetPeak();
    const residentBefore = peakResident();
    const started = performance.now();
    const taken = await writeBackup(client, backupsFolderFor(folder), 'manual');
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const growth = {
      resident: peakResident() - residentBefore,
      heap: heapPeak - before.heapUsed,
      buffers: buffersPeak - before.arrayBuffers,
    };
    // the figures for docs/benchmarks.md
    console.warn(
      `backup of ${(dataBytes / MB).toFixed(0)} MB into ${(taken.bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
        `peak growth: resident ${(growth.resident / MB).toFixed(1)} MB, V8 heap ${(growth.heap / MB).toFixed(1)} MB, ` +
        `buffers ${(growth.buffers / MB).toFixed(1)} MB (load ${os.loadavg()[0]!.toFixed(1)})`,
    );
    // dumpDataDir's archive alone was the folder's size; a file at a time stays within a few MB
    expect(growth.resident).toBeLessThan(32 * MB);
    expect(growth.heap + growth.buffers).toBeLessThan(32 * MB);

    const original = await profilesFingerprint(database);
    expect(original.n).toBeGreaterThanOrEqual(CUSTOMERS);
    const place = path.join(root, 'restored', 'pglite');
    await restoreBackup(taken.file, place);
    const restored = await openDatabase({ pgliteDir: place });
    try {
      expect(await profilesFingerprint(restored)).toEqual(original);
    } finally {
      await restored.close();
    }
  }, 600_000);
});
