/**
 * The undelivered-cart complaint as a back-office issue (spec 03 §3 "Issue payload", §7 "Create
 * issue"): SC01_TYPE GQ, urgency NE, problem and comment upper-cased, the phone as digits only,
 * DatabaseName from the address SOURCE without a trailing _RAW (TRUX_BH_COMP when there is none), and
 * the system note "UNDELIVERED CART COMPLAINT - CUSTOMER REQUESTING DELIVERY". Unlike the spec's
 * original (a fixed "admin"), the issue is recorded under the acting staff user's name. Pure: the
 * server queues the payload through the tickets outbox.
 */
import { buildIssuePayload, type IssuePayload } from '../services/issue-payload';
import type { DateInput } from '../services/calendar-date';
import type { TIssueSite } from './address-tools';

export interface UndeliveredCartIssueInput {
  address: TIssueSite;
  subject: string;
  description: string;
  /** An agent's Username; empty or absent leaves the issue unassigned. */
  agent?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  /** The acting staff user's name (SC01_UREC, SC01_UMOD and the note's SC02_USER). */
  staffName: string;
}

export function buildUndeliveredCartIssue(input: UndeliveredCartIssueInput, today: DateInput): IssuePayload {
  return buildIssuePayload(
    {
      kind: 'undelivered-cart',
      subject: input.subject,
      description: input.description,
      agent: input.agent ?? null,
    },
    {
      source: input.address.SOURCE,
      customerId: input.address.CM04_CUST,
      siteId: input.address.CM04_SITE,
      serviceId: null,
      name: input.contactName ?? '',
      phone: input.contactPhone ?? null,
      user: input.staffName,
    },
    today,
  );
}
