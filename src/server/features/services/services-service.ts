/**
 * The Services page's work (spec 02 §2.1, §4–§7): the cards, Change Service, Additional Carts and the
 * four request forms. Every rule the page shows is checked again here: the portal's display options,
 * restrictions and request switches, and the forms' schemas with the server's today.
 */
import { buildAccountNumber } from '../../../domain/registration/account-number';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TPortalSetup } from '../../../domain/portal-setup';
import { resolveBranding } from '../../../domain/branding';
import { companyDefaults } from '../../company-defaults';
import type { TCustomerServiceRecord } from '../../../domain/back-office';
import {
  alreadyHaveCartMessage,
  ENTERPRISE_USES_MY_SERVICES,
  NO_PORTAL,
  NO_SERVICE_ADDRESS,
  noAdditionalCartsMessage,
  SERVICE_NOT_OFFERED,
} from '../../../domain/services/services-refusals';
import { portalTimeZone, portalToday } from '../pickup-calendar/pickup-calendar-settings';
import { findCustomerCollections } from '../collection-day/collection-status';
import { requireMissedPickupWindow } from '../collection-day/missed-pickup-filing';
import type { TServiceCollection } from '../../../domain/services/missed-pickup-report';
import {
  buildIssuePayload,
  ISSUE_ACTION_NAMES,
  issueSuccessMessage,
  type IssueParty,
  type IssueRequest,
} from '../../../domain/services/issue-payload';
import {
  applySizeChange,
  removeAdditionalCart,
  ServiceChangeError,
  sizeNotOfferedMessage,
  setAdditionalCarts,
  type ServiceType,
  type TServiceChanges,
  ZServiceType,
} from '../../../domain/services/service-changes';
import {
  changesRestricted,
  DAMAGED_CART_REQUIRED_MESSAGE,
  makeVacationHoldRequestSchema,
  NO_CARTS_MESSAGE,
  notStartedAvailability,
  requestActionAvailability,
  RUNNING_SERVICE_ACTIONS,
  SERVICE_NOT_STARTED_MESSAGE,
  type RequestAction,
  ZAdditionalCartsRequest,
  ZChangeServiceRequest,
  ZDamagedCartRequest,
  ZMissedPickupRequest,
  ZPickupRequest,
} from '../../../domain/services/service-requests';
import {
  REQUEST_KIND_ACTIONS,
  REQUEST_KIND_ISSUES,
  requestQueuedMessage,
  SERVICE_TITLES,
  MY_REQUESTS_LIMIT,
  type ServiceRequestKind,
  type TMyRequest,
  type TServiceCard,
  type TServiceChangeRequestKind,
  ZServiceChangeRequestKind,
  ZServiceChangeSummary,
  type TServiceChangeResponse,
  type TServiceRequestResponse,
  type TServiceRequestsResponse,
  type TServicesResponse,
} from '../../../domain/services/services-api';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { queueMail } from '../../jobs/messaging';
import { findCustomerLanguage } from '../my-account/customer-language';
import {
  detailValue,
  renderConfirmationMail,
  type ConfirmationKind,
  type TConfirmationContent,
} from './confirmation-mail';
import { fileServiceRequestNow, queueServiceRequest, type NewServiceRequest } from './issue-outbox';
import { requestReference } from '../../../domain/service-requests/reference';
import { CUSTOMER_ACTOR, type TServiceRequestEvent } from '../../../domain/service-requests/timeline';
import { findServiceRequestTimelines } from './service-request-events';
import { buildServiceCard, defaultServiceOf, isServiceShown, shownServiceTypes } from './service-cards';
import {
  findRecentServiceChangeRequests,
  findRecentServiceRequests,
  findServicesCustomer,
  insertServiceChangeRequest,
  saveServiceChanges,
  type ServiceChangeRequestRow,
  type ServiceRequestRow,
  type ServicesCustomer,
} from './services-repository';
import type { LanguageCode } from '../../../domain/languages';

/** A residential customer whose portal setup is known: what the Services rules need. */
export type ResidentialCustomer = ServicesCustomer & { setup: TPortalSetup };

// the refusals' texts are the domain's, so the web app can translate them
export { ENTERPRISE_USES_MY_SERVICES, NO_PORTAL, NO_SERVICE_ADDRESS, SERVICE_NOT_OFFERED };

/** Parses a body with a form's schema; a failure is a 400 with the form's own message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new AppError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'Invalid request', { fields });
}

/**
 * Today at the customer's portal (its time zone; the default one without a portal): the day every
 * start date, vacation and cut-off is compared with. Never the server's own (UTC) day.
 */
export function todayOf(ctx: AppContext, setup?: Pick<TPortalSetup, 'pickupCalendar'> | null): string {
  return portalToday(ctx.now(), setup);
}

async function loadResidential(
  ctx: AppContext,
  db: DbOrTx,
  uid: string,
  forUpdate = false,
): Promise<ResidentialCustomer> {
  const customer = await findServicesCustomer(db, uid, { forUpdate });
  if (!customer) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  if (customer.entryType === 'EnterpriseCustomerProfile')
    throw new AppError('FORBIDDEN', ENTERPRISE_USES_MY_SERVICES);
  if (!customer.setup) throw new AppError('NOT_FOUND', NO_PORTAL);
  return customer as ResidentialCustomer;
}

/** The back office's active service records of the customer's site (none without a site). */
export async function lookupRecords(
  ctx: AppContext,
  customer: ServicesCustomer,
): Promise<TCustomerServiceRecord[]> {
  if (!customer.address) return [];
  return ctx.ports.backOffice.findCustomerServices({
    source: customer.address.source,
    customer: customer.address.cust,
    site: customer.address.site,
  });
}

export function requireShown(customer: ResidentialCustomer, serviceType: ServiceType): void {
  if (!isServiceShown(customer.setup, serviceType)) throw new AppError('NOT_FOUND', SERVICE_NOT_OFFERED);
}

function requireChangesAllowed(customer: ResidentialCustomer, today: string): void {
  const restriction = changesRestricted(customer.setup.displayOptions.restrictChanges, today);
  if (restriction.restricted) throw new AppError('FORBIDDEN', restriction.message ?? '');
}

export function card(
  customer: ResidentialCustomer,
  serviceType: ServiceType,
  changes: TServiceChanges,
  records: readonly TCustomerServiceRecord[],
  today: string,
) {
  return buildServiceCard({ setup: customer.setup, serviceType, changes, records, today });
}

export async function getServices(ctx: AppContext, uid: string): Promise<TServicesResponse> {
  const customer = await loadResidential(ctx, ctx.db, uid);
  return servicesPageOf(ctx, customer, await lookupRecords(ctx, customer));
}

/** The Services page with collection day, as the customer and staff (Manage Customer Profile) see it. */
export async function servicesPageOf(
  ctx: AppContext,
  customer: ResidentialCustomer,
  records: readonly TCustomerServiceRecord[],
): Promise<TServicesResponse> {
  return servicesView(ctx, customer, records, await collectionsOf(ctx, customer, records));
}

/** What the back office recorded on collection day for each of the customer's services (issue 32). */
function collectionsOf(
  ctx: AppContext,
  customer: ResidentialCustomer,
  records: readonly TCustomerServiceRecord[],
): Promise<Map<ServiceType, TServiceCollection>> {
  return findCustomerCollections(ctx.db, {
    setup: customer.setup,
    address: customer.address,
    records,
    now: ctx.now(),
  });
}

/**
 * The Services page's answer for one residential customer and their back-office records: the one
 * place its status, conflict and size rules are applied, for the customer's own page and for staff
 * (the Manage Customer Profile modal).
 */
export function servicesView(
  ctx: AppContext,
  customer: ResidentialCustomer,
  records: readonly TCustomerServiceRecord[],
  collections: ReadonlyMap<ServiceType, TServiceCollection> = new Map(),
): TServicesResponse {
  const { setup } = customer;
  const today = todayOf(ctx, setup);
  const availability = (action: RequestAction) =>
    requestActionAvailability(setup.displayOptions.allowServiceRequests, action);
  return {
    today,
    portalTitle: setup.portalTitle,
    timeZone: portalTimeZone(setup),
    contactPhone: contactOf(ctx, setup).phone || null,
    accountNumber: customer.address ? buildAccountNumber(customer.address.cust, customer.address.site) : null,
    showRates: setup.displayOptions.showRates !== false,
    restriction: changesRestricted(setup.displayOptions.restrictChanges, today),
    requestActions: {
      requestPickup: availability('requestPickup'),
      missedPickup: availability('missedPickup'),
      vacationStop: availability('vacationStop'),
      damagedReplace: availability('damagedReplace'),
    },
    cards: shownServiceTypes(setup).map((type) =>
      buildServiceCard({
        setup,
        serviceType: type,
        changes: customer.serviceChanges,
        records,
        today,
        collection: collections.get(type),
      }),
    ),
  };
}

/** The cart a service has now and its rate, by the Services cards' rule. */
export interface ActiveCart {
  size: number;
  rate: number;
}

/**
 * What Billing needs from Services so that both pages show the same cart (issue 9): the active cart of
 * each service the portal shows, or `enterprise` for an enterprise account, whose rates are per site on
 * My Services rather than the portal's residential cart rates.
 */
export async function activeCartsOf(
  ctx: AppContext,
  uid: string,
): Promise<{ enterprise: true } | { enterprise: false; carts: Partial<Record<ServiceType, ActiveCart>> }> {
  const customer = await findServicesCustomer(ctx.db, uid);
  if (customer?.entryType === 'EnterpriseCustomerProfile') return { enterprise: true };
  if (!customer?.setup) return { enterprise: false, carts: {} };
  const residential = customer as ResidentialCustomer;
  const records = await lookupRecords(ctx, residential);
  const today = todayOf(ctx, residential.setup);
  const carts: Partial<Record<ServiceType, ActiveCart>> = {};
  for (const type of shownServiceTypes(residential.setup)) {
    const { activeSize, activeRate } = card(residential, type, residential.serviceChanges, records, today);
    carts[type] = { size: activeSize, rate: activeRate };
  }
  return { enterprise: false, carts };
}

// ---------------------------------------------------------------------------------------------
// Confirmation mail content

const { money, gallons } = detailValue;

function customerName(customer: ServicesCustomer): string {
  const full = `${customer.firstName} ${customer.lastName}`.trim();
  return full || customer.displayName?.trim() || '';
}

function addressLine(customer: ServicesCustomer): string {
  const a = customer.address;
  if (!a) return '';
  const unit = customer.aptUnit?.trim() ? `, Unit ${customer.aptUnit.trim()}` : '';
  return `${a.street}${unit}, ${a.city}, ${a.state} ${a.zip}`.replace(/\s+,/g, ',').trim();
}

function contactOf(ctx: AppContext, setup: TPortalSetup) {
  const { contact } = resolveBranding(setup, companyDefaults(ctx.config));
  return { phone: contact.phoneDisplay, email: contact.email };
}

function confirmationBase(
  ctx: AppContext,
  customer: ResidentialCustomer,
  kind: ConfirmationKind,
  details: { label: string; value: string }[],
  change: TConfirmationContent['change'] = null,
): TConfirmationContent {
  const a = customer.address;
  return {
    kind,
    to: customer.email,
    companyName: ctx.config.COMPANY_NAME,
    customer: {
      name: customerName(customer),
      email: customer.email,
      phone: customer.phoneNumber,
      address: addressLine(customer),
      account: a ? `Customer ${a.cust}, site ${a.site}` : '',
    },
    details,
    change,
    contact: contactOf(ctx, customer.setup),
  };
}

/** A domain rule's refusal as the API's error (403 when extra carts are not offered, else 400). */
export function changeError(error: unknown): never {
  if (error instanceof ServiceChangeError) {
    throw new AppError(
      error.code === 'additional-carts-not-allowed' ? 'FORBIDDEN' : 'BAD_REQUEST',
      error.message,
    );
  }
  throw error;
}

/** What one change does: the new serviceChanges and the confirmation mail's content. */
export interface ChangeOutcome {
  kind: TServiceChangeRequestKind;
  serviceType: ServiceType;
  next: TServiceChanges;
  details: { label: string; value: string }[];
  change: NonNullable<TConfirmationContent['change']>;
  message: string;
}

/**
 * Records a change in the change's transaction: a service_change_requests row (My Requests shows it
 * under its REQ- reference) and its confirmation mail. `by` is CUSTOMER_ACTOR, or the staff user's
 * name when staff made the change for the customer. Answers the reference.
 */
export async function recordChangeRequest(
  ctx: AppContext,
  tx: DbOrTx,
  customer: ResidentialCustomer,
  outcome: ChangeOutcome,
  by: string,
): Promise<string> {
  const id = randomUUID();
  const reference = requestReference(id);
  await insertServiceChangeRequest(tx, {
    id,
    uid: customer.uid,
    kind: outcome.kind,
    serviceType: outcome.serviceType,
    details: { details: outcome.details, change: outcome.change },
    portalId: customer.defaultServicesId ?? customer.setup.id,
    by,
    createdAt: ctx.now(),
  });
  const mail = renderConfirmationMail(
    confirmationBase(ctx, customer, outcome.kind, outcome.details, outcome.change),
    { reference },
    await findCustomerLanguage(tx, customer.uid),
  );
  await queueMail(ctx, tx, mail, `service-change-mail:${id}`);
  return reference;
}

/**
 * The shared path of the three change routes: read the cards' records outside the transaction (the
 * back office may be a network call), then lock the profile, apply the change, save it and queue the
 * confirmation in one transaction.
 */
async function applyChange(
  ctx: AppContext,
  uid: string,
  serviceType: ServiceType,
  decide: (
    customer: ResidentialCustomer,
    before: TServiceCard,
    cardAfter: (next: TServiceChanges) => TServiceCard,
  ) => ChangeOutcome,
): Promise<TServiceChangeResponse> {
  const first = await loadResidential(ctx, ctx.db, uid);
  const today = todayOf(ctx, first.setup);
  requireShown(first, serviceType);
  requireChangesAllowed(first, today);
  const records = await lookupRecords(ctx, first);
  return ctx.db.transaction(async (tx) => {
    const customer = await loadResidential(ctx, tx, uid, true);
    requireChangesAllowed(customer, today);
    const before = card(customer, serviceType, customer.serviceChanges, records, today);
    let outcome: ChangeOutcome;
    try {
      outcome = decide(customer, before, (next) => card(customer, serviceType, next, records, today));
    } catch (error) {
      changeError(error);
    }
    await saveServiceChanges(tx, uid, outcome.next, ctx.now());
    const reference = await recordChangeRequest(ctx, tx, customer, outcome, CUSTOMER_ACTOR);
    return {
      reference,
      message: outcome.message,
      card: card(customer, serviceType, outcome.next, records, today),
    };
  });
}

/**
 * Change Service on `changes` (the stored ones, or those a staff save has built so far): the size
 * must be one the card offers; `before` is the card as it stands. Throws the rule's refusal.
 */
export function sizeChangeOutcome(
  customer: ResidentialCustomer,
  serviceType: ServiceType,
  changes: TServiceChanges,
  before: TServiceCard,
  size: number,
): ChangeOutcome {
  const defaultService = defaultServiceOf(customer.setup, serviceType);
  const option = before.changeSizes.find((o) => o.size === size);
  if (!option) {
    if (before.currentSize === size) throw new AppError('BAD_REQUEST', alreadyHaveCartMessage(size));
    throw new ServiceChangeError('size-not-offered', sizeNotOfferedMessage(serviceType, size));
  }
  const next = applySizeChange(changes, serviceType, defaultService, size);
  const frequency = option.billingFrequency;
  return {
    kind: 'service-change',
    serviceType,
    next,
    details: [{ label: 'Service', ...detailValue.service(serviceType) }],
    change: {
      before: [
        { label: 'Size', ...gallons(before.activeSize) },
        {
          label: 'Rate',
          ...money(before.activeRate, { frequency: before.defaultService.billingFrequency }),
        },
      ],
      after: [
        { label: 'Size', ...gallons(option.size) },
        { label: 'Rate', ...money(option.rate, { frequency }) },
      ],
    },
    message: `Your ${SERVICE_TITLES[serviceType].toLowerCase()} service change to ${option.size} gallons has been saved.`,
  };
}

export async function changeServiceSize(
  ctx: AppContext,
  uid: string,
  serviceType: ServiceType,
  body: unknown,
): Promise<TServiceChangeResponse> {
  const { size } = parseOrThrow(ZChangeServiceRequest, body);
  return applyChange(ctx, uid, serviceType, (customer, before) =>
    sizeChangeOutcome(customer, serviceType, customer.serviceChanges, before, size),
  );
}

/** The mails' "After" total: what the customer will pay once what they asked for is implemented. */
function totalOnceDone(card: TServiceCard): number {
  return card.requestedTotalRate ?? card.totalRate;
}

/** The number of extra carts of one size requested in `changes`. */
export function cartQuantity(changes: TServiceChanges, serviceType: ServiceType, size: number): number {
  return (changes[serviceType]?.additional ?? [])
    .filter((c) => c.CM05_SIZE === size)
    .reduce((n, c) => n + c.CM05_QTY, 0);
}

/**
 * Additional Carts on `changes`: sets the number of extra carts of one size (0 removes them), with
 * the domain's rules (sizes whose allowAdditionalCart is false are refused). Throws the refusal.
 */
export function additionalCartsOutcome(
  cardAfter: (next: TServiceChanges) => TServiceCard,
  customer: ResidentialCustomer,
  serviceType: ServiceType,
  changes: TServiceChanges,
  before: TServiceCard,
  size: number,
  quantity: number,
): ChangeOutcome {
  const defaultService = defaultServiceOf(customer.setup, serviceType);
  const previous = cartQuantity(changes, serviceType, size);
  const next = setAdditionalCarts(changes, serviceType, defaultService, size, quantity);
  const after = cardAfter(next);
  const option = before.additionalCartSizes.find((o) => o.size === size);
  const cartRate = option?.additionalCartRate ?? defaultService.additionalCartRate;
  const removal = quantity === 0;
  return {
    kind: removal ? 'additional-cart-removal' : 'additional-cart',
    serviceType,
    next,
    details: [
      { label: 'Service', ...detailValue.service(serviceType) },
      { label: 'Cart size', ...gallons(size) },
      { label: 'Additional cart rate', ...money(cartRate, { perCart: true }) },
    ],
    change: {
      before: [
        { label: 'Additional carts', value: String(previous) },
        { label: 'Total rate', ...money(before.totalRate) },
      ],
      after: [
        { label: 'Additional carts', value: String(quantity) },
        { label: 'Total rate', ...money(totalOnceDone(after)) },
      ],
    },
    message: removal
      ? `Your additional ${size} gallon carts have been removed.`
      : `Your request for ${quantity} additional ${size} gallon ${quantity === 1 ? 'cart' : 'carts'} has been saved.`,
  };
}

export async function updateAdditionalCarts(
  ctx: AppContext,
  uid: string,
  serviceType: ServiceType,
  body: unknown,
): Promise<TServiceChangeResponse> {
  const { size, quantity } = parseOrThrow(ZAdditionalCartsRequest, body);
  return applyChange(ctx, uid, serviceType, (customer, before, cardAfter) =>
    additionalCartsOutcome(cardAfter, customer, serviceType, customer.serviceChanges, before, size, quantity),
  );
}

export async function removeCart(
  ctx: AppContext,
  uid: string,
  serviceType: ServiceType,
  size: number,
): Promise<TServiceChangeResponse> {
  return applyChange(ctx, uid, serviceType, (customer, before, cardAfter) => {
    const previous = cartQuantity(customer.serviceChanges, serviceType, size);
    if (previous === 0) throw new AppError('NOT_FOUND', noAdditionalCartsMessage(size));
    const next = removeAdditionalCart(customer.serviceChanges, serviceType, size);
    const after = cardAfter(next);
    return {
      kind: 'additional-cart-removal',
      serviceType,
      next,
      details: [
        { label: 'Service', ...detailValue.service(serviceType) },
        { label: 'Cart size', ...gallons(size) },
      ],
      change: {
        before: [
          { label: 'Additional carts', value: String(previous) },
          { label: 'Total rate', ...money(before.totalRate) },
        ],
        after: [
          { label: 'Additional carts', value: '0' },
          { label: 'Total rate', ...money(totalOnceDone(after)) },
        ],
      },
      message: `Your additional ${size} gallon carts have been removed.`,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The four request forms

function partyOf(customer: ResidentialCustomer, serviceType: ServiceType): IssueParty {
  const a = customer.address!;
  return {
    source: a.source,
    customerId: a.cust,
    siteId: a.site,
    serviceId: defaultServiceOf(customer.setup, serviceType).value,
    companyName: customer.organizationName ?? '',
    name: customerName(customer),
    phone: customer.phoneNumber,
  };
}

async function cartIds(
  ctx: AppContext,
  customer: ResidentialCustomer,
  serviceType: ServiceType,
  today: string,
) {
  try {
    const records = await lookupRecords(ctx, customer);
    return card(customer, serviceType, customer.serviceChanges, records, today).carts.map((c) => c.id);
  } catch {
    // the back office is not answering: keep the request rather than lose it (the ticket names the cart as chosen)
    return null;
  }
}

async function readRequest(
  ctx: AppContext,
  customer: ResidentialCustomer,
  serviceType: ServiceType,
  kind: ServiceRequestKind,
  body: unknown,
  today: string,
): Promise<{ request: IssueRequest; details: { label: string; value: string }[] }> {
  const service = { label: 'Service', ...detailValue.service(serviceType) };
  switch (kind) {
    case 'missed-pickup': {
      const { subject, details } = parseOrThrow(ZMissedPickupRequest, body);
      const form = { subject, details };
      return {
        request: { kind: 'missed-pickup', ...form },
        details: [
          service,
          { label: 'Subject', value: form.subject },
          { label: 'Details', value: form.details },
        ],
      };
    }
    case 'pickup': {
      const form = parseOrThrow(ZPickupRequest, body);
      return {
        request: { kind: 'pickup-request', ...form },
        details: [
          service,
          { label: 'Subject', value: form.subject },
          { label: 'Details', value: form.details },
        ],
      };
    }
    case 'vacation': {
      const form = parseOrThrow(makeVacationHoldRequestSchema(today), body);
      return {
        request: { kind: 'vacation-hold', ...form },
        details: [
          service,
          { label: 'Stop service on', ...detailValue.date(form.startDate) },
          { label: 'Restart service after', ...detailValue.date(form.endDate) },
          { label: 'Comments', value: form.comments },
        ],
      };
    }
    case 'damaged-cart': {
      const form = parseOrThrow(ZDamagedCartRequest, body);
      const carts = await cartIds(ctx, customer, serviceType, today);
      if (carts !== null && carts.length === 0)
        throw new AppError('VALIDATION_FAILED', NO_CARTS_MESSAGE, { fields: { cart: NO_CARTS_MESSAGE } });
      if (carts !== null && !carts.includes(form.cart)) {
        throw new AppError('VALIDATION_FAILED', DAMAGED_CART_REQUIRED_MESSAGE, {
          fields: { cart: DAMAGED_CART_REQUIRED_MESSAGE },
        });
      }
      return {
        request: { kind: 'damaged-cart', cart: form.cart, description: form.description },
        details: [service, { label: 'Cart', value: form.cart }, { label: 'Damage', value: form.description }],
      };
    }
  }
}

/**
 * Refuses (409) an action that needs the service running when the service has not started yet, as the
 * card greys it. A back office that cannot be asked decides nothing: the request goes on and is kept.
 */
async function requireRunningFor(
  ctx: AppContext,
  customer: ResidentialCustomer,
  serviceType: ServiceType,
  action: RequestAction,
  today: string,
): Promise<void> {
  if (!RUNNING_SERVICE_ACTIONS.includes(action)) return;
  let records: TCustomerServiceRecord[];
  try {
    records = await lookupRecords(ctx, customer);
  } catch {
    return;
  }
  const { activeService } = card(customer, serviceType, customer.serviceChanges, records, today);
  const verdict = notStartedAvailability(action, activeService?.state, {
    available: true,
    hidden: false,
    reason: null,
  });
  if (!verdict.available) throw new AppError('CONFLICT', verdict.reason ?? SERVICE_NOT_STARTED_MESSAGE);
}

export interface ServiceRequestOutcome {
  statusCode: 200 | 202;
  body: TServiceRequestResponse;
}

export async function submitServiceRequest(
  ctx: AppContext,
  uid: string,
  serviceType: ServiceType,
  kind: ServiceRequestKind,
  body: unknown,
  submission: {
    /** The client's key for this submission (Idempotency-Key): its retries file once. */
    clientKey?: string | null;
    /** The language the customer uses the portal in (Accept-Language). */
    language?: LanguageCode;
  } = {},
): Promise<ServiceRequestOutcome> {
  const customer = await loadResidential(ctx, ctx.db, uid);
  requireShown(customer, serviceType);
  const availability = requestActionAvailability(
    customer.setup.displayOptions.allowServiceRequests,
    REQUEST_KIND_ACTIONS[kind],
  );
  if (!availability.available) throw new AppError('FORBIDDEN', availability.reason ?? '');
  if (!customer.address) throw new AppError('UNPROCESSABLE', NO_SERVICE_ADDRESS);

  const today = todayOf(ctx, customer.setup);
  await requireRunningFor(ctx, customer, serviceType, REQUEST_KIND_ACTIONS[kind], today);
  const read = await readRequest(ctx, customer, serviceType, kind, body, today);
  const { details } = read;
  let { request } = read;
  let collectionDay: Pick<NewServiceRequest, 'pickupDay' | 'recordedStatus'> = {};
  if (request.kind === 'missed-pickup') {
    const facts = await requireMissedPickupWindow(ctx, {
      setup: customer.setup,
      address: customer.address,
      serviceType,
      confirmed: (body as { confirmRecordedException?: unknown } | null)?.confirmRecordedException === true,
    });
    if (facts) {
      collectionDay = { pickupDay: facts.pickupDay, recordedStatus: facts.recordedStatus };
      request = { ...request, pickupDay: facts.pickupDay, recordedNote: facts.recordedNote };
    }
  }
  const issueKind = REQUEST_KIND_ISSUES[kind];
  const payload = buildIssuePayload(request, partyOf(customer, serviceType), today);
  const confirmation = confirmationBase(ctx, customer, issueKind as ConfirmationKind, details);

  const { id: requestId } = await ctx.db.transaction((tx) =>
    queueServiceRequest(ctx, tx, {
      uid,
      kind: issueKind,
      serviceType,
      payload,
      confirmation,
      ...collectionDay,
      ...submission,
    }),
  );
  // a repeated submission answers what the first one has become (filing it now if it is still queued)
  const result = await fileServiceRequestNow(ctx, requestId);
  if (result.status === 'filed') {
    return {
      statusCode: 200,
      body: {
        status: 'filed',
        requestId,
        issueId: result.issueId,
        message: issueSuccessMessage(issueKind, result.issueId),
      },
    };
  }
  return {
    statusCode: 202,
    body: {
      status: 'queued',
      requestId,
      issueId: null,
      message: requestQueuedMessage(ISSUE_ACTION_NAMES[issueKind]),
    },
  };
}

/**
 * The customer's own requests, tickets and changes together, newest first: the newest
 * MY_REQUESTS_LIMIT of each are read (two indexed reads), merged, and the newest MY_REQUESTS_LIMIT of
 * those answered, so the list is bounded however long the customer's history. Tickets carry their
 * back-office status and the timeline a customer sees; changes what was asked for.
 */
export async function listServiceRequests(ctx: AppContext, uid: string): Promise<TServiceRequestsResponse> {
  const [tickets, changes] = await Promise.all([
    findRecentServiceRequests(ctx.db, uid, MY_REQUESTS_LIMIT + 1),
    findRecentServiceChangeRequests(ctx.db, uid, MY_REQUESTS_LIMIT + 1),
  ]);
  const timelines = await findServiceRequestTimelines(
    ctx.db,
    tickets.map((row) => row.id),
  );
  const ticketItems = tickets.map((row) => toTicketSummary(row, timelines.get(row.id) ?? []));
  const all = [...ticketItems, ...changes.map(toChangeSummary)].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  return { items: all.slice(0, MY_REQUESTS_LIMIT), more: all.length > MY_REQUESTS_LIMIT };
}

/** A ticket as its customer sees it: the back office's working notes and error texts stay with staff. */
function toTicketSummary(row: ServiceRequestRow, timeline: readonly TServiceRequestEvent[]): TMyRequest {
  return {
    type: 'ticket',
    id: row.id,
    reference: requestReference(row.id),
    kind: row.kind,
    serviceType: row.serviceType,
    status: row.status,
    issueId: row.issueId,
    createdAt: row.createdAt.toISOString(),
    boStatus: row.boStatus ?? null,
    boClosingNote: row.boStatus === 'closed' ? row.boClosingNote : null,
    pickupDay: row.pickupDay ?? null,
    timeline: timeline
      .filter((event) => event.kind !== 'note-added')
      .map((event) => (event.kind === 'failed' ? { ...event, note: null } : event)),
  };
}

const ZStoredChange = ZServiceChangeSummary.pick({ details: true, change: true });

function toChangeSummary(row: ServiceChangeRequestRow): TMyRequest {
  // an older or hand-edited row shows without its lines rather than failing the list
  const stored = ZStoredChange.safeParse(row.details);
  return {
    type: 'change',
    id: row.id,
    reference: requestReference(row.id),
    kind: ZServiceChangeRequestKind.catch('service-change').parse(row.kind),
    serviceType: ZServiceType.catch('trash').parse(row.serviceType),
    createdAt: row.createdAt.toISOString(),
    details: stored.success ? stored.data.details : [],
    change: stored.success ? stored.data.change : null,
    byStaff: row.by !== CUSTOMER_ACTOR,
  };
}
