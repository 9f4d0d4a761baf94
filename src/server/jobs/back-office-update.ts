/**
 * "Update customer in back-office system" (spec 01 §7) as a durable job. My Account queues it in the
 * transaction that saves the profile; the worker sends it through the back-office port with the job's
 * idempotency key, so a retry is applied once. The spec only logged a failed call; here it is logged
 * and retried with backoff, and kept as failed (with its last error) after JOB_RETRY_LIMIT tries.
 */
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import type { TUpdateCustomerPayload } from '../../domain/back-office';

export const BACK_OFFICE_UPDATE_QUEUE = 'back-office-update-customer';

/** Queues the update in `tx`; it is sent only if `tx` commits. */
export function queueBackOfficeCustomerUpdate(
  ctx: AppContext,
  tx: DbOrTx,
  payload: TUpdateCustomerPayload,
  idempotencyKey: string,
): Promise<string | null> {
  return ctx.jobs.enqueue(tx, BACK_OFFICE_UPDATE_QUEUE, payload, { idempotencyKey });
}

export function registerBackOfficeUpdateJobs(ctx: AppContext): void {
  ctx.jobs.register<TUpdateCustomerPayload>(BACK_OFFICE_UPDATE_QUEUE, async (payload, job) => {
    try {
      await ctx.ports.backOffice.updateCustomer(payload, job.idempotencyKey);
    } catch (error) {
      if (ctx.config.LOG_LEVEL !== 'silent') {
        const last = job.retryCount + 1 >= Math.max(1, ctx.config.JOB_RETRY_LIMIT);
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(
          `back-office customer update ${job.idempotencyKey} for ${payload.SOURCE} ${payload.CM04.CM04_CUST}.${payload.CM04.CM04_SITE} failed (try ${job.retryCount + 1}${last ? ', giving up' : ', will retry'}): ${reason}`,
        );
      }
      throw error;
    }
  });
}
