/**
 * Contract tests: the HTTP adapter against a local fake back office that speaks the spec's shapes,
 * including status 561 (address not loaded) and 5xx failures.
 */
import type http from 'node:http';
import { useLocalServer } from '../../test/local-server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { collectionRouteDays, collectionSiteEvents, customerProfiles } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { demoClock, demoHaulerData } from '../../features/services/test-support';
import {
  getRouteEventsCursor,
  ROUTE_EVENTS_SWEEP_QUEUE,
} from '../../features/collection-day/route-events-sync';
import type { BackOfficePort } from './back-office-port';
import { createHttpBackOffice, issueIdFrom } from './http-back-office';

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

const enterpriseRows = [
  {
    CM05_SERV: 1,
    CM05_TYPE: 'RG',
    CM05_SIZE: '4.00',
    CM05_QTY: '2',
    CM05_RATE: '150.00',
    CM05_SDTE: '2024-01-01',
    SERVICE_DAY_OF_WEEK: 'MON,WED,FRI',
    SITE_NAME: 'ACME - CHICAGO',
    SITE_ADDRESS: '100 W RANDOLPH ST, CHICAGO, IL 60607',
    CM05_SITE: '101',
    TOTAL_RATE: '300.00',
    FREQUENCY: '3.00',
    SOURCE: 'TRUX_LR_COMP',
    CM05_CUST: '40000',
    CD07_CODE: '5171',
  },
  {
    CM05_SERV: 2,
    CM05_TYPE: 'RF',
    CM05_SIZE: '30.00',
    CM05_QTY: 1,
    CM05_RATE: 600,
    CM05_SDTE: '2024-01-01',
    SERVICE_DAY_OF_WEEK: 'XYZ',
    SITE_NAME: 'ACME - CHICAGO',
    SITE_ADDRESS: '100 W RANDOLPH ST, CHICAGO, IL 60607',
    CM05_SITE: '101',
    TOTAL_RATE: 600,
    FREQUENCY: '0.00',
    SOURCE: 'TRUX_LR_COMP',
    CM05_CUST: '40000',
    CD07_CODE: '5171',
  },
  {
    CM05_SERV: 1,
    CM05_TYPE: 'RR',
    CM05_SIZE: '6.00',
    CM05_QTY: 1,
    CM05_RATE: 80.5,
    CM05_SDTE: '2024-01-01',
    SERVICE_DAY_OF_WEEK: 'mon,mon',
    SITE_NAME: 'ACME - SCHAUMBURG',
    SITE_ADDRESS: '2000 E GOLF RD, SCHAUMBURG, IL 60173',
    CM05_SITE: '104',
    TOTAL_RATE: 80.5,
    FREQUENCY: '1.00',
    SOURCE: 'TRUX_LR_COMP',
    CM05_CUST: '40000',
    CD07_CODE: '5171',
  },
  {
    CM05_SERV: 1,
    CM05_TYPE: 'SU',
    CM05_SIZE: '1.00',
    CM05_QTY: 1,
    CM05_RATE: 99,
    CM05_SDTE: null,
    SERVICE_DAY_OF_WEEK: '',
    SITE_NAME: 'BADGER - RACINE',
    SITE_ADDRESS: '10 DOUGLAS AVE, RACINE, WI 53403',
    CM05_SITE: '100',
    TOTAL_RATE: null,
    FREQUENCY: '',
    SOURCE: 'TRUX_BH_COMP',
    CM05_CUST: '41000',
    CD07_CODE: null,
  },
];

/** A site of the address lookup's answer with neither e-mail nor holder name, as the back office sends it. */
const GLEN_AVE = {
  CM04_ADD2: '14 GLEN AVE',
  CM04_CITY: 'LAKE BLUFF',
  CM04_STAT: 'IL',
  CM04_PZIP: '60044',
  CM04_CUST: '26898',
  CM04_SITE: '102',
  SOURCE: 'TRUX_LR_COMP_RAW',
};

/** A trash service row of trux-services at a Lake Bluff site of JOHN SMITH; `row` gives its site, address and quantity. */
function truxServiceRow(row: { CM04_SITE: number | string; CM04_ADD2: string; CM05_QTY: number | string }) {
  return {
    CM04_SITE: row.CM04_SITE,
    CM04_ADD2: row.CM04_ADD2,
    CM04_CITY: 'LAKE BLUFF',
    CM04_STAT: 'IL',
    CM04_PZIP: '60044',
    CM04_CUST: 26898,
    CM04_NAME: 'JOHN SMITH',
    SERVICEDAY: 'TUE',
    CM05_TYPE: 'RG',
    CM05_SIZE: '96.00',
    CM05_QTY: row.CM05_QTY,
    CM05_CYCL: '1.00',
    CM05_UOM: 'GA',
    CM05_CTG: 'CL',
    SOURCE: 'TRUX_LR_COMP_RAW',
  };
}

describe('HTTP back office (contract)', () => {
  let baseUrl: string;
  let received: Received[];
  const issues = new Map<string, number>();
  let backOffice: BackOfficePort;

  const server = useLocalServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      const path = (req.url ?? '').replace(/^\/api/, '');
      received.push({ method: req.method ?? '', path, headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const text = (status: number, value: string) => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(value);
      };
      switch (`${req.method} ${path}`) {
        case 'POST /lookup-address-by-zip': {
          const zip = body?.zipcode;
          if (zip === '00561') return text(561, 'Address not loaded');
          if (zip === '00500') return text(500, 'Internal Server Error');
          if (zip === '00200') return text(200, '<html>oops</html>');
          return json(200, {
            data: [
              {
                CM04_ADD2: '512 N SHERIDAN RD',
                CM04_CITY: 'LAKE BLUFF',
                CM04_STAT: 'IL',
                CM04_PZIP: '60044',
                CM04_CUST: 26898,
                CM04_SITE: 101,
                SOURCE: 'TRUX_LR_COMP_RAW',
                CM04_EMAIL: 'a@example.net',
              },
              GLEN_AVE,
            ],
          });
        }
        case 'POST /site-exists':
          return body?.site === '561' ? text(561, '') : json(200, { exists: body?.site === '101' });
        case 'POST /lookup-customer-services':
          if (body?.entryType === 'EnterpriseCustomerProfile') return json(200, { data: enterpriseRows });
          if (body?.site === 'bad') return json(200, { message: 'no list here' });
          return json(200, {
            data: [
              {
                CM05_SERV: '1',
                CM05_TYPE: 'RG',
                CM05_SIZE: '96',
                CM05_QTY: '1',
                CM05_RATE: '26.52',
                CM05_SDTE: '2025-04-01',
                SERVICE_DAY_OF_WEEK: 'TUE',
              },
              {
                CM05_SERV: 2,
                CM05_TYPE: 'RR',
                CM05_SIZE: 96,
                CM05_QTY: 1,
                CM05_RATE: 0,
                CM05_SDTE: '2027-03-01',
                SERVICE_DAY_OF_WEEK: 'TUE',
              },
            ],
          });
        case 'POST /create-issue': {
          // like a back office that stores the body's key with the ticket (the header may be stripped)
          const key = String(body?.IdempotencyKey ?? '');
          const type = (body?.SC01 as Record<string, unknown> | undefined)?.SC01_TYPE;
          if (type === 'DOWN') return text(503, 'maintenance');
          if (type === 'NONE') return json(200, { Table1: [] });
          if (!issues.has(key)) issues.set(key, 48_200 + issues.size);
          if (type === 'TXT') return text(200, String(issues.get(key)));
          return json(200, { Table1: [{ IssueID: issues.get(key) }] });
        }
        case 'POST /issue-status': {
          const id = String(body?.IssueID ?? '');
          const notes = [
            { SC02_DATE: '2026-11-20', SC02_USER: 'PORTAL', SC02_TEXT: 'MISSED', SC02_SYSNOTE: false },
            { SC02_DATE: '2026-11-21T09:30:00', SC02_USER: 'DKOWALSKI', SC02_TEXT: 'Truck sent back' },
          ];
          if (id === '48300') return json(200, { IssueID: id, status: 'Open', closingNote: null, Notes: [] });
          if (id === '48301') return json(200, { IssueID: id, status: 'IN PROGRESS', Notes: notes });
          if (id === '48302')
            return json(200, {
              IssueID: id,
              status: 'C',
              closingNote: ' Picked up Tuesday ',
              Notes: notes,
            });
          if (id === '48303') return json(200, { IssueID: id, status: 'open', closingNote: 'stale' });
          if (id === '48404') return json(404, { error: 'No such issue' });
          if (id === '48503') return text(503, 'maintenance');
          if (id === '48429') return text(429, 'slow down');
          if (id === '48999') return json(200, { IssueID: id, status: 'Lost in the mail' });
          return text(200, 'not json');
        }
        case 'POST /update-customer':
          if ((body?.SOURCE as string) === 'BAD') return json(400, { error: 'Unknown SOURCE BAD' });
          res.writeHead(200);
          return res.end();
        case 'POST /sales-rep':
          return json(
            200,
            body?.salesRepCode === '5171'
              ? [
                  {
                    CD07_CODE: '5171',
                    CD07_DESC: 'Dana Kowalski',
                    CD07_EMAIL: 'dana@example.com',
                    phone: '8475550101',
                  },
                ]
              : [],
          );
        case 'GET /sales-rep':
          return json(200, {
            data: [
              { CD07_CODE: '5172', CD07_DESC: 'Marcus Bell' },
              { CD07_CODE: '5171', CD07_DESC: 'Dana Kowalski' },
            ],
          });
        case 'GET /agents':
          return json(200, {
            data: [
              { Username: 'ZED', 'Full Name': 'Zed Young' },
              { Username: 'AMY', 'Full Name': 'Amy Adams' },
            ],
          });
        case 'POST /warehouse-query': {
          const query = String(body?.query ?? '');
          if (query.includes('.COMPANIES '))
            return json(200, {
              result: [{ DATABASE: 'TRUX_LR_COMP', COMPANY_FULL_NAME: 'LRS Chicagoland' }],
            });
          if (query.includes('COMPANY_CUSTOMER_SITES'))
            return json(200, {
              rows: [
                {
                  database: 'TRUX_LR_COMP',
                  company_full_name: 'LRS Chicagoland',
                  customer_number: '40000',
                  customer_name: 'ACME',
                  site_id: '101',
                  site_name: 'ACME - CHICAGO',
                  sales_rep_code: '5171',
                  total_count: 57,
                },
              ],
            });
          return json(200, { unexpected: true });
        }
        case 'POST /trux-services':
          if (body?.customer === 'bad') return json(200, { message: 'Query failed', data: null });
          return json(200, {
            message: 'Query executed successfully',
            rowCount: 1,
            data: [truxServiceRow({ CM04_SITE: 101, CM04_ADD2: '512 N SHERIDAN RD', CM05_QTY: '1' })],
          });
        case 'POST /trux-services-batch': {
          // sites 101, 102 and 103 with one trash service each, in batches of `limit` sites
          const after = body?.afterSite === null ? '' : String(body?.afterSite);
          const sites = ['101', '102', '103'].filter((site) => site > after).slice(0, Number(body?.limit));
          return json(200, {
            message: 'Query executed successfully',
            rowCount: sites.length,
            data: sites.map((site) =>
              truxServiceRow({ CM04_SITE: site, CM04_ADD2: `${site} N SHERIDAN RD`, CM05_QTY: 1 }),
            ),
          });
        }
        case 'POST /slow':
          return; // never answers
        default:
          return text(404, 'no such workflow');
      }
    });
  });
  beforeAll(() => {
    baseUrl = `${server.origin}/api/`;
  });

  beforeEach(() => {
    received = [];
    backOffice = createHttpBackOffice({ baseUrl, apiKey: 'secret-key', timeoutMs: 2_000 });
  });

  describe('address lookup', () => {
    it('posts {zipcode} and maps the data list', async () => {
      const addresses = await backOffice.findAddressesByZip('60044');
      expect(received[0]).toMatchObject({
        method: 'POST',
        path: '/lookup-address-by-zip',
        body: { zipcode: '60044' },
      });
      expect(received[0]!.headers.authorization).toBe('Bearer secret-key');
      expect(addresses).toEqual([
        {
          CM04_ADD2: '512 N SHERIDAN RD',
          CM04_CITY: 'LAKE BLUFF',
          CM04_STAT: 'IL',
          CM04_PZIP: '60044',
          CM04_CUST: '26898',
          CM04_SITE: '101',
          SOURCE: 'TRUX_LR_COMP_RAW',
          CM04_EMAIL: 'a@example.net',
          // no holder name in this back office's answer (address claims ask for it; decision 006)
          CM04_NAME: null,
        },
        { ...GLEN_AVE, CM04_EMAIL: null, CM04_NAME: null },
      ]);
    });

    it('turns status 561 into ADDRESS_NOT_LOADED with the spec message', async () => {
      const error = await backOffice.findAddressesByZip('00561').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'ADDRESS_NOT_LOADED',
        message: expect.stringContaining('This address is not available in the system yet'),
      });
    });

    it.each([
      ['500', '00500', { details: { status: 500 } }],
      ['a non-JSON answer', '00200', {}],
    ])('turns %s into BACK_OFFICE_UNAVAILABLE', async (_, zip, more) => {
      await expect(backOffice.findAddressesByZip(zip)).rejects.toMatchObject({
        code: 'BACK_OFFICE_UNAVAILABLE',
        ...more,
      });
    });

    it('does not call the back office for a malformed ZIP', async () => {
      expect(await backOffice.findAddressesByZip('6004')).toEqual([]);
      expect(received).toHaveLength(0);
    });
  });

  it('checks whether a site exists; 561 means no', async () => {
    expect(await backOffice.siteExists({ source: 'TRUX_LR_COMP_RAW', cust: '26898', site: '101' })).toBe(
      true,
    );
    expect(await backOffice.siteExists({ source: 'TRUX_LR_COMP_RAW', cust: '26898', site: '102' })).toBe(
      false,
    );
    expect(await backOffice.siteExists({ source: 'TRUX_LR_COMP_RAW', cust: '26898', site: '561' })).toBe(
      false,
    );
    expect(received[0]!.body).toEqual({ source: 'TRUX_LR_COMP_RAW', customer: '26898', site: '101' });
  });

  describe('customer services', () => {
    it('posts {source, customer, site} and reads text numbers as numbers', async () => {
      const services = await backOffice.findCustomerServices({
        source: 'TRUX_LR_COMP_RAW',
        customer: '26898',
        site: '101',
      });
      expect(received[0]!.body).toEqual({ source: 'TRUX_LR_COMP_RAW', customer: '26898', site: '101' });
      expect(services[0]).toMatchObject({
        CM05_SERV: 1,
        CM05_SIZE: '96',
        CM05_QTY: 1,
        CM05_RATE: 26.52,
        CM05_SDTE: '2025-04-01',
        SERVICE_DAY_OF_WEEK: 'TUE',
      });
      expect(services[1]).toMatchObject({ CM05_SERV: 2, CM05_SIZE: '96', CM05_RATE: 0 });
    });

    it('rejects an answer without a list', async () => {
      await expect(
        backOffice.findCustomerServices({ source: 'X', customer: '1', site: 'bad' }),
      ).rejects.toMatchObject({ code: 'BACK_OFFICE_UNAVAILABLE' });
    });

    it('posts the enterprise shape with a unique customer list, then filters, totals and pages', async () => {
      const customers = [
        { database: 'TRUX_LR_COMP', customerNumber: '40000' },
        { database: 'TRUX_LR_COMP', customerNumber: '40000' },
        { database: 'TRUX_BH_COMP', customerNumber: '41000' },
      ];
      const all = await backOffice.findEnterpriseServices({ customers });
      expect(received[0]!.body).toEqual({
        entryType: 'EnterpriseCustomerProfile',
        enterpriseCustomers: [
          { database: 'TRUX_LR_COMP', customerNumber: '40000' },
          { database: 'TRUX_BH_COMP', customerNumber: '41000' },
        ],
      });
      expect(all.total).toBe(4);
      expect(all.totals).toEqual({ services: 4, rate: 980.5, sites: 3 });

      const regular = await backOffice.findEnterpriseServices({ customers, filters: { regularOnly: true } });
      expect(regular.items.map((r) => r.CM05_TYPE)).toEqual(['RG', 'RR']);
      expect(regular.totals).toEqual({ services: 2, rate: 380.5, sites: 2 });

      const filtered = await backOffice.findEnterpriseServices({
        customers,
        filters: { addressContains: 'randolph', siteNameContains: 'acme', serviceTypes: ['RF'] },
      });
      expect(filtered.items.map((r) => r.CM05_TYPE)).toEqual(['RF']);

      const page2 = await backOffice.findEnterpriseServices({ customers, page: { page: 2, pageSize: 3 } });
      expect(page2.items).toHaveLength(1);
      expect(page2.total).toBe(4);
    });
  });

  describe('issues', () => {
    const payload = {
      DatabaseName: 'TRUX_LR_COMP',
      SC01: { SC01_SITE: '101', SC01_CUST: '26898', SC01_TYPE: 'MP', SC01_PROB: 'MISSED' },
      Notes: [{ SC02_DATE: '2026-11-20', SC02_USER: 'PORTAL', SC02_TEXT: 'MISSED', SC02_SYSNOTE: false }],
    };

    it('posts {DatabaseName, SC01, Notes, IdempotencyKey} with an Idempotency-Key and reads Table1[0].IssueID', async () => {
      const first = await backOffice.createIssue(payload, 'key-a');
      const retry = await backOffice.createIssue(payload, 'key-a');
      const other = await backOffice.createIssue(payload, 'key-a2');
      // the fake back office recognises the retry by the key in the body alone
      expect(first).toEqual(retry);
      expect(other.IssueID).not.toBe(first.IssueID);
      expect(first.IssueID).toMatch(/^482\d\d$/);
      expect(received[0]!.headers['idempotency-key']).toBe('key-a');
      expect(received[0]!.body).toEqual({ ...payload, IdempotencyKey: 'key-a' });
    });

    it('accepts a plain-text issue id', async () => {
      const answer = await backOffice.createIssue(
        { ...payload, SC01: { ...payload.SC01, SC01_TYPE: 'TXT' } },
        'key-b',
      );
      expect(answer.IssueID).toMatch(/^482\d\d$/);
    });

    it('fails clearly without an issue id and when the back office is down', async () => {
      await expect(
        backOffice.createIssue({ ...payload, SC01: { ...payload.SC01, SC01_TYPE: 'NONE' } }, 'key-c'),
      ).rejects.toMatchObject({
        code: 'BACK_OFFICE_UNAVAILABLE',
        message: 'No issue ID returned from server',
      });
      await expect(
        backOffice.createIssue({ ...payload, SC01: { ...payload.SC01, SC01_TYPE: 'DOWN' } }, 'key-d'),
      ).rejects.toMatchObject({
        code: 'BACK_OFFICE_UNAVAILABLE',
        details: { status: 503 },
      });
    });
  });

  describe('issue status', () => {
    it('posts {IssueID} and maps open, in progress (with its notes) and closed with the closing note', async () => {
      expect(await backOffice.getIssueStatus('48300')).toEqual({
        status: 'open',
        closingNote: null,
        notes: [],
      });
      expect(received[0]).toMatchObject({
        method: 'POST',
        path: '/issue-status',
        body: { IssueID: '48300' },
      });
      expect(received[0]!.headers.authorization).toBe('Bearer secret-key');

      expect(await backOffice.getIssueStatus('48301')).toEqual({
        status: 'in-progress',
        closingNote: null,
        notes: [
          { date: '2026-11-20', user: 'PORTAL', text: 'MISSED' },
          { date: '2026-11-21T09:30:00', user: 'DKOWALSKI', text: 'Truck sent back' },
        ],
      });
      expect(await backOffice.getIssueStatus('48302')).toMatchObject({
        status: 'closed',
        closingNote: 'Picked up Tuesday',
      });
      // a closing note on a ticket that is not closed is not one
      expect((await backOffice.getIssueStatus('48303')).closingNote).toBeNull();
    });

    it('answers NOT_FOUND for an issue the back office does not know', async () => {
      await expect(backOffice.getIssueStatus('48404')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it.each([
      ['down', '48503', { details: { status: 503 } }],
      ['busy', '48429', { details: { status: 429 } }],
      ['not JSON', '1', {}],
      ['with an unknown status', '48999', { details: { detail: expect.stringContaining('unknown status') } }],
    ])('fails as BACK_OFFICE_UNAVAILABLE when %s', async (_, issueId, more) => {
      await expect(backOffice.getIssueStatus(issueId)).rejects.toMatchObject({
        code: 'BACK_OFFICE_UNAVAILABLE',
        ...more,
      });
    });

    it('has no staff update call (tickets are changed in the back office itself)', () => {
      expect(backOffice.updateIssue).toBeUndefined();
    });
  });

  describe('customer updates', () => {
    const update = {
      SOURCE: 'TRUX_LR_COMP',
      CM03: {
        CM03_CUST: '26898',
        CM03_NAME: 'PAT DOE',
        CM03_EMAIL: 'PAT@EXAMPLE.COM',
        CM03_PHON: '8475550199',
      },
      CM04: {
        CM04_CUST: '26898',
        CM04_SITE: '101',
        CM04_NAME: 'PAT DOE',
        CM04_EMAIL: 'PAT@EXAMPLE.COM',
        CM04_PHON: '8475550199',
      },
      NOTIFICATIONS: {
        CC01: {
          CC01_CUST: '26898',
          CC01_SITE: '101',
          CC01_FNAME: 'PAT',
          CC01_LNAME: 'DOE',
          CC01_EMAIL: 'PAT@EXAMPLE.COM',
          CC01_PHON: '8475550199',
        },
        EN01: [{ EN01_TYPE: '4' }],
      },
    };

    it('posts the payload with its idempotency key', async () => {
      await backOffice.updateCustomer(update, 'upd-1');
      expect(received[0]).toMatchObject({
        path: '/update-customer',
        body: { ...update, IdempotencyKey: 'upd-1' },
      });
      expect(received[0]!.headers['idempotency-key']).toBe('upd-1');
    });

    it('reports a 4xx rejection with the back office’s own message', async () => {
      await expect(backOffice.updateCustomer({ ...update, SOURCE: 'BAD' }, 'upd-2')).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Unknown SOURCE BAD',
      });
    });
  });

  it('reads sales reps by code (POST) and as a list (GET)', async () => {
    expect(await backOffice.getSalesRep('5171')).toMatchObject({
      CD07_CODE: '5171',
      CD07_EMAIL: 'dana@example.com',
    });
    expect(received[0]!.body).toEqual({ salesRepCode: '5171' });
    expect(await backOffice.getSalesRep('9999')).toBeNull();
    const reps = await backOffice.listSalesReps();
    expect(received[2]!.method).toBe('GET');
    expect(reps.map((r) => r.CD07_CODE)).toEqual(['5172', '5171']);
  });

  it('sorts agents by full name', async () => {
    expect((await backOffice.listAgents()).map((a) => a.Username)).toEqual(['AMY', 'ZED']);
  });

  it('queries the data warehouse for companies and the customer pick list', async () => {
    expect(await backOffice.listCompanies()).toEqual([
      { database: 'TRUX_LR_COMP', companyFullName: 'LRS Chicagoland' },
    ]);
    expect(received[0]!.body).toMatchObject({ database: 'TRUX_DW', schema: 'PORTAL' });
    const page = await backOffice.listCompanyCustomers({
      database: 'TRUX_LR_COMP',
      search: "o'hare",
      page: { page: 3, pageSize: 20 },
    });
    expect(page.total).toBe(57);
    expect(page.items[0]).toMatchObject({
      customerNumber: '40000',
      siteName: 'ACME - CHICAGO',
      salesRepCode: '5171',
    });
    const query = String((received[1]!.body as { query: string }).query);
    expect(query).toContain("LIKE '%O''HARE%'");
    expect(query).toContain('LIMIT 20 OFFSET 40');
  });

  it('reads the TRUX services lookup and rejects anything but a successful query', async () => {
    const services = await backOffice.findServicesForDeliveryReport({
      customer: '26898',
      source: 'TRUX_LR_COMP_RAW',
    });
    expect(received[0]!.body).toEqual({ customer: '26898', source: 'TRUX_LR_COMP_RAW' });
    expect(services[0]).toMatchObject({
      CM04_SITE: '101',
      CM04_CUST: '26898',
      CM05_QTY: 1,
      CM05_SIZE: '96.00',
    });
    await expect(
      backOffice.findServicesForDeliveryReport({ customer: 'bad', source: 'X' }),
    ).rejects.toMatchObject({
      message: 'TRUX API returned unexpected data format',
    });
  });

  it('reads the TRUX services in batches of whole sites after a cursor (trux-services-batch)', async () => {
    const first = await backOffice.findDeliveryReportSiteBatch({
      customer: '26898',
      source: 'TRUX_LR_COMP_RAW',
      siteLimit: 2,
    });
    expect(received[0]!.body).toEqual({
      customer: '26898',
      source: 'TRUX_LR_COMP_RAW',
      afterSite: null,
      limit: 2,
    });
    expect(first.map((r) => r.CM04_SITE)).toEqual(['101', '102']);
    const rest = await backOffice.findDeliveryReportSiteBatch({
      customer: '26898',
      source: 'TRUX_LR_COMP_RAW',
      afterSite: '102',
      siteLimit: 2,
    });
    expect(received[1]!.body).toMatchObject({ afterSite: '102', limit: 2 });
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({ CM04_SITE: '103', CM04_CUST: '26898', CM05_QTY: 1 });
  });

  it('reports an unreachable back office and a timeout as BACK_OFFICE_UNAVAILABLE', async () => {
    const closed = createHttpBackOffice({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 2_000 });
    await expect(closed.findAddressesByZip('60044')).rejects.toMatchObject({
      code: 'BACK_OFFICE_UNAVAILABLE',
    });
    const slow = createHttpBackOffice({ baseUrl, timeoutMs: 200, workflows: { addressLookup: 'slow' } });
    await expect(slow.findAddressesByZip('60044')).rejects.toMatchObject({
      code: 'BACK_OFFICE_UNAVAILABLE',
      details: { cause: 'TimeoutError' },
    });
  });
});

describe('issueIdFrom', () => {
  it.each([
    ['{"Table1":[{"IssueID":48213}]}', '48213'],
    ['{"Table1":[{"IssueID":"48213"}]}', '48213'],
    ['48213', '48213'],
    ['"48213"', '48213'],
    ['IssueID: 48213', '48213'],
    ['{"Table1":[]}', null],
    ['', null],
    ['no id here', null],
    ['Error 500 occurred', null],
  ])('%s → %s', (text, expected) => {
    expect(issueIdFrom(text)).toBe(expected);
  });
});

/**
 * The route-events workflow (issue 32): pages after a cursor, an unreadable event skipped and logged,
 * failures as BACK_OFFICE_UNAVAILABLE, and the poll job reading through the adapter.
 */
describe('HTTP back office: route events (contract)', () => {
  let baseUrl: string;
  let received: { cursor: unknown; limit: unknown }[] = [];
  /** The answer per cursor: a status and a body. */
  let pages = new Map<string, { status: number; body: unknown }>();

  const server = useLocalServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { cursor?: unknown; limit?: unknown };
      received.push({ cursor: body.cursor, limit: body.limit });
      const page = req.url === '/bo/route-events' ? pages.get(String(body.cursor)) : undefined;
      const answer = page ?? { status: 404, body: { error: 'no such cursor' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  beforeAll(() => {
    baseUrl = `${server.origin}/bo`;
  });

  beforeEach(() => {
    received = [];
    pages = new Map();
  });

  const routeStarted = {
    kind: 'route',
    source: 'TRUX_LR_COMP',
    route: 'trash-mon',
    day: '2026-11-16',
    state: 'started',
    at: '2026-11-16T13:00:00Z',
  };
  const notOut = {
    kind: 'site',
    source: 'TRUX_LR_COMP',
    customer: '1001',
    site: '0001',
    serviceType: 'trash',
    day: '2026-11-16',
    outcome: 'not-collected',
    at: '2026-11-16T15:10:00Z',
    reason: 'cart-not-out',
    note: 'No cart at the curb',
    photoRef: 'https://photos.example.net/1.jpg',
  };

  it('posts {cursor, limit} and answers the page, its cursor and whether more are waiting', async () => {
    pages.set('', { status: 200, body: { events: [routeStarted], cursor: 'c1', more: true } });
    pages.set('c1', { status: 200, body: { events: [notOut], cursor: 'c2' } });
    const backOffice = createHttpBackOffice({ baseUrl });
    const first = await backOffice.listRouteEvents({ cursor: '', limit: 500 });
    expect(first).toEqual({
      events: [{ ...routeStarted, route: 'TRASH-MON' }],
      cursor: 'c1',
      more: true,
    });
    const second = await backOffice.listRouteEvents({ cursor: 'c1', limit: 5000 });
    expect(second).toMatchObject({ cursor: 'c2', more: false, events: [{ reason: 'cart-not-out' }] });
    expect(received).toEqual([
      { cursor: '', limit: 500 },
      { cursor: 'c1', limit: 1000 },
    ]);
  });

  it('skips an unreadable event and logs it at warn with the workflow name', async () => {
    const warnings: string[] = [];
    pages.set('', {
      status: 200,
      body: {
        events: [{ ...notOut, reason: null }, { kind: 'bin' }, routeStarted],
        cursor: 'c9',
        more: false,
      },
    });
    const backOffice = createHttpBackOffice({ baseUrl, warn: (line) => warnings.push(line) });
    const page = await backOffice.listRouteEvents({ cursor: '', limit: 500 });
    expect(page.events).toHaveLength(1);
    expect(page.cursor).toBe('c9');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/route-events.*event 1.*reason/);
    expect(warnings[1]).toMatch(/route-events.*event 2/);
  });

  it('fails as BACK_OFFICE_UNAVAILABLE on a 5xx, a busy answer or a page that is not one', async () => {
    const backOffice = createHttpBackOffice({ baseUrl });
    pages.set('', { status: 503, body: 'maintenance' });
    await expect(backOffice.listRouteEvents({ cursor: '', limit: 500 })).rejects.toMatchObject({
      code: 'BACK_OFFICE_UNAVAILABLE',
      details: { workflow: 'routeEvents', status: 503 },
    });
    pages.set('', { status: 429, body: 'slow down' });
    await expect(backOffice.listRouteEvents({ cursor: '', limit: 500 })).rejects.toBeInstanceOf(AppError);
    pages.set('', { status: 200, body: { data: [] } });
    await expect(backOffice.listRouteEvents({ cursor: '', limit: 500 })).rejects.toMatchObject({
      code: 'BACK_OFFICE_UNAVAILABLE',
    });
  });

  describe('the poll job through the HTTP adapter', () => {
    const t = useTestApp(
      () =>
        createTestApp({
          now: demoClock,
          seeded: demoHaulerData,
          // a generous time limit: a loaded test machine must not turn a slow answer into a failed call
          ports: { backOffice: createHttpBackOffice({ baseUrl, timeoutMs: 15_000 }) },
        }),
      60_000,
    );

    async function runSweepJob(): Promise<void> {
      await t.ctx.jobs.enqueue(t.ctx.db, ROUTE_EVENTS_SWEEP_QUEUE, {});
      await t.ctx.jobs.drain(20_000);
    }

    it('reads every page into the portal, keeps the cursor, and notes a failed call for the next run', async () => {
      const [rita] = await t.ctx.db
        .select()
        .from(customerProfiles)
        .where(eq(customerProfiles.uid, 'demo-resident-1'));
      const site = { source: rita!.source!, customer: rita!.cm04Cust!, site: rita!.cm04Site! };
      pages.set('', {
        status: 200,
        body: { events: [{ ...routeStarted, source: site.source }], cursor: 'p1', more: true },
      });
      pages.set('p1', {
        status: 200,
        body: { events: [{ ...notOut, ...site }], cursor: 'p2', more: false },
      });
      await runSweepJob();
      expect(await t.ctx.db.select().from(collectionRouteDays)).toHaveLength(1);
      expect(await t.ctx.db.select().from(collectionSiteEvents)).toEqual([
        expect.objectContaining({ ...site, outcome: 'not-collected', reason: 'cart-not-out' }),
      ]);
      expect(await getRouteEventsCursor(t.ctx.db)).toMatchObject({
        cursor: 'p2',
        applied: 2,
        lastError: null,
      });

      pages.set('p2', { status: 503, body: 'maintenance' });
      await runSweepJob();
      const failed = await getRouteEventsCursor(t.ctx.db);
      expect(failed).toMatchObject({ cursor: 'p2', applied: 2 });
      expect(failed!.lastError).toMatch(/not available/);
    });
  });
});
