/**
 * My Services (enterprise, spec 02 §2.2): the customer's sites and services across their company
 * databases, filtered, paginated and totalled by the back office; the sales-rep banner; the service
 * types for the filter; the row actions. A uid that is not the signed-in customer's is answered as
 * not found, so the API does not tell whether it exists.
 */
import { randomUUID } from 'node:crypto';
import {
  databaseNameOf,
  type TCustomerServiceRecord,
  type TEnterpriseCustomerRef,
} from '../../../domain/back-office';
import { buildIssuePayload, issueSuccessMessage } from '../../../domain/services/issue-payload';
import { groupServiceTypes, toServiceRow } from '../../../domain/services/enterprise';
import {
  ACTION_SENT_MESSAGE,
  actionMailSubject,
  NO_SALES_REP_MESSAGE,
  ROW_NOT_YOURS_MESSAGE,
  ZSiteRowKey,
  type TMyServicesActionResponse,
  type TMyServicesFilters,
  type TMyServicesQuery,
  type TMyServicesResponse,
  type TSalesRepResponse,
  type TServiceTypesResponse,
  type TSiteRowKey,
} from '../../../domain/services/my-services-api';
import {
  ENTERPRISE_ACTION_LABELS,
  ZEnterpriseActionRequest,
} from '../../../domain/services/service-requests';
import { requestQueuedMessage } from '../../../domain/services/services-api';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { queueMail } from '../../jobs/messaging';
import type { TConfirmationContent } from '../services/confirmation-mail';
import { fileServiceRequestNow, queueServiceRequest } from '../services/issue-outbox';
import { parseOrThrow, todayOf } from '../services/services-service';
import { findEnterpriseCustomer, type EnterpriseCustomer } from './my-services-repository';
import type { LanguageCode } from '../../../domain/languages';

export const MY_SERVICES_FOR_ENTERPRISE = 'My Services lists the sites of enterprise accounts.';
/** Rows fetched per back-office call while exporting or scanning service types. */
export const SCAN_PAGE_SIZE = 1000;
/** The service-type scan stops after this many rows (the list is then what was seen). */
const SERVICE_TYPE_SCAN_LIMIT = 200_000;

/** The signed-in enterprise customer, when `uid` is theirs; 404 otherwise (not even a hint). */
export async function loadOwnEnterprise(
  ctx: AppContext,
  sessionUid: string,
  uid: string,
): Promise<EnterpriseCustomer> {
  if (uid !== sessionUid) throw new AppError('NOT_FOUND', 'Not found');
  const customer = await findEnterpriseCustomer(ctx.db, uid);
  if (!customer) throw new AppError('NOT_FOUND', 'Not found');
  if (customer.entryType !== 'EnterpriseCustomerProfile')
    throw new AppError('FORBIDDEN', MY_SERVICES_FOR_ENTERPRISE);
  return customer;
}

const refsOf = (customer: EnterpriseCustomer): TEnterpriseCustomerRef[] =>
  customer.selectedCustomers.map(({ database, customerNumber }) => ({ database, customerNumber }));

export function backOfficeFilters(filters: TMyServicesFilters) {
  return {
    addressContains: filters.address || undefined,
    siteNameContains: filters.siteName || undefined,
    serviceTypes: filters.serviceTypes.length > 0 ? filters.serviceTypes : undefined,
    regularOnly: filters.regularOnly,
  };
}

export async function findMyServices(
  ctx: AppContext,
  customer: EnterpriseCustomer,
  query: TMyServicesQuery,
): Promise<TMyServicesResponse> {
  const page = await ctx.ports.backOffice.findEnterpriseServices({
    customers: refsOf(customer),
    filters: backOfficeFilters(query),
    page: { page: query.page, pageSize: query.pageSize },
  });
  const offset = (query.page - 1) * query.pageSize;
  return {
    items: page.items.map((record, i) => toServiceRow(record, offset + i)),
    total: page.total,
    totals: page.totals,
  };
}

/** Every page of the customer's filtered services, one back-office call at a time. */
export async function* scanMyServices(
  ctx: AppContext,
  customer: EnterpriseCustomer,
  filters: TMyServicesFilters,
  first?: { items: TCustomerServiceRecord[]; total: number },
): AsyncGenerator<TCustomerServiceRecord[]> {
  const customers = refsOf(customer);
  let page = 1;
  let seen = 0;
  let current = first;
  for (;;) {
    current ??= await ctx.ports.backOffice.findEnterpriseServices({
      customers,
      filters: backOfficeFilters(filters),
      page: { page, pageSize: SCAN_PAGE_SIZE },
    });
    if (current.items.length === 0) return;
    yield current.items;
    seen += current.items.length;
    if (seen >= current.total || current.items.length < SCAN_PAGE_SIZE) return;
    page++;
    current = undefined;
  }
}

export async function findMyServiceTypes(
  ctx: AppContext,
  customer: EnterpriseCustomer,
): Promise<TServiceTypesResponse> {
  const codes = new Set<string>();
  let scanned = 0;
  for await (const items of scanMyServices(ctx, customer, { serviceTypes: [], regularOnly: false })) {
    for (const record of items) if (record.CM05_TYPE.trim()) codes.add(record.CM05_TYPE.trim().toUpperCase());
    scanned += items.length;
    if (scanned >= SERVICE_TYPE_SCAN_LIMIT) break;
  }
  return { items: groupServiceTypes(codes) };
}

/**
 * The sales rep code: the first managed customer's assigned rep, else the rep on their services,
 * else the portal's default sales rep.
 */
async function salesRepCodeOf(ctx: AppContext, customer: EnterpriseCustomer): Promise<string | null> {
  const first = customer.selectedCustomers[0];
  if (first) {
    const matches = await ctx.ports.backOffice.listCompanyCustomers({
      database: databaseNameOf(first.database),
      search: first.customerNumber,
      page: { page: 1, pageSize: 50 },
    });
    const own = matches.items.find((c) => c.customerNumber === first.customerNumber && c.salesRepCode);
    if (own?.salesRepCode) return own.salesRepCode;
    const services = await ctx.ports.backOffice.findEnterpriseServices({
      customers: refsOf(customer),
      filters: { regularOnly: false },
      page: { page: 1, pageSize: 1 },
    });
    const code = services.items[0]?.CD07_CODE?.trim();
    if (code) return code;
  }
  return customer.portalSalesRepId || null;
}

export async function getMySalesRep(
  ctx: AppContext,
  customer: EnterpriseCustomer,
): Promise<TSalesRepResponse> {
  const code = await salesRepCodeOf(ctx, customer);
  const rep = code ? await ctx.ports.backOffice.getSalesRep(code) : null;
  if (!rep) throw new AppError('NOT_FOUND', NO_SALES_REP_MESSAGE);
  return { code: rep.CD07_CODE, description: rep.CD07_DESC, email: rep.CD07_EMAIL, phone: rep.phone };
}

const sameDatabase = (a: string, b: string) =>
  databaseNameOf(a).toUpperCase() === databaseNameOf(b).toUpperCase();

/** The row must be a site of one of the customer's own company customers, and exist in the back office. */
async function ownRow(ctx: AppContext, customer: EnterpriseCustomer, row: TSiteRowKey) {
  const managed = customer.selectedCustomers.find(
    (c) => sameDatabase(c.database, row.source) && c.customerNumber === row.cust,
  );
  if (!managed) throw new AppError('FORBIDDEN', ROW_NOT_YOURS_MESSAGE);
  const exists = await ctx.ports.backOffice.siteExists({
    source: row.source,
    cust: row.cust,
    site: row.site,
  });
  if (!exists) throw new AppError('NOT_FOUND', ROW_NOT_YOURS_MESSAGE);
  return managed;
}

function nameOf(customer: EnterpriseCustomer): string {
  return (
    `${customer.firstName} ${customer.lastName}`.trim() || customer.displayName?.trim() || customer.email
  );
}

export async function runMyServicesAction(
  ctx: AppContext,
  customer: EnterpriseCustomer,
  body: unknown,
  /** The language the customer uses the portal in (Accept-Language): a ticket's notices use it. */
  language: LanguageCode = 'en',
): Promise<{ statusCode: 200 | 202; body: TMyServicesActionResponse }> {
  const form = parseOrThrow(ZEnterpriseActionRequest, body);
  const row = parseOrThrow(ZSiteRowKey, (body as { row?: unknown } | null)?.row);
  const managed = await ownRow(ctx, customer, row);
  const label = ENTERPRISE_ACTION_LABELS[form.action];
  const company = managed.customerName || customer.organizationName || '';
  const siteLines = [
    { label: 'Company', value: company },
    { label: 'Company database', value: databaseNameOf(row.source) },
    { label: 'Customer', value: row.cust },
    { label: 'Site', value: row.site },
    { label: 'Service', value: row.serv },
  ];

  if (form.action === 'request-pickup') {
    const today = todayOf(ctx);
    const payload = buildIssuePayload(
      { kind: 'enterprise-extra-pickup', details: form.details },
      {
        source: row.source,
        customerId: row.cust,
        siteId: row.site,
        serviceId: row.serv,
        companyName: company,
        name: nameOf(customer),
        phone: customer.phoneNumber,
      },
      today,
    );
    const confirmation: TConfirmationContent = {
      kind: 'pickup-request',
      to: customer.email,
      companyName: ctx.config.COMPANY_NAME,
      customer: {
        name: nameOf(customer),
        email: customer.email,
        phone: customer.phoneNumber,
        address: company,
        account: `Customer ${row.cust}, site ${row.site}`,
      },
      details: [
        ...siteLines,
        ...(form.subject ? [{ label: 'Subject', value: form.subject }] : []),
        { label: 'Details', value: form.details },
      ],
      change: null,
      contact: { phone: ctx.config.COMPANY_PHONE_DISPLAY, email: ctx.config.COMPANY_EMAIL },
    };
    const { id: requestId } = await ctx.db.transaction((tx) =>
      queueServiceRequest(ctx, tx, {
        uid: customer.uid,
        kind: 'enterprise-extra-pickup',
        serviceType: null,
        payload,
        confirmation,
        language,
      }),
    );
    const result = await fileServiceRequestNow(ctx, requestId);
    if (result.status === 'filed') {
      return {
        statusCode: 200,
        body: {
          status: 'filed',
          issueId: result.issueId,
          message: issueSuccessMessage('pickup-request', result.issueId),
        },
      };
    }
    return {
      statusCode: 202,
      body: { status: 'queued', issueId: null, message: requestQueuedMessage('pickup') },
    };
  }

  // The other five actions notify the sales rep (and the customer-service mailbox); no ticket.
  let rep: TSalesRepResponse | null = null;
  try {
    rep = await getMySalesRep(ctx, customer);
  } catch {
    rep = null;
  }
  const recipients = [
    ...new Set([rep?.email, ctx.config.COMPANY_EMAIL].filter((r): r is string => Boolean(r))),
  ];
  const lines = [
    `${nameOf(customer)} (${customer.email}, ${customer.phoneNumber || 'no phone'}) asks for: ${label}.`,
    '',
    ...siteLines.map((l) => `${l.label}: ${l.value || '—'}`),
    '',
    `Subject: ${form.subject}`,
    'Details:',
    form.details,
  ];
  const text = lines.join('\n');
  const escape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const html = `<div style="font-family:Arial,Helvetica,sans-serif"><pre style="font-family:inherit;white-space:pre-wrap">${escape(text)}</pre></div>`;
  const subject = actionMailSubject(label, company, row.site);
  const reference = randomUUID();
  await ctx.db.transaction(async (tx) => {
    for (const to of recipients) {
      await queueMail(ctx, tx, { to, subject, text, html }, `my-services-action:${reference}:${to}`);
    }
  });
  return { statusCode: 200, body: { status: 'sent', issueId: null, message: ACTION_SENT_MESSAGE } };
}
