/**
 * npm run bench [-- options]
 *
 * Measures the hot API paths. By default it builds the app in this process on a database (--database-url,
 * else DATABASE_URL, else a fresh PGlite in a temporary folder), seeds the demo hauler and optionally
 * --customers N load-test profiles, listens on 127.0.0.1 on a random port, signs in as demo customers
 * and an admin, and runs a bounded load against each endpoint from a worker thread. With --url it
 * measures a server that is already running (this machine only).
 *
 *   --url http://127.0.0.1:3000   bench a running server instead (customers sign in with the demo
 *                                 password; staff through the built-in provider, or a session row
 *                                 when --database-url names the server's database)
 *   --database-url postgres://…   database to build the app on (or to insert the staff session into)
 *   --customers N                 add N load-test customer profiles before the run (in-process only)
 *   --duration S                  seconds per endpoint (default 10)
 *   --requests N                  requests per endpoint (default 2000); whichever ends first
 *   --concurrency N               requests in flight (default 16)
 *   --warmup N                    unmeasured requests per endpoint first (default 100)
 *   --only TEXT                   only endpoints whose label contains TEXT
 *   --keep                        keep the temporary PGlite folder (its path is printed)
 *   --data-dir DIR                use (and keep) this DATA_DIR instead of a temporary one: its PGlite
 *                                 database, seeded once (e.g. DATA_DIR=DIR npm run seed -- --customers N),
 *                                 serves several runs
 *   --no-compression              ask for uncompressed answers (Accept-Encoding: identity), as autocannon
 *                                 does; by default the client asks for gzip like a browser, and the app
 *                                 and the bare server both compress answers over 1 KB
 *
 * npm run bench -- --jobs [options]   the job benchmark instead (scripts/bench/jobs-bench.ts):
 *   --requests N                  missed-pickup requests (default 1000)
 *   --concurrency N               requests in flight (default 16)
 *   --failure-rate F              share of back-office calls that fail (default 0.25)
 *   --slow-failure-rate F         share that fail only after the back-office time limit (default 0)
 *   --bulk-mails N                confirmation mails queued before the registration code (default 500)
 *   --mail-delay-ms N             time the mail adapter takes per message (default 200)
 *   --database-url postgres://…   on PostgreSQL (else a fresh PGlite in a temporary folder)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/server/config';
import { buildApp, composeContext } from '../src/server/app';
import type { AppContext } from '../src/server/app-context';
import { closeContext } from '../src/server/context';
import { openDatabase, type Database } from '../src/server/db/client';
import { FolderLockedError } from '../src/server/db/folder-lock';
import { DatabaseOpenError } from '../src/server/db/open-failure';
import { DEMO_PASSWORD, seedDemo, seedLoadCustomers } from '../src/server/db/seed/index';
import { readShippedList } from '../src/server/features/what-goes-where/waste-guide-csv';
import {
  HAULER_LIST,
  createWasteGuideRepository,
} from '../src/server/features/what-goes-where/waste-guide-repository';
import { assertLocalTarget } from './bench/load';
import { runLoadInWorker } from './bench/run-load';
import { formatTable, mergeLoadResults, summarize, type EndpointSummary } from './bench/stats';
import type { LoadResult } from './bench/load';
import {
  BENCH_ACCOUNTS,
  BENCH_ENDPOINTS,
  BENCH_EXPORT_PATH,
  DEEP_PAGE_ROWS,
  isMissingRoute,
  type BenchIdentity,
} from './bench/endpoints';
import { encodeCustomerProfileCursor } from '../src/domain/customer-profiles/customer-profile-admin';
import { sql } from 'drizzle-orm';
import { createStaffSession, signInCustomer, signInStaffWithDevProvider } from './bench/sessions';
import { runJobsBench } from './bench/run-jobs-bench';
import { startBareServer } from './bench/bare-server';

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return n;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
/** Slices in which an endpoint with a bare baseline alternates with it. */
const ALTERNATIONS = 3;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Target {
  baseUrl: string;
  description: string;
  /** The database behind the target, when the bench can reach it. */
  db?: Database['db'];
  /** The bare server on the same database (in-process only), for the app/bare ratio. */
  bareUrl?: string;
  /** Whether the target serves the web app's pages (in-process: only once `npm run build` made it). */
  servesPages: boolean;
  close(): Promise<void>;
}

/**
 * "What goes where" is benched on a list of this many items (issue 32 §3: under 50 ms at p95 with
 * 2,000): the shipped list (about 350) and variants of it, named apart, up to the count.
 */
const WASTE_GUIDE_BENCH_ITEMS = 2_000;

async function padWasteGuide(ctx: AppContext, target: number) {
  const guide = createWasteGuideRepository(ctx.db);
  const shipped = readShippedList();
  const { rows } = await ctx.database.executor.executeSql(
    'select count(*) as n from waste_guide_items where portal_id is null',
    [],
  );
  const have = Number((rows[0] as { n: unknown }).n);
  const variants = [];
  for (let i = have; i < target; i += 1) {
    const item = shipped[i % shipped.length]!;
    variants.push({ ...item, name: `${item.name} (bench ${i})` });
  }
  for (let i = 0; i < variants.length; i += 500) {
    await guide.addItems(HAULER_LIST, variants.slice(i, i + 500), 'bench');
  }
  if (variants.length > 0) console.log(`"What goes where": the hauler's list padded to ${target} items.`);
}

async function startInProcess(options: {
  databaseUrl?: string;
  dataDir?: string;
  customers: number;
  keep: boolean;
}): Promise<Target> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-bench-'));
  const keep = options.keep || options.dataDir !== undefined;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? process.env.DATABASE_URL ?? '',
    HOST: '127.0.0.1',
    // the load generator gives each ZIP-search request its own X-Forwarded-For (see manyClients)
    TRUST_PROXY: 'true',
  });
  let started = performance.now();
  const ctx: AppContext = await composeContext(config);
  const kind = ctx.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`;
  console.log(`Database ready (${kind}) in ${seconds(performance.now() - started)}.`);

  started = performance.now();
  const demo = await seedDemo(ctx.db);
  console.log(
    demo.seeded
      ? `Demo hauler seeded in ${seconds(performance.now() - started)}.`
      : 'Demo hauler already present.',
  );
  if (options.customers > 0) {
    console.log(`Adding ${options.customers.toLocaleString('en-US')} load-test customer profiles…`);
    const result = await seedLoadCustomers(ctx.database, {
      count: options.customers,
      onProgress: ({ inserted, total, elapsedMs }) =>
        console.log(
          `  ${inserted.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${seconds(elapsedMs)})`,
        ),
    });
    console.log(
      `Added load-${result.firstNumber} … load-${result.lastNumber} in ${seconds(result.elapsedMs)}.`,
    );
  }
  await padWasteGuide(ctx, WASTE_GUIDE_BENCH_ITEMS);
  const { rows } = await ctx.database.executor.executeSql('select count(*) as n from customer_profiles', []);
  const profiles = Number((rows[0] as { n: unknown }).n);

  // the job worker is not started: the measured routes only read
  // the built web app, when there is one: the Services page is rendered per request (dist/ssr)
  const webDir = path.resolve('dist/web');
  const servesPages = fs.existsSync(path.join(webDir, 'index.html'));
  const app = await buildApp(ctx, { logger: false, webDir: servesPages ? webDir : undefined });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const bare = await startBareServer(ctx.database);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    bareUrl: bare.baseUrl,
    servesPages,
    description: `in-process on ${ctx.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${profiles.toLocaleString('en-US')} customer profiles`,
    db: ctx.db,
    async close() {
      await bare.close();
      await app.close();
      await closeContext(ctx);
      if (keep) console.log(`Kept ${dataDir}.`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function connectToServer(url: string, databaseUrl: string | undefined): Promise<Target> {
  const base = assertLocalTarget(url);
  const database = databaseUrl ? await openDatabase({ databaseUrl, poolSize: 1 }) : undefined;
  return {
    baseUrl: base.origin,
    description: `running server at ${base.origin}`,
    servesPages: true,
    db: database?.db,
    close: async () => database?.close(),
  };
}

async function signIn(
  target: Target,
): Promise<{ cookies: Map<BenchIdentity, string>; uids: Map<BenchIdentity, string>; notes: string[] }> {
  const cookies = new Map<BenchIdentity, string>([['anonymous', '']]);
  const uids = new Map<BenchIdentity, string>();
  const notes: string[] = [];
  for (const who of ['resident', 'enterprise'] as const) {
    try {
      const session = await signInCustomer(target.baseUrl, BENCH_ACCOUNTS[who], DEMO_PASSWORD);
      cookies.set(who, session.cookie);
      uids.set(who, session.uid);
    } catch (error) {
      notes.push(`${who} customer could not sign in: ${(error as Error).message}`);
    }
  }
  try {
    cookies.set(
      'admin',
      target.db
        ? await createStaffSession(target.db, BENCH_ACCOUNTS.admin)
        : await signInStaffWithDevProvider(
            target.baseUrl,
            BENCH_ACCOUNTS.admin.email,
            BENCH_ACCOUNTS.admin.name,
          ),
    );
  } catch (error) {
    notes.push(
      `admin could not sign in: ${(error as Error).message} (pass --database-url to use a session row)`,
    );
  }
  return { cookies, uids, notes };
}

/**
 * The cursor of the Customer Profiles list DEEP_PAGE_ROWS rows deep, as Load More would have it after
 * that many rows (found here with OFFSET once; the measured request itself is a keyset page).
 */
async function deepCursor(db: Database['db'] | undefined): Promise<string | undefined> {
  if (!db) return undefined;
  const result = await db.execute(
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, uid
        from customer_profiles order by created_at desc, uid desc offset ${DEEP_PAGE_ROWS - 1} limit 1`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    t: string;
    uid: string;
  }[];
  const row = rows[0];
  return row ? encodeCustomerProfileCursor({ createdAt: row.t, uid: row.uid }) : undefined;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Streams the whole Customer Profiles export once: rows per second, bytes, the peak resident memory
 * of this process (the in-process server plus this client, which only counts bytes), and how another
 * request (the list's first page, one at a time) answers meanwhile.
 */
async function benchExport(target: Target, headers: Record<string, string>): Promise<string> {
  const rowCount = target.db
    ? Number(
        (
          (await target.db.execute(sql`select count(*)::int as n from customer_profiles`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows?.[0]?.n ?? 0,
      )
    : undefined;
  let peakRss = process.memoryUsage().rss;
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  let exporting = true;
  const sideLatencies: number[] = [];
  const side = (async () => {
    while (exporting) {
      const t0 = performance.now();
      const res = await fetch(`${target.baseUrl}/api/admin/customer-profiles`, { headers });
      await res.arrayBuffer();
      sideLatencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${target.baseUrl}${BENCH_EXPORT_PATH}`, { headers });
  let bytes = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
  }
  const ms = performance.now() - started;
  exporting = false;
  await side;
  clearInterval(rssTimer);
  if (!res.ok) return `Export: answered ${res.status}.`;
  const rate =
    rowCount !== undefined ? `${Math.round(rowCount / (ms / 1000)).toLocaleString('en-US')} rows/s, ` : '';
  return (
    `Export: ${rowCount?.toLocaleString('en-US') ?? '?'} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds(ms)} = ${rate}` +
    `peak resident memory of this process ${Math.round(peakRss / 1024 / 1024)} MB; meanwhile the list's first page answered ` +
    `${sideLatencies.length} requests, p50 ${percentile(sideLatencies, 50).toFixed(0)} ms, p95 ${percentile(sideLatencies, 95).toFixed(0)} ms.`
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'database-url': { type: 'string' },
      customers: { type: 'string' },
      duration: { type: 'string' },
      requests: { type: 'string' },
      concurrency: { type: 'string' },
      warmup: { type: 'string' },
      only: { type: 'string' },
      keep: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'no-compression': { type: 'boolean', default: false },
      jobs: { type: 'boolean', default: false },
      'failure-rate': { type: 'string' },
      'slow-failure-rate': { type: 'string' },
      'bulk-mails': { type: 'string' },
      'mail-delay-ms': { type: 'string' },
    },
    allowPositionals: false,
  });
  if (values.jobs) {
    const failureRate = Number(values['failure-rate'] ?? '0.25');
    if (!(failureRate >= 0 && failureRate < 1))
      throw new Error('--failure-rate must be at least 0 and below 1');
    const slowFailureRate = Number(values['slow-failure-rate'] ?? '0');
    if (!(slowFailureRate >= 0 && failureRate + slowFailureRate < 1))
      throw new Error('--slow-failure-rate must be at least 0, and with --failure-rate below 1');
    await runJobsBench({
      databaseUrl: values['database-url'] ?? process.env.DATABASE_URL ?? '',
      requests: wholeNumber('requests', values.requests, 1000),
      concurrency: Math.max(1, wholeNumber('concurrency', values.concurrency, 16)),
      failureRate,
      slowFailureRate,
      bulkMails: wholeNumber('bulk-mails', values['bulk-mails'], 500),
      mailDelayMs: wholeNumber('mail-delay-ms', values['mail-delay-ms'], 200),
      keep: values.keep,
      print: (line) => console.log(line),
    });
    return;
  }
  const customers = wholeNumber('customers', values.customers, 0);
  const durationMs = wholeNumber('duration', values.duration, 10) * 1000;
  const maxRequests = wholeNumber('requests', values.requests, 2000);
  const concurrency = Math.max(1, wholeNumber('concurrency', values.concurrency, 16));
  const warmupRequests = wholeNumber('warmup', values.warmup, 100);
  if (values.url && customers > 0)
    throw new Error('--customers seeds the in-process database; seed a running server with npm run seed');

  const target = values.url
    ? await connectToServer(values.url, values['database-url'])
    : await startInProcess({
        databaseUrl: values['database-url'],
        dataDir: values['data-dir'],
        customers,
        keep: values.keep,
      });
  const rows: EndpointSummary[] = [];
  const notes: string[] = [];
  try {
    const session = await signIn(target);
    notes.push(...session.notes);
    console.log(
      `\nBenchmarking ${target.description}: up to ${maxRequests} requests or ${seconds(durationMs)} per endpoint, ` +
        `concurrency ${concurrency}, ${warmupRequests} warm-up requests (Node ${process.version}, ${os.cpus().length} CPUs, ` +
        `load average ${loadAverage()}).\n`,
    );
    const cursor = BENCH_ENDPOINTS.some((e) => e.path.includes('{deepCursor}'))
      ? await deepCursor(target.db)
      : undefined;
    for (const endpoint of BENCH_ENDPOINTS) {
      if (values.only && !endpoint.label.includes(values.only)) continue;
      if (endpoint.path.includes('{deepCursor}') && !cursor) {
        notes.push(
          `${endpoint.label}: skipped, fewer than ${DEEP_PAGE_ROWS} profiles or no database access.`,
        );
        continue;
      }
      if (endpoint.page && !target.servesPages) {
        notes.push(`${endpoint.label}: skipped, no built web app (npm run build).`);
        continue;
      }
      const cookie = session.cookies.get(endpoint.as);
      if (cookie === undefined) {
        notes.push(`${endpoint.label}: skipped, no ${endpoint.as} session.`);
        continue;
      }
      const uid = session.uids.get(endpoint.as) ?? '';
      const url = `${target.baseUrl}${endpoint.path
        .replace('{uid}', encodeURIComponent(uid))
        .replace('{deepCursor}', cursor ?? '')}`;
      const headers: Record<string, string> = cookie ? { cookie } : {};
      // like autocannon: answers uncompressed, so app and bare server send the same bytes
      if (values['no-compression']) headers['accept-encoding'] = 'identity';
      const probe = await fetch(url, { headers });
      const probeBody = await probe.text();
      if (isMissingRoute(probe.status, probeBody)) {
        notes.push(`${endpoint.label}: skipped, the route answers 404 (not built yet).`);
        continue;
      }
      if (probe.status >= 400) {
        notes.push(`${endpoint.label}: skipped, answered ${probe.status} ${probeBody.slice(0, 160)}`);
        continue;
      }
      const load = { headers, concurrency, durationMs, maxRequests, warmupRequests };
      let result: LoadResult;
      let summary: EndpointSummary;
      if (endpoint.bare && target.bareUrl) {
        // app and bare server alternated in ALTERNATIONS slices on the same warm database, so that a
        // change in the shared machine's load weighs on both sides of the ratio alike
        const slice = {
          ...load,
          durationMs: Math.ceil(durationMs / ALTERNATIONS),
          maxRequests: Math.ceil(maxRequests / ALTERNATIONS),
        };
        const appRuns: LoadResult[] = [];
        const bareRuns: LoadResult[] = [];
        for (let round = 0; round < ALTERNATIONS; round++) {
          appRuns.push(await runLoadInWorker({ ...slice, url, manyClients: endpoint.manyClients }));
          bareRuns.push(
            await runLoadInWorker({
              ...slice,
              url: `${target.bareUrl}${endpoint.bare}`,
              manyClients: endpoint.manyClients,
            }),
          );
        }
        result = mergeLoadResults(appRuns);
        summary = summarize(endpoint.label, result);
        const bare = summarize(endpoint.label, mergeLoadResults(bareRuns));
        if (bare.errors === 0) summary.barePerSecond = bare.perSecond;
        else notes.push(`${endpoint.label}: the bare server answered ${bare.errors} errors; no ratio.`);
      } else {
        result = await runLoadInWorker({ ...load, url, manyClients: endpoint.manyClients });
        summary = summarize(endpoint.label, result);
      }
      rows.push(summary);
      console.log(
        `  ${endpoint.label}: ${summary.requests} requests, p95 ${summary.p95.toFixed(1)} ms` +
          (summary.errors ? `, ${summary.errors} errors (first: ${result.firstError})` : ''),
      );
    }
    const adminCookie = session.cookies.get('admin');
    if (adminCookie && (!values.only || `GET ${BENCH_EXPORT_PATH}`.includes(values.only))) {
      const line = await benchExport(target, { cookie: adminCookie });
      console.log(`  ${line}`);
      notes.push(line);
    }
  } finally {
    await target.close();
  }
  console.log(`\n${formatTable(rows)}\n`);
  console.log(`Load average at the end: ${loadAverage()}.`);
  for (const note of notes) console.log(`Note: ${note}`);
}

main().catch((error: unknown) => {
  // a refusal that already says what happened and what to do is printed as the other commands do
  const said = error instanceof FolderLockedError || error instanceof DatabaseOpenError;
  console.error(error instanceof Error ? (said ? error.message : (error.stack ?? error.message)) : error);
  process.exit(1);
});
