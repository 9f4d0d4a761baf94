/**
 * Back-office tickets as an outbox (DESIGN "No side effect is lost"). A customer's request is a
 * service_requests row plus a `back-office-create-issue` job, written in the caller's transaction.
 * After the commit the request handler tries to file it at once within a short budget; whether or not
 * that works, the job (retrying with backoff) makes sure it is filed. The two may overlap: both send
 * the row id as the back office's idempotency key, so the ticket is filed once and both learn the same
 * IssueID; whichever records it first queues the confirmation mail, and a job that finds the request
 * filed calls nothing.
 *
 * The job starts only after the immediate attempt's budget (so the two rarely overlap at all), and a
 * request filed at once cancels its job, so the worker spends nothing on it. A job kept as failed after
 * its last try, or expired on its last try because the server died, reaches the give-up handler, which
 * marks the request failed: a request is never left "queued" forever.
 *
 * A customer's retry after a dropped connection sends the same client key; the request id is derived
 * from the customer and that key, so the retry finds the first request instead of filing a second.
 *
 * Each step is also a timeline row (service-request-events.ts), written in the same transaction as the
 * step: `received` with the request, `filed` with the IssueID (by whichever path records it first),
 * `failed` when the job gives up, `resent` when staff send a failed request again.
 *
 * This module is the services feature's entry for tickets; My Services files its extra pickups here too,
 * and staff file undelivered-cart complaints here (features/address-tools: no customer mail, the
 * `received` row names the staff user).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IssuePayload } from '../../../domain/services/issue-payload';
import type { AppContext } from '../../app-context';
import { executorFor, type DbOrTx } from '../../db/client';
import { queueMail } from '../../jobs/messaging';
import { AppError } from '../../errors';
import { BACK_OFFICE_ACTOR, CUSTOMER_ACTOR, PORTAL_ACTOR } from '../../../domain/service-requests/timeline';
import { countServiceRequestEvents, recordServiceRequestEvent } from './service-request-events';
import { findCustomerLanguage } from '../my-account/customer-language';
import { renderConfirmationMail, type TConfirmationContent } from './confirmation-mail';
import { requestReference } from '../../../domain/service-requests/reference';
import {
  getServiceRequest,
  insertServiceRequest,
  markServiceRequestFailed,
  markServiceRequestFiled,
  recordServiceRequestFailure,
  requeueServiceRequest,
} from './services-repository';
import type { LanguageCode } from '../../../domain/languages';
import { emitWebhookEvent } from '../webhooks';

export const CREATE_ISSUE_QUEUE = 'back-office-create-issue';
/** How long a request waits for the back office before answering "received, will be filed". */
export const FILE_NOW_BUDGET_MS = 3000;
/** The job waits this long, so it does not race the immediate attempt (which cancels it on success). */
const JOB_START_AFTER_SECONDS = Math.ceil(FILE_NOW_BUDGET_MS / 1000) + 1;

interface CreateIssueJob {
  requestId: string;
}

export interface NewServiceRequest {
  uid: string;
  kind: string;
  serviceType: string | null;
  payload: IssuePayload;
  confirmation: TConfirmationContent;
  /** The key the client sent with this submission (the same on its retries), if any. */
  clientKey?: string | null;
  /** The portal it is filed for; by default the customer's (staff tickets name the chosen portal). */
  portalId?: string | null;
  /** Who the `received` timeline row names: the customer, or the staff user who filed it for them. */
  receivedBy?: string;
  /**
   * The language the customer filed it in, kept as a record; its mails follow the profile's language
   * when they are sent (the customer may have switched since).
   */
  language?: LanguageCode;
  /** A missed pickup's pickup day and what the crew had recorded for it (issue 32 §2). */
  pickupDay?: string | null;
  recordedStatus?: string | null;
}

/**
 * The request id: random, or derived from the customer and their client key, so a retried submission
 * maps to the same row. It is also the back office's idempotency key, so it has a UUID's shape.
 */
export function serviceRequestIdFor(uid: string, clientKey: string | null | undefined): string {
  if (!clientKey) return randomUUID();
  const hex = createHash('sha256').update(`service-request\0${uid}\0${clientKey}`).digest('hex');
  // version 8 (custom) and the RFC 4122 variant
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type QueuedRequest = { id: string; duplicate: boolean };

/**
 * Writes the request and its job in `tx`; returns the request id (also the idempotency key). When the
 * client key names a request this customer already made, nothing is written and `duplicate` is true.
 */
export async function queueServiceRequest(
  ctx: AppContext,
  tx: DbOrTx,
  request: NewServiceRequest,
): Promise<QueuedRequest> {
  const id = serviceRequestIdFor(request.uid, request.clientKey);
  if (request.clientKey) {
    // two copies of one submission arriving together wait for each other here (until `tx` ends)
    await executorFor(tx).executeSql('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `curbside-service-request:${id}`,
    ]);
    if (await getServiceRequest(tx, id)) return { id, duplicate: true };
  }
  await insertServiceRequest(tx, {
    id,
    uid: request.uid,
    kind: request.kind,
    serviceType: request.serviceType,
    status: 'queued',
    payload: request.payload as unknown as Record<string, unknown>,
    confirmation: request.confirmation as unknown as Record<string, unknown>,
    language: request.language ?? 'en',
    createdAt: ctx.now(),
    portalId: request.portalId ?? undefined,
    pickupDay: request.pickupDay ?? null,
    recordedStatus: request.recordedStatus ?? null,
  });
  await recordServiceRequestEvent(tx, {
    requestId: id,
    key: 'received',
    kind: 'received',
    at: ctx.now(),
    by: request.receivedBy ?? CUSTOMER_ACTOR,
  });
  await ctx.jobs.enqueue<CreateIssueJob>(
    tx,
    CREATE_ISSUE_QUEUE,
    { requestId: id },
    { idempotencyKey: id, startAfterSeconds: JOB_START_AFTER_SECONDS },
  );
  const customer = request.confirmation.customer;
  await emitWebhookEvent(ctx, tx, {
    type: 'request.filed',
    data: {
      requestId: id,
      reference: requestReference(id),
      kind: request.kind,
      serviceType: request.serviceType,
      status: 'queued',
      customerUid: request.uid,
      portalId: request.portalId ?? null,
      createdAt: ctx.now().toISOString(),
    },
    contact: { name: customer.name, email: customer.email, phone: customer.phone, address: customer.address },
  });
  return { id, duplicate: false };
}

/**
 * Files a queued request (or answers the IssueID of one already filed). Throws when the back office
 * fails; the row keeps its status so the job tries again.
 */
export async function deliverServiceRequest(ctx: AppContext, id: string): Promise<string> {
  const row = await getServiceRequest(ctx.db, id);
  if (!row) throw new Error(`service request ${id} does not exist`);
  if (row.status === 'filed' && row.issueId) return row.issueId;
  const created = await ctx.ports.backOffice.createIssue(row.payload as never, row.id);
  const issueId = created.IssueID;
  await ctx.db.transaction(async (tx) => {
    const first = await markServiceRequestFiled(tx, id, issueId, ctx.now());
    if (first) {
      await recordServiceRequestEvent(tx, {
        requestId: id,
        key: 'filed',
        kind: 'filed',
        note: issueId,
        at: ctx.now(),
        by: BACK_OFFICE_ACTOR,
      });
      // a ticket staff filed with no customer address to write to (an empty `to`) sends no mail
      if (!(row.confirmation as { to?: unknown }).to) return;
      // written in the customer's language of today (the profile's), not the one the form was sent in
      const mail = renderConfirmationMail(
        row.confirmation as TConfirmationContent,
        { reference: requestReference(id), issueId },
        await findCustomerLanguage(tx, row.uid),
      );
      await queueMail(ctx, tx, mail, `service-request-mail:${id}`);
    }
  });
  return issueId;
}

export type FileNowResult = { status: 'filed'; issueId: string } | { status: 'queued' };

/**
 * Tries to file a committed request within `budgetMs`. On a failure or a slow back office it answers
 * queued; the job files it later (a late answer to this attempt is still recorded).
 */
export async function fileServiceRequestNow(
  ctx: AppContext,
  id: string,
  budgetMs = FILE_NOW_BUDGET_MS,
): Promise<FileNowResult> {
  const attempt = deliverServiceRequest(ctx, id).then(
    async (issueId): Promise<FileNowResult> => {
      // filed: the job has nothing left to do, so it is not run at all (if no worker took it yet)
      await ctx.jobs.cancelPending(CREATE_ISSUE_QUEUE, id).catch(() => 0);
      return { status: 'filed', issueId };
    },
    async (error: unknown): Promise<FileNowResult> => {
      await recordServiceRequestFailure(ctx.db, id, errorText(error), false).catch(() => undefined);
      return { status: 'queued' };
    },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<FileNowResult>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'queued' }), budgetMs);
  });
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export function registerIssueOutboxJobs(ctx: AppContext): void {
  ctx.jobs.register<CreateIssueJob>(
    CREATE_ISSUE_QUEUE,
    async ({ requestId }) => {
      try {
        await deliverServiceRequest(ctx, requestId);
      } catch (error) {
        await recordServiceRequestFailure(ctx.db, requestId, errorText(error), false);
        throw error;
      }
    },
    {
      // the last try threw, or expired because the server died during it: the request has failed
      onGiveUp: ({ requestId }, { cause }) => giveUpServiceRequest(ctx, requestId, cause),
    },
  );
}

/** The job's last try failed: the request is failed, and its timeline says so (once per sending). */
async function giveUpServiceRequest(ctx: AppContext, id: string, cause: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await markServiceRequestFailed(tx, id, cause))) return;
    const resends = await countServiceRequestEvents(tx, id, 'resent');
    await recordServiceRequestEvent(tx, {
      requestId: id,
      key: `failed:${resends}`,
      kind: 'failed',
      note: cause.slice(0, 500),
      at: ctx.now(),
      by: PORTAL_ACTOR,
    });
  });
}

/**
 * Queues the create-issue job again for a request still queued that has none (issue-outbox-check.ts):
 * the status is re-read under a row lock, so a request filed or failed meanwhile is left alone, and
 * enqueue() drops the job if one with the request's key is pending again. True when a job was queued.
 */
export async function requeueServiceRequestJob(ctx: AppContext, id: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await getServiceRequest(tx, id, { forUpdate: true });
    if (row?.status !== 'queued') return false;
    const jobId = await ctx.jobs.enqueue<CreateIssueJob>(
      tx,
      CREATE_ISSUE_QUEUE,
      { requestId: id },
      { idempotencyKey: id },
    );
    return jobId !== null;
  });
}

/**
 * Staff send a failed request again: back to queued, a `resent` row, and a new create-issue job with
 * the same idempotency key (the request id), so a back office that did file it after all answers the
 * same IssueID instead of filing twice. CONFLICT unless the request is failed.
 */
export async function resendServiceRequest(
  ctx: AppContext,
  id: string,
  by: string,
  notFailedMessage: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await getServiceRequest(tx, id, { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND', 'This service request does not exist.');
    if (row.status !== 'failed') throw new AppError('CONFLICT', notFailedMessage);
    await requeueServiceRequest(tx, id);
    const resends = await countServiceRequestEvents(tx, id, 'resent');
    await recordServiceRequestEvent(tx, {
      requestId: id,
      key: `resent:${resends + 1}`,
      kind: 'resent',
      at: ctx.now(),
      by,
    });
    await ctx.jobs.enqueue<CreateIssueJob>(tx, CREATE_ISSUE_QUEUE, { requestId: id }, { idempotencyKey: id });
  });
}
