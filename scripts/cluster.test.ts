/**
 * Three instances of the built server on one PostgreSQL database behind Debian's nginx in round robin
 * (issue 30, DESIGN "Scaling past one machine"). What a hauler's installation with several instances
 * relies on:
 *
 * 1. A session made through one instance holds on all; a sign-out on one ends it on every other at
 *    once (their session caches hear it, auth/session-revocations.ts).
 * 2. A service map uploaded through one instance is served by all (files in the database); removed,
 *    it is gone from all.
 * 3. Service requests filed across the three reach the back office once each.
 * 4. One instance SIGKILLed during a load and another restarted with SIGTERM: no acknowledged request
 *    is lost, no ticket is filed twice, and the SIGTERM restart costs the clients no error.
 * 5. Each instance's metrics show the requests and the job tries it handled.
 *
 * Runs in the PostgreSQL phase of `npm test` (vitest.config.ts includes it only there), on `dist`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/server/auth/crypto';
import { CUSTOMER_COOKIE, CUSTOMER_SESSION_CACHE_MS, STAFF_COOKIE } from '../src/server/auth/sessions';
import {
  NGINX,
  freePort,
  startInstance as startClusterInstance,
  startNginx,
  stopped,
  until,
  writeNginxConfig,
  type Cluster,
  type ClusterInstance,
} from './cluster-support.mjs';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SERVER = path.resolve('dist/server/main.js');
const AUTH_SECRET = randomBytes(32).toString('base64url');
const METRICS_TOKEN = 'cluster-metrics-token';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-cluster-'));
const dbName = `curbside_cluster_${Date.now().toString(36)}`;
const dbUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

const instances: ClusterInstance[] = [];
let nginx: ChildProcess | null = null;
/** Instances taken out of the balancer (`down`) while they restart, as an operator does. */
const drained = new Set<string>();
let nginxPort = 0;

/**
 * A rolling restart's first step with nginx (which has no readiness checks of its own): the instance is
 * marked `down` and nginx reloads, so new requests go to the others; requests already sent to it still
 * finish. Without it, a connection nginx opened just as the instance closed its listener is reset with
 * the request sent, and nginx does not retry a POST (docs/operations.md, "Running several instances").
 */
async function drain(name: string, down: boolean) {
  if (down) drained.add(name);
  else drained.delete(name);
  writeNginxConfig(work, nginxPort, instances, drained);
  const reload = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-s', 'reload']);
  expect(await stopped(reload)).toBe(0);
  // the reload is done when the old workers have gone: until then a worker with the old
  // configuration may still pass a request that arrived on a kept-alive connection to the drained
  // instance, which a moment later closes (a 502 in run 3 of 2026-12-05)
  await until('nginx to reload', async () => (await fetch(`${base}/api/health`)).ok || undefined);
  await until('the old nginx workers to finish', async () => workersOf(nginx!.pid!) === 1 || undefined);
}

/** How many worker processes the nginx master `pid` has (its children, from /proc). */
function workersOf(pid: number): number {
  let count = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": the parent is the second field after the command's closing bracket
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) count++;
    } catch {
      // the process ended while the list was read
    }
  }
  return count;
}
let base = '';
let db: pg.Client;

const cluster = (): Cluster => ({
  work,
  server: SERVER,
  base,
  dbUrl,
  authSecret: AUTH_SECRET,
  metricsToken: METRICS_TOKEN,
});
const startInstance = (instance: ClusterInstance) => startClusterInstance(instance, cluster());

/** A browser-less client through nginx with a cookie jar of one cookie. */
async function call(
  method: string,
  url: string,
  cookie?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return res;
}

/** A session row as sign-in writes it, for customers the demo seed made without a password. */
async function customerCookie(uid: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into auth_sessions (token_hash, kind, uid, created_at, expires_at) values ($1, 'customer', $2, now(), now() + interval '1 day')`,
    [hashToken(token), uid],
  );
  return `${CUSTOMER_COOKIE}=${token}`;
}

async function staffCookie(email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into auth_sessions (token_hash, kind, staff_subject, staff_email, staff_name, created_at, expires_at)
     values ($1, 'staff', $2, $3, 'Cluster Admin', now(), now() + interval '1 day')`,
    [hashToken(token), `test:${email}`, email],
  );
  return `${STAFF_COOKIE}=${token}`;
}

async function scrape(instance: ClusterInstance): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.status).toBe(200);
  return res.text();
}

const sumOf = (metrics: string, pattern: RegExp) =>
  [...metrics.matchAll(pattern)].reduce((sum, m) => sum + Number(m[1]), 0);

beforeAll(async () => {
  for (const [what, file] of [
    ['the built server (npm run build)', SERVER],
    ["Debian's nginx (apt-get install nginx)", NGINX],
  ] as const) {
    if (!fs.existsSync(file)) throw new Error(`the cluster test needs ${what}: ${file} is missing`);
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();

  nginxPort = await freePort();
  base = `http://127.0.0.1:${nginxPort}`;
  for (const name of ['a', 'b', 'c']) {
    instances.push({ name, port: await freePort(), metricsPort: await freePort(), child: null });
  }
  // the first migrates and seeds the demo hauler; the others start on the ready database
  await startInstance(instances[0]!);
  await Promise.all(instances.slice(1).map(startInstance));
  nginx = await startNginx(work, nginxPort, instances);
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
}, 240_000);

afterAll(async () => {
  await db?.end().catch(() => undefined);
  nginx?.kill('SIGTERM');
  for (const instance of instances) instance.child?.kill('SIGKILL');
  await Promise.all(instances.map((i) => (i.child ? stopped(i.child) : null)));
  if (nginx) await stopped(nginx);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  fs.rmSync(work, { recursive: true, force: true });
}, 120_000);

describe('three instances behind nginx on one PostgreSQL', () => {
  it('keeps a session on every instance, and a sign-out on one ends it on all at once', async () => {
    const login = await call('POST', '/api/auth/login', undefined, {
      email: 'resident@curbside.demo',
      password: 'Curbside!2026',
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // six requests in round robin: each instance answers (and caches the session) twice
    for (let i = 0; i < 6; i++) {
      const session = await (await call('GET', '/api/session', cookie)).json();
      expect(session.customer?.uid).toBe('demo-resident-1');
    }
    expect((await call('POST', '/api/auth/logout', cookie)).status).toBeLessThan(300);
    const signedOutAt = Date.now();
    // Every instance forgets the session when PostgreSQL's notice of the sign-out reaches it: a few
    // milliseconds after the commit, later on a machine under load. Each instance is asked directly
    // until it answers signed out; that must happen well before its cache would have let the session
    // go by itself (CUSTOMER_SESSION_CACHE_MS, 5 s after the calls above filled it), or the notice did
    // not work.
    for (const instance of instances) {
      for (;;) {
        const res = await fetch(`http://127.0.0.1:${instance.port}/api/session`, { headers: { cookie } });
        if (((await res.json()).customer ?? null) === null) break;
        expect(Date.now() - signedOutAt, `${instance.name} still honours the ended session`).toBeLessThan(
          CUSTOMER_SESSION_CACHE_MS / 2,
        );
      }
    }
  });

  it('serves a service map uploaded through one instance from every instance, and from none once removed', async () => {
    const staff = await staffCookie('admin@curbside.demo');
    const { rows } = await db.query<{ id: string }>('select id from portal_setups order by id limit 1');
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'map.png');
    const upload = await fetch(`${base}/api/admin/content/${rows[0]!.id}/service-map`, {
      method: 'POST',
      headers: { cookie: staff },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    for (let i = 0; i < 3; i++) {
      const res = await call('GET', new URL(url, base).pathname);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    }
    const name = path.basename(new URL(url, base).pathname);
    await db.query('delete from stored_files where area = $1 and name = $2', ['service-maps', name]);
    for (let i = 0; i < 3; i++) expect((await call('GET', new URL(url, base).pathname)).status).toBe(404);
  });

  it('files requests sent across the instances once each, with one instance killed and one restarted gracefully', async () => {
    const { rows: candidates } = await db.query<{ uid: string }>(
      `select p.uid from customer_profiles p
        where p.entry_type = 'CustomerProfile' and p.cm04_site is not null and p.address_released_at is null
        order by p.uid limit 200`,
    );

    /** One request with its key; a 502 from an instance killed mid-request is retried with the same key. */
    const acknowledged = new Map<string, string>();
    const errors: Array<{ phase: string; status: number; message: string }> = [];
    let transportRetries = 0;
    let phase = 'warm';
    const send = async (cookie: string, attempts = 5) => {
      const key = randomUUID();
      for (let attempt = 0; attempt < attempts; attempt++) {
        const res = await call(
          'POST',
          '/api/services/trash/requests/missed-pickup',
          cookie,
          { subject: 'Cart not emptied', details: 'Cluster test.' },
          { 'idempotency-key': key },
        ).catch(() => null);
        if (res && res.status < 300) {
          acknowledged.set(key, ((await res.json()) as { requestId: string }).requestId);
          return;
        }
        // no answer at all: the kept-alive connection to nginx was closed under the request (nginx's
        // reload closes its idle connections); a browser sends such a request again by itself, so
        // it is retried here too and is no error a person sees. An answer with an error status is.
        if (!res) {
          transportRetries++;
          continue;
        }
        errors.push({ phase, status: res.status, message: (await res.text()).slice(0, 160) });
      }
    };
    // 40 customers whose trash service takes a missed-pickup report now (not every demo customer's
    // does: a service not started yet, a plan without it); each one's first request is part of the 1,000
    const cookies: string[] = [];
    for (const candidate of candidates) {
      if (cookies.length === 40) break;
      const cookie = await customerCookie(candidate.uid);
      const before = acknowledged.size;
      phase = 'pick';
      await send(cookie, 1);
      if (acknowledged.size > before) cookies.push(cookie);
    }
    expect(cookies.length).toBe(40);
    errors.length = 0;
    const load = async (perCustomer: number, during?: () => Promise<void>) => {
      const work = cookies.map(async (cookie) => {
        for (let n = 0; n < perCustomer; n++) await send(cookie);
      });
      await Promise.all([...work, during?.()]);
    };

    // 3. 280 more with all three up
    phase = 'all up';
    await load(7);
    expect(errors).toEqual([]);

    // 4a. instance c is killed in the middle of 320 more
    phase = 'kill';
    await load(8, async () => {
      await until('a third of the load', async () => acknowledged.size >= 320 + 100 || undefined);
      instances[2]!.child!.kill('SIGKILL');
    });

    // 4b. instance b restarts gracefully in the middle of 360 more: no client sees an error
    const errorsBefore = errors.length;
    phase = 'graceful restart';
    await load(9, async () => {
      await until('a third of the load', async () => acknowledged.size >= 640 + 120 || undefined);
      const b = instances[1]!;
      await drain('b', true);
      b.child!.kill('SIGTERM');
      expect(await stopped(b.child!)).toBe(0);
      await startInstance(b);
      await drain('b', false);
    });
    expect(errors.slice(errorsBefore)).toEqual([]);
    // a handful at most: only requests caught on a connection nginx was closing
    expect(transportRetries).toBeLessThan(50);
    expect(acknowledged.size).toBe(1000);

    // every acknowledged request ends filed, each with its own ticket in the back office
    await until(
      'every request filed',
      async () => {
        const { rows } = await db.query<{ n: string }>(
          `select count(*) as n from service_requests where status = 'filed' and id = any($1::text[])`,
          [[...acknowledged.values()]],
        );
        return Number(rows[0]!.n) === acknowledged.size || undefined;
      },
      180_000,
    );
    const { rows: tickets } = await db.query<{ n: string; keys: string }>(
      `select count(*) as n, count(distinct idempotency_key) as keys from bo_issues`,
    );
    const { rows: filed } = await db.query<{ n: string }>(`select count(*) as n from service_requests`);
    expect(Number(tickets[0]!.n)).toBe(Number(filed[0]!.n));
    expect(Number(tickets[0]!.keys)).toBe(Number(tickets[0]!.n));
    expect(Number(filed[0]!.n)).toBe(acknowledged.size);
  }, 600_000);

  it('reports on each instance the requests and job tries it handled', async () => {
    // c was killed; b restarted (its counters started again, and nginx skips an instance for 2 s
    // after it failed to connect): requests go on until b has answered one
    const cookie = await customerCookie('demo-resident-1');
    const servicesServed = (metrics: string) =>
      sumOf(
        metrics,
        /curbside_http_requests_total\{method="GET",route="\/api\/services",status="200"\} (\d+)/g,
      );
    // round robin sends the calls to a and b in turn: each shows what it served once both have served
    // one (a single call landing on b, when a had served none before, once made a flaky "1 > 1")
    const [a, b] = await until('a and b to serve a request each', async () => {
      expect((await call('GET', '/api/services', cookie)).status).toBe(200);
      const scraped = await Promise.all(instances.slice(0, 2).map(scrape));
      return scraped.every((metrics) => servicesServed(metrics) > 0) ? scraped : undefined;
    });
    // a served the whole run: its share of the 1,000 requests and of the jobs they made
    expect(
      sumOf(
        a!,
        /curbside_http_requests_total\{method="POST",route="\/api\/services\/:serviceType\/requests\/:kind",status="20\d"\} (\d+)/g,
      ),
    ).toBeGreaterThan(100);
    expect(sumOf(a!, /curbside_job_tries_total\{[^}]*outcome="completed"\} (\d+)/g)).toBeGreaterThan(0);
    // the shared gauges read the same database on every instance
    expect(a).toContain('curbside_service_requests_outbox{status="failed"} 0');
    expect(b).toContain('curbside_service_requests_outbox{status="failed"} 0');
  });
});
