/**
 * npm run bench:reminders [-- --customers 1000000] [--database-url postgres://…/benchrem]
 *                         [--at 2026-12-08T00:05:00Z] [--mail-sample 180] [--timeout 3600]
 *
 * The evening reminder run (issue 14) at scale, on PostgreSQL:
 *
 * 1. The database (default postgres://postgres@127.0.0.1:5432/benchrem, which must exist) is
 *    migrated and seeded with the delivery-report load portal (`npm run seed -- --delivery-portal N`,
 *    src/server/db/seed/seed-delivery-portal.ts): one residential portal with N customer profiles
 *    and N back-office sites whose day of service is spread Monday to Friday by ZIP code (Monday
 *    two ZIP codes of six; a multi-family building has a second day). Seeded once; a later run with
 *    the same N reuses it.
 * 2. Every profile of the portal gets the evening-before mail reminder (reminder_preferences rows,
 *    one INSERT … SELECT), and what an earlier bench run left is removed: the evening's
 *    reminder_runs row, its reminder_sends rows, the reminder jobs and mails in pgboss.job, pgboss.archive
 *    and sent_messages.
 * 3. A server is started as its own process (this script with --child, under tsx): composeContext and
 *    buildApp as src/server/main.ts does (not listening), with the configuration from the environment (JOB_CONCURRENCY, JOB_BATCH_SIZE, … as a server
 *    reads them), its clock set to --at (a Monday at 18:05 in Chicago, so the run is for
 *    Tuesday's pickups; the clock then runs on), every queue's workers started. It queues one job of
 *    the sweep queue (what the 5-minute cron tick queues), so the real workers do the sweep and the
 *    batches, and the mail workers deliver meanwhile through the built-in mail adapter (sent_messages).
 * 4. Every 2 seconds this process counts: the run's reminder_sends rows, the mail jobs of the run in
 *    pgboss.job (queue mail-send, keys reminder:evening:<day>:…) and the mails delivered. The run has
 *    finished queuing when its reminder_runs row is finished, no batch job is pending, and every
 *    reminder_sends mail row has its mail job. Reported: total time from queuing the sweep,
 *    customers/s, reminders queued, the server's peak resident memory (VmHWM) and the mails
 *    delivered meanwhile.
 * 5. Then --mail-sample seconds more of mail delivery alone (the batches are done): mails/s.
 *
 * Load averages (1 min) are printed before and after: note them with the figures.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';

const PORTAL = 'load-delivery-portal';
const MAIL_QUEUE = 'mail-send';
const BATCH_QUEUE = 'pickup-reminder-batch';
const SWEEP_QUEUE = 'pickup-reminder-sweep';

const { values } = parseArgs({
  options: {
    child: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/benchrem' },
    customers: { type: 'string', default: '1000000' },
    at: { type: 'string', default: '2026-12-08T00:05:00Z' },
    'mail-sample': { type: 'string', default: '180' },
    'mail-only': { type: 'boolean', default: false },
    'mail-backlog': { type: 'string', default: '30000' },
    'no-sweep': { type: 'boolean', default: false },
    timeout: { type: 'string', default: '3600' },
  },
});

if (values.child) await child();
else await main();

/** The server: the app's context and its job workers, with its clock moved to --at. */
async function child() {
  const { loadConfig } = await import('../src/server/config.ts');
  const { closeContext } = await import('../src/server/context.ts');
  const { REMINDER_SWEEP_QUEUE } = await import('../src/server/features/pickup-reminders/reminder-run.ts');
  const { buildApp, composeContext } = await import('../src/server/app.ts');
  const offset = new Date(values.at).getTime() - Date.now();
  const ctx = await composeContext(loadConfig(), { now: () => new Date(Date.now() + offset) });
  await ctx.jobs.start({ work: true });
  // the app as main.ts builds it (its auth signs the unsubscribe links), not listening
  const app = await buildApp(ctx);
  await app.ready();
  if (!values['no-sweep']) await ctx.jobs.enqueue(ctx.db, REMINDER_SWEEP_QUEUE, {});
  process.send?.({ swept: Date.now() });
  process.on('SIGTERM', () => {
    void closeContext(ctx).finally(() => process.exit(0));
  });
}

async function main() {
  const { default: pg } = await import('pg');
  const databaseUrl = values['database-url'];
  const customers = Number(values.customers.replace(/_/g, ''));
  const at = new Date(values.at);
  const mailSample = Number(values['mail-sample']);
  const timeoutMs = Number(values.timeout) * 1000;
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host))
    throw new Error('the bench only runs on this machine');

  const env = { ...process.env, DATABASE_URL: databaseUrl };
  const run = (args) =>
    new Promise((resolve, reject) => {
      const p = spawn(process.execPath, args, { env, stdio: 'inherit' });
      p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: exit ${code}`))));
    });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (text, params = []) => {
    const { rows } = await client.query(text, params);
    return rows[0] ? Object.values(rows[0])[0] : undefined;
  };
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const n = (x) => Number(x).toLocaleString('en-US');

  // 1. the load portal, seeded once
  const hasProfiles = await one(`select to_regclass('customer_profiles') is not null`);
  const before = hasProfiles
    ? Number(await one('select count(*) from customer_profiles where default_services_id = $1', [PORTAL]))
    : 0;
  if (before < customers) {
    const started = performance.now();
    console.log(`Seeding the load portal to ${n(customers)} customers (it has ${n(before)})…`);
    await run(['--import', 'tsx', 'scripts/seed.ts', '--delivery-portal', String(customers)]);
    console.log(`Seeded in ${seconds(performance.now() - started)}.`);
  } else if (before > customers) {
    throw new Error(
      `the load portal has ${n(before)} customers already; use another database for ${n(customers)}`,
    );
  }

  // 2. everyone's evening-before mail on; what an earlier run left, gone
  const setupRow = await one(`select setup from portal_setups where id = $1`, [PORTAL]);
  if (!setupRow) throw new Error('no load portal');
  const mailOnly = values['mail-only'];
  if (!mailOnly) {
    const started = performance.now();
    await client.query(
      `insert into reminder_preferences (uid, evening_mail, evening_sms, holiday_mail, holiday_sms, language)
       select uid, true, false, false, false, 'en' from customer_profiles where default_services_id = $1
       on conflict (uid) do update set evening_mail = true, evening_sms = false, holiday_mail = false, holiday_sms = false`,
      [PORTAL],
    );
    await client.query(`delete from reminder_runs`);
    await client.query(`delete from reminder_sends`);
    await client.query(`delete from sent_messages where idempotency_key like 'reminder:%'`);
    for (const table of ['pgboss.job', 'pgboss.archive']) {
      if (await one(`select to_regclass($1) is not null`, [table]))
        await client.query(`delete from ${table} where name = any($1)`, [
          [MAIL_QUEUE, BATCH_QUEUE, SWEEP_QUEUE],
        ]);
    }
    await client.query('vacuum analyze reminder_preferences');
    await client.query('vacuum analyze reminder_sends');
    await client.query('vacuum analyze sent_messages');
    if (await one(`select to_regclass('pgboss.job') is not null`))
      await client.query('vacuum analyze pgboss.job');
    console.log(
      `Reminder preferences set and earlier runs removed in ${seconds(performance.now() - started)}.`,
    );
  }
  const recipients = Number(
    await one(
      `select count(*) from reminder_preferences p join customer_profiles c using (uid)
       where c.default_services_id = $1 and p.evening_mail`,
      [PORTAL],
    ),
  );
  // the run's evening (Chicago) and the pickup day it is for
  const runDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(at);
  const tomorrow = new Date(`${runDate}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const pickupDate = tomorrow.toISOString().slice(0, 10);
  const keyPrefix = `reminder:evening:${pickupDate}:%`;

  // 3. the server
  console.log(
    `Run for the evening of ${runDate} (pickups of ${pickupDate}), ${n(recipients)} customers with the evening mail on; JOB_CONCURRENCY=${process.env.JOB_CONCURRENCY ?? '2 (default)'}, JOB_BATCH_SIZE=${process.env.JOB_BATCH_SIZE ?? '10 (default)'}; load average ${load()}`,
  );
  // BENCH_SERVER_NODE_ARGS: extra node options for the server (e.g. --cpu-prof)
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const serverArgs = [
    ...nodeArgs,
    '--import',
    'tsx',
    'scripts/reminder-run-bench.mjs',
    '--child',
    '--at',
    values.at,
  ];
  if (mailOnly) serverArgs.push('--no-sweep');
  const server = spawn(process.execPath, serverArgs, {
    env: { ...env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  // the built-in mail adapter logs one line per mail: counted, not shown
  let mailLines = 0;
  let partial = '';
  server.stderr.setEncoding('utf8');
  server.stderr.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('[mail] kept in the built-in outbox')) mailLines += 1;
      else if (line.trim() !== '') console.error(`server: ${line}`);
    }
  });
  const kb = (field) => {
    try {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  const mb = (k) => `${Math.round(k / 1024)} MB`;
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const started = await new Promise((resolve, reject) => {
    server.once('message', (m) => resolve(m.swept));
    server.once('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });

  /**
   * --mail-only: the mail queue's workers on a backlog. Copies of --mail-backlog mails of an earlier
   * run (pgboss.job, same payloads, new keys) are put in the queue at once; measured: how many the
   * workers deliver in --mail-sample seconds (or until none is left).
   */
  async function mailBacklog() {
    const tag = `again-${Date.now()}`;
    const { rowCount } = await client.query(
      `insert into pgboss.job (name, data, singleton_key, retry_limit, retry_delay, retry_backoff, expire_in, keep_until, dead_letter, policy)
       select name, jsonb_set(data, '{idempotencyKey}', to_jsonb(singleton_key || ':' || $3)), singleton_key || ':' || $3,
              retry_limit, retry_delay, retry_backoff, expire_in, now() + interval '14 days', dead_letter, policy
       from pgboss.job where name = $1 and singleton_key like $2 limit $4`,
      [MAIL_QUEUE, keyPrefix.replace(/%$/, '%:mail'), tag, Number(values['mail-backlog'])],
    );
    if (!rowCount)
      throw new Error('no mails of an earlier run to copy: run the bench without --mail-only first');
    // every mail the workers complete from now on counts (also what an earlier run left queued)
    const since = await one('select now()::text');
    const queuedAtStart = Number(
      await one(`select count(*) from pgboss.job where name = $1 and state < 'completed'`, [MAIL_QUEUE]),
    );
    const from = Date.now();
    const delivered = async () =>
      Number(
        await one(
          `select count(*) from pgboss.job where name = $1 and state = 'completed' and completed_on >= $2::timestamptz`,
          [MAIL_QUEUE, since],
        ),
      );
    let done = 0;
    while (Date.now() - from < mailSample * 1000 && done < queuedAtStart) {
      await new Promise((r) => setTimeout(r, 5000));
      done = await delivered();
    }
    const secs = (Date.now() - from) / 1000;
    const rate = done / secs;
    console.log(
      `\nMail delivery, a backlog of ${n(queuedAtStart)} mails (${n(rowCount)} copied reminder mails and what was queued before; built-in adapter, ${secs.toFixed(0)} s): ${n(done)} delivered = ${rate.toFixed(0)} mails/s = ${n(Math.round(rate * 3600))} an hour; server peak resident memory ${mb(kb('VmHWM'))}; load average ${load()}`,
    );
  }

  // one pass over the mail queue's jobs (pgboss.job has no index on singleton_key) and one over the batch queue's
  const counts = async () => {
    const { rows } = await client.query(
      `select
         (select count(*) from reminder_sends where kind = 'evening' and pickup_date = $2::date and channel = 'mail')::int as sends,
         m.jobs, m.delivered, b.batches_pending, b.batches_done, b.batches_failed, b.batches_retrying,
         (select finished_at is not null from reminder_runs where portal_id = '${PORTAL}' and run_date = $4::date) as finished
       from (select count(*)::int as jobs, (count(*) filter (where state = 'completed'))::int as delivered
             from pgboss.job where name = $1 and singleton_key like $3) m,
            (select (count(*) filter (where state < 'completed'))::int as batches_pending,
                    (count(*) filter (where state = 'completed'))::int as batches_done,
                    (count(*) filter (where state = 'failed'))::int as batches_failed,
                    (count(*) filter (where state = 'retry'))::int as batches_retrying
             from pgboss.job where name = '${BATCH_QUEUE}') b`,
      [MAIL_QUEUE, pickupDate, keyPrefix, runDate],
    );
    return rows[0];
  };

  let queuedAt = null;
  let lastPrint = 0;
  try {
    if (mailOnly) {
      await mailBacklog();
      return;
    }
    for (;;) {
      await new Promise((r) => setTimeout(r, 2000));
      const c = await counts();
      const elapsed = Date.now() - started;
      if (elapsed - lastPrint >= 30_000) {
        lastPrint = elapsed;
        console.log(
          `  ${seconds(elapsed)}: ${n(c.batches_done)} batch jobs done (${c.batches_pending} pending, ${c.batches_retrying} retrying, ${c.batches_failed} failed), ${n(c.sends)} reminders recorded, ${n(c.jobs)} mail jobs queued, ${n(c.delivered)} delivered; server ${mb(kb('VmRSS'))}`,
        );
      }
      if (c.finished && c.batches_pending === 0 && c.jobs >= c.sends) {
        queuedAt = Date.now();
        break;
      }
      if (elapsed > timeoutMs) throw new Error(`not finished after ${seconds(timeoutMs)}`);
    }
    const total = queuedAt - started;
    const peak = kb('VmHWM');
    const done = await counts();
    console.log(
      `\nQueuing finished: ${n(recipients)} customers in ${seconds(total)} = ${n(Math.round(recipients / (total / 1000)))} customers/s`,
    );
    console.log(
      `  ${n(done.sends)} evening-before mail reminders recorded and queued (${((100 * done.sends) / recipients).toFixed(1)} % of the customers), ${n(done.batches_done)} batch jobs, ${done.batches_failed} failed`,
    );
    console.log(
      `  mails delivered meanwhile: ${n(done.delivered)} (${n(Math.round(done.delivered / (total / 1000)))}/s)`,
    );
    console.log(`  server peak resident memory (VmHWM): ${mb(peak)}; load average ${load()}`);

    // 5. mail delivery alone
    if (mailSample > 0 && done.delivered < done.jobs) {
      const from = Date.now();
      const first = done.delivered;
      let now = done;
      while (Date.now() - from < mailSample * 1000 && now.delivered < now.jobs) {
        await new Promise((r) => setTimeout(r, 1000));
        now = await counts();
      }
      const secs = (Date.now() - from) / 1000;
      const rate = (now.delivered - first) / secs;
      console.log(
        `\nMail delivery after queuing (built-in adapter, ${secs.toFixed(0)} s sample): ${n(now.delivered - first)} mails = ${rate.toFixed(0)} mails/s = ${n(Math.round(rate * 3600))} an hour (${n(now.jobs - now.delivered)} still queued); server peak resident memory ${mb(kb('VmHWM'))}; load average ${load()}`,
      );
    }
    console.log(`mail log lines seen: ${n(mailLines)}`);
  } finally {
    if (mailOnly) console.log(`mail log lines seen: ${n(mailLines)}`);
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    await client.end();
  }
}
