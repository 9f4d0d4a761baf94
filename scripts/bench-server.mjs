/**
 * The built server as its own process for the memory benchmarks (scripts/export-memory.mjs,
 * scripts/delivery-report-bench.mjs): started on a PostgreSQL URL or a PGlite data folder, waited
 * for, its resident memory read from /proc, and a staff session signed in through the development
 * identity provider in Chromium (the way a person signs in; the cookie is then used with fetch).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { serverNodeArgs } from './server-node-args.mjs';

/**
 * The command line of a memory benchmark: exactly one database (--database-url, or --data-dir for
 * the embedded one), --port (the script's own default), --server (another build) and the script's
 * own `options`. Exits with the usage of `npm run {script}` when the database is missing or doubled.
 */
export function parseBenchArgs({ script, port, options = {} }) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      // or the embedded database: a DATA_DIR whose pglite folder is seeded (npm run seed with DATA_DIR)
      'data-dir': { type: 'string' },
      port: { type: 'string', default: port },
      // another build of the server (its folder must hold ../web beside it, as dist/server does)
      server: { type: 'string', default: 'dist/server/main.js' },
      ...options,
    },
  });
  if (!values['database-url'] === !values['data-dir']) {
    console.error(`usage: npm run ${script} -- --database-url postgres://… | --data-dir FOLDER`);
    process.exit(2);
  }
  return values;
}

/** startBuiltServer on the server build, port and database the command line names. */
export function startBuiltServerOf(values) {
  return startBuiltServer({
    serverPath: values.server,
    port: Number(values.port),
    databaseUrl: values['database-url'],
    dataDir: values['data-dir'],
  });
}

/** Starts `serverPath` (e.g. dist/server/main.js) on `port` with one of the two databases. */
export function startBuiltServer({ serverPath, port, databaseUrl, dataDir }) {
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl ?? '',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  // with the flags `npm start` gives it (the heap cap on PostgreSQL)
  const server = spawn(process.execPath, [...serverNodeArgs(env), serverPath], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const status = () => readFileSync(`/proc/${server.pid}/status`, 'utf8');
  /** A field of /proc/<pid>/status in kB: VmRSS now, VmHWM the peak since start. */
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1] ?? 0);
  return { server, base: `http://127.0.0.1:${port}`, kb };
}

/** Waits (up to 150 s) until the server answers its health check. */
export async function waitUntilServing(base) {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('the server did not start');
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs `staffName` in at /admin/login with Debian's Chromium and returns the Cookie header. */
export async function signInStaff(port, staffName) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ baseURL: `http://localhost:${port}` });
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await page.getByRole('button', { name: new RegExp(staffName) }).click();
    await page.waitForURL(/\/admin(\/|$)/);
    return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await browser.close();
  }
}
