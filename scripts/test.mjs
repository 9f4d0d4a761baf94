// `npm test`: every test. Unit and API tests on PGlite, then the server tests again on PostgreSQL beside
// the browser journeys in Chromium against the built app. With CI=true nothing may be skipped: a missing
// PostgreSQL or Chromium fails the run. Ends with one line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

const CI = process.env.CI === 'true';
const startedAt = Date.now();
const results = [];
fs.mkdirSync('test-results', { recursive: true });

/** Seconds each phase took, printed with the summary (the CI budget is 30 minutes in all). */
const phaseSeconds = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  phaseSeconds.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

/** Runs a phase with its output on this terminal, without blocking the phase beside it. */
function runInForeground(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  return timedChild(label, spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }));
}

/** Runs a phase with its output in `logFile`, printed in one piece when it ends. */
function runInBackground(label, cmd, args, env, logFile) {
  console.log(`\n=== ${label}: running beside the next phase, output in ${logFile} ===`);
  const fd = fs.openSync(logFile, 'w');
  const child = spawn(cmd, args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  return timedChild(label, child).then((ok) => {
    fs.closeSync(fd);
    console.log(`\n=== ${label}: output ===\n${fs.readFileSync(logFile, 'utf8')}`);
    return ok;
  });
}

function timedChild(label, child) {
  const started = Date.now();
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('exit', (code) => {
      phaseSeconds.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code === 0);
    });
  });
}

function vitestCounts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrors ?? 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

function playwrightCounts(file) {
  try {
    const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
    // a journey that passed only on its retry counts as passed, and is named in the summary: a flaky
    // journey is a defect to fix, not to retry
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, flaky: stats.flaky };
  } catch {
    return { passed: 0, failed: 1, flaky: 0 };
  }
}

function skipOrFail(what, why) {
  if (CI) {
    console.error(`\n${what} is required when CI=true: ${why}`);
    results.push({ label: what, passed: 0, failed: 1 });
  } else {
    console.warn(`\n${what} skipped: ${why}. (With CI=true this fails the run.)`);
  }
}

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];

// 0. build first: the browser journeys need it, and the process-level tests of the embedded database
// (scripts/*.test.ts: one opener at a time, crash safety) start the built server, which starts in about
// a second where tsx would compile the sources on each of their dozens of starts
const built = run('build', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
if (!built) results.push({ label: 'build', passed: 0, failed: 1 });
const serverEnv = built ? { CURBSIDE_TEST_SERVER: 'dist' } : {};

// 1. everything on the embedded database, one worker: the PostgreSQL run (2) keeps the other core
async function pgliteRun() {
  const out = 'test-results/vitest-pglite.json';
  const ok = await runInForeground(
    'unit and API tests (PGlite)',
    process.execPath,
    [...vitest, '--maxWorkers=1', '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    serverEnv,
  );
  results.push({ label: 'PGlite', ...vitestCounts(out), ok });
}

// 1 and 2 run side by side, one core each, and the browser journeys (3) after them, on both cores.
// The journeys beside the PostgreSQL run took twice as long as alone, and it twice as long beside
// them (load 10-16 on two cores: 1,650 s of journeys and 1,782 s of PostgreSQL after 473 s of PGlite;
// docs/ARCHITECTURE.md, "Tests"). The PostgreSQL run's output goes to a file, printed when it ends,
// so the logs do not interleave.

// 2. the server's tests on PostgreSQL
async function postgresPhase() {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    skipOrFail('The PostgreSQL run', `cannot connect to ${url} (${error.message})`);
    return;
  }
  const out = 'test-results/vitest-postgres.json';
  const log = 'test-results/vitest-postgres.log';
  const ok = await runInBackground(
    'server tests (PostgreSQL)',
    process.execPath,
    // one worker: the PGlite run beside it keeps the other core
    [
      ...vitest,
      'src/server',
      // three instances behind nginx on one database (issue 30)
      'scripts/cluster.test.ts',
      '--maxWorkers=1',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    { TEST_DATABASE_URL: url },
    log,
  );
  results.push({ label: 'PostgreSQL', ...vitestCounts(out), ok });
}

// 3. browser journeys
async function browserPhase() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    skipOrFail('The browser journeys', `no Chromium at ${chromium} (apt-get install chromium)`);
    return;
  }
  if (!built) {
    skipOrFail('The browser journeys', 'the build failed');
    return;
  }
  // Two shards side by side, each with its own server and database on its own port
  // (playwright.config.ts): a shard keeps about one core busy (Chromium, the runner and the server);
  // Playwright splits the journeys by count, in order.
  const firstPort = Number(process.env.E2E_PORT ?? 3100);
  const shards = [1, 2].map((shard) => ({ shard, port: firstPort + shard - 1 }));
  // the shards claim the pages they scan for accessibility in one folder, so no page is scanned
  // twice (e2e/support/test.ts); a fresh one for each run
  const scannedDir = `test-results/a11y-scanned-${firstPort}`;
  fs.rmSync(scannedDir, { recursive: true, force: true });
  const runShard = ({ shard, port }) => {
    const args = ['node_modules/@playwright/test/cli.js', 'test', `--shard=${shard}/${shards.length}`];
    const label = `browser journeys (Chromium), shard ${shard}/${shards.length}`;
    const env = { E2E_PORT: String(port), E2E_SCANNED_DIR: scannedDir };
    // the first shard's output on this terminal, the others' printed when they end
    return shard === 1
      ? runInForeground(label, process.execPath, args, env)
      : runInBackground(label, process.execPath, args, env, `test-results/playwright-${port}.log`);
  };
  const finished = await Promise.all(shards.map(runShard));
  // playwright.config.ts writes each shard's JSON report to a file named by its port
  const counts = shards.map(({ port }) => playwrightCounts(`test-results/playwright-${port}.json`));
  results.push({
    label: 'Chromium',
    passed: counts.reduce((sum, c) => sum + c.passed, 0),
    failed: counts.reduce((sum, c) => sum + c.failed, 0),
    flaky: counts.reduce((sum, c) => sum + c.flaky, 0),
    ok: finished.every(Boolean),
  });
}

await Promise.all([pgliteRun(), postgresPhase()]);
await browserPhase();

let passed = 0;
let failed = 0;
console.log('\n=== summary ===');
for (const r of results) {
  // a runner that exits non-zero with no failed test (a crash, a load error) still counts as a failure
  const extra = r.ok === false && r.failed === 0 ? 1 : 0;
  const flaky = r.flaky ? ` (${r.flaky} of them only on a retry: flaky)` : '';
  console.log(`${r.label}: ${r.passed} passed${flaky}, ${r.failed + extra} failed`);
  passed += r.passed;
  failed += r.failed + extra;
}
console.log(
  `time per phase: ${phaseSeconds.join('; ')}; in all ${Math.round((Date.now() - startedAt) / 1000)} s`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
