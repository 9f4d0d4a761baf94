/**
 * A service request's timeline: one row per change, shown to the customer (My Requests) and to staff
 * (the tickets desk). Rows are written once: the server gives each a key that a repeated poll of the
 * back office, or a retried job, produces again, and the database keeps one row per key.
 */
import { z } from 'zod';
import { ZIssueStatusValue } from '../issue-status';

export const SERVICE_REQUEST_EVENT_KINDS = [
  /** The customer sent it; the portal keeps it until the back office takes it. */
  'received',
  /** The back office took it (the IssueID is known). */
  'filed',
  /** Every try to file it failed; staff are told in the desk. */
  'failed',
  /** Staff sent a failed request again. */
  'resent',
  /** The back office's status changed (open, in progress, closed). */
  'status-changed',
  /** A note was added to the ticket in the back office. */
  'note-added',
] as const;
export const ZServiceRequestEventKind = z.enum(SERVICE_REQUEST_EVENT_KINDS);
export type TServiceRequestEventKind = z.infer<typeof ZServiceRequestEventKind>;

/** Who made a change: a staff user's name, the customer, or the back office. */
export const BACK_OFFICE_ACTOR = 'back office';
export const CUSTOMER_ACTOR = 'customer';
export const PORTAL_ACTOR = 'portal';

export const ZServiceRequestEvent = z.object({
  kind: ZServiceRequestEventKind,
  /** The back-office status after a status change; null for other kinds. */
  status: ZIssueStatusValue.nullable(),
  /** The IssueID (filed), the closing note (status closed), the note's text (note-added) or the error (failed). */
  note: z.string().nullable(),
  at: z.iso.datetime(),
  /** A staff user's name, 'customer', 'portal' or 'back office'. */
  by: z.string(),
});
export type TServiceRequestEvent = z.infer<typeof ZServiceRequestEvent>;
