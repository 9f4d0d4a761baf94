// `npm run bench:serving-memory` (issue 33 §4): the resident memory of the built server on the embedded
// database while it serves. A new data folder with the demo hauler; the server's RSS once it is ready
// and has settled (idle), its peak and last RSS while `npm run bench -- --url` loads the signed-in
// Services page and its services answer from another process (loaded), and its RSS once the load has
// stopped (after). V8's heap and the memory outside it (PGlite's WebAssembly memory is an
// ArrayBuffer, counted as external) come from the server's own /metrics. Run `npm run build` first.
// Linux only (reads /proc).
//
// With --restart the measured server is the second start on the folder (no migration or seeding),
// as a server runs most of its life.
//
// usage: node scripts/serving-memory.mjs [--port P] [--duration S] [--rounds N] [--restart]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverNodeArgs } from './server-node-args.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3500' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    restart: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const metricsPort = port + 1;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const status = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function heap() {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const metric = (name) =>
    Number(new RegExp(`^curbside_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  return { v8: metric('nodejs_heap_size_used_bytes'), external: metric('nodejs_external_memory_bytes') };
}

async function snapshot(pid, label) {
  const { v8, external } = await heap();
  const row = { label, rss: status(pid, 'VmRSS'), v8, external, load: loadavg() };
  process.stderr.write(
    `${label}: RSS ${row.rss.toFixed(0)} MB (V8 heap used ${v8.toFixed(0)} MB, external ${external.toFixed(0)} MB), load ${row.load}\n`,
  );
  return row;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-serving-memory-'));
// the server's own Node flags, as `npm start` gives them (scripts/server-node-args.mjs)
const start = () =>
  spawn(process.execPath, [...serverNodeArgs({ ...process.env, DATABASE_URL: '' }), 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

async function ready(child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
}

if (values.restart) {
  const first = start();
  const firstExited = new Promise((resolve) => first.on('exit', resolve));
  await ready(first);
  first.kill('SIGTERM');
  await firstExited;
}
const server = start();
const exited = new Promise((resolve) => server.on('exit', resolve));
// stopped from outside (Ctrl-C, a timeout): the server and its folder go too
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.kill('SIGTERM');
    void exited.then(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(1);
    });
  });
}
try {
  await ready(server);
  await sleep(10_000);
  const rows = [await snapshot(server.pid, 'idle (ready, 10 s later)')];
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, status(server.pid, 'VmRSS'))), 250);
  for (let round = 1; round <= Number(values.rounds); round++) {
    const bench = spawn(
      'npx',
      [
        'tsx',
        'scripts/bench.ts',
        '--url',
        `http://127.0.0.1:${port}`,
        '--only',
        'ervices (',
        '--duration',
        values.duration,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    bench.stdout.on('data', (chunk) => (out += chunk));
    const code = await new Promise((resolve) => bench.on('exit', resolve));
    if (code !== 0) throw new Error(`the bench exited with ${code}:\n${out}`);
    process.stderr.write(
      out
        .split('\n')
        .filter((line) => line.startsWith('| GET'))
        .join('\n') + '\n',
    );
    rows.push(await snapshot(server.pid, `after load round ${round}`));
  }
  clearInterval(sampler);
  await sleep(10_000);
  rows.push(await snapshot(server.pid, 'idle again (10 s after the load)'));
  console.log(`| moment | RSS | V8 heap used | external (WebAssembly, buffers) |`);
  console.log('| --- | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.rss.toFixed(0)} MB | ${row.v8.toFixed(0)} MB | ${row.external.toFixed(0)} MB |`,
    );
  }
  console.log(`| peak under load (RSS sampled every 250 ms) | ${peak.toFixed(0)} MB | | |`);
  console.log(
    `peak RSS of the process (VmHWM, start included): ${status(server.pid, 'VmHWM').toFixed(0)} MB`,
  );
} finally {
  server.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
