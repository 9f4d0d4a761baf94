/**
 * The outbox's safety net (issue 27): every accepted request must end filed or failed, yet a request
 * could stay "queued" with nothing left to move it, when its job was marked done without filing it (the
 * job worker's batch bug, since fixed) or was lost some other way (a hand-edited queue, a restore of
 * the database without pg-boss's schema). A periodic check, a cron job run once across every instance,
 * finds each queued request with no job behind it (no create-issue job pending with its key, and no
 * give-up waiting to be recorded) and queues its job again, with the same idempotency key (the request
 * id), so a back office that did file it answers the same IssueID. Each one it re-queues is logged.
 *
 * What may overlap: a job that files the request or gives up between the check's two reads changes
 * the request's status first, and the re-queue re-reads the status under a row lock; enqueue() itself
 * drops a job whose key is pending again by then. A Change Service or Additional Carts request has no
 * queued state (the change is saved at once; only its confirmation mail is a job), so there is nothing
 * of the kind to check for changes.
 */
import type { AppContext } from '../../app-context';
import { CREATE_ISSUE_QUEUE, requeueServiceRequestJob } from './issue-outbox';
import { findQueuedServiceRequestIds } from './services-repository';

export const OUTBOX_CHECK_QUEUE = 'service-requests-outbox-check';
/** Every five minutes: a request left without a job waits at most this long before it moves again. */
export const OUTBOX_CHECK_CRON = '*/5 * * * *';
const PAGE = 500;

/** Queues the job again of every queued request that has none; answers their ids. */
export async function requeueOrphanedServiceRequests(ctx: AppContext): Promise<string[]> {
  const requeued: string[] = [];
  let afterId: string | null = null;
  for (;;) {
    const ids = await findQueuedServiceRequestIds(ctx.db, afterId, PAGE);
    if (ids.length === 0) break;
    const pending = await ctx.jobs.pendingKeys(CREATE_ISSUE_QUEUE, ids);
    for (const id of ids.filter((i) => !pending.has(i))) {
      if (await requeueServiceRequestJob(ctx, id)) requeued.push(id);
    }
    if (ids.length < PAGE) break;
    afterId = ids.at(-1)!;
  }
  if (requeued.length > 0) {
    ctx.jobs.log(
      `outbox check: ${requeued.length} queued service request(s) had no job behind them; queued again: ${requeued.join(', ')}`,
    );
  }
  return requeued;
}

export function registerOutboxCheckJob(ctx: AppContext): void {
  ctx.jobs.register(
    OUTBOX_CHECK_QUEUE,
    async () => {
      await requeueOrphanedServiceRequests(ctx);
    },
    { cron: OUTBOX_CHECK_CRON },
  );
}
