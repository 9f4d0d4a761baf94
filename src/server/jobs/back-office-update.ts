/**
 * "Update customer in back-office system" (spec 01 §7) as a durable job. My Account queues it in the
 * transaction that saves the profile; the worker sends it through the back-office port with the job's
 * idempotency key, so a retry is applied once. The spec only logged a failed call; here every failed
 * try is logged and retried with backoff, and kept as failed (with its last error) after
 * JOB_RETRY_LIMIT tries.
 */
import type { AppContext } from '../app-context';
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
  // a failed try is logged by the job worker (queue, job id, try number, cause) and retried
  ctx.jobs.register<TUpdateCustomerPayload>(BACK_OFFICE_UPDATE_QUEUE, (payload, job) =>
    ctx.ports.backOffice.updateCustomer(payload, job.idempotencyKey),
  );
}
