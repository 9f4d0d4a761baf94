/**
 * npm run bench:backup-memory [-- --customers 30000]
 *
 * A backup's memory does not grow with the database (issue 33 §4). PGlite's `dumpDataDir` built the
 * whole archive in memory (about twice the data folder); the streamed backup reads a file at a time.
 * A folder with the demo hauler and 30,000 load-test customers (165 MB; --customers N) is backed up while this process's
 * memory is watched: its resident peak (VmHWM, reset just before) and the sampled peak of V8's heap
 * and of the buffers outside it must stay far below the folder's size. The backup then restores to
 * the same rows. It exits 1 when a bound is crossed.
 *
 * A benchmark, not a test: seeding the folder takes minutes, and memory targets are measured here
 * (the streamed backup's behaviour is tested in src/server/db/backup.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, runMigrations, type Database } from '../../src/server/db/client';
import { backupsFolderFor, folderBytes, restoreBackup, writeBackup } from '../../src/server/db/backup';
import { seedDemo, seedLoadCustomers } from '../../src/server/db/seed';

const MB = 1024 * 1024;
const { values } = parseArgs({ options: { customers: { type: 'string', default: '30000' } } });
const CUSTOMERS = Number(values.customers);
const AS_OF = new Date('2026-11-20T00:00:00Z');

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

/** What went beyond a bound, one line each. */
const problems: string[] = [];
const check = (ok: boolean, what: string) => ok || problems.push(what);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-backup-memory-'));
const folder = path.join(root, 'pglite');
const database = await openDatabase({ pgliteDir: folder });
try {
  await runMigrations(database);
  await seedDemo(database.db, { asOf: AS_OF, ordinaryCustomers: 0 });
  await seedLoadCustomers(database, { count: CUSTOMERS, asOf: AS_OF });

  const client = database.embedded!.client;
  const dataBytes = folderBytes(folder);
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
  console.log(
    `backup of ${(dataBytes / MB).toFixed(0)} MB into ${(taken.bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
      `peak growth: resident ${(growth.resident / MB).toFixed(1)} MB, V8 heap ${(growth.heap / MB).toFixed(1)} MB, ` +
      `buffers ${(growth.buffers / MB).toFixed(1)} MB (load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  // dumpDataDir's archive alone was the folder's size; a file at a time stays within a few MB
  check(growth.resident < 32 * MB, 'the resident peak grew by 32 MB or more');
  check(growth.heap + growth.buffers < 32 * MB, 'the heap and buffers grew by 32 MB or more');

  const original = await profilesFingerprint(database);
  const place = path.join(root, 'restored', 'pglite');
  await restoreBackup(taken.file, place);
  const restored = await openDatabase({ pgliteDir: place });
  try {
    const same = JSON.stringify(await profilesFingerprint(restored)) === JSON.stringify(original);
    check(same, 'the restored folder does not hold the same customer profiles');
    console.log(`restored ${original.n} customer profiles${same ? ', the same rows' : ''}`);
  } finally {
    await restored.close();
  }
} finally {
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
}
for (const problem of problems) console.error(problem);
process.exit(problems.length === 0 ? 0 : 1);
