/**
 * Builds the app for the job benchmark (flaky back office, paced mail, worker running with the
 * configured JOB_* settings), runs both scenarios of jobs-bench.ts and prints the figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, composeContext, type AppInstance } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { closeContext } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/client';
import { demoRegistrationSites, seedDemo } from '../../src/server/db/seed/index';
import { getServices } from '../../src/server/features/services/services-service';
import { createBuiltInBackOffice } from '../../src/server/ports/back-office';
import { createBuiltInMail } from '../../src/server/ports/mail/built-in-mail';
import { benchCodeBehindBulk, benchDrain, failingBackOffice, pacedMail } from './jobs-bench';

export interface RunJobsBenchOptions {
  databaseUrl: string;
  requests: number;
  concurrency: number;
  failureRate: number;
  /** Share of back-office calls that hang until the back-office time limit, then fail. */
  slowFailureRate: number;
  bulkMails: number;
  mailDelayMs: number;
  keep: boolean;
  /** Where the figures go (the script prints them). */
  print: (line: string) => void;
}

const DEMO_RESIDENTS = ['demo-resident-1', 'demo-resident-2', 'demo-resident-3', 'demo-resident-4'];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function runJobsBench(options: RunJobsBenchOptions): Promise<void> {
  const { print } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-jobs-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    HOST: '127.0.0.1',
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const counts = { calls: 0, failed: 0, slow: 0 };
  const mailDelay = { ms: 0 };
  let failedTries = 0;
  let requeuedByCheck = 0;
  const ctx = await composeContext(config, {
    database,
    ports: {
      backOffice: failingBackOffice(createBuiltInBackOffice(database.db), options.failureRate, counts, {
        rate: options.slowFailureRate,
        ms: config.BACKOFFICE_TIMEOUT_MS,
      }),
      mail: pacedMail(createBuiltInMail(database.db, { log: () => undefined }), mailDelay),
    },
    jobLog: (line) => {
      const check = /^outbox check: (\d+) /.exec(line);
      if (check) requeuedByCheck += Number(check[1]);
      else if (line.includes(' failed on try ')) failedTries++;
    },
  });
  let app: AppInstance | undefined;
  try {
    await seedDemo(ctx.db);
    await ctx.jobs.start({ work: true });
    app = await buildApp(ctx, { logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const uids: string[] = [];
    for (const uid of DEMO_RESIDENTS) {
      const services = await getServices(ctx, uid).catch(() => null);
      const canRequest =
        services?.requestActions.missedPickup.available &&
        services.cards.some((c) => c.serviceType === 'trash');
      if (canRequest) uids.push(uid);
    }
    if (uids.length === 0) throw new Error('no demo resident may request a missed trash pickup');

    const kind = ctx.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    print(
      `Job benchmark on ${kind} (Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(
          ' / ',
        )}): JOB_CONCURRENCY=${config.JOB_CONCURRENCY}, JOB_BATCH_SIZE=${config.JOB_BATCH_SIZE}, ` +
        `JOB_POLLING_INTERVAL_SECONDS=${config.JOB_POLLING_INTERVAL_SECONDS}, JOB_RETRY_LIMIT=${config.JOB_RETRY_LIMIT}, ` +
        `JOB_RETRY_DELAY_SECONDS=${config.JOB_RETRY_DELAY_SECONDS}.\n`,
    );
    const benchOptions = {
      requests: options.requests,
      concurrency: options.concurrency,
      failureRate: options.failureRate,
      bulkMails: options.bulkMails,
      drainTimeoutMs: 15 * 60_000,
      log: print,
    };

    print(
      `1. ${options.requests} missed-pickup requests, ${options.concurrency} at a time, ${uids.length} customers, ` +
        `back office failing ${Math.round(options.failureRate * 100)} % of calls` +
        (options.slowFailureRate > 0
          ? ` at once and ${Math.round(options.slowFailureRate * 100)} % after its ${seconds(config.BACKOFFICE_TIMEOUT_MS)} time limit:`
          : ':'),
    );
    const drain = await benchDrain(ctx, uids, benchOptions);
    print(`
| measure                                              | value |
| ---------------------------------------------------- | ----: |
| load (all requests answered)                         | ${seconds(drain.loadMs)} |
| answer time p50 / p95                                | ${drain.answerP50Ms.toFixed(0)} / ${drain.answerP95Ms.toFixed(0)} ms |
| filed at once / queued (202)                         | ${drain.filedAtOnce} / ${drain.queued} |
| every request filed, after the load ended            | ${seconds(drain.allFiledAfterLoadMs)} |
| every job done (incl. confirmation mails), after load | ${seconds(drain.allJobsDoneAfterLoadMs)} |
| queued request: wait until filed, p50 / max          | ${seconds(drain.queuedWaitP50Ms)} / ${seconds(drain.queuedWaitMaxMs)} |
| requests failed                                      | ${drain.failed} |
| **stuck requests** (queued, no job behind them)      | **${drain.stuck} of ${drain.requests}** |
| re-queued by the outbox check                        | ${requeuedByCheck} |
| back-office calls (failed; of which slow)            | ${counts.calls} (${counts.failed}; ${counts.slow}) |
| failed job tries logged                              | ${failedTries} |
`);

    mailDelay.ms = options.mailDelayMs;
    print(
      `2. A registration code while ${options.bulkMails} confirmation mails are queued (mail takes ${options.mailDelayMs} ms a message):`,
    );
    const zip = demoRegistrationSites()[0]?.cm04Pzip;
    if (!zip) throw new Error('the demo seed has no site free for registration');
    const code = await benchCodeBehindBulk(ctx, `http://127.0.0.1:${port}`, zip, benchOptions);
    print(
      `   code delivered ${seconds(code.codeDeliveredMs)} after it was asked for; ` +
        `${code.bulkStillWaiting} of ${code.bulkQueued} confirmation mails were still waiting.`,
    );
    mailDelay.ms = 0;
    await ctx.jobs.drain(10 * 60_000);
  } finally {
    await app?.close();
    await closeContext(ctx);
    if (options.keep) print(`Kept ${dataDir}.`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
