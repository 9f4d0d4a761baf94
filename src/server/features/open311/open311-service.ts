/**
 * The GeoReport v2 operations on Curbside's data.
 *
 * - Services: the portal (jurisdiction_id) lists the service codes its allowServiceRequests flags
 *   allow; each code's definition has typed attributes (the cart type from the carts the portal shows,
 *   the vacation dates).
 * - POST requests: the site is located (open311-location.ts), the ticket built as a portal ticket of
 *   the same kind is, and written with its create-issue job through the tickets outbox
 *   (services/issue-outbox.ts) in one transaction with the Open311 row, so it is never lost, the
 *   tickets desk lists it and the status polling follows it. The row's uid names the key
 *   (`open311:<key id>`), which no customer profile has, so no customer mail or status notice comes of
 *   it. A retry carrying the same Idempotency-Key header (optional; the specification has none) files
 *   once. The answer is the back office's issue number as service_request_id when it is filed within
 *   the outbox's short budget, else a token (the request's id) that GET tokens/{token} turns into the
 *   service_request_id once it is filed.
 * - GET requests: only tickets filed through Open311 for that jurisdiction, filed (with a
 *   service_request_id), in the last 90 days by default, at most 1000. Privacy: a request as GET shows
 *   it has no name, e-mail or phone (those stay on the tickets desk), and its site only as an opaque
 *   address_id (open311-address-id.ts), never the customer and site ids that make the account number.
 */
import { and, desc, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import {
  CART_SERVICE_IDS,
  CART_TYPE_NAMES,
  CART_TYPES,
  OPEN311_DEFAULT_WINDOW_DAYS,
  OPEN311_DESCRIPTION_MAX,
  OPEN311_MAX_WINDOW_DAYS,
  OPEN311_PAGE_LIMIT,
  OPEN311_SERVICES,
  open311CalendarDay,
  open311DateTime,
  open311ServiceByCode,
  open311ServiceByKind,
  open311ServicesFor,
  parseOpen311DateTime,
  type Open311Service,
  type TCartType,
  type TOpen311Request,
} from '../../../domain/open311/open311';
import type { TAddressLookupResult } from '../../../domain/back-office';
import { EARLIEST_LIST_DATE, isListDay, LATEST_LIST_DATE } from '../../../domain/list-query';
import { ZDisplayOptions, ZPortalSetup } from '../../../domain/portal-setup';
import { buildIssuePayload, type IssueRequest } from '../../../domain/services/issue-payload';
import { getAuthRuntime } from '../../auth/runtime';
import type { AppContext } from '../../app-context';
import { open311Requests, portalSetups, serviceRequestEvents, serviceRequests } from '../../db/schema';
import type { TConfirmationContent } from '../services/confirmation-mail';
import { requireMissedPickupWindow } from '../collection-day/missed-pickup-filing';
import { fileServiceRequestNow, queueServiceRequest } from '../services/issue-outbox';
import { getServiceRequest } from '../services/services-repository';
import { findPortalWithZipCodes } from '../portals/portal-repository';
import { publicOpen311AddressId } from './open311-address-id';
import { badInput, notFound } from './open311-format';
import type { Open311ApiKey } from './open311-keys';
import { locateSite, type Open311LocationInput } from './open311-location';

/** How the ticket's timeline and SC01_UREC name a ticket a city filed. */
export const OPEN311_ACTOR = 'open311';

export const OPEN311_MESSAGES = {
  noJurisdiction:
    'jurisdiction_id was not provided. This endpoint serves several jurisdictions: discovery lists their ids.',
  unknownJurisdiction: 'jurisdiction_id was not found.',
  noServiceCode: 'service_code was not provided.',
  unknownServiceCode: 'service_code was not found in this jurisdiction.',
  missingKey: 'api_key was not provided.',
  invalidKey: 'Invalid api_key received -- can not proceed with create_request.',
  keyNotForJurisdiction: 'This api_key may not file requests for this jurisdiction.',
  descriptionTooLong: `description can be at most ${OPEN311_DESCRIPTION_MAX} characters.`,
  requestNotFound: 'service_request_id was not found in this jurisdiction.',
  tokenNotFound: 'token was not found in this jurisdiction.',
  badDate: (field: string) => `${field} must be a w3 datetime with a zone, e.g. 2026-01-01T00:00:00Z.`,
  badListDate: (field: string) =>
    `${field} must be a date (2026-01-01) or a w3 datetime with a zone (2026-01-01T00:00:00Z).`,
  dateOutOfRange: (field: string) =>
    `${field} must be between ${EARLIEST_LIST_DATE} and ${LATEST_LIST_DATE}.`,
  badRange: 'end_date must not be before start_date.',
  rangeTooLong: `start_date and end_date may not span more than ${OPEN311_MAX_WINDOW_DAYS} days.`,
  badStatus: 'status must be open, closed or both (comma delimited).',
  badRequestIds: 'service_request_id must be a comma delimited list of ids (at most 1000).',
  badCartType: (code: string) => `attribute[${code}] must be one of the listed cart types.`,
  missingAttribute: (code: string) => `attribute[${code}] is required for this service_code.`,
  badVacationRange: 'attribute[end_date] must not be before attribute[start_date].',
  vacationInPast: 'attribute[start_date] must not be in the past.',
  badIdempotencyKey: 'Idempotency-Key must be 8 to 100 visible ASCII characters.',
  tooLong: (field: string) => `${field} is too long.`,
} as const;

const DAY_MS = 86_400_000;

export interface Open311Portal {
  id: string;
  title: string;
  zipCodes: string[];
  services: Open311Service[];
  cartTypes: TCartType[];
  /** The portal's setup as stored: read when a missed pickup is held to its window. */
  storedSetup: unknown;
}

/**
 * The jurisdictions: the residential portals (a municipality's), by id. Enterprise portals serve
 * businesses, not a city's residents: not listed, and not the default, though their ids are taken.
 */
export async function listJurisdictions(
  ctx: AppContext,
): Promise<{ jurisdiction_id: string; name: string }[]> {
  const rows = await ctx.db
    .select({ id: portalSetups.id, title: portalSetups.portalTitle })
    .from(portalSetups)
    .where(eq(portalSetups.portalType, 'residential'))
    .orderBy(portalSetups.id);
  return rows.map((row) => ({ jurisdiction_id: row.id, name: row.title }));
}

/** The one jurisdiction of an installation that has exactly one; null when there are none or several. */
async function onlyJurisdiction(ctx: AppContext): Promise<string | null> {
  const rows = await ctx.db
    .select({ id: portalSetups.id })
    .from(portalSetups)
    .where(eq(portalSetups.portalType, 'residential'))
    .limit(2);
  return rows.length === 1 ? rows[0]!.id : null;
}

/**
 * The jurisdiction: without jurisdiction_id the installation's only one (a 400 when it has several),
 * 404 for an unknown portal.
 */
export async function requireJurisdiction(
  ctx: AppContext,
  jurisdictionId: string | undefined,
): Promise<Open311Portal> {
  const id = jurisdictionId?.trim() || (await onlyJurisdiction(ctx));
  if (!id) throw badInput(OPEN311_MESSAGES.noJurisdiction);
  if (id.length > 100) throw notFound(OPEN311_MESSAGES.unknownJurisdiction);
  const row = await findPortalWithZipCodes(ctx.db, id);
  if (!row) throw notFound(OPEN311_MESSAGES.unknownJurisdiction);
  const options = ZDisplayOptions.safeParse((row.setup as { displayOptions?: unknown }).displayOptions ?? {});
  const display = options.success ? options.data : null;
  const shown = display?.serviceDisplay;
  const cartTypes = CART_TYPES.filter((cart) =>
    !shown
      ? true
      : cart === 'trash'
        ? shown.showTrash
        : cart === 'recycling'
          ? shown.showRecycling
          : shown.showYardwaste,
  );
  return {
    id: row.id,
    title: row.title,
    zipCodes: row.zipCodes,
    services: open311ServicesFor(display?.allowServiceRequests ?? null),
    cartTypes: cartTypes.length > 0 ? cartTypes : [...CART_TYPES],
    storedSetup: row.setup,
  };
}

function requireService(portal: Open311Portal, code: string | undefined): Open311Service {
  const wanted = code?.trim();
  if (!wanted) throw badInput(OPEN311_MESSAGES.noServiceCode);
  const service = portal.services.find((s) => s.code === wanted);
  if (!service) throw notFound(OPEN311_MESSAGES.unknownServiceCode);
  return service;
}

export function listServices(portal: Open311Portal) {
  return portal.services.map((service) => ({
    service_code: service.code,
    service_name: service.name,
    description: service.description,
    metadata: service.attributes.length > 0,
    type: 'realtime' as const,
    keywords: service.keywords,
    group: 'sanitation',
  }));
}

export function serviceDefinition(portal: Open311Portal, code: string) {
  const service = requireService(portal, code);
  return {
    service_code: service.code,
    attributes: service.attributes.map((attribute, index) => ({
      variable: true,
      code: attribute.code,
      datatype: attribute.datatype,
      required: attribute.required,
      datatype_description: attribute.datatypeDescription,
      order: index + 1,
      description: attribute.description,
      values: attribute.cartList
        ? portal.cartTypes.map((cart) => ({ key: cart, name: CART_TYPE_NAMES[cart] }))
        : [],
    })),
  };
}

export interface Open311PostInput extends Open311LocationInput {
  jurisdiction_id?: string;
  service_code?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
  description?: string;
  device_id?: string;
  account_id?: string;
  media_url?: string;
  attributes: Record<string, string | string[]>;
}

function text(value: string | undefined, field: string, maxLength = 200): string {
  const trimmed = (value ?? '').trim();
  if (trimmed.length > maxLength) throw badInput(OPEN311_MESSAGES.tooLong(field));
  return trimmed;
}

function attributeText(attributes: Record<string, string | string[]>, code: string): string {
  const value = attributes[code];
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').trim();
}

interface ReadRequest {
  issue: IssueRequest;
  cart: TCartType | null;
  details: { label: string; value: string }[];
  expectedAt: Date | null;
}

/** The attributes and description as the ticket of this kind needs them; Open311Error 400 otherwise. */
function readRequest(
  ctx: AppContext,
  portal: Open311Portal,
  service: Open311Service,
  input: Open311PostInput,
  description: string,
): ReadRequest {
  let cart: TCartType | null = null;
  const cartAttribute = service.attributes.find((a) => a.cartList);
  if (cartAttribute) {
    const value = attributeText(input.attributes, cartAttribute.code);
    if (value === '') {
      if (cartAttribute.required) throw badInput(OPEN311_MESSAGES.missingAttribute(cartAttribute.code));
    } else if (!(portal.cartTypes as string[]).includes(value)) {
      throw badInput(OPEN311_MESSAGES.badCartType(cartAttribute.code));
    } else {
      cart = value as TCartType;
    }
  }
  const cartName = cart ? CART_TYPE_NAMES[cart] : '';
  const details = [
    { label: 'Service', value: service.name },
    ...(cart ? [{ label: 'Cart', value: cartName }] : []),
    ...(description ? [{ label: 'Description', value: description }] : []),
  ];
  const subject = (prefix: string) => (cart ? `${prefix} - ${cartName}` : prefix);
  switch (service.kind) {
    case 'missed-pickup':
      return {
        issue: {
          kind: 'missed-pickup',
          subject: subject('Missed pickup'),
          details: description || 'Reported through Open311',
        },
        cart,
        details,
        expectedAt: null,
      };
    case 'pickup-request':
      return {
        issue: {
          kind: 'pickup-request',
          subject: subject('Extra pickup'),
          details: description || 'Reported through Open311',
        },
        cart,
        details,
        expectedAt: null,
      };
    case 'damaged-cart':
      return {
        issue: {
          kind: 'damaged-cart',
          cart: cartName,
          description: description || 'Reported through Open311',
        },
        cart,
        details,
        expectedAt: null,
      };
    case 'vacation-hold': {
      const startText = attributeText(input.attributes, 'start_date');
      const endText = attributeText(input.attributes, 'end_date');
      if (!startText) throw badInput(OPEN311_MESSAGES.missingAttribute('start_date'));
      if (!endText) throw badInput(OPEN311_MESSAGES.missingAttribute('end_date'));
      const start = open311CalendarDay(startText);
      const end = open311CalendarDay(endText);
      if (!start) throw badInput(OPEN311_MESSAGES.badDate('attribute[start_date]'));
      if (!end) throw badInput(OPEN311_MESSAGES.badDate('attribute[end_date]'));
      if (end < start) throw badInput(OPEN311_MESSAGES.badVacationRange);
      if (start < ctx.now().toISOString().slice(0, 10)) throw badInput(OPEN311_MESSAGES.vacationInPast);
      return {
        issue: { kind: 'vacation-hold', startDate: start, endDate: end, comments: description || null },
        cart,
        details: [...details, { label: 'Hold', value: `${start} to ${end}` }],
        expectedAt: new Date(`${end}T23:59:59Z`),
      };
    }
    case 'undelivered-cart':
      return {
        issue: {
          kind: 'undelivered-cart',
          subject: cart ? `CART IS NOT DELIVERED - ${cartName}` : null,
          description: description || 'Reported through Open311',
          agent: null,
        },
        cart,
        details,
        expectedAt: null,
      };
    default:
      throw badInput(OPEN311_MESSAGES.unknownServiceCode);
  }
}

/**
 * A missed pickup from a city is held to the window the resident's card shows (issue 32 §2): refused
 * while the route runs or once reports are closed (a 400 with the card's words), else filed with the
 * pickup it is about and what the crew recorded. The city's client cannot show the crew's record and
 * ask, so that report goes through with the record marked unconfirmed for the dispatcher.
 */
async function heldToMissedPickupWindow(
  ctx: AppContext,
  portal: Open311Portal,
  site: TAddressLookupResult,
  read: ReadRequest,
): Promise<{ request: IssueRequest; collectionDay: { pickupDay?: string; recordedStatus?: string | null } }> {
  if (read.issue.kind !== 'missed-pickup' || !read.cart) return { request: read.issue, collectionDay: {} };
  const parsed = ZPortalSetup.safeParse(portal.storedSetup);
  if (!parsed.success) return { request: read.issue, collectionDay: {} };
  const facts = await requireMissedPickupWindow(ctx, {
    setup: parsed.data,
    address: { source: site.SOURCE, cust: site.CM04_CUST, site: site.CM04_SITE },
    serviceType: read.cart,
    confirmed: 'cannot-ask',
  });
  if (!facts) return { request: read.issue, collectionDay: {} };
  return {
    request: {
      ...read.issue,
      pickupDay: facts.pickupDay,
      recordedNote: facts.recordedNote,
      recordedConfirmed: false,
    },
    collectionDay: { pickupDay: facts.pickupDay, recordedStatus: facts.recordedStatus },
  };
}

export type Open311Created =
  | { service_request_id: string; service_notice: string; account_id: null }
  | { token: string; service_notice: string; account_id: null };

/**
 * Files a request for `key` (already checked: active, and scoped to the portal). Validates everything
 * before anything is written; then the ticket, its job and the Open311 row are one transaction.
 */
export async function createOpen311Request(
  ctx: AppContext,
  key: Open311ApiKey,
  portal: Open311Portal,
  input: Open311PostInput,
  idempotencyKey: string | null,
): Promise<Open311Created> {
  const service = requireService(portal, input.service_code);
  if (idempotencyKey !== null && !/^[\x21-\x7e]{8,100}$/.test(idempotencyKey))
    throw badInput(OPEN311_MESSAGES.badIdempotencyKey);
  const description = (input.description ?? '').trim();
  if (description.length > OPEN311_DESCRIPTION_MAX) throw badInput(OPEN311_MESSAGES.descriptionTooLong);
  const name = [text(input.first_name, 'first_name', 100), text(input.last_name, 'last_name', 100)]
    .filter(Boolean)
    .join(' ');
  const email = text(input.email, 'email');
  const phone = text(input.phone, 'phone', 40);
  const read = readRequest(ctx, portal, service, input, description);
  const located = await locateSite(ctx, input, portal.zipCodes);
  const site = located.site;
  const issue = await heldToMissedPickupWindow(ctx, portal, site, read);

  const payload = buildIssuePayload(
    issue.request,
    {
      source: site.SOURCE,
      customerId: site.CM04_CUST,
      siteId: site.CM04_SITE,
      serviceId: read.cart ? CART_SERVICE_IDS[read.cart] : null,
      name,
      phone,
      user: OPEN311_ACTOR,
    },
    ctx.now(),
  );
  const confirmation = {
    // no mail from Curbside: the city speaks to its residents (an empty `to`, see issue-outbox)
    kind: service.kind,
    to: '',
    companyName: ctx.config.COMPANY_NAME,
    customer: {
      name,
      email,
      phone,
      address: located.address,
      account: `Customer ${site.CM04_CUST}, site ${site.CM04_SITE}`,
    },
    details: [...read.details, { label: 'Filed by', value: `Open311: ${key.name}` }],
    change: null,
    contact: { phone: ctx.config.COMPANY_PHONE_DISPLAY, email: ctx.config.COMPANY_EMAIL },
  } as unknown as TConfirmationContent;

  const queued = await ctx.db.transaction(async (tx) => {
    const result = await queueServiceRequest(ctx, tx, {
      uid: `${OPEN311_ACTOR}:${key.id}`,
      kind: service.kind,
      serviceType: read.cart,
      payload,
      confirmation,
      clientKey: idempotencyKey,
      portalId: portal.id,
      receivedBy: `Open311: ${key.name}`,
      ...issue.collectionDay,
    });
    if (!result.duplicate) {
      await tx.insert(open311Requests).values({
        requestId: result.id,
        keyId: key.id,
        portalId: portal.id,
        serviceCode: service.code,
        addressId: located.addressId,
        address: located.address,
        zipcode: located.zipcode,
        description: description || null,
        expectedAt: read.expectedAt,
        createdAt: ctx.now(),
      });
    }
    return result;
  });

  const now = await fileServiceRequestNow(ctx, queued.id);
  if (now.status === 'filed') {
    return { service_request_id: now.issueId, service_notice: service.notice, account_id: null };
  }
  // a retry of a request filed meanwhile (or filed by the job) answers its id
  const row = await getServiceRequest(ctx.db, queued.id);
  if (row?.status === 'filed' && row.issueId)
    return { service_request_id: row.issueId, service_notice: service.notice, account_id: null };
  return { token: queued.id, service_notice: service.notice, account_id: null };
}

/** GET tokens/{token}: the service_request_id once filed (null while it is still queued). */
export async function findToken(ctx: AppContext, portal: Open311Portal, token: string) {
  if (!/^[0-9a-f-]{36}$/i.test(token)) throw notFound(OPEN311_MESSAGES.tokenNotFound);
  const [row] = await ctx.db
    .select({ issueId: serviceRequests.issueId, status: serviceRequests.status })
    .from(open311Requests)
    .innerJoin(serviceRequests, eq(serviceRequests.id, open311Requests.requestId))
    .where(and(eq(open311Requests.requestId, token.toLowerCase()), eq(open311Requests.portalId, portal.id)))
    .limit(1);
  if (!row) throw notFound(OPEN311_MESSAGES.tokenNotFound);
  return [{ service_request_id: row.status === 'filed' ? row.issueId : null, token: token.toLowerCase() }];
}

export interface Open311ListQuery {
  service_request_id?: string;
  service_code?: string;
  start_date?: string;
  end_date?: string;
  status?: string;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * start_date or end_date: a w3 datetime with a zone, or a plain date (the W3C profile allows it): the
 * start of that day (UTC) for start_date, its end for end_date, so a day given as both is that day.
 * The day written must lie in the years lists take (list-query.ts), so no date reaches the database
 * that it cannot hold (year 0000, or the 90-day window past 9999).
 */
function dateParam(value: string | undefined, field: 'start_date' | 'end_date'): Date | null {
  if (value === undefined || value.trim() === '') return null;
  const date = parseOpen311DateTime(value);
  if (!date) throw badInput(OPEN311_MESSAGES.badListDate(field));
  if (!isListDay(value.trim().slice(0, 10))) throw badInput(OPEN311_MESSAGES.dateOutOfRange(field));
  const plainDay = !value.includes('T');
  return plainDay && field === 'end_date' ? new Date(date.getTime() + DAY_MS - 1) : date;
}

const requestColumns = {
  issueId: serviceRequests.issueId,
  boStatus: serviceRequests.boStatus,
  boClosingNote: serviceRequests.boClosingNote,
  createdAt: serviceRequests.createdAt,
  filedAt: serviceRequests.filedAt,
  serviceCode: open311Requests.serviceCode,
  description: open311Requests.description,
  addressId: open311Requests.addressId,
  address: open311Requests.address,
  zipcode: open311Requests.zipcode,
  expectedAt: open311Requests.expectedAt,
  updatedAt: sql<
    Date | string | null
  >`(select ${max(serviceRequestEvents.at)} from ${serviceRequestEvents} where ${serviceRequestEvents.requestId} = ${serviceRequests.id})`,
  /** The latest note staff (or the back office) added to the ticket: status_notes while it is open. */
  latestNote: sql<
    string | null
  >`(select ${serviceRequestEvents.note} from ${serviceRequestEvents} where ${serviceRequestEvents.requestId} = ${serviceRequests.id} and ${serviceRequestEvents.kind} = 'note-added' and ${serviceRequestEvents.note} is not null order by ${serviceRequestEvents.at} desc, ${serviceRequestEvents.id} desc limit 1)`,
};

type RequestRow = {
  issueId: string | null;
  boStatus: string | null;
  boClosingNote: string | null;
  createdAt: Date;
  filedAt: Date | null;
  serviceCode: string;
  description: string | null;
  addressId: string;
  address: string;
  zipcode: string;
  expectedAt: Date | null;
  updatedAt: Date | string | null;
  latestNote: string | null;
};

/**
 * A request as GET shows it: never the name, e-mail or phone (they are not even read), and the site
 * only as its opaque address_id, never the back-office key (the account number is in it).
 */
function toOpen311Request(secret: string, row: RequestRow): TOpen311Request {
  const service = open311ServiceByCode(row.serviceCode) ?? open311ServiceByKind(row.serviceCode);
  const closed = row.boStatus === 'closed';
  const updated = row.updatedAt ? new Date(row.updatedAt) : (row.filedAt ?? row.createdAt);
  return {
    service_request_id: row.issueId ?? '',
    status: closed ? 'closed' : 'open',
    // closed: the closing note; open: the latest note staff added (what the city can tell the resident)
    status_notes: closed ? (row.boClosingNote ?? row.latestNote) : row.latestNote,
    service_name: service?.name ?? row.serviceCode,
    service_code: row.serviceCode,
    description: row.description,
    agency_responsible: null,
    service_notice: service?.notice ?? null,
    requested_datetime: open311DateTime(row.createdAt),
    updated_datetime: open311DateTime(updated),
    expected_datetime: row.expectedAt ? open311DateTime(row.expectedAt) : null,
    address: row.address,
    address_id: publicOpen311AddressId(secret, row.addressId),
    zipcode: row.zipcode,
    lat: null,
    long: null,
    media_url: null,
  };
}

/** GET requests: the filters of the specification, newest first, at most OPEN311_PAGE_LIMIT. */
export async function findOpen311Requests(
  ctx: AppContext,
  portal: Open311Portal,
  query: Open311ListQuery,
): Promise<TOpen311Request[]> {
  const conditions = [eq(open311Requests.portalId, portal.id), eq(serviceRequests.status, 'filed')];
  const ids = list(query.service_request_id);
  if (ids.length > 0) {
    // the id list overrides every other argument (the specification)
    if (ids.length > OPEN311_PAGE_LIMIT || ids.some((id) => id.length > 64))
      throw badInput(OPEN311_MESSAGES.badRequestIds);
    conditions.push(inArray(serviceRequests.issueId, ids));
  } else {
    const codes = list(query.service_code);
    if (codes.some((code) => !OPEN311_SERVICES.some((s) => s.code === code)))
      throw notFound(OPEN311_MESSAGES.unknownServiceCode);
    if (codes.length > 0) conditions.push(inArray(open311Requests.serviceCode, codes));
    const statuses = list(query.status).map((s) => s.toLowerCase());
    if (statuses.some((s) => s !== 'open' && s !== 'closed')) throw badInput(OPEN311_MESSAGES.badStatus);
    const wantOpen = statuses.length === 0 || statuses.includes('open');
    const wantClosed = statuses.length === 0 || statuses.includes('closed');
    if (!wantOpen) conditions.push(eq(serviceRequests.boStatus, 'closed'));
    if (!wantClosed) conditions.push(sql`${serviceRequests.boStatus} is distinct from 'closed'`);

    let start = dateParam(query.start_date, 'start_date');
    let end = dateParam(query.end_date, 'end_date');
    if (start && end && end < start) throw badInput(OPEN311_MESSAGES.badRange);
    if (start && end && end.getTime() - start.getTime() > OPEN311_MAX_WINDOW_DAYS * DAY_MS)
      throw badInput(OPEN311_MESSAGES.rangeTooLong);
    const window = OPEN311_DEFAULT_WINDOW_DAYS * DAY_MS;
    if (!start && !end) {
      end = ctx.now();
      start = new Date(end.getTime() - window);
    } else if (!start) {
      start = new Date(end!.getTime() - window);
    } else if (!end) {
      end = new Date(start.getTime() + window);
    }
    conditions.push(gte(open311Requests.createdAt, start), lte(open311Requests.createdAt, end!));
  }
  const rows = await ctx.db
    .select(requestColumns)
    .from(open311Requests)
    .innerJoin(serviceRequests, eq(serviceRequests.id, open311Requests.requestId))
    .where(and(...conditions))
    .orderBy(desc(open311Requests.createdAt), desc(open311Requests.requestId))
    .limit(OPEN311_PAGE_LIMIT);
  const secret = getAuthRuntime(ctx).secret;
  return rows.map((row) => toOpen311Request(secret, row as RequestRow));
}

/** GET requests/{service_request_id}: one request of this jurisdiction, or 404. */
export async function getOpen311Request(
  ctx: AppContext,
  portal: Open311Portal,
  serviceRequestId: string,
): Promise<TOpen311Request[]> {
  if (serviceRequestId.length > 64) throw notFound(OPEN311_MESSAGES.requestNotFound);
  const rows = await ctx.db
    .select(requestColumns)
    .from(open311Requests)
    .innerJoin(serviceRequests, eq(serviceRequests.id, open311Requests.requestId))
    .where(
      and(
        eq(open311Requests.portalId, portal.id),
        eq(serviceRequests.status, 'filed'),
        eq(serviceRequests.issueId, serviceRequestId),
      ),
    )
    .limit(1);
  if (rows.length === 0) throw notFound(OPEN311_MESSAGES.requestNotFound);
  const secret = getAuthRuntime(ctx).secret;
  return rows.map((row) => toOpen311Request(secret, row as RequestRow));
}
