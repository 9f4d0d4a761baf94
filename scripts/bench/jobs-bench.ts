/**
 * The job benchmark (`npm run bench -- --jobs`): how fast side effects are delivered, with the job
 * worker running as in production (defaults from config, NODE_ENV=production).
 *
 * 1. Drain: N missed-pickup requests (default 1,000, 16 at a time) from the demo residents through the
 *    service that the route calls, against the built-in back office wrapped to fail a share of the calls
 *    (default 25 %) at random, and optionally a share that hangs until the back-office time limit
 *    (BACKOFFICE_TIMEOUT_MS, 10 s) and then fails, as a back office that stops answering does: the
 *    fault run of issue 27. It measures how long after the load ends every request is filed or failed
 *    and every job (tickets and confirmation mails) is done, how long the queued requests waited, and
 *    how many were left stuck: still "queued" with no job behind them, which nothing would ever move.
 *    The route's own checks (session, per-customer rate limits) are not part of this: the load is far
 *    above what one customer may send, and the point is the queue behind the requests.
 * 2. Code behind bulk: 500 confirmation mails are queued, then a registration code is asked for through
 *    the real HTTP route; it measures when the code is delivered and how many confirmations still wait.
 *    Mail is the built-in adapter slowed to an SMTP server's pace (default 200 ms a message).
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../src/server/app-context';
import { AppError } from '../../src/server/errors';
import { queueMail } from '../../src/server/jobs/messaging';
import type { BackOfficePort } from '../../src/server/ports/back-office';
import type { MailPort } from '../../src/server/ports/mail/mail-port';
import { submitServiceRequest } from '../../src/server/features/services/services-service';
import { CREATE_ISSUE_QUEUE } from '../../src/server/features/services/issue-outbox';
import { percentile } from './stats';

export interface JobsBenchOptions {
  requests: number;
  concurrency: number;
  failureRate: number;
  bulkMails: number;
  /** Give up waiting for the drain after this long. */
  drainTimeoutMs: number;
  log: (line: string) => void;
}

/**
 * The back office failing `rate` of createIssue calls at random, as a flaky network or server would,
 * and `slow.rate` of them only after `slow.ms` (a call cut off by the back-office time limit).
 */
export function failingBackOffice(
  inner: BackOfficePort,
  rate: number,
  counts: { calls: number; failed: number; slow: number },
  slow: { rate: number; ms: number } = { rate: 0, ms: 0 },
) {
  return new Proxy(inner, {
    get(target, name: keyof BackOfficePort) {
      if (name !== 'createIssue') return target[name];
      return async (...args: Parameters<BackOfficePort['createIssue']>) => {
        counts.calls++;
        const draw = Math.random();
        if (draw < rate + slow.rate) {
          counts.failed++;
          if (draw >= rate) {
            counts.slow++;
            await new Promise((r) => setTimeout(r, slow.ms));
          }
          throw new AppError(
            'BACK_OFFICE_UNAVAILABLE',
            'The back office could not be reached. Please try again later.',
          );
        }
        return target.createIssue(...args);
      };
    },
  });
}

/** A mail port that takes `delayMs` per message before handing it to the real one. */
export function pacedMail(inner: MailPort, delay: { ms: number }): MailPort {
  return {
    adapter: inner.adapter,
    async send(message, key) {
      if (delay.ms > 0) await new Promise((r) => setTimeout(r, delay.ms));
      await inner.send(message, key);
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function scalar(ctx: AppContext, sql: string, values: unknown[] = []): Promise<number> {
  const { rows } = await ctx.database.executor.executeSql(sql, values);
  return Number(Object.values(rows[0] as Record<string, unknown>)[0] ?? 0);
}

export interface DrainResult {
  requests: number;
  loadMs: number;
  filedAtOnce: number;
  queued: number;
  answerP50Ms: number;
  answerP95Ms: number;
  allFiledAfterLoadMs: number;
  allJobsDoneAfterLoadMs: number;
  queuedWaitP50Ms: number;
  queuedWaitMaxMs: number;
  failed: number;
  /** Requests still queued at the end with no create-issue job (nor give-up) pending behind them. */
  stuck: number;
}

/** How long a queued request with no job behind it is watched before it counts as stuck. */
const STUCK_AFTER_MS = 30_000;

export async function benchDrain(
  ctx: AppContext,
  uids: readonly string[],
  options: JobsBenchOptions,
): Promise<DrainResult> {
  const form = { subject: 'Missed', details: 'Bench: not picked up' };
  const answers: number[] = [];
  let filedAtOnce = 0;
  let next = 0;
  const started = performance.now();
  const startedAt = new Date();
  async function client(): Promise<void> {
    while (next < options.requests) {
      const i = next++;
      const t0 = performance.now();
      const outcome = await submitServiceRequest(ctx, uids[i % uids.length]!, 'trash', 'missed-pickup', form);
      answers.push(performance.now() - t0);
      if (outcome.body.status === 'filed') filedAtOnce++;
      if ((i + 1) % 250 === 0)
        options.log(`  ${i + 1} requests sent (${seconds(performance.now() - started)})`);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const loadEnd = performance.now();
  options.log(`  load done in ${seconds(loadEnd - started)}; waiting for the queue to drain…`);

  const since = [startedAt];
  let allFiledAt: number | null = null;
  /** When each request seen queued with nothing pending behind it was first seen so. */
  const orphanSince = new Map<string, number>();
  let stuck = 0;
  for (;;) {
    const { rows: queuedRows } = await ctx.database.executor.executeSql(
      `select id from service_requests where created_at >= $1 and status = 'queued'`,
      since,
    );
    const queued = queuedRows.map((r) => String((r as { id: unknown }).id));
    if (queued.length === 0 && allFiledAt === null) allFiledAt = performance.now();
    // a request queued with no job behind it (its job done or gone) is stuck once it stays so a while
    const pending = await ctx.jobs.pendingKeys(CREATE_ISSUE_QUEUE, queued);
    const now = performance.now();
    for (const id of [...orphanSince.keys()])
      if (!queued.includes(id) || pending.has(id)) orphanSince.delete(id);
    for (const id of queued) if (!pending.has(id) && !orphanSince.has(id)) orphanSince.set(id, now);
    const longOrphaned = [...orphanSince.values()].filter((at) => now - at >= STUCK_AFTER_MS).length;
    const jobsLeft = await ctx.jobs.pendingCount();
    if (queued.length === 0 && jobsLeft === 0) break;
    // everything still queued is stuck and nothing else is left to do: stop waiting
    if (queued.length > 0 && longOrphaned === queued.length && pending.size === 0) {
      stuck = longOrphaned;
      options.log(`  ${stuck} requests stuck: queued with no job behind them for ${seconds(STUCK_AFTER_MS)}`);
      break;
    }
    if (now - loadEnd > options.drainTimeoutMs) {
      stuck = longOrphaned;
      options.log(
        `  still ${queued.length} requests queued ${seconds(options.drainTimeoutMs)} after the load`,
      );
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const jobsDone = performance.now();

  const { rows } = await ctx.database.executor.executeSql(
    `select extract(epoch from (filed_at - created_at)) * 1000 as ms from service_requests
      where created_at >= $1 and status = 'filed' and attempts > 0 order by 1`,
    since,
  );
  const waits = rows.map((r) => Number((r as { ms: unknown }).ms));
  const sorted = [...answers].sort((a, b) => a - b);
  return {
    requests: options.requests,
    loadMs: loadEnd - started,
    filedAtOnce,
    queued: options.requests - filedAtOnce,
    answerP50Ms: percentile(sorted, 50),
    answerP95Ms: percentile(sorted, 95),
    allFiledAfterLoadMs: (allFiledAt ?? jobsDone) - loadEnd,
    allJobsDoneAfterLoadMs: jobsDone - loadEnd,
    queuedWaitP50Ms: percentile(waits, 50),
    queuedWaitMaxMs: waits.at(-1) ?? Number.NaN,
    failed: await scalar(
      ctx,
      `select count(*) from service_requests where created_at >= $1 and status = 'failed'`,
      since,
    ),
    stuck,
  };
}

export interface CodeResult {
  bulkQueued: number;
  codeDeliveredMs: number;
  bulkStillWaiting: number;
}

/**
 * Queues `bulkMails` confirmation mails, then starts a registration through HTTP (address search,
 * start, e-mail on file) and asks for the code; answers when the code mail was delivered.
 */
export async function benchCodeBehindBulk(
  ctx: AppContext,
  baseUrl: string,
  zip: string,
  options: JobsBenchOptions,
): Promise<CodeResult> {
  const batch = randomUUID();
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < options.bulkMails; i++) {
      await queueMail(
        ctx,
        tx,
        {
          to: `bulk-${i}@bench.invalid`,
          subject: 'Missed Pickup Request Confirmation',
          text: 'Bench confirmation',
        },
        `bench-bulk:${batch}:${i}`,
      );
    }
  });
  const bulkSent = () =>
    scalar(ctx, `select count(*) from sent_messages where idempotency_key like $1`, [
      `bench-bulk:${batch}:%`,
    ]);

  const post = async (path: string, token: string | null, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'x-registration-token': token } : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
    return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  };
  const search = await fetch(`${baseUrl}/api/registration/addresses?zip=${encodeURIComponent(zip)}`);
  const { items } = (await search.json()) as { items: { addressId: string }[] };
  for (const item of items) {
    const started = await post('/api/registration', null, { addressId: item.addressId });
    const token = String(started.json.registrationToken ?? '');
    if (started.status !== 201) continue;
    if ((await post('/api/registration/email', token, { source: 'on-file' })).status !== 200) continue;
    const asked = performance.now();
    const askedAt = new Date(Date.now() - 1000);
    const code = await post('/api/registration/email/code', token);
    if (code.status !== 200)
      throw new Error(`the code request answered ${code.status}: ${JSON.stringify(code.json)}`);
    for (;;) {
      const delivered = await scalar(
        ctx,
        `select count(*) from sent_messages where idempotency_key like 'registration-code:%' and created_at >= $1`,
        [askedAt],
      );
      if (delivered > 0) break;
      if (performance.now() - asked > 60_000) throw new Error('no registration code within 60 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    const codeDeliveredMs = performance.now() - asked;
    return {
      bulkQueued: options.bulkMails,
      codeDeliveredMs,
      bulkStillWaiting: options.bulkMails - (await bulkSent()),
    };
  }
  throw new Error(`no address in ZIP ${zip} could start a registration with an e-mail on file`);
}
