/**
 * The back-office import in the admin area (issue 17): an admin uploads a CSV while the portal runs,
 * gets 202 and a run to poll, and the run ends with the same line-numbered report of rejected rows as
 * `npm run import`; only admins may import; a request without a file gets a clear 400.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectStatus, injectWithCookie, staffSessionCookie } from '../../test/sign-in';
import { staffUsers } from '../../db/schema';
import { backofficeImportMessages, type TBackofficeImportProgress } from '../../../domain/backoffice-import';

let t: TestApp;
let dataDir: string;
let adminCookie: string;
let serviceCookie: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-import-'));
  t = await createTestApp({ work: false, env: { DATA_DIR: dataDir } });
  await t.ctx.db.insert(staffUsers).values([
    { id: 'import-admin', name: 'Ivy Admin', email: 'ivy@hauler.test', role: 'admin', status: 'active' },
    {
      id: 'import-cs',
      name: 'Cal Service',
      email: 'cal@hauler.test',
      role: 'customerservice',
      status: 'active',
    },
  ] as never);
  adminCookie = await staffSessionCookie(t.ctx, 'ivy@hauler.test', 'Ivy Admin');
  serviceCookie = await staffSessionCookie(t.ctx, 'cal@hauler.test', 'Cal Service');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function upload(cookie: string, fileName: string, text: string) {
  const boundary = `----curbside${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/backoffice-import',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(text), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function finished(id: string): Promise<TBackofficeImportProgress> {
  for (let i = 0; i < 200; i++) {
    const res = await injectWithCookie(t.app, 'GET', `/api/admin/backoffice-import/${id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    const run = res.json() as TBackofficeImportProgress;
    if (run.state !== 'running') return run;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import did not finish');
}

describe('POST /api/admin/backoffice-import', () => {
  it('imports the sample file in the background with the line-numbered report of rejected rows', async () => {
    const sample = fs.readFileSync(path.resolve('test-fixtures/backoffice-sample.csv'), 'utf8');
    const res = await upload(adminCookie, 'sites.csv', sample);
    expect(res.statusCode).toBe(202);
    const started = res.json() as TBackofficeImportProgress;
    expect(started.fileName).toBe('sites.csv');
    expect(started.bytesTotal).toBe(Buffer.byteLength(sample));

    const run = await finished(started.id);
    expect(run.state).toBe('completed');
    expect(run.bytesRead).toBe(run.bytesTotal);
    expect(run.rowsRead).toBe(11);
    expect(run.rowsRejected).toBe(run.rejected.length);
    for (const row of run.rejected) expect(row.line).toBeGreaterThan(1);
    const sites = await t.ctx.database.executor.executeSql(
      `select count(*)::int as n from bo_sites where cm04_cust = '8812'`,
    );
    expect((sites.rows[0] as { n: number }).n).toBeGreaterThan(0);
    // the uploaded copy is removed once read
    expect(fs.readdirSync(path.join(dataDir, 'imports'))).toEqual([]);
  });

  it('reports a file it cannot import as a whole', async () => {
    const res = await upload(adminCookie, 'wrong.csv', 'NAME,CITY\nA,B\n');
    expect(res.statusCode).toBe(202);
    const run = await finished((res.json() as TBackofficeImportProgress).id);
    expect(run.state).toBe('error');
    expect(run.error).toMatch(/The header row is missing/);
  });

  it('needs a file, and the admin role', async () => {
    const empty = await injectWithCookie(t.app, 'POST', '/api/admin/backoffice-import', adminCookie);
    expect(empty.statusCode).toBe(400);
    expect((await upload(serviceCookie, 'sites.csv', 'x')).statusCode).toBe(403);
    const unknown = await expectStatus(
      t.app,
      ['GET', '/api/admin/backoffice-import/00000000-0000-4000-8000-000000000000'],
      adminCookie,
      404,
    );
    expect(unknown.json().message).toBe(backofficeImportMessages.notFound);
  });
});
