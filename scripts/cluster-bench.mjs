/**
 * node scripts/cluster-bench.mjs [--database-url postgres://postgres@127.0.0.1:5432/test]
 *   [--instances 1,2,3] [--seconds 20] [--connections 8] [--server dist/server/main.js]
 *
 * Requests per second through Debian's nginx with one, two and three instances of the built server on
 * one PostgreSQL database (issue 30), for the signed-in `GET /api/services` and the server-rendered
 * `GET /Services` (counted apart: pages rendered on the server, and bare pages sent when eight renders
 * wait). The instances and nginx are started as scripts/cluster.test.ts starts them
 * (scripts/cluster-support.mjs); the database is a fresh one with the demo hauler, dropped at the end.
 *
 * The load is a keep-alive loop of `--connections` concurrent requests in this process. During each
 * run the CPU time of the instances, of nginx, of this process and of the PostgreSQL backends serving
 * the benchmark's database (their command line names it) is read from /proc, and printed as cores
 * (1.00 = one core busy the whole run). The one-minute load average is printed before and after.
 * Needs `npm run build` first.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, startInstance, startNginx, stopped } from './cluster-support.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    instances: { type: 'string', default: '1,2,3' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '8' },
    server: { type: 'string', default: 'dist/server/main.js' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const counts = values.instances.split(',').map(Number);
const server = path.resolve(values.server);
if (!fs.existsSync(server)) throw new Error(`${server} is missing: npm run build first`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-cluster-bench-'));
const dbName = `curbside_cluster_bench_${Date.now().toString(36)}`;
const adminUrl = values['database-url'];
const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const TICK = 100; // USER_HZ on Linux

/** utime + stime (in ticks) of a process, 0 when it is gone. */
function cpuTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** PostgreSQL backends whose process title names the benchmark's database. */
function postgresBackends() {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.startsWith('postgres:') && cmdline.includes(` ${dbName} `)) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

/** `pid` and its children (nginx's master and its worker). */
function withChildren(pid) {
  const pids = [pid];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

/** Total CPU ticks of each group; backends may come and go, so they are listed at both ends. */
function sampleCpu(groups) {
  const sample = {};
  for (const [name, pids] of Object.entries(groups)) {
    sample[name] = new Map(pids().map((pid) => [pid, cpuTicks(pid)]));
  }
  return sample;
}
function cpuCores(before, after, elapsedS) {
  const cores = {};
  for (const name of Object.keys(after)) {
    let ticks = 0;
    for (const [pid, end] of after[name]) ticks += end - (before[name].get(pid) ?? 0);
    cores[name] = ticks / TICK / elapsedS;
  }
  return cores;
}

/** `connections` loops of keep-alive GETs for `seconds`; answers requests/s and the bodies' kinds. */
async function load(port, urlPath, cookie, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses = new Map();
  let rendered = 0;
  let done = 0;
  const latencies = [];
  const end = Date.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent, headers: { cookie } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          latencies.push(performance.now() - started);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (Buffer.concat(chunks).includes('id="page-data"')) rendered += 1;
          done += 1;
          resolve();
        });
      });
      req.on('error', () => {
        statuses.set('error', (statuses.get('error') ?? 0) + 1);
        resolve();
      });
    });
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]?.toFixed(1);
  return {
    rps: done / elapsed,
    elapsed,
    statuses: Object.fromEntries(statuses),
    rendered,
    p50: pct(0.5),
    p95: pct(0.95),
  };
}

const instances = [];
let nginx = null;
let admin;
try {
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const nginxPort = await freePort();
  const base = `http://127.0.0.1:${nginxPort}`;
  const cluster = {
    work,
    server,
    base,
    dbUrl,
    authSecret: randomBytes(32).toString('base64url'),
    metricsToken: 'cluster-bench',
  };
  for (const name of ['a', 'b', 'c'].slice(0, Math.max(...counts))) {
    instances.push({ name, port: await freePort(), metricsPort: await freePort(), child: null });
  }
  // the first migrates and seeds the demo hauler; the others start on the ready database
  await startInstance(instances[0], cluster);
  await Promise.all(instances.slice(1).map((i) => startInstance(i, cluster)));

  console.log(`cluster-bench: ${seconds} s per run, ${connections} connections, ${os.cpus().length} CPUs`);
  for (const n of counts) {
    if (nginx) {
      nginx.kill('SIGTERM');
      await stopped(nginx);
    }
    nginx = await startNginx(work, nginxPort, instances.slice(0, n));
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'resident@curbside.demo', password: 'Curbside!2026' }),
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const groups = {
      instances: () => instances.slice(0, n).map((i) => i.child.pid),
      nginx: () => withChildren(nginx.pid),
      postgres: postgresBackends,
      client: () => [process.pid],
    };
    for (const urlPath of ['/api/services', '/Services']) {
      // every instance renders once (the renderer loads on the first page) and warms its caches
      await load(nginxPort, urlPath, cookie, 3);
      const loadBefore = os.loadavg()[0];
      const before = sampleCpu(groups);
      const result = await load(nginxPort, urlPath, cookie, seconds);
      const cpu = cpuCores(before, sampleCpu(groups), result.elapsed);
      const loadAfter = os.loadavg()[0];
      const cores = Object.entries(cpu)
        .map(([k, v]) => `${k} ${v.toFixed(2)}`)
        .join(', ');
      console.log(
        `${n} instance(s) ${urlPath.padEnd(14)} ${result.rps.toFixed(1)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  ` +
          `statuses ${JSON.stringify(result.statuses)}${urlPath === '/Services' ? ` rendered ${result.rendered}` : ''}  ` +
          `CPU cores: ${cores}  load ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}`,
      );
    }
  }
} finally {
  nginx?.kill('SIGTERM');
  for (const instance of instances) instance.child?.kill('SIGTERM');
  await Promise.all(instances.map((i) => (i.child ? stopped(i.child) : null)));
  if (nginx) await stopped(nginx);
  await admin?.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
  await admin?.end();
  fs.rmSync(work, { recursive: true, force: true });
}
