/**
 * The Services page API (spec 02 §2.1, §4, §5, §6): request and response schemas shared by the
 * Fastify routes and the web app. The form schemas themselves are in service-requests.ts.
 */
import { z } from 'zod';
import { ZIssueStatusValue } from '../issue-status';
import { ZServiceRequestEvent } from '../service-requests/timeline';
import { ZServiceType, type ServiceType } from './service-changes';
import type { IssueKind } from './issue-payload';
import { REQUEST_ACTIONS, type RequestAction } from './service-requests';
import { fieldsOf } from '../fields-of';
import { ZServiceCollection } from './missed-pickup-report';

/** The four request forms, as the last segment of POST /api/services/{serviceType}/requests/{kind}. */
export const SERVICE_REQUEST_KINDS = ['missed-pickup', 'pickup', 'vacation', 'damaged-cart'] as const;
export const ZServiceRequestKind = z.enum(SERVICE_REQUEST_KINDS);
export type ServiceRequestKind = z.infer<typeof ZServiceRequestKind>;

/**
 * What each form is: the allowServiceRequests flag that governs it, the ticket it files, and its
 * words in "Your {action} request …".
 */
const REQUEST_KIND_TABLE = {
  'missed-pickup': { action: 'missedPickup', issue: 'missed-pickup', actionName: 'missed pickup' },
  pickup: { action: 'requestPickup', issue: 'pickup-request', actionName: 'pickup' },
  vacation: { action: 'vacationStop', issue: 'vacation-hold', actionName: 'vacation hold' },
  'damaged-cart': { action: 'damagedReplace', issue: 'damaged-cart', actionName: 'damaged cart' },
} as const satisfies Record<
  ServiceRequestKind,
  { action: RequestAction; issue: IssueKind; actionName: string }
>;
type RequestKindFacts = (typeof REQUEST_KIND_TABLE)[ServiceRequestKind];

/** One column of the table, by form. */
function perRequestKind<Fact extends keyof RequestKindFacts>(fact: Fact) {
  return Object.fromEntries(
    SERVICE_REQUEST_KINDS.map((kind) => [kind, REQUEST_KIND_TABLE[kind][fact]]),
  ) as Record<ServiceRequestKind, RequestKindFacts[Fact]>;
}

/** Which allowServiceRequests flag governs each form. */
export const REQUEST_KIND_ACTIONS: Record<ServiceRequestKind, RequestAction> = perRequestKind('action');

/** The ticket each form files. */
export const REQUEST_KIND_ISSUES: Record<ServiceRequestKind, IssueKind> = perRequestKind('issue');

export const ZServiceTypeParams = z.object({ serviceType: ZServiceType });
export const ZServiceRequestParams = z.object({ serviceType: ZServiceType, kind: ZServiceRequestKind });
export const ZRemoveCartParams = z.object({
  serviceType: ZServiceType,
  size: z.coerce.number().finite().positive(),
});

export const ZServiceLineView = z.object({
  size: z.number().nullable(),
  quantity: z.number(),
  rate: z.number(),
  /** "MM/DD/YYYY" or "Date unavailable". */
  displayStartDate: z.string(),
  dateError: z.string().nullable(),
  state: z.enum(['active', 'pending', 'error']),
  label: z.string(),
});
export type TServiceLineView = z.infer<typeof ZServiceLineView>;

/** A cart size and its price: the rate, the rate of each additional cart, and how often both are billed. */
const ZCartPriceView = z.object({
  size: z.number(),
  rate: z.number(),
  /** Per cart, per billing period. */
  additionalCartRate: z.number(),
  billingFrequency: z.string(),
});

export const ZSizeOptionView = ZCartPriceView.extend({
  isDefault: z.boolean(),
  allowAdditionalCart: z.boolean(),
});
export type TSizeOptionView = z.infer<typeof ZSizeOptionView>;

export const ZRequestedCartView = ZCartPriceView.omit({ rate: true }).extend({
  quantity: z.number(),
  customerOwned: z.boolean(),
});
export type TRequestedCartView = z.infer<typeof ZRequestedCartView>;

/** One physical cart the Damaged/Replace form can name; `id` is what the form sends back. */
export const ZCartChoice = z.object({
  id: z.string(),
  size: z.number().nullable(),
  /** 1, 2 … among carts of the same size. */
  number: z.number().int(),
});
export type TCartChoice = z.infer<typeof ZCartChoice>;

export const SERVICE_STATUS_VALUES = [
  'error',
  'size-change-requested',
  'requested',
  'active',
  'pending',
  'standard',
] as const;

export const ZServiceCard = z.object({
  serviceType: ZServiceType,
  /** RG, RR, RY … */
  serviceCode: z.string(),
  defaultService: ZCartPriceView.extend({ customerOwned: z.boolean() }),
  /** "Monday", "Monday, Thursday" or "Non Regular Service". */
  pickupDay: z.string(),
  status: z.enum(SERVICE_STATUS_VALUES),
  /** The error notice when the start date cannot be read. */
  notice: z.string().nullable(),
  activeService: ZServiceLineView.nullable(),
  additionalServices: z.array(ZServiceLineView),
  requestedSize: z.number().nullable(),
  requestedRate: z.number().nullable(),
  changeRequested: z.boolean(),
  changeImplemented: z.boolean(),
  customizedSize: z.boolean(),
  conflict: z
    .object({
      activeSize: z.number().nullable(),
      requestedSize: z.number(),
      activeQuantity: z.number(),
      requestedQuantity: z.number().nullable(),
      notice: z.string(),
    })
    .nullable(),
  additionalCarts: z.object({
    requestedQuantity: z.number(),
    startedServices: z.number(),
    implemented: z.boolean(),
    heading: z.string().nullable(),
    carts: z.array(ZRequestedCartView),
  }),
  /** The cart the customer has now and its rate (the rule Billing and the mails share). */
  activeSize: z.number(),
  activeRate: z.number(),
  /** What the customer pays now; a pending request does not change it. */
  totalRate: z.number(),
  /** The total once every pending request is implemented; null when nothing is pending. */
  requestedTotalRate: z.number().nullable(),
  /** The size Change Service starts from: the requested size, else the active size, else the default. */
  currentSize: z.number().nullable(),
  changeSizes: z.array(ZSizeOptionView),
  additionalCartsAllowed: z.boolean(),
  additionalCartSizes: z.array(ZSizeOptionView),
  carts: z.array(ZCartChoice),
  /** False when the back office has no record of this service and nothing is requested. */
  hasServiceInformation: z.boolean(),
  /** Collection day (issue 32): today's and the last pickup's status, and the missed-pickup window. */
  collection: ZServiceCollection,
});
export type TServiceCard = z.infer<typeof ZServiceCard>;

export const ZActionAvailabilityView = z.object({
  available: z.boolean(),
  hidden: z.boolean(),
  reason: z.string().nullable(),
});
export type TActionAvailabilityView = z.infer<typeof ZActionAvailabilityView>;

export const ZServicesResponse = z.object({
  /** The server's day ("YYYY-MM-DD"); the vacation form starts from it. */
  today: z.string(),
  portalTitle: z.string(),
  /** The portal's time zone: collection times are shown on its clock. */
  timeZone: z.string(),
  /** The portal's phone, as written ("call us" when missed-pickup reports are closed); null without one. */
  contactPhone: z.string().nullable(),
  /** The customer's account number (customer id.site id), a way to prove the address; null without one. */
  accountNumber: z.string().nullable(),
  showRates: z.boolean(),
  restriction: z.object({ restricted: z.boolean(), message: z.string().nullable() }),
  requestActions: z.object(fieldsOf(REQUEST_ACTIONS, ZActionAvailabilityView)),
  cards: z.array(ZServiceCard),
});
export type TServicesResponse = z.infer<typeof ZServicesResponse>;

/** Change Service, Additional Carts and cart removal answer the updated card. */
export const ZServiceChangeResponse = z.object({
  reference: z.string(),
  message: z.string(),
  card: ZServiceCard,
});
export type TServiceChangeResponse = z.infer<typeof ZServiceChangeResponse>;

/**
 * A request form's answer: 200 `filed` with the IssueID when the back office took it at once,
 * 202 `queued` when it will be filed shortly (the confirmation mail carries the issue number).
 */
export const ZServiceRequestResponse = z.object({
  status: z.enum(['filed', 'queued']),
  requestId: z.string(),
  issueId: z.string().nullable(),
  message: z.string(),
});
export type TServiceRequestResponse = z.infer<typeof ZServiceRequestResponse>;

/** The words of "Your {action} request …" per form. */
export const REQUEST_KIND_ACTION_NAMES: Record<ServiceRequestKind, string> = perRequestKind('actionName');

/** The answer when the back office did not take the request in time (not in the spec). */
export function requestQueuedMessage(actionName: string): string {
  return `We received your ${actionName} request. Our system is busy, so it will be filed shortly and you will get a confirmation email with your issue number.`;
}

export const ZServiceRequestSummary = z.object({
  /** A ticket sent to the back office (the change requests below are `change`). */
  type: z.literal('ticket'),
  id: z.string(),
  /** REQ- and the id's first ten hex digits (domain/service-requests/reference.ts). */
  reference: z.string(),
  kind: z.string(),
  serviceType: z.string().nullable(),
  /** Delivery to the back office: queued (received, will be filed), filed, or failed (the company is told). */
  status: z.enum(['queued', 'filed', 'failed']),
  issueId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The ticket's status in the back office; null until it is filed and first polled. */
  boStatus: ZIssueStatusValue.nullable(),
  /** The back office's note when it closed the ticket. */
  boClosingNote: z.string().nullable(),
  /** A missed pickup's pickup day (issue 32 §2); null for other kinds and older tickets. */
  pickupDay: z.iso.date().nullable(),
  /**
   * What happened, oldest first: received, filed, failed, resent, status-changed. The back office's
   * working notes stay with staff; a failure's error text is not shown (note null).
   */
  timeline: z.array(ZServiceRequestEvent),
});
export type TServiceRequestSummary = z.infer<typeof ZServiceRequestSummary>;

/** The change request kinds (the confirmation mails' kinds of Change Service and Additional Carts). */
export const SERVICE_CHANGE_REQUEST_KINDS = [
  'service-change',
  'additional-cart',
  'additional-cart-removal',
] as const;
export const ZServiceChangeRequestKind = z.enum(SERVICE_CHANGE_REQUEST_KINDS);
export type TServiceChangeRequestKind = z.infer<typeof ZServiceChangeRequestKind>;

const ZLabelledLine = z.object({ label: z.string(), value: z.string() });

/**
 * A Change Service or Additional Carts request as the customer (or staff for them) made it. It is
 * saved on the profile and staff apply it, so it has no back-office status.
 */
export const ZServiceChangeSummary = z.object({
  type: z.literal('change'),
  id: z.string(),
  reference: z.string(),
  kind: ZServiceChangeRequestKind,
  serviceType: ZServiceType,
  createdAt: z.iso.datetime(),
  /** What was asked for (service, cart size, rate per cart), as the confirmation mail says it. */
  details: z.array(ZLabelledLine),
  /** The size and rate (or number of carts and total) before and after. */
  change: z.object({ before: z.array(ZLabelledLine), after: z.array(ZLabelledLine) }).nullable(),
  /** True when staff made the change for the customer (Customer Profiles). */
  byStaff: z.boolean(),
});
export type TServiceChangeSummary = z.infer<typeof ZServiceChangeSummary>;

export const ZMyRequest = z.discriminatedUnion('type', [ZServiceRequestSummary, ZServiceChangeSummary]);
export type TMyRequest = z.infer<typeof ZMyRequest>;

/** How many of each (tickets, changes) My Requests shows: the newest, merged newest first. */
export const MY_REQUESTS_LIMIT = 50;

export const ZServiceRequestsResponse = z.object({
  /** Tickets and changes together, newest first: the newest MY_REQUESTS_LIMIT of all of them. */
  items: z.array(ZMyRequest),
  /** True when older requests were left out. */
  more: z.boolean(),
});
export type TServiceRequestsResponse = z.infer<typeof ZServiceRequestsResponse>;

export const SERVICE_TITLES: Record<ServiceType, string> = {
  trash: 'Trash',
  recycling: 'Recycling',
  yardwaste: 'Yard Waste',
};
