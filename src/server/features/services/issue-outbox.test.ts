/**
 * The ticket outbox around its job: a request filed at once needs no job run, a customer's retry with
 * the same client key files once, and a job whose server died is retried within a minute or, on its
 * last try, leaves the request failed rather than queued forever. The "dead worker" is simulated by
 * marking the job active with an old start, exactly what pg-boss finds after a crash. A queued request
 * whose job is gone, or was marked done without filing it, is queued again by the outbox check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { boIssues, serviceRequests } from '../../db/schema';
import { JOBS_SCHEMA } from '../../jobs/jobs';
import type { TestApp } from '../../test/app';
import { backOfficeDown, createDemoHaulerApp } from '../../test/demo-hauler';
import { CREATE_ISSUE_QUEUE } from './issue-outbox';
import { OUTBOX_CHECK_CRON, OUTBOX_CHECK_QUEUE, requeueOrphanedServiceRequests } from './issue-outbox-check';
import { customerCookie, demoClock } from './test-support';
import { serviceRequestOnce } from '../../test/service-requests';

const RESIDENT = 'demo-resident-1';
const MISSED = '/api/services/trash/requests/missed-pickup';
const form = { subject: 'Missed', details: 'Not picked up' };

let t: TestApp;
let cookie: string;
let failing = false;
let calls = 0;
const jobLog: string[] = [];

beforeAll(async () => {
  t = await createDemoHaulerApp({
    now: demoClock,
    env: { JOB_RETRY_LIMIT: '3', JOB_RETRY_DELAY_SECONDS: '1' },
    // the built-in back office behind a switch, counting createIssue calls
    backOffice: (builtIn) => ({
      createIssue: async (...args) => {
        calls++;
        if (failing) return backOfficeDown()();
        return builtIn.createIssue(...args);
      },
    }),
    jobLog: (line) => jobLog.push(line),
    // pg-boss looks for jobs of dead workers every second here (every 10 s by default)
    jobMaintenanceIntervalSeconds: 1,
  });
  cookie = await customerCookie(t.ctx, RESIDENT);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

function submit(key?: string) {
  return t.app.inject({
    method: 'POST',
    url: MISSED,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: form,
  });
}

async function jobOf(requestId: string) {
  const { rows } = await t.ctx.database.executor.executeSql(
    `select id, state, retry_count, retry_limit, extract(epoch from expire_in) as expire_seconds
       from ${JOBS_SCHEMA}.job where name = $1 and singleton_key = $2`,
    [CREATE_ISSUE_QUEUE, requestId],
  );
  return rows[0] as {
    id: string;
    state: string;
    retry_count: number;
    retry_limit: number;
    expire_seconds: string;
  };
}

/** What pg-boss sees after a server died `secondsAgo` into a try: the job still active. */
async function crashWorker(requestId: string, secondsAgo: number, lastTry: boolean) {
  await t.ctx.database.executor.executeSql(
    `update ${JOBS_SCHEMA}.job
        set state = 'active', started_on = now() - make_interval(secs => $3),
            retry_count = case when $4 then retry_limit else retry_count end
      where name = $1 and singleton_key = $2`,
    [CREATE_ISSUE_QUEUE, requestId, secondsAgo, lastTry],
  );
}

describe('the ticket outbox', () => {
  it('cancels the job of a request filed at once, so the worker never runs it', async () => {
    failing = false;
    calls = 0;
    const res = await submit();
    expect(res.statusCode).toBe(200);
    const { requestId } = res.json();
    expect((await jobOf(requestId)).state).toBe('cancelled');
    await t.ctx.jobs.drain();
    expect(calls).toBe(1);
  });

  it('files a submission once when the client retries it with the same key', async () => {
    failing = false;
    const first = await submit('submission-0001');
    const retry = await submit('submission-0001');
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    // two copies arriving together
    const [a, b] = await Promise.all([submit('submission-0002'), submit('submission-0002')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().requestId).toBe(b.json().requestId);
    expect(a.json().requestId).not.toBe(first.json().requestId);

    for (const id of [first.json().requestId, a.json().requestId]) {
      const rows = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
      expect(rows).toHaveLength(1);
      expect(await t.ctx.db.select().from(boIssues).where(eq(boIssues.idempotencyKey, id))).toHaveLength(1);
    }
    // without a key (or with another one) it is a new request
    const other = await submit();
    expect(other.json().requestId).not.toBe(first.json().requestId);
  });

  it('refuses a malformed client key with a 400', async () => {
    const res = await submit('short');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('retries within a minute a job whose server died during its try', async () => {
    failing = true;
    const res = await submit();
    expect(res.statusCode).toBe(202);
    const { requestId } = res.json();
    // a try may run this long, then it counts as abandoned: far below the old 15 minutes
    expect(Number((await jobOf(requestId)).expire_seconds)).toBeLessThanOrEqual(35);
    // the server took the job 40 s ago and died; the back office is fine again
    await crashWorker(requestId, 40, false);
    failing = false;
    const filed = await serviceRequestOnce(
      t.ctx,
      requestId,
      (row) => row.status === 'filed',
      'the retried job to file the request',
      20_000,
    );
    expect(filed.status).toBe('filed');
  }, 40_000);

  it('marks the request failed when its last try expires because the server died', async () => {
    failing = true;
    const res = await submit();
    expect(res.statusCode).toBe(202);
    const { requestId } = res.json();
    await crashWorker(requestId, 40, true);
    const row = await serviceRequestOnce(
      t.ctx,
      requestId,
      (r) => r.status !== 'queued',
      'the request to leave "queued"',
      20_000,
    );
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('timeout');
    failing = false;
  }, 40_000);

  it('marks the request failed when its last try throws', async () => {
    failing = true;
    const res = await submit();
    const { requestId } = res.json();
    const row = await serviceRequestOnce(
      t.ctx,
      requestId,
      (r) => r.status !== 'queued',
      'the request to fail',
    );
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('The back office is not answering.');
    failing = false;
  }, 40_000);

  it('queues again a queued request whose job is gone or was marked done without filing it, and files it', async () => {
    failing = true;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await submit();
      expect(res.statusCode).toBe(202);
      ids.push(res.json().requestId);
    }
    const [gone, doneByHand, waiting] = ids as [string, string, string];
    await t.ctx.database.executor.executeSql(
      `delete from ${JOBS_SCHEMA}.job where name = $1 and singleton_key = $2`,
      [CREATE_ISSUE_QUEUE, gone],
    );
    await t.ctx.database.executor.executeSql(
      `update ${JOBS_SCHEMA}.job set state = 'completed', completed_on = now()
        where name = $1 and singleton_key = $2`,
      [CREATE_ISSUE_QUEUE, doneByHand],
    );

    // the check the cron job runs: the two without a job, not the one whose job still waits
    const requeued = await requeueOrphanedServiceRequests(t.ctx);
    expect([...requeued].sort()).toEqual([gone, doneByHand].sort());
    expect(requeued).not.toContain(waiting);
    expect(jobLog).toContainEqual(
      expect.stringMatching(
        /^outbox check: 2 queued service request\(s\) had no job behind them; queued again: /,
      ),
    );
    // run again at once, it finds each of them with its job now
    expect(await requeueOrphanedServiceRequests(t.ctx)).toEqual([]);

    failing = false;
    for (const id of ids) {
      const row = await serviceRequestOnce(
        t.ctx,
        id,
        (r) => r.status === 'filed',
        `request ${id} to be filed`,
      );
      expect(row.issueId).toEqual(expect.any(String));
      expect(await t.ctx.db.select().from(boIssues).where(eq(boIssues.idempotencyKey, id))).toHaveLength(1);
    }

    // pg-boss runs it every five minutes, once across every instance
    const { rows } = await t.ctx.database.executor.executeSql(
      `select cron from ${JOBS_SCHEMA}.schedule where name = $1`,
      [OUTBOX_CHECK_QUEUE],
    );
    expect(rows).toEqual([{ cron: OUTBOX_CHECK_CRON }]);
  }, 60_000);
});
