/**
 * Back-office tickets (spec 02 §3 "Service issue" and §7, spec 03 §3 and §7). Pure builders: the caller
 * sends the payload. The customer update (spec 01 §7) is buildUpdateCustomerPayload in ../back-office.
 */
import { databaseNameOf } from '../back-office';
import { formatCalendarDate, toCalendarDate } from './calendar-date';
import type { CalendarDate, DateInput } from './calendar-date';

export const DEFAULT_ISSUE_DATABASE = 'TRUX_BH_COMP';
export const ISSUE_URGENCY_NORMAL = 'NE';
/** The user recorded on tickets filed by staff (spec 03 §6). */
export const ADMIN_ISSUE_USER = 'admin';
/** The user recorded on tickets customers file from the portal (not given by the spec). */
export const PORTAL_ISSUE_USER = 'portal';
export const EXTRA_PICKUP_SUBJECT = 'REQUEST EXTRA PICKUP - USER INPUT';
export const EXTRA_PICKUP_NOTE_PREFIX = 'PICKUP REQUEST DETAILS: ';
export const UNDELIVERED_CART_SUBJECT = 'CART IS NOT DELIVERED';
export const UNDELIVERED_CART_NOTE = 'UNDELIVERED CART COMPLAINT - CUSTOMER REQUESTING DELIVERY';
export const VACATION_HOLD_SUBJECT = 'VACATION HOLD';
export const DAMAGED_CART_SUBJECT = 'DAMAGED CART REPLACEMENT';

/** MP missed pickup; SQ pickup request, damaged cart or extra pickup; VS vacation hold; GQ general question. */
export type IssueType = 'MP' | 'SQ' | 'VS' | 'GQ';

export interface IssueRecord {
  SC01_SITE: string;
  SC01_CUST: string;
  SC01_SERV: string;
  SC01_MISC: string;
  SC01_NAME: string;
  SC01_DREC: string;
  SC01_DMOD: string;
  SC01_DCLO: string;
  SC01_UREC: string;
  SC01_UMOD: string;
  SC01_UCLO: string;
  SC01_UAGN: string;
  SC01_PROB: string;
  SC01_TYPE: IssueType;
  SC01_URGN: string;
  SC01_CMNT: string;
  SC01_PHON: string;
  /** Vacation hold only: first and last day of the hold, "YYYY-MM-DD". */
  SC01_SDTE?: string;
  SC01_EDTE?: string;
}

export interface IssueNote {
  SC02_DATE: string;
  SC02_USER: string;
  SC02_TEXT: string;
  SC02_SYSNOTE: boolean;
}

export interface IssuePayload {
  DatabaseName: string;
  SC01: IssueRecord;
  Notes: IssueNote[];
}

/** Who and where a ticket is about. */
export interface IssueParty {
  /** The address SOURCE (company database, often ending in _RAW). */
  source?: string | null;
  customerId: string;
  siteId: string;
  /** The service id (1 trash, 2 recycling, 3 yard waste, or the enterprise row's CM05_SERV). */
  serviceId?: string | number | null;
  companyName?: string | null;
  /** The contact's name as it should appear on the ticket. */
  name: string;
  phone?: string | null;
  /** Overrides the recorded user (defaults: "portal", or "admin" for staff tickets). */
  user?: string | null;
}

export type IssueRequest =
  | {
      kind: 'missed-pickup';
      subject: string;
      details: string;
      /** The pickup it is about (issue 32 §2), for the crew: a note on the ticket. */
      pickupDay?: CalendarDate | null;
      /** What the crew had recorded for it, as the note says it ("not collected (cart not out) at 9:05"). */
      recordedNote?: string | null;
      /** False when the reporter could not be asked to confirm it (a city's Open311 client). */
      recordedConfirmed?: boolean;
    }
  | { kind: 'pickup-request'; subject: string; details: string }
  | { kind: 'damaged-cart'; cart: string; description: string }
  | { kind: 'vacation-hold'; startDate: CalendarDate; endDate: CalendarDate; comments?: string | null }
  | { kind: 'enterprise-extra-pickup'; details: string }
  | { kind: 'undelivered-cart'; subject?: string | null; description: string; agent?: string | null };

export type IssueKind = IssueRequest['kind'];

/** The word(s) used in "Your {action} request has been submitted successfully." */
export const ISSUE_ACTION_NAMES: Record<IssueKind, string> = {
  'missed-pickup': 'missed pickup',
  'pickup-request': 'pickup',
  'damaged-cart': 'damaged cart',
  'vacation-hold': 'vacation hold',
  'enterprise-extra-pickup': 'extra pickup',
  'undelivered-cart': 'undelivered cart',
};

/** DatabaseName and the update call's SOURCE: the address SOURCE without a trailing _RAW. */
export function issueDatabaseName(source: string | null | undefined): string {
  return databaseNameOf(source, DEFAULT_ISSUE_DATABASE);
}

export function phoneDigits(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}

function upper(text: string | null | undefined): string {
  return (text ?? '').trim().toUpperCase();
}

interface IssueContent {
  type: IssueType;
  problem: string;
  comment: string;
  user: string;
  agent: string;
  notes: { text: string; system: boolean }[];
  extra?: Pick<IssueRecord, 'SC01_SDTE' | 'SC01_EDTE'>;
}

/** The pickup day and the crew's recorded exception, as system notes the crew reads on the ticket. */
function missedPickupNotes(request: Extract<IssueRequest, { kind: 'missed-pickup' }>) {
  const notes: IssueContent['notes'] = [];
  if (request.pickupDay) {
    notes.push({ text: `Pickup day ${formatCalendarDate(request.pickupDay)}`, system: true });
  }
  if (request.recordedNote) {
    notes.push({
      text: `Crew recorded: ${request.recordedNote}. ${
        request.recordedConfirmed === false
          ? 'Filed through Open311: the customer was not asked to confirm.'
          : 'The customer confirmed the report.'
      }`,
      system: true,
    });
  }
  return notes;
}

function contentOf(request: IssueRequest, party: IssueParty): IssueContent {
  const customerUser = party.user?.trim() || PORTAL_ISSUE_USER;
  switch (request.kind) {
    case 'missed-pickup':
      return {
        type: 'MP',
        problem: request.subject,
        comment: request.details,
        user: customerUser,
        agent: '',
        notes: missedPickupNotes(request),
      };
    case 'pickup-request':
      return {
        type: 'SQ',
        problem: request.subject,
        comment: request.details,
        user: customerUser,
        agent: '',
        notes: [],
      };
    case 'damaged-cart':
      return {
        type: 'SQ',
        problem: `${DAMAGED_CART_SUBJECT} - ${request.cart}`,
        comment: request.description,
        user: customerUser,
        agent: '',
        notes: [],
      };
    case 'vacation-hold': {
      const start = toCalendarDate(request.startDate);
      const end = toCalendarDate(request.endDate);
      const span = `${VACATION_HOLD_SUBJECT} FROM ${formatCalendarDate(start)} TO ${formatCalendarDate(end)}`;
      const comments = request.comments?.trim();
      return {
        type: 'VS',
        problem: VACATION_HOLD_SUBJECT,
        comment: comments ? `${span}. ${comments}` : span,
        user: customerUser,
        agent: '',
        notes: [],
        extra: { SC01_SDTE: start, SC01_EDTE: end },
      };
    }
    case 'enterprise-extra-pickup':
      return {
        type: 'SQ',
        problem: EXTRA_PICKUP_SUBJECT,
        comment: request.details,
        user: customerUser,
        agent: '',
        notes: [{ text: `${EXTRA_PICKUP_NOTE_PREFIX}${request.details.trim()}`, system: false }],
      };
    case 'undelivered-cart':
      return {
        type: 'GQ',
        problem: request.subject?.trim() || UNDELIVERED_CART_SUBJECT,
        comment: request.description,
        user: party.user?.trim() || ADMIN_ISSUE_USER,
        agent: request.agent?.trim() ?? '',
        notes: [{ text: UNDELIVERED_CART_NOTE, system: true }],
      };
  }
}

/**
 * The create-issue body. Text fields are trimmed and upper-cased (line breaks kept), the phone keeps
 * digits only, urgency is NE, the created and modified dates are `today` ("YYYY-MM-DD").
 */
export function buildIssuePayload(request: IssueRequest, party: IssueParty, today: DateInput): IssuePayload {
  const day = toCalendarDate(today);
  const content = contentOf(request, party);
  return {
    DatabaseName: issueDatabaseName(party.source),
    SC01: {
      SC01_SITE: party.siteId.trim(),
      SC01_CUST: party.customerId.trim(),
      SC01_SERV:
        party.serviceId === null || party.serviceId === undefined ? '' : String(party.serviceId).trim(),
      SC01_MISC: upper(party.companyName),
      SC01_NAME: upper(party.name),
      SC01_DREC: day,
      SC01_DMOD: day,
      SC01_DCLO: '',
      SC01_UREC: content.user,
      SC01_UMOD: content.user,
      SC01_UCLO: '',
      SC01_UAGN: content.agent,
      SC01_PROB: upper(content.problem),
      SC01_TYPE: content.type,
      SC01_URGN: ISSUE_URGENCY_NORMAL,
      SC01_CMNT: upper(content.comment),
      SC01_PHON: phoneDigits(party.phone),
      ...content.extra,
    },
    Notes: content.notes.map((note) => ({
      SC02_DATE: day,
      SC02_USER: content.user,
      SC02_TEXT: upper(note.text),
      SC02_SYSNOTE: note.system,
    })),
  };
}

/** "Your {action} request has been submitted successfully. Your issue #{id} has been created …" */
export function issueSuccessMessage(action: IssueKind | string, issueId: string | number): string {
  const name = action in ISSUE_ACTION_NAMES ? ISSUE_ACTION_NAMES[action as IssueKind] : action;
  return `Your ${name} request has been submitted successfully. Your issue #${issueId} has been created and our team will process it as soon as possible.`;
}

/**
 * The issue id from the create-issue answer: Table1[0].IssueID, or (enterprise flow) a plain-text
 * id. Anything else (an error page, an empty table) gives null.
 */
export function issueIdFromResponse(body: unknown): string | null {
  if (typeof body === 'number' && Number.isInteger(body)) return String(body);
  if (typeof body === 'string') {
    const text = body.trim().replace(/^"(.*)"$/, '$1');
    return /^[A-Za-z0-9-]{1,32}$/.test(text) ? text : null;
  }
  if (body === null || typeof body !== 'object') return null;
  const table = (body as { Table1?: unknown }).Table1;
  if (!Array.isArray(table) || table.length === 0) return null;
  const first: unknown = table[0];
  const id =
    first !== null && typeof first === 'object' ? (first as { IssueID?: unknown }).IssueID : undefined;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  return null;
}
