/**
 * The back office over HTTP: POSTs the spec's request shapes to `${baseUrl}/<workflow>` and maps the
 * spec's answers (a `data` list, `Table1[0].IssueID` or a plain-text issue id, status 561 for an
 * address that is not loaded yet). Workflow paths can be renamed per installation.
 *
 * The external back office answers whole lists; filtering and paging of enterprise services happen
 * here, after the call, with the same day-of-service rule the built-in adapter runs in SQL.
 */
import { z } from 'zod';
import {
  ZAddressLookupResult,
  ZAgent,
  ZCompany,
  ZCompanyCustomer,
  ZCustomerServiceRecord,
  ZSalesRep,
  ZTruxServiceRecord,
  hasRegularServiceDay,
  issueStatusFrom,
  type TCustomerServiceRecord,
  type TIssueStatus,
  type TEnterpriseServiceFilters,
} from '../../../domain/back-office';
import { ZRouteEvent, type TRouteEvent } from '../../../domain/collection-day/route-events';
import { AppError } from '../../errors';
import { normalisePage, type BackOfficePort } from './back-office-port';

/**
 * The workflows, by default path. `issue-status` (not in the spec: its portal never asked again) is
 * the ticket's status:
 *
 *   POST {baseUrl}/issue-status   {"IssueID": "48213"}
 *   200 {"IssueID": "48213", "status": "Open" | "In Progress" | "Closed" (or O / P / C),
 *        "closingNote": "Picked up on Tuesday" | null,
 *        "Notes": [{"SC02_DATE": "…", "SC02_USER": "…", "SC02_TEXT": "…"}]}   (oldest first)
 *   404 the back office has no such issue; 5xx, 408 and 429 mean "try again later"
 *
 * `trux-services-batch` (not in the spec: its portal fetched a routing customer's whole list at once)
 * is the TRUX services lookup in batches of whole sites, so the delivery report never holds a hundred
 * thousand sites at once:
 *
 *   POST {baseUrl}/trux-services-batch   {"customer": "26898", "source": "TRUX_LR_COMP_RAW",
 *                                         "afterSite": "101" | null, "limit": 500}
 *   200 {"message": "Query executed successfully", "data": [service records …], "rowCount": 3}
 *       every service record of at most `limit` sites whose CM04_SITE sorts after `afterSite`, in
 *       site order; fewer sites than `limit` means the last batch
 *
 * `route-events` (issue 32, not in the spec) is collection day as the routing system recorded it, in
 * the order it recorded it, after a cursor the back office defines ("" for the start):
 *
 *   POST {baseUrl}/route-events   {"cursor": "" | "<the last answer's cursor>", "limit": 500}
 *   200 {"events": [event …], "cursor": "<opaque>", "more": true | false}
 *       event: {"kind": "route", "source", "route": "TRASH-MON", "day": "2026-12-07",
 *               "state": "started" | "completed", "at": "2026-12-07T15:02:00Z"}
 *            | {"kind": "site", "source", "customer", "site", "serviceType": "trash" | "recycling" |
 *               "yardwaste", "day", "route"?, "outcome": "collected" | "not-collected", "at",
 *               "reason": "cart-not-out" | "blocked" | "contaminated" | "overweight" | "weather" |
 *               "truck-issue" | "other" | null, "note": string | null, "photoRef": string | null}
 *       An event the portal cannot read is skipped (and logged), never retried for ever.
 */
export const DEFAULT_WORKFLOWS = {
  addressLookup: 'lookup-address-by-zip',
  siteExists: 'site-exists',
  customerServices: 'lookup-customer-services',
  createIssue: 'create-issue',
  issueStatus: 'issue-status',
  updateCustomer: 'update-customer',
  salesRep: 'sales-rep',
  agents: 'agents',
  warehouseQuery: 'warehouse-query',
  truxServices: 'trux-services',
  truxServicesBatch: 'trux-services-batch',
  routeEvents: 'route-events',
} as const;
export type Workflow = keyof typeof DEFAULT_WORKFLOWS;

export interface HttpBackOfficeOptions {
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Sent as a bearer token when set (the provider's signed-URL secret, or an API key). */
  apiKey?: string;
  timeoutMs?: number;
  workflows?: Partial<Record<Workflow, string>>;
  /** Where the data-warehouse views live (companies, company customers). */
  warehouse?: { database: string; schema: string };
  /** Where warnings go (an answer's record the portal skipped); one line each, no customer data. */
  warn?: (line: string) => void;
}

export const ADDRESS_NOT_LOADED_MESSAGE =
  'This address is not available in the system yet. Please check with company support when it will be loaded for you to create an account.';

/** Lists arrive as `data`, `Items`, `result`, `rows` or a bare array. */
function listFrom(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    for (const key of ['data', 'Items', 'result', 'rows']) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
    }
  }
  return null;
}

function unexpected(workflow: string, detail = 'unexpected answer'): AppError {
  return new AppError('BACK_OFFICE_UNAVAILABLE', `The back office gave an unexpected answer (${workflow}).`, {
    workflow,
    detail,
  });
}

function parseList<T>(workflow: string, body: unknown, schema: z.ZodType<T>): T[] {
  const list = listFrom(body);
  if (!list) throw unexpected(workflow, 'no list in the answer');
  const parsed = z.array(schema).safeParse(list);
  if (!parsed.success) throw unexpected(workflow, parsed.error.issues[0]?.message ?? 'bad record');
  return parsed.data;
}

/** Warehouse rows come with upper- or lower-case column names; read either. */
function pick(row: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) {
    for (const variant of [name, name.toUpperCase(), name.toLowerCase()]) {
      if (row[variant] !== undefined) return row[variant];
    }
  }
  return undefined;
}

/** A text literal for the warehouse query language (standard SQL quoting). */
function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function filterEnterpriseRows(
  rows: TCustomerServiceRecord[],
  filters: TEnterpriseServiceFilters,
): TCustomerServiceRecord[] {
  const address = filters.addressContains?.toLowerCase();
  const siteName = filters.siteNameContains?.toLowerCase();
  const types =
    filters.serviceTypes && filters.serviceTypes.length > 0 ? new Set(filters.serviceTypes) : null;
  return rows.filter(
    (row) =>
      (!address || (row.SITE_ADDRESS ?? '').toLowerCase().includes(address)) &&
      (!siteName || (row.SITE_NAME ?? '').toLowerCase().includes(siteName)) &&
      (!types || types.has(row.CM05_TYPE)) &&
      (!filters.regularOnly || hasRegularServiceDay(row.SERVICE_DAY_OF_WEEK)),
  );
}

export function createHttpBackOffice(options: HttpBackOfficeOptions): BackOfficePort {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const workflows = { ...DEFAULT_WORKFLOWS, ...options.workflows };
  const warehouse = options.warehouse ?? { database: 'TRUX_DW', schema: 'PORTAL' };
  const warn = options.warn ?? (() => {});

  async function call(
    workflow: Workflow,
    init: { method?: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string; accept561?: boolean } = {},
  ): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await fetchImpl(`${base}/${workflows[workflow]}`, {
        method: init.method ?? 'POST',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AppError(
        'BACK_OFFICE_UNAVAILABLE',
        'The back office could not be reached. Please try again later.',
        {
          workflow,
          cause: error instanceof Error ? error.name : 'unknown',
        },
      );
    }
    const text = await response.text().catch(() => '');
    if (response.status === 561 && !init.accept561) {
      throw new AppError('ADDRESS_NOT_LOADED', ADDRESS_NOT_LOADED_MESSAGE, { workflow });
    }
    if (response.status >= 500 && response.status !== 561) {
      throw new AppError(
        'BACK_OFFICE_UNAVAILABLE',
        'The back office is not available right now. Please try again later.',
        {
          workflow,
          status: response.status,
        },
      );
    }
    if (response.status === 408 || response.status === 429) {
      throw new AppError('BACK_OFFICE_UNAVAILABLE', 'The back office is busy. Please try again later.', {
        workflow,
        status: response.status,
      });
    }
    if (response.status >= 400 && response.status !== 561) {
      throw new AppError('BAD_REQUEST', rejectionMessage(text, response.status), {
        workflow,
        status: response.status,
      });
    }
    return { status: response.status, text };
  }

  async function callJson(workflow: Workflow, init: Parameters<typeof call>[1] = {}): Promise<unknown> {
    const { text } = await call(workflow, init);
    try {
      return JSON.parse(text);
    } catch {
      throw unexpected(workflows[workflow], 'not JSON');
    }
  }

  async function warehouseRows(query: string): Promise<Record<string, unknown>[]> {
    const body = await callJson('warehouseQuery', {
      body: { database: warehouse.database, schema: warehouse.schema, query },
    });
    const rows = listFrom(body);
    if (!rows)
      throw new AppError(
        'BACK_OFFICE_UNAVAILABLE',
        'Unexpected response structure from the data-warehouse service',
      );
    return rows.filter((r): r is Record<string, unknown> => r !== null && typeof r === 'object');
  }

  return {
    kind: 'http',

    async listRouteEvents({ cursor, limit }) {
      const body = await callJson('routeEvents', {
        body: { cursor, limit: Math.min(1000, Math.max(1, Math.floor(limit))) },
      });
      const parsed = ZRouteEventsAnswer.safeParse(body);
      if (!parsed.success)
        throw unexpected(workflows.routeEvents, parsed.error.issues[0]?.message ?? 'bad answer');
      const events: TRouteEvent[] = [];
      parsed.data.events.forEach((raw, index) => {
        const event = ZRouteEvent.safeParse(raw);
        if (event.success) events.push(event.data);
        // skipped, not failed: one bad event must not stop every later one for ever (the cursor moves on)
        else
          warn(
            `back office ${workflows.routeEvents}: skipped unreadable event ${index + 1} of the page after cursor "${cursor.slice(0, 40)}": ${event.error.issues[0]?.path.join('.') || 'event'}: ${event.error.issues[0]?.message ?? 'bad event'}`,
          );
      });
      return { events, cursor: parsed.data.cursor, more: parsed.data.more };
    },

    async findAddressesByZip(zip) {
      if (!/^\d{5}$/.test(zip)) return [];
      return parseList(
        workflows.addressLookup,
        await callJson('addressLookup', { body: { zipcode: zip } }),
        ZAddressLookupResult,
      );
    },

    async siteExists({ source, cust, site }) {
      const { status, text } = await call('siteExists', {
        body: { source, customer: cust, site },
        accept561: true,
      });
      if (status === 561) return false;
      try {
        const body = JSON.parse(text) as unknown;
        if (body && typeof body === 'object' && 'exists' in body)
          return (body as { exists: unknown }).exists === true;
      } catch {
        // fall through
      }
      throw unexpected(workflows.siteExists, 'no exists flag');
    },

    async findCustomerServices({ source, customer, site }) {
      const body = await callJson('customerServices', { body: { source, customer, site } });
      return parseList(workflows.customerServices, body, ZCustomerServiceRecord);
    },

    async findEnterpriseServices({ customers, filters = {}, page }) {
      const { page: pageNumber, pageSize } = normalisePage(page);
      const unique = [
        ...new Map(customers.map((c) => [`${c.database}\u0000${c.customerNumber}`, c])).values(),
      ];
      if (unique.length === 0) return { items: [], total: 0, totals: { services: 0, rate: 0, sites: 0 } };
      const body = await callJson('customerServices', {
        body: {
          entryType: 'EnterpriseCustomerProfile',
          enterpriseCustomers: unique.map((c) => ({
            database: c.database,
            customerNumber: c.customerNumber,
          })),
        },
      });
      const matching = filterEnterpriseRows(
        parseList(workflows.customerServices, body, ZCustomerServiceRecord),
        filters,
      );
      const sites = new Set(matching.map((r) => `${r.SOURCE}\u0000${r.CM05_CUST}\u0000${r.CM05_SITE}`));
      const rate = Math.round(matching.reduce((sum, r) => sum + r.TOTAL_RATE, 0) * 100) / 100;
      return {
        items: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
        total: matching.length,
        totals: { services: matching.length, rate, sites: sites.size },
      };
    },

    async createIssue(issue, idempotencyKey) {
      // the key also travels in the body: a proxy may drop unknown headers, and the back office can
      // store a body field with the ticket to answer a retry with the same IssueID
      const { text } = await call('createIssue', {
        body: { ...issue, IdempotencyKey: idempotencyKey },
        idempotencyKey,
      });
      const id = issueIdFrom(text);
      if (!id)
        throw new AppError('BACK_OFFICE_UNAVAILABLE', 'No issue ID returned from server', {
          workflow: workflows.createIssue,
        });
      return { IssueID: id };
    },

    async getIssueStatus(issueId) {
      let body: unknown;
      try {
        body = await callJson('issueStatus', { body: { IssueID: issueId } });
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_REQUEST' && error.details?.status === 404)
          throw new AppError('NOT_FOUND', `The back office has no issue ${issueId}.`, {
            workflow: workflows.issueStatus,
          });
        throw error;
      }
      return issueStatusOf(workflows.issueStatus, body);
    },

    async updateCustomer(payload, idempotencyKey) {
      await call('updateCustomer', { body: { ...payload, IdempotencyKey: idempotencyKey }, idempotencyKey });
    },

    async getSalesRep(code) {
      const reps = parseList(
        workflows.salesRep,
        await callJson('salesRep', { body: { salesRepCode: code } }),
        ZSalesRep,
      );
      return reps[0] ?? null;
    },

    async listSalesReps() {
      return parseList(workflows.salesRep, await callJson('salesRep', { method: 'GET' }), ZSalesRep);
    },

    async listAgents() {
      const agents = parseList(workflows.agents, await callJson('agents', { method: 'GET' }), ZAgent);
      return agents.sort((a, b) => a['Full Name'].localeCompare(b['Full Name']));
    },

    async listCompanies() {
      const rows = await warehouseRows(
        `SELECT DATABASE, COMPANY_FULL_NAME FROM ${warehouse.schema}.COMPANIES ORDER BY COMPANY_FULL_NAME`,
      );
      return rows.map((r) =>
        ZCompany.parse({
          database: pick(r, 'database'),
          companyFullName: pick(r, 'company_full_name', 'companyFullName'),
        }),
      );
    },

    async listCompanyCustomers({ database, search, page }) {
      const { page: pageNumber, pageSize } = normalisePage(page);
      const where: string[] = [];
      if (database) where.push(`DATABASE = ${literal(database)}`);
      const term = search?.trim().toUpperCase();
      if (term) {
        const like = literal(`%${term.replace(/[%_]/g, '')}%`);
        where.push(
          `(UPPER(CUSTOMER_NAME) LIKE ${like} OR UPPER(SITE_NAME) LIKE ${like} OR CUSTOMER_NUMBER LIKE ${like})`,
        );
      }
      const rows = await warehouseRows(
        `SELECT DATABASE, COMPANY_FULL_NAME, CUSTOMER_NUMBER, CUSTOMER_NAME, SITE_ID, SITE_NAME, SALES_REP_CODE, ` +
          `COUNT(*) OVER () AS TOTAL_COUNT FROM ${warehouse.schema}.COMPANY_CUSTOMER_SITES` +
          (where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '') +
          ` ORDER BY COMPANY_FULL_NAME, CUSTOMER_NAME, CUSTOMER_NUMBER, SITE_ID LIMIT ${pageSize} OFFSET ${(pageNumber - 1) * pageSize}`,
      );
      const items = rows.map((r) =>
        ZCompanyCustomer.parse({
          database: pick(r, 'database'),
          companyFullName: pick(r, 'company_full_name', 'companyFullName'),
          customerNumber: pick(r, 'customer_number', 'customerNumber'),
          customerName: pick(r, 'customer_name', 'customerName'),
          siteId: pick(r, 'site_id', 'siteId'),
          siteName: pick(r, 'site_name', 'siteName'),
          salesRepCode: pick(r, 'sales_rep_code', 'salesRepCode'),
        }),
      );
      const total = rows.length > 0 ? Number(pick(rows[0]!, 'total_count')) || 0 : 0;
      return { items, total };
    },

    async findServicesForDeliveryReport({ customer, source }) {
      return truxRecordsOf(await callJson('truxServices', { body: { customer, source } }));
    },

    async findDeliveryReportSiteBatch({ customer, source, afterSite, siteLimit }) {
      const body = { customer, source, afterSite: afterSite ?? null, limit: siteLimit };
      return truxRecordsOf(await callJson('truxServicesBatch', { body }));
    },
  };
}

/** A TRUX services answer: message "Query executed successfully" and a data list of service records. */
function truxRecordsOf(body: unknown) {
  const ok =
    body !== null &&
    typeof body === 'object' &&
    (body as { message?: unknown }).message === 'Query executed successfully' &&
    Array.isArray((body as { data?: unknown }).data);
  if (!ok) throw new AppError('BACK_OFFICE_UNAVAILABLE', 'TRUX API returned unexpected data format');
  const parsed = z.array(ZTruxServiceRecord).safeParse((body as { data: unknown[] }).data);
  if (!parsed.success)
    throw new AppError('BACK_OFFICE_UNAVAILABLE', 'TRUX API returned unexpected data format');
  return parsed.data;
}

const ZIssueStatusAnswer = z.looseObject({
  status: z.string(),
  closingNote: z.string().nullish(),
  Notes: z
    .array(
      z.looseObject({
        SC02_DATE: z.union([z.string(), z.number()]).transform(String),
        SC02_USER: z.string().nullish(),
        SC02_TEXT: z.string().nullish(),
      }),
    )
    .nullish(),
});

/** The issue-status answer (see DEFAULT_WORKFLOWS) as the port's TIssueStatus. */
const ZRouteEventsAnswer = z.object({
  events: z.array(z.unknown()),
  cursor: z.string().max(500),
  more: z.boolean().default(false),
});

export function issueStatusOf(workflow: string, body: unknown): TIssueStatus {
  const parsed = ZIssueStatusAnswer.safeParse(body);
  if (!parsed.success) throw unexpected(workflow, parsed.error.issues[0]?.message ?? 'bad status');
  const status = issueStatusFrom(parsed.data.status);
  if (!status) throw unexpected(workflow, `unknown status ${parsed.data.status.slice(0, 40)}`);
  const closingNote = parsed.data.closingNote?.trim() || null;
  return {
    status,
    closingNote: status === 'closed' ? closingNote : null,
    notes: (parsed.data.Notes ?? []).map((n) => ({
      date: n.SC02_DATE,
      user: n.SC02_USER ?? '',
      text: n.SC02_TEXT ?? '',
    })),
  };
}

/** The issue id from `{Table1: [{IssueID}]}`, or a plain-text id (the enterprise flow's answer). */
export function issueIdFrom(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    const body = JSON.parse(trimmed) as unknown;
    if (typeof body === 'number' || typeof body === 'string') return String(body).trim() || null;
    const id = (body as { Table1?: { IssueID?: unknown }[] } | null)?.Table1?.[0]?.IssueID;
    return id === undefined || id === null || String(id).trim() === '' ? null : String(id).trim();
  } catch {
    // Plain text such as "48213" or "IssueID: 48213"; any other text is not an id.
    const match = /^(?:issue\s*id\s*[:=#]?\s*)?#?(\d+)$/i.exec(trimmed);
    return match ? match[1]! : null;
  }
}

function rejectionMessage(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    for (const key of ['error', 'message', 'details']) {
      if (typeof body[key] === 'string' && body[key] !== '') return body[key] as string;
    }
  } catch {
    // not JSON
  }
  return `The back office rejected the request (status ${status}).`;
}
