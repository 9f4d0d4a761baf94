/**
 * The tickets desk (/admin/service-requests, customerservice and admin): every service request filed
 * from the portal, its delivery to the back office and its status there. Shared by the Fastify routes
 * (validation, OpenAPI) and the web page.
 *
 * The list is the shared list contract of the admin area (the Customer Profiles list's): filters as
 * query text, keyset pages newest first with an opaque `nextCursor`, and counts with the first page
 * only (Load More keeps them).
 */
import { z } from 'zod';
import { ZCustomerContact } from '../customer-contact';
import {
  decodeKeysetCursor,
  emptyToUndefined,
  encodeKeysetCursor,
  keysetPage,
  listQueries,
  optionalDate,
} from '../list-query';
import { ISSUE_STATUSES, ZIssueStatusValue } from '../back-office';
import { ZServiceRequestEvent } from './timeline';
import { DATE_TIME_ISO_FORMAT, excelSerialAt, timestampedExportFileName } from '../spreadsheet-dates';

export const SERVICE_REQUEST_PAGE_SIZE = 20;

/** What the portal files: the four residential forms and the enterprise extra pickup. */
export const SERVICE_REQUEST_KINDS = [
  'missed-pickup',
  'pickup-request',
  'vacation-hold',
  'damaged-cart',
  'enterprise-extra-pickup',
  'undelivered-cart',
] as const;
export const ZServiceRequestKind = z.enum(SERVICE_REQUEST_KINDS);

/** Where the portal's delivery of a request stands: waiting, accepted by the back office, or given up. */
export const DELIVERY_STATES = ['queued', 'filed', 'failed'] as const;
export const ZDeliveryState = z.enum(DELIVERY_STATES);
export type TDeliveryState = z.infer<typeof ZDeliveryState>;

/** The back-office status filter: a status, or `none` for requests not filed or not polled yet. */
export const BACK_OFFICE_STATUS_FILTERS = [...ISSUE_STATUSES, 'none'] as const;
export const ZBackOfficeStatusFilter = z.enum(BACK_OFFICE_STATUS_FILTERS);
export type TBackOfficeStatusFilter = z.infer<typeof ZBackOfficeStatusFilter>;

const filterShape = {
  /** Portal setup id (the customer's portal when the request was made). */
  portal: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  kind: z.preprocess(emptyToUndefined, ZServiceRequestKind.optional()),
  boStatus: z.preprocess(emptyToUndefined, ZBackOfficeStatusFilter.optional()),
  delivery: z.preprocess(emptyToUndefined, ZDeliveryState.optional()),
  /** Created on or after this day (UTC). */
  createdFrom: optionalDate,
  /** Created on or before this day (UTC). */
  createdTo: optionalDate,
  /**
   * Customer name, e-mail, uid, address or IssueID contains (case-insensitive); a reference
   * ("REQ-1A2B3C4D5E", or its start) finds the request it names.
   */
  text: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  /** One customer's requests (their uid): the link from Customer Profiles. */
  customer: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
};

const queries = listQueries(filterShape);

export const ZServiceRequestFilters = queries.filters;
export type TServiceRequestFilters = z.output<typeof ZServiceRequestFilters>;

// ---------------------------------------------------------------------------------------------
// the keyset cursor: the last row's creation time (microseconds, UTC text) and id

export interface TServiceRequestCursor {
  createdAt: string;
  id: string;
}

export function encodeServiceRequestCursor(cursor: TServiceRequestCursor): string {
  return encodeKeysetCursor(cursor);
}

/** The cursor, or undefined when the text is not one this server made. */
export function decodeServiceRequestCursor(text: string): TServiceRequestCursor | undefined {
  return decodeKeysetCursor(text);
}

/** The filters and the `nextCursor` of the previous page (absent for the first page). */
export const ZServiceRequestListQuery = queries.page;
export type TServiceRequestListQuery = z.output<typeof ZServiceRequestListQuery>;

// ---------------------------------------------------------------------------------------------
// the answers

export const ZServiceRequestCustomer = ZCustomerContact.extend({
  /** False when the customer profile was deleted since (the request stays). */
  profileExists: z.boolean(),
});

export const ZServiceRequestListItem = z.object({
  id: z.string(),
  /** REQ- and the id's first ten hex digits: what the customer sees (domain/service-requests/reference.ts). */
  reference: z.string(),
  kind: z.string(),
  serviceType: z.string().nullable(),
  portalId: z.string().nullable(),
  portalTitle: z.string().nullable(),
  customer: ZServiceRequestCustomer,
  /** The service address as the confirmation mail names it (the company for enterprise requests). */
  address: z.string(),
  issueId: z.string().nullable(),
  delivery: ZDeliveryState,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  boStatus: ZIssueStatusValue.nullable(),
  createdAt: z.iso.datetime(),
  filedAt: z.iso.datetime().nullable(),
  lastPolledAt: z.iso.datetime().nullable(),
});
export type TServiceRequestListItem = z.infer<typeof ZServiceRequestListItem>;

export const ZServiceRequestCounts = z.object({
  /** Requests matching every filter. */
  matching: z.number().int().min(0),
  /** Per back-office status (`none`: not filed or not polled yet), under every filter but the status one. */
  boStatus: z.object({
    open: z.number().int(),
    'in-progress': z.number().int(),
    closed: z.number().int(),
    none: z.number().int(),
  }),
  /** Per delivery state, under every filter but the delivery one. */
  delivery: z.object({ queued: z.number().int(), filed: z.number().int(), failed: z.number().int() }),
});
export type TServiceRequestCounts = z.infer<typeof ZServiceRequestCounts>;

/** GET /api/admin/service-requests/counts: one portal, or every portal the staff member may see. */
export const ZServiceRequestStatusCountsQuery = z.object({
  portalId: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).optional()),
});
export type TServiceRequestStatusCountsQuery = z.output<typeof ZServiceRequestStatusCountsQuery>;

/**
 * The tickets desk's counts per status, without any ticket (what a municipality user sees of the desk,
 * issue 13): all requests of the scope, per back-office status and per delivery state.
 */
export const ZServiceRequestStatusCounts = z.object({
  total: z.number().int().min(0),
  boStatus: ZServiceRequestCounts.shape.boStatus,
  delivery: ZServiceRequestCounts.shape.delivery,
});
export type TServiceRequestStatusCounts = z.infer<typeof ZServiceRequestStatusCounts>;

export const ZServiceRequestListResult = keysetPage(ZServiceRequestListItem, ZServiceRequestCounts);
export type TServiceRequestListResult = z.infer<typeof ZServiceRequestListResult>;

export const ZServiceRequestIdParams = z.object({ id: z.string().trim().min(1).max(200) });

export const ZServiceRequestDetail = ZServiceRequestListItem.extend({
  /** The create-issue body (DatabaseName, SC01, Notes) exactly as sent. */
  payload: z.record(z.string(), z.unknown()),
  /** The confirmation mail: its subject, text and recipient (with the IssueID once filed). */
  confirmation: z.object({ to: z.string(), subject: z.string(), text: z.string() }),
  /** The customer account line of the confirmation ("Customer 26898, site 101"). */
  account: z.string(),
  boClosingNote: z.string().nullable(),
  /** A missed pickup's pickup day and what the crew had recorded for it (issue 32 §2). */
  pickupDay: z.iso.date().nullable(),
  /** "not-collected:cart-not-out" when the customer confirmed a recorded exception; else null. */
  recordedStatus: z.string().nullable(),
  timeline: z.array(ZServiceRequestEvent),
  /** What staff may do now: re-send (failed only) and set the status (built-in back office, filed only). */
  actions: z.object({ resend: z.boolean(), setStatus: z.boolean() }),
});
export type TServiceRequestDetail = z.infer<typeof ZServiceRequestDetail>;

/** Set the status and/or add a note (built-in back office only). */
export const ZServiceRequestStatusUpdate = z
  .object({
    status: ZIssueStatusValue.optional(),
    note: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(2000).optional()),
  })
  .refine((u) => u.status !== undefined || u.note !== undefined, {
    message: 'Choose a status or write a note.',
    path: ['status'],
  });
export type TServiceRequestStatusUpdate = z.infer<typeof ZServiceRequestStatusUpdate>;

export const SERVICE_REQUEST_DESK_MESSAGES = {
  notFound: 'This service request does not exist.',
  notFailed: 'Only a failed request can be sent again.',
  notFiled: 'The status can be set once the request is filed in the back office.',
  externalBackOffice:
    'The status of this request is kept in the back office: change it there; the portal picks it up.',
} as const;

// ---------------------------------------------------------------------------------------------
// the export: the filtered list as a spreadsheet, streamed

export const SERVICE_REQUEST_EXPORT_SHEET_NAME = 'Service Requests';
export const NO_SERVICE_REQUESTS_TO_EXPORT = 'No service requests to export.';

export const SERVICE_REQUEST_EXPORT_COLUMNS = [
  'Reference',
  'Request ID',
  'Created',
  'Kind',
  'Service',
  'Portal',
  'Customer ID',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'Issue ID',
  'Delivery',
  'Tries',
  'Last Error',
  'Filed',
  'Back-Office Status',
  'Closing Note',
] as const;
export type TServiceRequestExportColumn = (typeof SERVICE_REQUEST_EXPORT_COLUMNS)[number];

/** service-requests-export-{timestamp}.xlsx, the timestamp safe in a file name. */
export function serviceRequestExportFileName(now: Date): string {
  return timestampedExportFileName('service-requests-export', now);
}

/** The date columns: date cells shown as before, YYYY-MM-DD HH:MM, in the portal's local time. */
export const SERVICE_REQUEST_EXPORT_DATE_FORMATS: Partial<Record<TServiceRequestExportColumn, string>> = {
  Created: DATE_TIME_ISO_FORMAT,
  Filed: DATE_TIME_ISO_FORMAT,
};

/**
 * One list row (with its closing note) as the export's cells; Created and Filed as Excel serials of
 * the time in `timeZone` (the request's portal's), empty when there is none.
 */
export function toServiceRequestExportRow(
  item: TServiceRequestListItem & { boClosingNote: string | null },
  timeZone: string,
): Record<TServiceRequestExportColumn, string | number> {
  const timeCell = (iso: string | null) => excelSerialAt(iso, timeZone) ?? '';
  return {
    Reference: item.reference,
    'Request ID': item.id,
    Created: timeCell(item.createdAt),
    Kind: item.kind,
    Service: item.serviceType ?? '',
    Portal: item.portalTitle ?? item.portalId ?? '',
    'Customer ID': item.customer.uid,
    Customer: item.customer.name,
    Email: item.customer.email,
    Phone: item.customer.phone,
    Address: item.address,
    'Issue ID': item.issueId ?? '',
    Delivery: item.delivery,
    Tries: item.attempts,
    'Last Error': item.lastError ?? '',
    Filed: timeCell(item.filedAt),
    'Back-Office Status': item.boStatus ?? '',
    'Closing Note': item.boClosingNote ?? '',
  };
}
