/**
 * A request's path as the customer sees it (issue 11): received → filed as issue #N → in progress →
 * closed (with the back office's closing note), or failed (the company is told). Derived from the
 * request's delivery state, its back-office status and its timeline; the steps not reached yet are
 * listed too, so the customer sees what comes next.
 */
import type { TServiceRequestEvent } from '../../../../domain/service-requests/timeline';

export type RequestStepKind = 'received' | 'filed' | 'failed' | 'in-progress' | 'closed';

export interface RequestStep {
  kind: RequestStepKind;
  /** When it happened; null for a step not reached yet. */
  at: string | null;
  done: boolean;
  note: string | null;
}

export interface RequestForSteps {
  status: 'queued' | 'filed' | 'failed';
  issueId: string | null;
  createdAt: string;
  boStatus: 'open' | 'in-progress' | 'closed' | null;
  boClosingNote: string | null;
  timeline: readonly TServiceRequestEvent[];
}

const lastAt = (timeline: readonly TServiceRequestEvent[], match: (e: TServiceRequestEvent) => boolean) =>
  [...timeline].reverse().find(match)?.at ?? null;

export function requestSteps(request: RequestForSteps): RequestStep[] {
  const { timeline } = request;
  const received: RequestStep = {
    kind: 'received',
    at: lastAt(timeline, (e) => e.kind === 'received') ?? request.createdAt,
    done: true,
    note: null,
  };
  if (request.status === 'failed') {
    return [
      received,
      { kind: 'failed', at: lastAt(timeline, (e) => e.kind === 'failed'), done: true, note: null },
    ];
  }
  const filed = request.status === 'filed';
  const inProgressAt = lastAt(timeline, (e) => e.kind === 'status-changed' && e.status === 'in-progress');
  const closed = request.boStatus === 'closed';
  return [
    received,
    {
      kind: 'filed',
      at: filed ? lastAt(timeline, (e) => e.kind === 'filed') : null,
      done: filed,
      note: request.issueId,
    },
    {
      kind: 'in-progress',
      at: inProgressAt,
      done: closed || request.boStatus === 'in-progress' || inProgressAt !== null,
      note: null,
    },
    {
      kind: 'closed',
      at: closed ? lastAt(timeline, (e) => e.kind === 'status-changed' && e.status === 'closed') : null,
      done: closed,
      note: closed ? request.boClosingNote : null,
    },
  ];
}
