/**
 * Durable side effects on pg-boss. A job is enqueued in the same transaction as the change that causes
 * it (`enqueue(tx, …)`), so a rolled-back change sends nothing and a committed one is never lost.
 * Each queue retries with exponential backoff and keeps a job as failed, with its last error, after
 * JOB_RETRY_LIMIT tries in all (the first and JOB_RETRY_LIMIT - 1 retries). Every job carries an
 * idempotency key: handlers pass it to the receiving side so a retry is recognised there and not done
 * twice, and a second enqueue with a key that is still pending is dropped.
 *
 * pg-boss runs on PostgreSQL through its own pool, and on PGlite through the single shared connection.
 */
import PgBoss from 'pg-boss';
import type { AppDb, Database, DbOrTx } from '../db/client';
import { executorFor } from '../db/client';

/** pg-boss's own tables live here (`pgboss.job`, `pgboss.archive`); see docs/operations-messaging.md. */
export const JOBS_SCHEMA = 'pgboss';

export interface JobContext {
  /** The job id. */
  id: string;
  /** The key passed to enqueue (a fresh UUID when none was given); the same on every retry. */
  idempotencyKey: string;
  /** 0 on the first try, 1 on the first retry, … */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Stable key for this side effect; a second enqueue with the same key while one is pending is dropped. */
  idempotencyKey?: string;
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
   * random spread so a crowd of failed jobs does not retry in one burst): with 5 s and 8 tries,
   * about 5 s, 10 s, 20 s … 320 s, some 11 to 21 minutes in all before a job is kept as failed.
   */
  retryDelaySeconds: number;
  /** How often an idle worker looks for work (pg-boss's minimum is 0.5). Short in tests. */
  pollingIntervalSeconds?: number;
}

interface Envelope<T> {
  idempotencyKey: string;
  payload: T;
}

/** The job as pg-boss keeps it (state, tries, last error in `output`). */
export type JobRecord = PgBoss.JobWithMetadata<Envelope<unknown>>;

export class Jobs {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private started = false;
  private working = false;

  constructor(
    database: Database,
    private readonly options: JobsOptions,
  ) {
    const retention = {
      schema: JOBS_SCHEMA,
      // failed jobs stay in pgboss.job for a week (done ones move to pgboss.archive after 12 hours),
      // then in pgboss.archive for 14 days more
      archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
      deleteAfterDays: 14,
    };
    this.boss =
      database.kind === 'postgres'
        ? new PgBoss({ connectionString: database.connectionString, max: 4, ...retention })
        : new PgBoss({ db: database.executor, ...retention });
    this.boss.on('error', (err) => console.error('job queue error:', err.message));
  }

  /** Declares a queue and its handler; call before start(). */
  register<T>(name: string, handler: JobHandler<T>): void {
    if (this.started) throw new Error(`register job queue ${name} before jobs.start()`);
    this.handlers.set(name, handler as JobHandler<unknown>);
  }

  /**
   * Creates pg-boss's tables and the queues; with `work`, starts taking jobs. May be called again with
   * `work: true` to start working after a start without it (tests enqueue first, then work).
   */
  async start({ work }: { work: boolean }): Promise<void> {
    if (!this.started) {
      await this.boss.start();
      for (const name of this.handlers.keys()) {
        const queue = {
          retryLimit: Math.max(0, this.options.retryLimit - 1),
          retryDelay: this.options.retryDelaySeconds,
          retryBackoff: true,
          // a job that never finishes (a crashed worker) is retried after this long
          expireInSeconds: 15 * 60,
        };
        await this.boss.createQueue(name, { name, ...queue });
        // createQueue leaves an existing queue as it is; apply the current configuration
        await this.boss.updateQueue(name, { name, ...queue });
      }
      this.started = true;
    }
    if (!work || this.working) return;
    this.working = true;
    for (const [name, handler] of this.handlers) {
      await this.boss.work<Envelope<unknown>>(
        name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          await handler(job.data.payload, {
            id: job.id,
            idempotencyKey: job.data.idempotencyKey,
            retryCount: job.retryCount,
          });
        },
      );
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.working = false;
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
    if (!this.handlers.has(name)) throw new Error(`unknown job queue: ${name}`);
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

  /** State of one job (state, retryCount, output with the last error), for tests and operators. */
  async getJob(name: string, id: string): Promise<JobRecord | null> {
    return this.boss.getJobById<Envelope<unknown>>(name, id, { includeArchive: true });
  }

  /** Runs until every queued job has finished (completed or failed) or the timeout passes. For tests and scripts. */
  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let pending = 0;
      for (const name of this.handlers.keys()) {
        pending += await this.boss.getQueueSize(name, { before: 'completed' });
      }
      if (pending === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
