/**
 * The back-office status of filed tickets, kept up to date by a durable poll (DESIGN "Ports": ticket
 * status is polled from the back office). Two queues:
 *
 * - `service-request-status-sweep` runs every minute (a pg-boss schedule: one run per minute across
 *   every instance). It claims the tickets that are due, filed and not closed, by setting their
 *   last_polled_at in one statement (rows locked by another sweep are skipped), and queues one poll job
 *   per claimed ticket in the same transaction. A ticket is due BACKOFFICE_STATUS_POLL_MINUTES after its
 *   last poll while it is under 2 days old, 4 times that up to 14 days, 24 times that after: at most one
 *   poll per ticket per interval, however many instances run, and fewer as a ticket ages.
 * - `service-request-status-poll` asks the back office for one ticket (getIssueStatus) and records what
 *   changed. A failed call is not retried at once (that would break the interval): it is noted on the
 *   ticket (last_poll_error) and the ticket is due again after the interval.
 *
 * What changed becomes timeline rows (applyIssueStatus), written once whatever overlaps: the ticket row
 * is locked while they are written, a status change is numbered under that lock, and a note's row key
 * is the note itself, so polling twice never adds a row twice. The notes the portal itself sent with the
 * ticket are not news and are left out. Staff changes in the built-in back office go through the same
 * function at once (no need to wait for the poll). A new status-changed row also queues the customer's
 * notice (status-notices.ts) in the same transaction.
 */
import { and, asc, eq, inArray, isNotNull, or, sql, isNull } from 'drizzle-orm';
import type { TIssueStatus } from '../../../domain/back-office';
import { BACK_OFFICE_ACTOR } from '../../../domain/service-requests/timeline';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { serviceRequests } from '../../db/schema';
import { describeCause } from '../../jobs/job-errors';
import {
  countServiceRequestEvents,
  noteEventKey,
  recordServiceRequestEvent,
} from '../services/service-request-events';
import { getServiceRequest } from '../services/services-repository';
import { queueStatusNotice } from './status-notices';
import { emitWebhookEvent } from '../webhooks';
import { requestReference } from '../../../domain/service-requests/reference';

export const STATUS_SWEEP_QUEUE = 'service-request-status-sweep';
export const STATUS_POLL_QUEUE = 'service-request-status-poll';
/** Tickets claimed per sweep; the rest are due at the next minute's sweep. */
export const SWEEP_BATCH_SIZE = 500;

/** The poll interval of a ticket of this age: the base while new, longer as it ages. */
export function statusPollIntervalMinutes(baseMinutes: number, ageMs: number): number {
  const days = ageMs / 86_400_000;
  if (days < 2) return baseMinutes;
  if (days < 14) return baseMinutes * 4;
  return baseMinutes * 24;
}

interface PollJob {
  requestId: string;
}

/**
 * Claims the tickets that are due at `now` (stamping last_polled_at) and queues a poll job for each, in
 * one transaction. Answers how many were claimed.
 */
export async function sweepServiceRequestStatus(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const base = ctx.config.BACKOFFICE_STATUS_POLL_MINUTES;
  const at = sql`${now.toISOString()}::timestamptz`;
  const interval = sql`make_interval(mins => ${base}::int * (case
      when ${serviceRequests.createdAt} > ${at} - interval '2 days' then 1
      when ${serviceRequests.createdAt} > ${at} - interval '14 days' then 4
      else 24 end))`;
  return ctx.db.transaction(async (tx) => {
    const due = tx
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(
        and(
          eq(serviceRequests.status, 'filed'),
          isNotNull(serviceRequests.issueId),
          sql`${serviceRequests.boStatus} is distinct from 'closed'`,
          or(
            isNull(serviceRequests.lastPolledAt),
            sql`${serviceRequests.lastPolledAt} <= ${at} - ${interval}`,
          ),
        ),
      )
      .orderBy(sql`${serviceRequests.lastPolledAt} asc nulls first`, asc(serviceRequests.createdAt))
      .limit(SWEEP_BATCH_SIZE)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(serviceRequests)
      .set({ lastPolledAt: now })
      .where(inArray(serviceRequests.id, due))
      .returning({ id: serviceRequests.id });
    for (const { id } of claimed) {
      await ctx.jobs.enqueue<PollJob>(
        tx,
        STATUS_POLL_QUEUE,
        { requestId: id },
        { idempotencyKey: `status-poll:${id}` },
      );
    }
    return claimed.length;
  });
}

export type PollOutcome = 'recorded' | 'failed' | 'skipped';

/** Asks the back office where one filed ticket stands and records what changed. Never throws for the back office. */
export async function pollServiceRequestStatus(ctx: AppContext, requestId: string): Promise<PollOutcome> {
  const row = await getServiceRequest(ctx.db, requestId);
  if (!row || row.status !== 'filed' || !row.issueId) return 'skipped';
  let status: TIssueStatus;
  try {
    status = await ctx.ports.backOffice.getIssueStatus(row.issueId);
  } catch (error) {
    await ctx.db
      .update(serviceRequests)
      .set({ lastPollError: describeCause(error).slice(0, 500) })
      .where(eq(serviceRequests.id, requestId));
    return 'failed';
  }
  await ctx.db.transaction((tx) => applyIssueStatus(ctx, tx, requestId, status, BACK_OFFICE_ACTOR));
  return 'recorded';
}

/**
 * Records the ticket's back-office state in `tx`: a `status-changed` row when the status (or a closed
 * ticket's closing note) differs from the one stored, a `note-added` row per note not seen before (but
 * not for the closing note, which the status-changed row carries), and
 * the status on the request. `by` names who changed the status (a staff user, or 'back office').
 */
export async function applyIssueStatus(
  ctx: AppContext,
  tx: DbOrTx,
  requestId: string,
  status: TIssueStatus,
  by: string,
): Promise<void> {
  const row = await getServiceRequest(tx, requestId, { forUpdate: true });
  if (!row) return;
  const now = ctx.now();
  const previous = row.boStatus ?? 'open';
  const closingNoteChanged = status.status === 'closed' && status.closingNote !== row.boClosingNote;
  if (status.status !== previous || closingNoteChanged) {
    const number = (await countServiceRequestEvents(tx, requestId, 'status-changed')) + 1;
    const closingNote = status.status === 'closed' ? status.closingNote : null;
    const recorded = await recordServiceRequestEvent(tx, {
      requestId,
      key: `status:${number}`,
      kind: 'status-changed',
      status: status.status,
      note: closingNote,
      at: now,
      by,
    });
    // the customer hears of each change once, from the transaction that records it
    if (recorded) {
      await queueStatusNotice(ctx, tx, row, { status: status.status, closingNote, number });
      await emitWebhookEvent(ctx, tx, {
        type: 'request.status_changed',
        data: {
          requestId,
          reference: requestReference(requestId),
          kind: row.kind,
          status: status.status,
          previousStatus: previous,
          customerUid: row.uid,
          portalId: row.portalId,
          changedAt: now.toISOString(),
        },
        contact: contactOf(row.confirmation),
      });
    }
  }
  const sentWithTicket = new Set(portalNotesOf(row.payload).map(noteEventKey));
  // a closed ticket's closing note is also among its notes: the status-changed row already shows it
  const closingNote = status.status === 'closed' ? status.closingNote : null;
  for (const note of status.notes) {
    const key = noteEventKey(note);
    if (sentWithTicket.has(key)) continue;
    if (closingNote !== null && note.text === closingNote) continue;
    await recordServiceRequestEvent(tx, {
      requestId,
      key,
      kind: 'note-added',
      note: note.text,
      at: now,
      by: note.user.trim() || BACK_OFFICE_ACTOR,
    });
  }
  await tx
    .update(serviceRequests)
    .set({ boStatus: status.status, boClosingNote: status.closingNote, lastPollError: null })
    .where(eq(serviceRequests.id, requestId));
}

/** The customer's name, e-mail, phone and address as the request's confirmation holds them. */
function contactOf(confirmation: Record<string, unknown>): Record<string, unknown> | undefined {
  const customer = confirmation.customer as Record<string, unknown> | undefined;
  if (!customer) return undefined;
  const { name, email, phone, address } = customer;
  return { name, email, phone, address };
}

/** The SC02 notes the portal sent with the create-issue call, as the status answer names them. */
function portalNotesOf(payload: Record<string, unknown>): { date: string; user: string; text: string }[] {
  const notes = Array.isArray(payload.Notes) ? (payload.Notes as Record<string, unknown>[]) : [];
  return notes.map((n) => ({
    date: String(n.SC02_DATE ?? ''),
    user: String(n.SC02_USER ?? ''),
    text: String(n.SC02_TEXT ?? ''),
  }));
}

export function registerServiceRequestStatusJobs(ctx: AppContext): void {
  ctx.jobs.register(
    STATUS_SWEEP_QUEUE,
    async () => {
      await sweepServiceRequestStatus(ctx);
    },
    { cron: '* * * * *' },
  );
  ctx.jobs.register<PollJob>(STATUS_POLL_QUEUE, async ({ requestId }) => {
    await pollServiceRequestStatus(ctx, requestId);
  });
}
