// `npm run bench:first-start`: the peak memory (VmHWM) and time to ready of the built server on the
// embedded database, first on a new data folder (migrate and seed the demo) and then restarted on the
// same folder. Issue 9's budget: under 512 MB for the first start, so a small container runs the demo.
// Run `npm run build` first. Linux only (reads /proc).
//
// usage: node scripts/first-start-memory.mjs [--runs N]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startOnce(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readySeconds = (performance.now() - started) / 1000;
  const peakMb =
    Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;
  child.kill('SIGTERM');
  await exited;
  return { readySeconds, peakMb };
}

const rows = [];
for (let run = 1; run <= runs; run++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-first-start-'));
  try {
    const first = await startOnce(dataDir);
    const restart = await startOnce(dataDir);
    rows.push({ run, first, restart });
    process.stderr.write(
      `run ${run}/${runs}: first ${first.peakMb.toFixed(0)} MB, restart ${restart.peakMb.toFixed(0)} MB\n`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log('| start | peak RSS (median) | ready in (median) |');
console.log('| --- | ---: | ---: |');
for (const kind of ['first', 'restart']) {
  const peak = median(rows.map((r) => r[kind].peakMb));
  const ready = median(rows.map((r) => r[kind].readySeconds));
  console.log(
    `| ${kind === 'first' ? 'first start (migrate + seed)' : 'restart'} | ${peak.toFixed(0)} MB | ${ready.toFixed(1)} s |`,
  );
}
