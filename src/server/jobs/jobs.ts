/**
 * Durable side effects on pg-boss. A job is enqueued in the same transaction as the change that causes
 * it (`enqueue(tx, …)`), so a rolled-back change sends nothing and a committed one is never lost.
 * Each queue retries with exponential backoff and keeps a job as failed, with its last error, after
 * JOB_RETRY_LIMIT tries in all (the first and JOB_RETRY_LIMIT - 1 retries). Every job carries an
 * idempotency key: handlers pass it to the receiving side so a retry is recognised there and not done
 * twice, and a second enqueue with a key that is still pending is dropped.
 *
 * Keeping up (DESIGN "Jobs that keep up"): each queue has JOB_CONCURRENCY workers (queue-worker.ts);
 * a worker keeps up to JOB_BATCH_SIZE jobs running at once, takes as many as it has room for in one
 * fetch, and reports each job's outcome on its own the moment it ends. A worker whose fetch came back
 * full fetches again as soon as it has room instead of sleeping, so a burst drains at the speed of the
 * handlers; an idle one polls every JOB_POLLING_INTERVAL_SECONDS. A try that runs past
 * JOB_TIMEOUT_SECONDS is failed here; a try whose server died is expired by pg-boss's maintenance
 * shortly after and retried.
 *
 * A job is completed or failed by its own try only (issue 27): pg-boss's work() would complete a whole
 * batch when its callback returns, including a job retried meanwhile and running elsewhere, so the
 * workers are our own, and a report names the try it is for (the job's retry count): the report of a
 * try that was cut off, expired or superseded changes nothing.
 *
 * A queue registered with `onGiveUp` gets a dead-letter queue: pg-boss moves a job there when it is kept
 * as failed, whether its last try threw or it expired because its worker died, so the feature can
 * record the failure in both cases.
 *
 * pg-boss runs on PostgreSQL through its own pool, and on PGlite through the single shared connection.
 */
import PgBoss from 'pg-boss';
import type { AppDb, Database, DbOrTx } from '../db/client';
import { executorFor } from '../db/client';
import { describeCause } from './job-errors';
import { QueueWorker } from './queue-worker';

/** pg-boss's own tables live here (`pgboss.job`, `pgboss.archive`); see docs/operations-messaging.md. */
export const JOBS_SCHEMA = 'pgboss';

/** What pg-boss writes into a job that expired in the active state (its worker stopped). */
const EXPIRED_MESSAGE = 'job failed by timeout in active state';
/** pg-boss expires a job this long after our own time limit, so a live worker always reports first. */
const EXPIRY_MARGIN_SECONDS = 5;
/** What a try still running when the server stops is failed with (it is retried, elsewhere or later). */
const STOPPED_MESSAGE = 'the server stopped during this try';
/** How long stop() waits for the tries in flight before failing them. */
const STOP_GRACE_MS = 5000;

export interface JobContext {
  /** The job id. */
  id: string;
  /** The key passed to enqueue (a fresh UUID when none was given); the same on every retry. */
  idempotencyKey: string;
  /** 0 on the first try, 1 on the first retry, … */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/** Runs once for a job kept as failed; `cause` is its last error (or the expiry). */
export type GiveUpHandler<T> = (data: T, job: { idempotencyKey: string; cause: string }) => Promise<void>;

export interface QueueOptions<T> {
  onGiveUp?: GiveUpHandler<T>;
  /**
   * A cron expression (UTC, minutes at the finest): pg-boss then enqueues one job with an empty payload
   * per tick, once across every instance, for work that recurs (the status poll's sweep).
   */
  cron?: string;
}

export interface EnqueueOptions {
  /** Stable key for this side effect; a second enqueue with the same key while one is pending is dropped. */
  idempotencyKey?: string;
  /** Seconds to wait before the first try. */
  startAfterSeconds?: number;
}

/** One job of a bulk enqueue (enqueueMany). */
export interface BulkJob<T> {
  payload: T;
  /** Required here: what tells a retry from a new side effect. */
  idempotencyKey: string;
  /** Seconds to wait before the first try. */
  startAfterSeconds?: number;
}

export interface JobsOptions {
  /**
   * Tries in all (JOB_RETRY_LIMIT, as its description says) before a job is kept as failed; pg-boss's
   * own `retryLimit` counts retries only, so it is given one less. 0 and 1 both mean one try, no retry.
   */
  retryLimit: number;
  /**
   * Delay before the first retry. pg-boss's backoff waits between 1× and 2× delay·2^(retry-1) (a
   * random spread so a crowd of failed jobs does not retry in one burst): with 1 s and 12 tries,
   * about 1 s, 2 s, 4 s … 1024 s, some 34 to 68 minutes in all before a job is kept as failed. A short
   * first delay matters more than it seems: against a back office failing one call in four, the
   * slowest of a few hundred jobs fails four or five times in a row; with a first delay of 5 s those
   * retries alone took 75–310 s, with 1 s they take 15–62 s.
   */
  retryDelaySeconds: number;
  /** Workers per queue (JOB_CONCURRENCY). */
  concurrency?: number;
  /** Jobs per fetch (JOB_BATCH_SIZE). */
  batchSize?: number;
  /** How often an idle worker looks for work (pg-boss's minimum is 0.5). Short in tests. */
  pollingIntervalSeconds?: number;
  /** Time limit of one try (JOB_TIMEOUT_SECONDS). */
  timeoutSeconds?: number;
  /** How often pg-boss expires jobs of dead workers (and archives); short in tests. */
  maintenanceIntervalSeconds?: number;
  /** Where failed tries are reported (one line each, no payload). */
  log?: (line: string) => void;
  /** Told of every try this instance ran and recorded (operators' metrics). */
  onTry?: (queue: string, outcome: 'completed' | 'failed', seconds: number) => void;
  /** Also told of every error pg-boss reports itself (context.ts notes a full disk for health). */
  onError?: (error: Error) => void;
}

interface Envelope<T> {
  idempotencyKey: string;
  payload: T;
}

/** The job as pg-boss keeps it (state, tries, last error in `output`). */
export type JobRecord = PgBoss.JobWithMetadata<Envelope<unknown>>;

interface Registration {
  handler: JobHandler<unknown>;
  onGiveUp?: GiveUpHandler<unknown>;
  cron?: string;
}

/** The dead-letter queue of `name` (created only for queues with onGiveUp). */
export const giveUpQueueOf = (name: string) => `${name}-given-up`;

export class Jobs {
  private readonly boss: PgBoss;
  private readonly registrations = new Map<string, Registration>();
  private started = false;
  private working = false;
  private readonly workers: QueueWorker<JobRecord>[] = [];
  /** Tries failed by stop() while still running: whatever they do later is not reported. */
  private readonly abandoned = new Set<JobRecord>();

  constructor(
    private readonly database: Database,
    private readonly options: JobsOptions,
  ) {
    const settings = {
      schema: JOBS_SCHEMA,
      // failed jobs stay in pgboss.job for a week (done ones move to pgboss.archive after 12 hours),
      // then in pgboss.archive for 14 days more
      archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
      deleteAfterDays: 14,
      // maintenance is where pg-boss expires the jobs of a worker that died: often, so such a job is
      // retried within a minute (it is one cheap query, run by one instance at a time)
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 10,
    };
    this.boss =
      database.kind === 'postgres'
        ? new PgBoss({ connectionString: database.connectionString, max: 4, ...settings })
        : new PgBoss({ db: database.executor, ...settings });
    this.boss.on('error', (err) => {
      console.error('job queue error:', err.message);
      options.onError?.(err);
    });
  }

  private get tries(): number {
    return Math.max(1, this.options.retryLimit);
  }

  private get timeoutSeconds(): number {
    return this.options.timeoutSeconds ?? 30;
  }

  /** Declares a queue and its handler; call before start(). */
  register<T>(name: string, handler: JobHandler<T>, options: QueueOptions<T> = {}): void {
    if (this.started) throw new Error(`register job queue ${name} before jobs.start()`);
    this.registrations.set(name, {
      handler: handler as JobHandler<unknown>,
      onGiveUp: options.onGiveUp as GiveUpHandler<unknown> | undefined,
      cron: options.cron,
    });
  }

  /** Every pg-boss queue: the registered ones and their dead-letter queues. */
  private queueNames(): string[] {
    return [...this.registrations].flatMap(([name, r]) =>
      r.onGiveUp ? [giveUpQueueOf(name), name] : [name],
    );
  }

  /**
   * Creates pg-boss's tables and the queues; with `work`, starts taking jobs. May be called again with
   * `work: true` to start working after a start without it (tests enqueue first, then work).
   */
  async start({ work }: { work: boolean }): Promise<void> {
    if (!this.started) {
      await this.boss.start();
      // enqueue's check for a pending twin (name, key) otherwise reads every waiting job of the queue:
      // after an evening reminder run (100,000 mails waiting) each single enqueue took 0.5-0.8 s
      await this.database.executor.executeSql(
        `create index if not exists job_curbside_pending_key on ${JOBS_SCHEMA}.job (name, singleton_key) where state < 'completed'`,
      );
      for (const [name, registration] of this.registrations) {
        const queue = {
          retryLimit: Math.max(0, this.tries - 1),
          retryDelay: this.options.retryDelaySeconds,
          retryBackoff: true,
          // a try whose worker died is expired (and retried) this long after it started
          expireInSeconds: this.timeoutSeconds + EXPIRY_MARGIN_SECONDS,
        };
        if (registration.onGiveUp) {
          // the dead-letter queue must exist before a queue names it
          const deadLetter = { name: giveUpQueueOf(name), ...queue };
          await this.boss.createQueue(deadLetter.name, deadLetter);
          await this.boss.updateQueue(deadLetter.name, deadLetter);
        }
        const options = {
          name,
          ...queue,
          ...(registration.onGiveUp ? { deadLetter: giveUpQueueOf(name) } : {}),
        };
        await this.boss.createQueue(name, options);
        // createQueue leaves an existing queue as it is; apply the current configuration
        await this.boss.updateQueue(name, options);
        if (registration.cron) {
          const envelope: Envelope<Record<string, never>> = { idempotencyKey: `cron:${name}`, payload: {} };
          await this.boss.schedule(name, registration.cron, envelope, { tz: 'UTC' });
        }
      }
      this.started = true;
    }
    if (!work || this.working) return;
    this.working = true;
    for (const [name, registration] of this.registrations) {
      await this.startWorkers(name, (job) => this.runTry(name, registration.handler, job));
      const { onGiveUp } = registration;
      if (onGiveUp) {
        await this.startWorkers(giveUpQueueOf(name), (job) =>
          onGiveUp(job.data.payload, { idempotencyKey: job.data.idempotencyKey, cause: causeOf(job.output) }),
        );
      }
    }
  }

  /** JOB_CONCURRENCY workers on one queue; each runs up to a batch at once and reports each job. */
  private async startWorkers(name: string, run: (job: JobRecord) => Promise<void>): Promise<void> {
    const batchSize = this.options.batchSize ?? 10;
    for (let i = 0; i < (this.options.concurrency ?? 2); i++) {
      const worker = new QueueWorker<JobRecord>({
        fetch: (count) =>
          this.boss.fetch<Envelope<unknown>>(name, { batchSize: count, includeMetadata: true }),
        handle: (job) => this.runAndReport(name, job, run),
        batchSize,
        pollingIntervalMs: (this.options.pollingIntervalSeconds ?? 1) * 1000,
        onError: (error) => this.log(`job ${name}: worker error: ${describeCause(error)}`),
      });
      this.workers.push(worker);
      worker.start();
    }
  }

  /** Runs one job within the time limit and completes or fails this try of it. Never throws. */
  private async runAndReport(
    name: string,
    job: JobRecord,
    run: (job: JobRecord) => Promise<void>,
  ): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = this.timeoutSeconds;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${limit} s`)), limit * 1000);
    });
    let failure: string | null = null;
    const started = performance.now();
    try {
      await Promise.race([run(job), timeout]);
    } catch (error) {
      failure = describeCause(error);
    } finally {
      clearTimeout(timer);
    }
    // stop() gave up waiting for this try and failed it already
    if (this.abandoned.delete(job)) return;
    // a report that cannot be written leaves the job active: pg-boss expires and retries it
    try {
      if (failure !== null) this.logFailure(name, job, failure);
      const recorded =
        failure === null ? await this.completeTry(name, job) : await this.failTry(name, job, failure);
      if (recorded)
        this.options.onTry?.(
          name,
          failure === null ? 'completed' : 'failed',
          (performance.now() - started) / 1000,
        );
      else {
        this.log(
          `job ${name} ${job.id} try ${job.retryCount + 1} ended after the job had left it (expired); its outcome is not recorded`,
        );
      }
    } catch (error) {
      this.log(`job ${name} ${job.id}: could not record its outcome: ${describeCause(error)}`);
    }
  }

  /**
   * Completes the job if it is still in this try (active, with this retry count): one statement, as
   * pg-boss's complete() but for one try. False when the job has left the try (expired by maintenance,
   * retried, perhaps running elsewhere).
   */
  private async completeTry(name: string, job: JobRecord): Promise<boolean> {
    const result = await this.boss.getDb().executeSql(
      `with done as (
         update ${JOBS_SCHEMA}.job set state = 'completed', completed_on = now(), output = null
          where name = $1 and id = $2 and state = 'active' and retry_count = $3
          returning 1
       ) select count(*)::int as n from done`,
      [name, job.id, job.retryCount],
    );
    // pg-boss's own pool answers nothing once stopped
    if (!result) throw new Error('the job queue is stopped');
    return Number((result.rows[0] as { n: unknown }).n) > 0;
  }

  /**
   * Fails the job if it is still in this try, through pg-boss's fail() (which schedules the retry or
   * moves the job to its dead-letter queue): the row is locked and checked first, in one transaction,
   * so maintenance cannot expire it in between. False when the job has left the try.
   */
  private async failTry(name: string, job: JobRecord, message: string): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      const db = executorFor(tx);
      const { rows } = await db.executeSql(
        `select 1 from ${JOBS_SCHEMA}.job
          where name = $1 and id = $2 and state = 'active' and retry_count = $3 for update`,
        [name, job.id, job.retryCount],
      );
      if (rows.length === 0) return false;
      await this.boss.fail(name, job.id, { message }, { db });
      return true;
    });
  }

  private async runTry(name: string, handler: JobHandler<unknown>, job: JobRecord): Promise<void> {
    // a retry after an expiry is the only trace of a worker that died: say so
    if (job.retryCount > 0 && causeOf(job.output) === EXPIRED_MESSAGE) {
      this.log(`job ${name} ${job.id} try ${job.retryCount} of ${this.tries} expired (its worker stopped)`);
    }
    await handler(job.data.payload, {
      id: job.id,
      idempotencyKey: job.data.idempotencyKey,
      retryCount: job.retryCount,
    });
  }

  private logFailure(name: string, job: JobRecord, cause: string): void {
    const isGiveUpQueue = !this.registrations.has(name);
    const attempt = job.retryCount + 1;
    const next = attempt >= this.tries ? 'giving up' : 'will retry';
    this.log(
      isGiveUpQueue
        ? `job ${name} ${job.id} (recording a failed job) failed on try ${attempt}: ${cause}`
        : `job ${name} ${job.id} failed on try ${attempt} of ${this.tries} (${next}): ${cause}`,
    );
  }

  /** A line in the job log: failed tries, tries that expired, work a check had to queue again. */
  log(line: string): void {
    (this.options.log ?? ((l: string) => console.warn(l)))(line);
  }

  /**
   * Stops taking jobs, waits up to STOP_GRACE_MS for the tries in flight, fails those still running
   * (so they are retried at once rather than after their expiry), and stops pg-boss.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.working = false;
    const workers = this.workers.splice(0);
    const running = (await Promise.all(workers.map((w) => w.stop(STOP_GRACE_MS)))).flat();
    for (const job of running) {
      this.abandoned.add(job);
      await this.failTry(job.name, job, STOPPED_MESSAGE).catch((error: unknown) =>
        this.log(`job ${job.name} ${job.id}: could not record its outcome: ${describeCause(error)}`),
      );
    }
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  /**
   * Enqueues a job inside `tx`: it is delivered only if `tx` commits. Returns the job id, or null when a
   * job with the same idempotency key is still pending (created, waiting for a retry, or running).
   */
  async enqueue<T>(
    tx: DbOrTx,
    name: string,
    payload: T,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    if (!this.registrations.has(name)) throw new Error(`unknown job queue: ${name}`);
    if (!this.started) throw new Error('jobs.start() must run before jobs are enqueued');
    const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
    const envelope: Envelope<T> = { idempotencyKey, payload };
    // pg-boss's singletonKey only deduplicates under its short/singleton/stately policies, and then only
    // within one state; check for a pending twin ourselves. The advisory lock (held until the enclosing
    // transaction ends; a savepoint when `tx` is a transaction already) makes two concurrent enqueues
    // with the same key wait for each other instead of both seeing none. (A transaction has the same
    // `transaction` method as the database, opening a savepoint; the cast only unifies the two types.)
    return (tx as AppDb).transaction(async (inner) => {
      const db = executorFor(inner);
      await db.executeSql('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `curbside-job:${name}:${idempotencyKey}`,
      ]);
      const pending = await db.executeSql(
        `select 1 from ${JOBS_SCHEMA}.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`,
        [name, idempotencyKey],
      );
      if (pending.rows.length > 0) return null;
      return this.boss.send(name, envelope as object, {
        db,
        singletonKey: idempotencyKey,
        startAfter: options.startAfterSeconds,
      });
    });
  }

  /**
   * enqueue() for many jobs of one queue at once, in four statements whatever their number (a
   * savepoint, the advisory locks of every key, one read of their pending twins, one insert), with
   * the same guarantees for each job: delivered only if `tx` commits, and dropped when a job with its
   * key is still pending (or comes earlier in `jobs`). The locks are the ones enqueue() takes, taken
   * in key order, so a bulk and a single enqueue of the same key wait for each other and two bulk
   * ones cannot deadlock. Returns how many jobs were queued.
   *
   * `keysAreNew`: the caller's own rows, inserted in `tx`, show that no job with these keys was ever
   * queued (the reminder run's reminder_sends): the locks and the look-up are skipped, and the jobs
   * are inserted at once. The look-up reads every job of the queue still kept in pgboss.job (pg-boss
   * has no index on singleton_key), which after a large run is most of the cost of queueing.
   */
  async enqueueMany<T>(
    tx: DbOrTx,
    name: string,
    jobs: readonly BulkJob<T>[],
    options: { keysAreNew?: boolean } = {},
  ): Promise<number> {
    if (!this.registrations.has(name)) throw new Error(`unknown job queue: ${name}`);
    if (!this.started) throw new Error('jobs.start() must run before jobs are enqueued');
    if (jobs.length === 0) return 0;
    const byKey = new Map<string, BulkJob<T>>();
    for (const job of jobs) if (!byKey.has(job.idempotencyKey)) byKey.set(job.idempotencyKey, job);
    const keys = [...byKey.keys()].sort();
    return (tx as AppDb).transaction(async (inner) => {
      const db = executorFor(inner);
      if (options.keysAreNew) {
        await this.insertJobs(db, name, [...byKey.values()]);
        return byKey.size;
      }
      await db.executeSql(
        `select count(pg_advisory_xact_lock(hashtextextended('curbside-job:' || $1 || ':' || k, 0)))
         from (select k from unnest($2::text[]) with ordinality as u(k, i) order by i) as ordered`,
        [name, keys],
      );
      const pending = await db.executeSql(
        `select singleton_key from ${JOBS_SCHEMA}.job where name = $1 and singleton_key = any($2::text[]) and state < 'completed'`,
        [name, keys],
      );
      const taken = new Set(pending.rows.map((r) => String((r as { singleton_key: unknown }).singleton_key)));
      const fresh = keys.filter((key) => !taken.has(key)).map((key) => byKey.get(key)!);
      if (fresh.length === 0) return 0;
      await this.insertJobs(db, name, fresh);
      return fresh.length;
    });
  }

  private insertJobs<T>(db: ReturnType<typeof executorFor>, name: string, jobs: readonly BulkJob<T>[]) {
    return this.boss.insert(
      jobs.map((job) => ({
        name,
        data: { idempotencyKey: job.idempotencyKey, payload: job.payload } satisfies Envelope<T>,
        singletonKey: job.idempotencyKey,
        // seconds from now, as text (pg-boss casts it to an interval, as send() does with a number)
        ...(job.startAfterSeconds ? { startAfter: String(job.startAfterSeconds) } : {}),
      })),
      { db },
    );
  }

  /**
   * Cancels the job with this key if no worker has taken it yet: for a side effect the request itself
   * already completed. Returns how many were cancelled (0 when it already ran or is running).
   */
  async cancelPending(name: string, idempotencyKey: string): Promise<number> {
    const { rows } = await this.database.executor.executeSql(
      `select id from ${JOBS_SCHEMA}.job where name = $1 and singleton_key = $2 and state < 'active'`,
      [name, idempotencyKey],
    );
    const ids = rows.map((r) => String((r as { id: unknown }).id));
    if (ids.length === 0) return 0;
    await this.boss.cancel(name, ids);
    return ids.length;
  }

  /**
   * Which of `keys` have a job not finished yet in queue `name`, or waiting in its dead-letter queue to
   * record a give-up: the others have nothing behind them any more (an outbox check re-queues them).
   */
  async pendingKeys(name: string, keys: readonly string[]): Promise<Set<string>> {
    if (!this.registrations.has(name)) throw new Error(`unknown job queue: ${name}`);
    if (keys.length === 0) return new Set();
    const { rows } = await this.database.executor.executeSql(
      `select singleton_key as key from ${JOBS_SCHEMA}.job
        where name = $1 and singleton_key = any($3::text[]) and state < 'completed'
       union
       select data->>'idempotencyKey' from ${JOBS_SCHEMA}.job
        where name = $2 and data->>'idempotencyKey' = any($3::text[]) and state < 'completed'`,
      [name, giveUpQueueOf(name), [...keys]],
    );
    return new Set(rows.map((r) => String((r as { key: unknown }).key)));
  }

  /** State of one job (state, retryCount, output with the last error), for tests and operators. */
  async getJob(name: string, id: string): Promise<JobRecord | null> {
    return this.boss.getJobById<Envelope<unknown>>(name, id, { includeArchive: true });
  }

  /** Runs until every queued job has finished (completed or failed) or the timeout passes. For tests and scripts. */
  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if ((await this.pendingCount()) === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * Jobs not finished yet (created, waiting for a retry, or running), over every queue, in one count:
   * one snapshot, so a job that queues another before it completes is seen either running or with its
   * successor waiting (counting queue by queue could see the successor's queue before it was queued
   * into and the job's own queue after it completed, and answer 0 while work remained).
   */
  async pendingCount(): Promise<number> {
    const { rows } = await this.database.executor.executeSql(
      `select count(*)::int as pending from ${JOBS_SCHEMA}.job
        where name = any($1::text[]) and state < 'completed'`,
      [this.queueNames()],
    );
    return Number((rows[0] as { pending: unknown }).pending);
  }
}

/** The message pg-boss or our fail() stored in a job's output. */
function causeOf(output: unknown): string {
  const o = output as { message?: unknown; value?: { message?: unknown } } | null | undefined;
  const message = o?.message ?? o?.value?.message;
  return typeof message === 'string' ? message : 'unknown';
}
