/**
 * Back-office tickets as an outbox (DESIGN "No side effect is lost"). A customer's request is a
 * service_requests row plus a `back-office-create-issue` job, written in the caller's transaction.
 * After the commit the request handler tries to file it at once within a short budget; whether or not
 * that works, the job (retrying with backoff) makes sure it is filed. The two may overlap: both send
 * the row id as the back office's idempotency key, so the ticket is filed once and both learn the same
 * IssueID; whichever records it first queues the confirmation mail, and a job that finds the request
 * filed calls nothing.
 *
 * This module is the services feature's entry for tickets; My Services files its extra pickups here too.
 */
import { randomUUID } from 'node:crypto';
import type { IssuePayload } from '../../../domain/services/issue-payload';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { queueMail } from '../../jobs/messaging';
import { renderConfirmationMail, type TConfirmationContent } from './confirmation-mail';
import {
  getServiceRequest,
  insertServiceRequest,
  markServiceRequestFiled,
  recordServiceRequestFailure,
} from './services-repository';

export const CREATE_ISSUE_QUEUE = 'back-office-create-issue';
/** How long a request waits for the back office before answering "received, will be filed". */
export const FILE_NOW_BUDGET_MS = 3000;

interface CreateIssueJob {
  requestId: string;
}

export interface NewServiceRequest {
  uid: string;
  kind: string;
  serviceType: string | null;
  payload: IssuePayload;
  confirmation: TConfirmationContent;
}

/** Writes the request and its job in `tx`; returns the request id (also the idempotency key). */
export async function queueServiceRequest(
  ctx: AppContext,
  tx: DbOrTx,
  request: NewServiceRequest,
): Promise<string> {
  const id = randomUUID();
  await insertServiceRequest(tx, {
    id,
    uid: request.uid,
    kind: request.kind,
    serviceType: request.serviceType,
    status: 'queued',
    payload: request.payload as unknown as Record<string, unknown>,
    confirmation: request.confirmation as unknown as Record<string, unknown>,
    createdAt: ctx.now(),
  });
  await ctx.jobs.enqueue<CreateIssueJob>(tx, CREATE_ISSUE_QUEUE, { requestId: id }, { idempotencyKey: id });
  return id;
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
      const mail = renderConfirmationMail(row.confirmation as TConfirmationContent, issueId);
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
    (issueId): FileNowResult => ({ status: 'filed', issueId }),
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
  ctx.jobs.register<CreateIssueJob>(CREATE_ISSUE_QUEUE, async ({ requestId }, job) => {
    try {
      await deliverServiceRequest(ctx, requestId);
    } catch (error) {
      const final = job.retryCount + 1 >= Math.max(1, ctx.config.JOB_RETRY_LIMIT);
      await recordServiceRequestFailure(ctx.db, requestId, errorText(error), final);
      throw error;
    }
  });
}
