/**
 * A job is completed only by its own outcome (issue 27): two workers, batches of ten, slow jobs beside
 * jobs that fail once fast and once slowly. The fast failure is retried while its batch still waits on
 * its slow sibling, and the other worker takes the retry; whatever that first batch does when its
 * slow sibling ends must not touch the retry, so the retry's slow failure is recorded and a third try
 * runs. And drain() does not return while a job is queueing another (one count over every queue).
 * PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../db/client';
import { useTestDatabase } from '../test/db';
import { useShared } from '../test/shared';
import { Jobs, type JobRecord } from './jobs';

const QUEUE = 'outcome-test';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Kind = 'slow' | 'flaky' | 'fast';
interface Payload {
  n: number;
  kind: Kind;
}

describe('each job keeps its own outcome', () => {
  const log: string[] = [];
  /** Every try: which job, which try, and how it ended. */
  const tries: { n: number; retryCount: number; ok: boolean; start: number; end: number }[] = [];
  const database = useTestDatabase();
  const jobs = useShared(
    async () => {
      const made = new Jobs(database, {
        // three tries: a fast failure, a slow failure, then success
        retryLimit: 3,
        retryDelaySeconds: 1,
        concurrency: 2,
        batchSize: 10,
        pollingIntervalSeconds: 0.5,
        timeoutSeconds: 15,
        log: (line) => log.push(line),
      });
      made.register<Payload>(QUEUE, async ({ n, kind }, job) => {
        const start = Date.now();
        const record = (ok: boolean) =>
          tries.push({ n, retryCount: job.retryCount, ok, start, end: Date.now() });
        if (kind === 'slow') await sleep(5000);
        if (kind === 'flaky' && job.retryCount === 0) {
          record(false);
          throw new Error(`job ${n} failed fast`);
        }
        if (kind === 'flaky' && job.retryCount === 1) {
          await sleep(5000);
          record(false);
          throw new Error(`job ${n} failed slowly`);
        }
        record(true);
      });
      await made.start({ work: false });
      return made;
    },
    (made) => made.stop(),
    120_000,
  );

  it('completes a job only when its own try succeeded, never with the batch it was first fetched in', async () => {
    // one transaction each, so they are fetched in this order: the first ten are one slow job and nine
    // that fail fast; the thirty after them are quick, so the other worker is free for the retries
    const kinds: Kind[] = ['slow', ...Array<Kind>(9).fill('flaky'), ...Array<Kind>(30).fill('fast')];
    const ids: string[] = [];
    for (const [n, kind] of kinds.entries()) {
      ids.push(
        (await jobs.enqueue<Payload>(database.db, QUEUE, { n, kind }, { idempotencyKey: `job-${n}` }))!,
      );
    }
    await jobs.start({ work: true });

    const finished = async () => {
      const all = await Promise.all(ids.map((id) => jobs.getJob(QUEUE, id)));
      return all.every((j) => j && ['completed', 'failed'].includes(j.state)) ? all : null;
    };
    let records: (JobRecord | null)[] | null = null;
    const deadline = Date.now() + 60_000;
    while (!(records = await finished()) && Date.now() < deadline) await sleep(200);
    expect(records, 'every job finished within 60 s').not.toBeNull();

    const states = records!.map((job, n) => {
      const succeeded = tries.filter((t) => t.n === n && t.ok);
      return {
        n,
        kind: kinds[n],
        state: job!.state,
        retryCount: job!.retryCount,
        successes: succeeded.length,
      };
    });
    // no job was completed without a try of its own that succeeded
    expect(states.filter((s) => s.state === 'completed' && s.successes === 0)).toEqual([]);
    // every job succeeded exactly once, on the try its record says: the flaky ones on their third
    expect(states.every((s) => s.state === 'completed' && s.successes === 1)).toBe(true);
    expect(states.filter((s) => s.kind === 'flaky').map((s) => s.retryCount)).toEqual(Array(9).fill(2));
    expect(states.filter((s) => s.kind !== 'flaky').every((s) => s.retryCount === 0)).toBe(true);
    // each slow failure was logged as a failed second try
    for (const n of states.filter((s) => s.kind === 'flaky').map((s) => s.n)) {
      expect(log.some((l) => l.includes(ids[n]!) && l.includes('failed on try 2 of 3'))).toBe(true);
    }
  }, 90_000);
});

describe('drain()', () => {
  const done: string[] = [];
  let started: () => void = () => undefined;
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const database = useTestDatabase();
  const jobs = useShared(
    async () => {
      // a database slow to answer a count of waiting jobs: a drain that counts one queue after another
      // sees the first queue before the job in the second has queued into it, and the second after
      const slowCounts: SqlExecutor = {
        async executeSql(text: string, values?: unknown[]) {
          const result = await database.executor.executeSql(text, values);
          if (/count\(\*\)[\s\S]*from pgboss\.job\s+where name/i.test(text)) await sleep(400);
          return result;
        },
      } as SqlExecutor;
      const made = new Jobs(
        { ...database, executor: slowCounts },
        {
          retryLimit: 1,
          retryDelaySeconds: 1,
          pollingIntervalSeconds: 0.5,
          timeoutSeconds: 10,
          log: () => undefined,
        },
      );
      // counted first: the queue the first job queues into
      made.register('drain-second', async () => {
        await sleep(1000);
        done.push('second');
      });
      made.register('drain-first', async () => {
        started();
        await sleep(100);
        await made.enqueue(database.db, 'drain-second', {});
        done.push('first');
      });
      await made.start({ work: true });
      return made;
    },
    (made) => made.stop(),
    120_000,
  );

  it('waits for a job that a running job queues', async () => {
    await jobs.enqueue(database.db, 'drain-first', {});
    await firstStarted;
    await jobs.drain(30_000);
    expect(done).toEqual(['first', 'second']);
  }, 60_000);
});
