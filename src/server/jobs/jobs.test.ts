/**
 * Durable jobs on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL): transactional
 * enqueue, retries with backoff, failure kept with its last error, and idempotency keys.
 * Retries are fast here: JOB_RETRY_LIMIT=3 (three tries) and JOB_RETRY_DELAY_SECONDS=1, so the backoff
 * waits 1–2 s before the first retry and 2–4 s before the second.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import type { MailMessage, MailPort } from '../ports/mail/mail-port';
import { executorFor } from '../db/client';
import { MAIL_QUEUE, queueMail } from './messaging';

/** A mail port that fails for some recipients: `fail-2@…` fails on its first two tries, `fail-all@…` always. */
function scriptedMail() {
  const calls: { to: string; key: string; at: number; ok: boolean }[] = [];
  const port: MailPort = {
    adapter: 'built-in',
    async send(message: MailMessage, key: string) {
      const tries = calls.filter((c) => c.key === key).length;
      const fail = message.to.startsWith('fail-all@') || (message.to.startsWith('fail-2@') && tries < 2);
      calls.push({ to: message.to, key, at: Date.now(), ok: !fail });
      if (fail) throw new Error(`mail server said 421 for ${message.to} (try ${tries + 1})`);
    },
  };
  return { port, calls };
}

const mail = (to: string): MailMessage => ({ to, subject: 'Test', text: 'Hello' });

describe('durable jobs', () => {
  let t: TestApp;
  const fake = scriptedMail();

  beforeAll(async () => {
    t = await createTestApp({
      env: { JOB_RETRY_LIMIT: '3', JOB_RETRY_DELAY_SECONDS: '1' },
      ports: { mail: fake.port },
      // the idempotency test enqueues before any worker runs, then calls start() again with work: true
      work: false,
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    fake.calls.length = 0;
  });

  // first, while no worker runs yet, so the first job is still pending
  it('drops a second enqueue with a key that is still pending, and delivers once', async () => {
    const first = await t.ctx.db.transaction((tx) =>
      queueMail(t.ctx, tx, mail('twice@example.com'), 'same-key'),
    );
    const second = await t.ctx.db.transaction((tx) =>
      queueMail(t.ctx, tx, mail('twice@example.com'), 'same-key'),
    );
    // outside any transaction too
    const third = await queueMail(t.ctx, t.ctx.db, mail('twice@example.com'), 'same-key');
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(third).toBeNull();

    // two transactions at once (real concurrency on PostgreSQL): the second waits for the first
    const racing = await Promise.all(
      [1, 2].map((n) =>
        t.ctx.db.transaction(async (tx) => {
          const id = await queueMail(t.ctx, tx, mail(`race-${n}@example.com`), 'race-key');
          await new Promise((r) => setTimeout(r, 200));
          return id;
        }),
      ),
    );
    expect(racing.filter((id) => id !== null)).toHaveLength(1);

    // workers on from here on
    await t.ctx.jobs.start({ work: true });
    await t.ctx.jobs.drain(30_000);
    expect(fake.calls.map((c) => c.key).sort()).toEqual(['race-key', 'same-key']);
  });

  it('delivers nothing for a transaction that rolls back, and a committed one once', async () => {
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await queueMail(t.ctx, tx, mail('rolled-back@example.com'), 'tx-rolled-back');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await t.ctx.db.transaction((tx) =>
      queueMail(t.ctx, tx, mail('committed@example.com'), 'tx-committed'),
    );
    expect(id).toEqual(expect.any(String));

    await t.ctx.jobs.drain(30_000);
    expect(fake.calls.map((c) => c.to)).toEqual(['committed@example.com']);
    expect(await t.ctx.jobs.getJob(MAIL_QUEUE, id!)).toMatchObject({ state: 'completed', retryCount: 0 });
  });

  it('retries a failing delivery with growing delays and delivers it once', async () => {
    const id = await t.ctx.db.transaction((tx) =>
      queueMail(t.ctx, tx, mail('fail-2@example.com'), 'retry-then-ok'),
    );
    await t.ctx.jobs.drain(30_000);

    expect(fake.calls.map((c) => c.ok)).toEqual([false, false, true]);
    expect(fake.calls.filter((c) => c.ok)).toHaveLength(1);
    const [first, second, third] = fake.calls.map((c) => c.at);
    // backoff: 1–2 s, then 2–4 s (a little slack for clocks)
    expect(second! - first!).toBeGreaterThanOrEqual(900);
    expect(third! - second!).toBeGreaterThanOrEqual(1900);

    const job = await t.ctx.jobs.getJob(MAIL_QUEUE, id!);
    expect(job).toMatchObject({
      state: 'completed',
      retryCount: 2,
      // pg-boss counts retries: three tries are two retries
      retryLimit: 2,
      retryDelay: 1,
      retryBackoff: true,
    });
    expect(job!.data.idempotencyKey).toBe('retry-then-ok');
  }, 20_000);

  it('keeps a job as failed with its last error after JOB_RETRY_LIMIT tries', async () => {
    const id = await t.ctx.db.transaction((tx) =>
      queueMail(t.ctx, tx, mail('fail-all@example.com'), 'never-ok'),
    );
    await t.ctx.jobs.drain(30_000);

    // JOB_RETRY_LIMIT (3) tries in all, every one with the same key
    expect(fake.calls).toHaveLength(3);
    expect(new Set(fake.calls.map((c) => c.key))).toEqual(new Set(['never-ok']));
    const job = await t.ctx.jobs.getJob(MAIL_QUEUE, id!);
    expect(job).toMatchObject({ state: 'failed', retryCount: 2 });
    expect(JSON.stringify(job!.output)).toContain('mail server said 421 for fail-all@example.com (try 3)');
  }, 20_000);

  it('queues many jobs at once with the guarantees of one: nothing on rollback, one per key, a pending twin dropped', async () => {
    const bulk = (...keys: string[]) =>
      keys.map((key) => ({ payload: mail(`${key}@example.com`), idempotencyKey: key }));
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.jobs.enqueueMany(tx, MAIL_QUEUE, bulk('bulk-rolled-back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    // bulk-1 is pending already (queued one at a time in the same transaction); bulk-2 comes twice
    const queued = await t.ctx.db.transaction(async (tx) => {
      await queueMail(t.ctx, tx, mail('bulk-1@example.com'), 'bulk-1');
      return t.ctx.jobs.enqueueMany(tx, MAIL_QUEUE, bulk('bulk-2', 'bulk-1', 'bulk-3', 'bulk-2'));
    });
    expect(queued).toBe(2);
    expect(await t.ctx.jobs.enqueueMany(t.ctx.db, MAIL_QUEUE, [])).toBe(0);

    // two transactions at once with the same key (real concurrency on PostgreSQL): one job
    const racing = await Promise.all(
      [1, 2].map(() =>
        t.ctx.db.transaction(async (tx) => {
          const n = await t.ctx.jobs.enqueueMany(tx, MAIL_QUEUE, bulk('bulk-race'));
          await new Promise((r) => setTimeout(r, 200));
          return n;
        }),
      ),
    );
    expect(racing.reduce((a, b) => a + b, 0)).toBe(1);

    await t.ctx.jobs.drain(30_000);
    expect(fake.calls.map((c) => c.key).sort()).toEqual(['bulk-1', 'bulk-2', 'bulk-3', 'bulk-race']);
    const kept = await executorFor(t.ctx.db).executeSql(
      `select data from pgboss.job where name = $1 and singleton_key = 'bulk-3'
       union all select data from pgboss.archive where name = $1 and singleton_key = 'bulk-3'`,
      [MAIL_QUEUE],
    );
    // the same envelope as enqueue's: the key and the payload
    expect((kept.rows[0] as { data: unknown }).data).toEqual({
      idempotencyKey: 'bulk-3',
      payload: mail('bulk-3@example.com'),
    });
  });

  it('queues jobs whose keys the caller knows are new without looking for twins, still in the transaction', async () => {
    const job = (key: string) => ({ payload: mail(`${key}@example.com`), idempotencyKey: key });
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.jobs.enqueueMany(tx, MAIL_QUEUE, [job('new-rolled-back')], { keysAreNew: true });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const queued = await t.ctx.db.transaction((tx) =>
      t.ctx.jobs.enqueueMany(tx, MAIL_QUEUE, [job('new-1'), job('new-2'), job('new-1')], {
        keysAreNew: true,
      }),
    );
    expect(queued).toBe(2);
    await t.ctx.jobs.drain(30_000);
    expect(fake.calls.map((c) => c.key).sort()).toEqual(['new-1', 'new-2']);
  });

  it('starts a bulk-queued job after its startAfterSeconds', async () => {
    await t.ctx.jobs.enqueueMany(t.ctx.db, MAIL_QUEUE, [
      { payload: mail('later@example.com'), idempotencyKey: 'bulk-later', startAfterSeconds: 600 },
    ]);
    const db = executorFor(t.ctx.db);
    try {
      const { rows } = await db.executeSql(
        `select extract(epoch from start_after - created_on)::float as wait, retry_limit from pgboss.job where name = $1 and singleton_key = 'bulk-later'`,
        [MAIL_QUEUE],
      );
      const [job] = rows as { wait: number; retry_limit: number }[];
      expect(job!.wait).toBeGreaterThan(595);
      expect(job!.wait).toBeLessThan(605);
      // the queue's retry policy, as for a job queued one at a time (three tries: two retries)
      expect(job!.retry_limit).toBe(2);
    } finally {
      // it would keep the queue busy for ten minutes
      await db.executeSql(`delete from pgboss.job where name = $1 and singleton_key = 'bulk-later'`, [
        MAIL_QUEUE,
      ]);
    }
  });

  it('refuses a job for a queue nobody registered', async () => {
    await expect(t.ctx.db.transaction((tx) => t.ctx.jobs.enqueue(tx, 'no-such-queue', {}))).rejects.toThrow(
      /unknown job queue/,
    );
  });
});
