// `npm run lighthouse`: Lighthouse (mobile preset, the CLI's default) on the pages issue 9 budgets:
// /, /login, /register and, signed in as the demo resident, /Services. Each page is measured
// --runs times (3 by default) and the median of every figure is printed.
//
// It starts the built server itself (`npm run build` first) on a free port with a fresh temporary
// data folder, as the browser tests do, and stops it at the end. `--base-url URL` measures a server
// that is already running instead. Chromium: CHROME_PATH, or Debian's /usr/bin/chromium.
//
// usage: node scripts/lighthouse.mjs [--runs N] [--base-url URL] [--json FILE] [--page PATH]
// (--page measures only the page at PATH, e.g. --page /Services)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Lighthouse is fetched by npx rather than kept in devDependencies: one of its dependencies asks
// for another package at the `latest` tag, which breaks `npm ci` whenever that tag moves.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = '--headless=new --no-sandbox --disable-gpu';

/** The demo resident the seed creates (e2e/support/accounts.ts). */
const DEMO_RESIDENT = { email: 'resident@curbside.demo', password: 'Curbside!2026' };

const PAGES = [
  { name: '/', path: '/' },
  { name: '/login', path: '/login' },
  { name: '/register', path: '/register' },
  { name: '/Services (signed in)', path: '/Services', signedIn: true },
];

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

const runs = Number(option('--runs', '3'));
const jsonOut = option('--json', null);
const onlyPage = option('--page', null);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

/** Starts dist/server/main.js on a free port with a fresh data folder (it migrates and seeds). */
async function startServer() {
  if (!fs.existsSync(path.join(root, 'dist', 'server', 'main.js'))) {
    throw new Error('no dist/server/main.js: run `npm run build` first');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-lighthouse-'));
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C stops the server too
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** The session cookie of the demo resident, for Lighthouse's extra headers. */
async function signInCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_RESIDENT),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function runLighthouse(url, extraHeaders) {
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-flags=${chromeFlags}`,
  ];
  if (extraHeaders) args.push(`--extra-headers=${JSON.stringify(extraHeaders)}`);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--yes', LIGHTHOUSE, ...args], {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} on ${url}`));
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again. */
async function runWithRetry(url, extraHeaders, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, extraHeaders);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stderr.write(`${error instanceof Error ? error.message : error}; trying again\n`);
    }
  }
}

/** The figures of one report; scores 0–100, times in ms. */
function figures(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(report.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null)
        .filter((ref) => (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}: ${ref.id} (${report.audits[ref.id].title})`),
    );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    speedIndex: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    failing,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const given = option('--base-url', null);
  const server = given ? { baseUrl: given.replace(/\/$/, ''), stop: () => {} } : await startServer();
  const results = [];
  try {
    if (given) await waitForHealth(server.baseUrl, null, 10_000);
    const cookie = await signInCookie(server.baseUrl);
    for (const page of PAGES.filter((p) => onlyPage === null || p.path === onlyPage)) {
      const url = `${server.baseUrl}${page.path}`;
      const reports = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stderr.write(`lighthouse ${page.name} run ${run}/${runs}…\n`);
        reports.push(figures(await runWithRetry(url, page.signedIn ? { Cookie: cookie } : undefined)));
      }
      const pick = (key) => median(reports.map((r) => r[key]));
      results.push({
        page: page.name,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        fcpMs: Math.round(pick('fcp')),
        lcpMs: Math.round(pick('lcp')),
        tbtMs: Math.round(pick('tbt')),
        speedIndexMs: Math.round(pick('speedIndex')),
        cls: Number(pick('cls').toFixed(3)),
        failing: [...new Set(reports.flatMap((r) => r.failing))],
        runs: reports.map(({ failing: _, ...figures }) => figures),
      });
    }
  } finally {
    server.stop();
  }

  const header = ['page', 'perf', 'a11y', 'best pr.', 'FCP', 'LCP', 'TBT', 'SI', 'CLS'];
  const rows = results.map((r) => [
    r.page,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    `${(r.fcpMs / 1000).toFixed(1)} s`,
    `${(r.lcpMs / 1000).toFixed(1)} s`,
    `${r.tbtMs} ms`,
    `${(r.speedIndexMs / 1000).toFixed(1)} s`,
    r.cls.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  for (const r of results.filter((result) => result.failing.length > 0)) {
    console.log(`\n${r.page} — audits not passed:\n  ${r.failing.join('\n  ')}`);
  }
  if (jsonOut) fs.writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
