/**
 * Jobs that keep up (DESIGN "Jobs that keep up"): a worker takes a batch and runs every job of it at
 * once, each job keeps its own outcome, a code mail is not held up by bulk mail, a hung try is cut
 * off, and every failed try is logged without secrets. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test/app';
import type { MailMessage, MailPort } from '../ports/mail/mail-port';
import { demoHaulerData } from '../features/services/test-support';
import { MAIL_QUEUE, queueMail } from './messaging';

const BATCH = 10;
const RESIDENT = 'resident@curbside.demo';

/** A mail port whose behaviour depends on the recipient; see each prefix below. */
function scriptedMail() {
  const sent: { to: string; key: string; at: number }[] = [];
  const tries = new Map<string, number>();
  const state = { inFlight: 0, maxInFlight: 0, barrierArrivals: 0, bulkDelayMs: 0 };
  let releaseBarrier: () => void = () => undefined;
  const barrier = new Promise<void>((resolve) => (releaseBarrier = resolve));

  const port: MailPort = {
    adapter: 'built-in',
    async send(message: MailMessage, key: string) {
      const attempt = (tries.get(key) ?? 0) + 1;
      tries.set(key, attempt);
      state.inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      try {
        if (message.to.startsWith('batch-')) {
          // a whole batch must be in flight together; one at a time, this never opens
          if (++state.barrierArrivals === BATCH) releaseBarrier();
          const opened = await Promise.race([
            barrier.then(() => true),
            new Promise<boolean>((r) => setTimeout(() => r(false), 5000)),
          ]);
          if (!opened) throw new Error('the batch did not run at once');
          if (message.to.startsWith('batch-fail-once@') && attempt === 1) throw new Error('421 try later');
        }
        if (message.to.startsWith('bulk-')) await new Promise((r) => setTimeout(r, state.bulkDelayMs));
        if (message.to.startsWith('fail-all@')) {
          throw new Error('could not connect to smtp://mailer:hunter2@mail.example.com:587/?token=s3cret');
        }
        if (message.to.startsWith('hang@') && attempt === 1) await new Promise(() => undefined);
        sent.push({ to: message.to, key, at: Date.now() });
      } finally {
        state.inFlight--;
      }
    },
  };
  return { port, sent, state };
}

const mail = (to: string): MailMessage => ({ to, subject: 'Test', text: 'Hello' });

describe('jobs that keep up', () => {
  const fake = scriptedMail();
  const log: string[] = [];

  const t = useTestApp(
    () =>
      createTestApp({
        env: {
          JOB_RETRY_LIMIT: '2',
          JOB_RETRY_DELAY_SECONDS: '1',
          JOB_CONCURRENCY: '1',
          JOB_BATCH_SIZE: String(BATCH),
          JOB_TIMEOUT_SECONDS: '5',
        },
        ports: { mail: fake.port },
        jobLog: (line) => log.push(line),
        seeded: demoHaulerData,
        // the batch test queues its jobs first, then starts the worker
        work: false,
      }),
    180_000,
  );
  // before the app closes (after-hooks run last first)
  afterAll(() => {
    fake.state.bulkDelayMs = 0;
  });

  it('runs every job of a batch at once and reports each one on its own', async () => {
    const ids: string[] = [];
    await t.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < BATCH - 1; i++)
        ids.push((await queueMail(t.ctx, tx, mail(`batch-${i}@example.com`)))!);
      ids.push((await queueMail(t.ctx, tx, mail('batch-fail-once@example.com')))!);
    });
    await t.ctx.jobs.start({ work: true });
    await t.ctx.jobs.drain();

    expect(fake.state.maxInFlight).toBe(BATCH);
    const delivered = fake.sent.filter((s) => s.to.startsWith('batch-')).map((s) => s.to);
    expect(delivered).toHaveLength(BATCH);
    expect(new Set(delivered).size).toBe(BATCH);
    // the one that failed was retried alone; the other nine were completed on their first try
    const jobs = await Promise.all(ids.map((id) => t.ctx.jobs.getJob(MAIL_QUEUE, id)));
    expect(jobs.map((j) => j?.state)).toEqual(Array(BATCH).fill('completed'));
    expect(jobs.slice(0, -1).every((j) => j?.retryCount === 0)).toBe(true);
    expect(jobs.at(-1)?.retryCount).toBe(1);
  });

  it('delivers a reset link within seconds while 500 confirmation mails wait', async () => {
    fake.state.bulkDelayMs = 2000;
    await t.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 500; i++) await queueMail(t.ctx, tx, mail(`bulk-${i}@example.com`));
    });
    const asked = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: RESIDENT },
    });
    expect(res.statusCode).toBe(200);
    const deadline = asked + 5000;
    while (!fake.sent.some((s) => s.to === RESIDENT) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const reset = fake.sent.find((s) => s.to === RESIDENT);
    expect(reset, 'the reset mail within 5 s').toBeDefined();
    expect(reset!.at - asked).toBeLessThan(5000);
    // and it did not wait for the bulk mail: most of it is still queued
    expect(fake.sent.filter((s) => s.to.startsWith('bulk-')).length).toBeLessThan(100);
    fake.state.bulkDelayMs = 0;
    await t.ctx.jobs.drain(60_000);
    expect(fake.sent.filter((s) => s.to.startsWith('bulk-'))).toHaveLength(500);
  }, 90_000);

  it('cuts off a try that hangs after JOB_TIMEOUT_SECONDS and retries it', async () => {
    const id = await queueMail(t.ctx, t.ctx.db, mail('hang@example.com'));
    await t.ctx.jobs.drain();
    expect(fake.sent.filter((s) => s.to === 'hang@example.com')).toHaveLength(1);
    expect(await t.ctx.jobs.getJob(MAIL_QUEUE, id!)).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(
      log.some((l) => l.includes(id!) && l.includes('try 1 of 2') && l.includes('timed out after 5 s')),
    ).toBe(true);
  }, 30_000);

  it('logs every failed try with the queue, job id, try number and cause, without secrets', async () => {
    const id = await queueMail(t.ctx, t.ctx.db, mail('fail-all@example.com'));
    await t.ctx.jobs.drain();
    const lines = log.filter((l) => l.includes(id!));
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^job ${MAIL_QUEUE} ${id} failed on try 1 of 2 \\(will retry\\): could not connect`),
      ),
      expect.stringMatching(
        new RegExp(`^job ${MAIL_QUEUE} ${id} failed on try 2 of 2 \\(giving up\\): could not connect`),
      ),
    ]);
    expect(lines.join('\n')).not.toMatch(/hunter2|s3cret/);
    const job = await t.ctx.jobs.getJob(MAIL_QUEUE, id!);
    expect(job?.state).toBe('failed');
    expect(JSON.stringify(job?.output)).not.toMatch(/hunter2|s3cret/);
  }, 30_000);
});
