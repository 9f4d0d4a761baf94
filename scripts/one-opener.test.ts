/**
 * One opener at a time, across processes (issue 17): with a server running on a data folder, a second
 * server, `npm run seed`, `npm run import` and `npm run restore` on the same folder all refuse and name
 * the server; the server keeps serving and its data stays readable. `npm run backup` asks the running
 * server for the backup, and the endpoint it uses answers nobody without the token.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from './bench/sessions';
import { DEMO_PASSWORD } from '../src/server/db/seed/index';
import { isFolderLocked, readLockHolder } from '../src/server/db/folder-lock';
import { BACKUP_TOKEN_HEADER } from '../src/server/features/backup/backup-access';
import {
  freePort,
  runScript,
  spawnServer,
  stopServer,
  waitUntilServing,
  type ServerProcess,
} from './test/server-process';

let dataDir: string;
let server: ServerProcess;
let backupFile: string;

async function residentCanReadTheirProfile(): Promise<void> {
  const { cookie } = await signInCustomer(server.url, 'resident@curbside.demo', DEMO_PASSWORD);
  const profile = await fetch(`${server.url}/api/me/profile`, { headers: { cookie } });
  expect(profile.status).toBe(200);
  expect(((await profile.json()) as { email: string }).email).toBe('resident@curbside.demo');
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-one-opener-'));
  server = spawnServer(dataDir, await freePort());
  await waitUntilServing(server);
}, 180_000);

afterAll(async () => {
  if (server) await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: dataDir });
const pgliteDir = () => path.join(dataDir, 'pglite');

describe('with a server running on the data folder', () => {
  it('a second server refuses, naming the first; the first keeps serving', async () => {
    const second = spawnServer(dataDir, await freePort());
    const code = await second.exited;
    expect(code).toBe(1);
    const holder = readLockHolder(pgliteDir())!;
    expect(holder.pid).toBe(server.child.pid);
    expect(second.output()).toContain(`is in use by process ${server.child.pid}`);
    expect(second.output()).toContain(`serving ${server.url}`);
    await residentCanReadTheirProfile();
  }, 120_000);

  it('npm run seed refuses and touches nothing', async () => {
    const run = await runScript('scripts/seed.ts', [], env());
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`is in use by process ${server.child.pid}`);
    await residentCanReadTheirProfile();
  }, 120_000);

  it('npm run import refuses and points to the admin area of the running server', async () => {
    const csv = path.join(dataDir, 'sites.csv');
    fs.writeFileSync(csv, 'SOURCE,CM04_CUST,CM04_SITE\n');
    const run = await runScript('scripts/import.ts', [csv], env());
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`is in use by process ${server.child.pid}`);
    expect(run.stderr).toContain(`${server.url}/admin/backoffice-import`);
    await residentCanReadTheirProfile();
  }, 120_000);

  it('npm run bench on the folder refuses with the message, not a stack trace (issue 27)', async () => {
    const run = await runScript('scripts/bench.ts', ['--data-dir', dataDir, '--requests', '1'], env());
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`is in use by process ${server.child.pid}`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, 120_000);

  it('npm run restore refuses while the server runs', async () => {
    const run = await runScript('scripts/restore.ts', [path.join(dataDir, 'sites.csv')], env());
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`is in use by process ${server.child.pid}`);
  }, 120_000);

  it('npm run backup asks the running server; its endpoint answers nobody without the token', async () => {
    const run = await runScript('scripts/backup.ts', [], env());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const match = /Backup written by the running server: (\S+)/.exec(run.stdout);
    backupFile = match![1]!;
    expect(backupFile.startsWith(path.join(dataDir, 'backups'))).toBe(true);
    expect(fs.statSync(backupFile).size).toBeGreaterThan(100_000);

    const endpoint = `${server.url}/api/internal/backup`;
    expect((await fetch(endpoint, { method: 'POST' })).status).toBe(404);
    expect(
      (await fetch(endpoint, { method: 'POST', headers: { [BACKUP_TOKEN_HEADER]: 'x'.repeat(64) } })).status,
    ).toBe(404);
    const token = fs.readFileSync(path.join(dataDir, 'backup-token'), 'utf8').trim();
    // through a proxy header it is not this machine's own request any more
    const proxied = await fetch(endpoint, {
      method: 'POST',
      headers: { [BACKUP_TOKEN_HEADER]: token, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(404);
  }, 180_000);
});

describe('after the server stops', () => {
  it('the folder is free, and the backup restores into it with the old folder kept aside', async () => {
    await stopServer(server);
    expect(isFolderLocked(pgliteDir())).toBe(false);
    const run = await runScript('scripts/restore.ts', [backupFile], env());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Restored .* \(\d+ customer profiles/);
    const aside = fs.readdirSync(dataDir).filter((n) => n.startsWith('pglite.before-restore-'));
    expect(aside).toHaveLength(1);

    server = spawnServer(dataDir, await freePort());
    await waitUntilServing(server);
    await residentCanReadTheirProfile();
  }, 240_000);
});
