/**
 * The back office (the spec's TRUX workflows and data-warehouse queries) as one interface. Two
 * adapters implement it: the built-in one over Curbside's own bo_* tables (the default, seeded with
 * the demo hauler) and the HTTP one that speaks the spec's request and response shapes.
 *
 * Failures are AppErrors: BACK_OFFICE_UNAVAILABLE when the back office cannot be reached or fails
 * (retry later), ADDRESS_NOT_LOADED for the spec's status 561.
 */
import type {
  SiteKey,
  TAddressLookupResult,
  TAgent,
  TCompany,
  TCompanyCustomer,
  TCreatedIssue,
  TCustomerServiceRecord,
  TEnterpriseCustomerRef,
  TEnterpriseServiceFilters,
  TEnterpriseServicePage,
  TIssuePayloadInput,
  TIssueStatus,
  TIssueUpdate,
  TPage,
  TPageRequest,
  TSalesRep,
  TTruxServiceRecord,
  TUpdateCustomerPayload,
} from '../../../domain/back-office';
import type { TRouteEvent, TRouteEventPage } from '../../../domain/collection-day/route-events';

export interface CustomerServicesQuery {
  /** The address SOURCE, with or without the _RAW suffix. */
  source: string;
  customer: string;
  site: string;
}

export interface EnterpriseServicesQuery {
  customers: readonly TEnterpriseCustomerRef[];
  filters?: TEnterpriseServiceFilters;
  page?: Partial<TPageRequest>;
}

export interface CompanyCustomersQuery {
  database?: string;
  /** Matches customer name or site name (case-insensitive contains) or customer number (contains). */
  search?: string;
  page?: Partial<TPageRequest>;
}

export interface DeliveryReportServicesQuery {
  /** The portal's routing customer id. */
  customer: string;
  /** The portal's source database. */
  source: string;
}

/** One batch of the delivery report's TRUX sites: every service of up to `siteLimit` sites after `afterSite`. */
export interface DeliveryReportSiteBatchQuery extends DeliveryReportServicesQuery {
  /** The last site of the previous batch; absent for the first. */
  afterSite?: string;
  /** At most this many sites (1 to 1000). */
  siteLimit: number;
}

/** A site to load (an address staff added), with the services it starts with. */
export interface NewBackOfficeSite {
  source: string;
  cust: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  address: { street: string; city: string; state: string; zip: string };
  /** When the services start ("YYYY-MM-DD"). */
  startDate: string;
  services: {
    serv: number;
    type: string;
    size: number;
    qty: number;
    rate: number;
    /** The pickup day(s), e.g. "MON"; empty: the day most sites in the ZIP code have. */
    day: string;
  }[];
}

export interface SitesNearQuery {
  /** WGS84 decimal degrees. */
  lat: number;
  long: number;
  /** Five-digit ZIP codes the sites must be in (a jurisdiction's). */
  zips: readonly string[];
  radiusMeters: number;
  limit: number;
}

export interface SiteNear {
  site: TAddressLookupResult;
  /** Great-circle distance from the point, in meters. */
  distanceMeters: number;
}

export interface BackOfficePort {
  readonly kind: 'built-in' | 'http';
  /** Addresses (sites) in a ZIP code. */
  findAddressesByZip(zip: string): Promise<TAddressLookupResult[]>;
  /**
   * Built-in back office only (its sites may carry coordinates, from the CSV import or the demo seed):
   * the sites in these ZIP codes within `radiusMeters` of a point, nearest first (at most `limit`). An
   * external back office has no coordinates to offer, so it has no such call.
   */
  findSitesNear?(query: SitesNearQuery): Promise<SiteNear[]>;
  /** Whether the back office has this site loaded; profiles may only be created for loaded sites. */
  siteExists(key: SiteKey): Promise<boolean>;
  /** Active service records of one residential site. */
  findCustomerServices(query: CustomerServicesQuery): Promise<TCustomerServiceRecord[]>;
  /** Service rows of an enterprise customer's sites, filtered and paginated, with totals over every match. */
  findEnterpriseServices(query: EnterpriseServicesQuery): Promise<TEnterpriseServicePage>;
  /** Files a service issue. The same idempotency key always answers the same IssueID and never files twice. */
  createIssue(issue: TIssuePayloadInput, idempotencyKey: string): Promise<TCreatedIssue>;
  /**
   * Where a filed ticket stands: open, in progress or closed (with the closing note), and its notes
   * oldest first. NOT_FOUND when the back office does not know the issue.
   */
  getIssueStatus(issueId: string): Promise<TIssueStatus>;
  /**
   * Built-in back office only (staff work its tickets in the portal's desk): sets the status and/or
   * adds a note, and answers the ticket as it now stands. A closed ticket's closing note is the note
   * given with the change to closed. An external back office has no such call: its staff change tickets
   * there, and the status poll picks the change up.
   */
  updateIssue?(issueId: string, update: TIssueUpdate): Promise<TIssueStatus>;
  /**
   * Built-in back office only (staff stand in for the hauler's back office): loads a new site with its
   * services and answers its key; an address this customer already has a site at answers that site, so
   * a retry loads nothing twice. An external back office loads sites itself.
   */
  loadSite?(site: NewBackOfficeSite): Promise<SiteKey>;
  /** Sends a customer's new contact details and opt-ins; a repeated idempotency key is applied once. */
  updateCustomer(payload: TUpdateCustomerPayload, idempotencyKey: string): Promise<void>;
  getSalesRep(code: string): Promise<TSalesRep | null>;
  listSalesReps(): Promise<TSalesRep[]>;
  /** Agents sorted by full name. */
  listAgents(): Promise<TAgent[]>;
  listCompanies(): Promise<TCompany[]>;
  /** The enterprise pick list: company customers and their sites, paginated. */
  listCompanyCustomers(query: CompanyCustomersQuery): Promise<TPage<TCompanyCustomer>>;
  /** The TRUX services lookup of the delivery report: every site and service of a routing customer. */
  findServicesForDeliveryReport(query: DeliveryReportServicesQuery): Promise<TTruxServiceRecord[]>;
  /**
   * The same lookup in batches of whole sites, in site order (the database's text order), so a report
   * over a hundred thousand sites never holds them all: the records of at most `siteLimit` sites after
   * `afterSite`. Fewer sites than the limit means the last batch.
   */
  findDeliveryReportSiteBatch(query: DeliveryReportSiteBatchQuery): Promise<TTruxServiceRecord[]>;
  /**
   * Collection day (issue 32 §1): the route and site events recorded after `cursor` ('' for the
   * first call), oldest first, at most `limit`. A durable job polls this and applies the events to the
   * portal's copy (features/collection-day); the answer's cursor is where the next call goes on from.
   */
  listRouteEvents(query: RouteEventsQuery): Promise<TRouteEventPage>;
  /**
   * Built-in back office only (staff stand in for the routing system on the route-day screen or with
   * a CSV of the day's events): appends events to its log, in order. An external back office's events
   * come from its own routing system.
   */
  recordRouteEvents?(events: readonly TRouteEvent[], recordedBy: string | null): Promise<void>;
}

export interface RouteEventsQuery {
  /** '' for the first call, else the cursor the previous page answered. */
  cursor: string;
  /** At most this many events (1 to 1000). */
  limit: number;
}

export const DEFAULT_PAGE_SIZE = 100;

export function normalisePage(page: Partial<TPageRequest> | undefined): TPageRequest {
  const pageNumber = Math.max(1, Math.floor(page?.page ?? 1));
  const pageSize = Math.min(1000, Math.max(1, Math.floor(page?.pageSize ?? DEFAULT_PAGE_SIZE)));
  return { page: pageNumber, pageSize };
}

/** The SOURCE spellings that name the same database: as given, without _RAW and with _RAW. */
export function sourceVariants(source: string): string[] {
  const bare = source.trim().replace(/_RAW$/i, '');
  return [...new Set([source.trim(), bare, `${bare}_RAW`])];
}
