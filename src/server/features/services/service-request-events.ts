/**
 * A service request's timeline (service_request_events): one row per change. Each change has a key
 * that names it (`received`, `filed`, `failed:<resends before it>`, `resent:<n>`, `status:<n>`,
 * `note:<hash of date, user and text>`), and the unique (request, key) index keeps one row per key:
 * writing a change again (a repeated poll, a retried job, two deliveries overlapping) adds nothing.
 *
 * Every function takes the database or the transaction it runs in (PGlite is one connection).
 */
import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { TIssueStatusNote, TIssueStatusValue } from '../../../domain/back-office';
import type {
  TServiceRequestEvent,
  TServiceRequestEventKind,
} from '../../../domain/service-requests/timeline';
import type { DbOrTx } from '../../db/client';
import { serviceRequestEvents } from '../../db/schema';

export interface NewServiceRequestEvent {
  requestId: string;
  key: string;
  kind: TServiceRequestEventKind;
  status?: TIssueStatusValue | null;
  note?: string | null;
  at: Date;
  by: string;
}

/** Writes the change once; false when a row with its key is there already. */
export async function recordServiceRequestEvent(db: DbOrTx, event: NewServiceRequestEvent): Promise<boolean> {
  const inserted = await db
    .insert(serviceRequestEvents)
    .values({
      requestId: event.requestId,
      key: event.key,
      kind: event.kind,
      status: event.status ?? null,
      note: event.note ?? null,
      at: event.at,
      by: event.by,
    })
    .onConflictDoNothing({ target: [serviceRequestEvents.requestId, serviceRequestEvents.key] })
    .returning({ id: serviceRequestEvents.id });
  return inserted.length > 0;
}

/** How many rows of one kind the request has (numbers the next resend, failure or status change). */
export async function countServiceRequestEvents(
  db: DbOrTx,
  requestId: string,
  kind: TServiceRequestEventKind,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(serviceRequestEvents)
    .where(and(eq(serviceRequestEvents.requestId, requestId), eq(serviceRequestEvents.kind, kind)));
  return row?.n ?? 0;
}

/** The key of a back-office note: the same note read twice is the same change. */
export function noteEventKey(note: TIssueStatusNote): string {
  const hash = createHash('sha256').update(`${note.date}\u0000${note.user}\u0000${note.text}`).digest('hex');
  return `note:${hash.slice(0, 32)}`;
}

/** The timelines of some requests, oldest change first. */
export async function findServiceRequestTimelines(
  db: DbOrTx,
  requestIds: readonly string[],
): Promise<Map<string, TServiceRequestEvent[]>> {
  const timelines = new Map<string, TServiceRequestEvent[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return timelines;
  const rows = await db
    .select()
    .from(serviceRequestEvents)
    .where(inArray(serviceRequestEvents.requestId, [...requestIds]))
    .orderBy(asc(serviceRequestEvents.requestId), asc(serviceRequestEvents.at), asc(serviceRequestEvents.id));
  for (const row of rows) {
    timelines.get(row.requestId)?.push({
      kind: row.kind,
      status: row.status ?? null,
      note: row.note,
      at: row.at.toISOString(),
      by: row.by,
    });
  }
  return timelines;
}
