/**
 * The tickets desk's operations: the detail of one request (payload as sent, timeline, confirmation
 * mail), re-sending a failed one, and staff status changes in the built-in back office.
 */
import {
  SERVICE_REQUEST_DESK_MESSAGES as MESSAGES,
  type TServiceRequestDetail,
  type TServiceRequestStatusUpdate,
} from '../../../domain/service-requests/service-request-desk';
import type { StaffSession } from '../../auth/sessions';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { renderConfirmationMail, type TConfirmationContent } from '../services/confirmation-mail';
import { resendServiceRequest } from '../services/issue-outbox';
import { requestReference } from '../../../domain/service-requests/reference';
import { findServiceRequestTimelines } from '../services/service-request-events';
import { findServiceRequestWithContext, toListItem } from './service-requests-repository';
import { applyIssueStatus } from './status-polling';

/** How the timeline and the back office name a staff user. */
function staffName(staff: StaffSession): string {
  return staff.name.trim() || staff.email;
}

function confirmationOf(id: string, confirmation: Record<string, unknown>, issueId: string | null) {
  try {
    const mail = renderConfirmationMail(confirmation as TConfirmationContent, {
      reference: requestReference(id),
      issueId,
    });
    return { to: mail.to, subject: mail.subject, text: mail.text };
  } catch {
    // an older or hand-edited row: show what there is rather than fail the page
    return { to: typeof confirmation.to === 'string' ? confirmation.to : '', subject: '', text: '' };
  }
}

export async function getServiceRequestDetail(ctx: AppContext, id: string): Promise<TServiceRequestDetail> {
  const found = await findServiceRequestWithContext(ctx.db, id);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const { row } = found;
  const timelines = await findServiceRequestTimelines(ctx.db, [id]);
  const customer = (row.confirmation as { customer?: { account?: unknown } }).customer;
  return {
    ...toListItem(found),
    payload: row.payload,
    confirmation: confirmationOf(row.id, row.confirmation, row.issueId),
    account: typeof customer?.account === 'string' ? customer.account : '',
    boClosingNote: row.boClosingNote,
    pickupDay: row.pickupDay ?? null,
    recordedStatus: row.recordedStatus ?? null,
    timeline: timelines.get(id) ?? [],
    actions: {
      resend: row.status === 'failed',
      setStatus: row.status === 'filed' && Boolean(row.issueId) && Boolean(ctx.ports.backOffice.updateIssue),
    },
  };
}

/** Sends a failed request again (a new job with the same idempotency key); answers the detail. */
export async function resendFailedServiceRequest(
  ctx: AppContext,
  id: string,
  staff: StaffSession,
): Promise<TServiceRequestDetail> {
  await resendServiceRequest(ctx, id, staffName(staff), MESSAGES.notFailed);
  return getServiceRequestDetail(ctx, id);
}

/**
 * Sets the status and/or adds a note in the built-in back office, and records the change in the
 * timeline at once, as the staff user's. CONFLICT with an external back office (its staff change the
 * ticket there) or while the request is not filed.
 */
export async function setServiceRequestStatus(
  ctx: AppContext,
  id: string,
  update: TServiceRequestStatusUpdate,
  staff: StaffSession,
): Promise<TServiceRequestDetail> {
  const backOffice = ctx.ports.backOffice;
  if (!backOffice.updateIssue) throw new AppError('CONFLICT', MESSAGES.externalBackOffice);
  const found = await findServiceRequestWithContext(ctx.db, id);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const { row } = found;
  if (row.status !== 'filed' || !row.issueId) throw new AppError('CONFLICT', MESSAGES.notFiled);
  const by = staffName(staff);
  // the back office's own transaction first (PGlite: no nested use of the handle); should the timeline
  // write below fail, the next poll records the change instead
  const status = await backOffice.updateIssue.call(backOffice, row.issueId, {
    status: update.status,
    note: update.note,
    user: by,
  });
  await ctx.db.transaction((tx) => applyIssueStatus(ctx, tx, id, status, by));
  return getServiceRequestDetail(ctx, id);
}
