/**
 * Durable side effects on pg-boss. A job is enqueued in the same transaction as the change that causes
 * it (`enqueue(tx, …)`), so a rolled-back change sends nothing and a committed one is never lost.
 * Each queue retries with exponential backoff and keeps a job as failed, with its last error, after
 * JOB_RETRY_LIMIT tries. Every job carries an idempotency key: handlers pass it to the receiving side so
 * a retry is recognised there and not done twice.
 *
 * pg-boss runs on PostgreSQL through its own pool, and on PGlite through the single shared connection.
 */
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client';
import { executorFor } from '../db/client';

export interface JobContext {
  /** The job id; also the default idempotency key. */
  id: string;
  idempotencyKey: string;
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
  retryLimit: number;
  retryDelaySeconds: number;
  /** How often an idle worker looks for work. Short in tests. */
  pollingIntervalSeconds?: number;
}

interface Envelope<T> {
  idempotencyKey: string;
  payload: T;
}

export class Jobs {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private started = false;

  constructor(
    database: Database,
    private readonly options: JobsOptions,
  ) {
    this.boss =
      database.kind === 'postgres'
        ? new PgBoss({ connectionString: database.connectionString, schema: 'pgboss', max: 4, deleteAfterDays: 14 })
        : new PgBoss({ db: database.executor, schema: 'pgboss', deleteAfterDays: 14 });
    this.boss.on('error', (err) => console.error('job queue error:', err.message));
  }

  /** Declares a queue and its handler; call before start(). */
  register<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<unknown>);
  }

  /** Creates pg-boss's tables and the queues; with `work`, starts taking jobs. */
  async start({ work }: { work: boolean }): Promise<void> {
    await this.boss.start();
    for (const name of this.handlers.keys()) {
      await this.boss.createQueue(name, {
        name,
        retryLimit: this.options.retryLimit,
        retryDelay: this.options.retryDelaySeconds,
        retryBackoff: true,
        // a job that never finishes (a crashed worker) is retried after this long
        expireInSeconds: 15 * 60,
      });
    }
    this.started = true;
    if (!work) return;
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
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  /**
   * Enqueues a job inside `tx`. Returns the job id, or null when a pending job with the same
   * idempotency key already exists.
   */
  async enqueue<T>(tx: DbOrTx, name: string, payload: T, options: EnqueueOptions = {}): Promise<string | null> {
    if (!this.handlers.has(name)) throw new Error(`unknown job queue: ${name}`);
    const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
    const envelope: Envelope<T> = { idempotencyKey, payload };
    return this.boss.send(name, envelope as object, {
      db: executorFor(tx),
      singletonKey: idempotencyKey,
      startAfter: options.startAfterSeconds,
    });
  }

  /** State of one job, for tests and the admin outbox view. */
  async getJob(name: string, id: string) {
    return this.boss.getJobById(name, id);
  }

  /** Runs until every queued job has finished (completed or failed) or the timeout passes. For tests and scripts. */
  async drain(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let pending = 0;
      for (const name of this.handlers.keys()) pending += await this.boss.getQueueSize(name, { before: 'completed' });
      if (pending === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
