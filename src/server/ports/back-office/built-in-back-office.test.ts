import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasRegularServiceDay,
  type TEnterpriseCustomerRef,
  type TIssuePayloadInput,
} from '../../../domain/back-office';
import { loadConfig } from '../../config';
import type { AppDb } from '../../db/client';
import { seedDemo } from '../../db/seed/index';
import { AppError } from '../../errors';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import type { BackOfficePort } from './back-office-port';
import { createBuiltInBackOffice } from './built-in-back-office';
import { createBackOffice } from './index';

async function rows<T>(db: AppDb, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const issue = (overrides: Partial<TIssuePayloadInput['SC01']> = {}): TIssuePayloadInput => ({
  DatabaseName: 'TRUX_LR_COMP',
  SC01: {
    SC01_SITE: '101',
    SC01_CUST: '26898',
    SC01_TYPE: 'MP',
    SC01_PROB: 'MISSED TRASH',
    SC01_PHON: '8475550111',
    ...overrides,
  },
  Notes: [
    { SC02_DATE: '2026-11-20', SC02_USER: 'PORTAL', SC02_TEXT: 'TRASH NOT PICKED UP', SC02_SYSNOTE: false },
    { SC02_DATE: '2026-11-20', SC02_USER: 'PORTAL', SC02_TEXT: 'CREATED FROM PORTAL', SC02_SYSNOTE: true },
  ],
});

describe('built-in back office', () => {
  let database: TestDatabase;
  let db: AppDb;
  let backOffice: BackOfficePort;
  let enterpriseCustomers: TEnterpriseCustomerRef[];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedDemo(db, { asOf: new Date('2026-11-20T00:00:00Z') });
    backOffice = createBuiltInBackOffice(db);
    const [profile] = await rows<{ selected_customers: TEnterpriseCustomerRef[] }>(
      db,
      sql`select selected_customers from customer_profiles where uid = 'demo-enterprise-2'`,
    );
    enterpriseCustomers = profile!.selected_customers.map(({ database, customerNumber }) => ({
      database,
      customerNumber,
    }));
  }, 120_000);

  afterAll(async () => {
    await database?.dispose();
  });

  describe('addresses', () => {
    it('finds every site in a ZIP, sorted by street then house number', async () => {
      const addresses = await backOffice.findAddressesByZip('60044');
      expect(addresses.length).toBeGreaterThan(100);
      expect(
        addresses.every(
          (a) => a.CM04_PZIP === '60044' && a.CM04_CITY === 'LAKE BLUFF' && a.SOURCE === 'TRUX_LR_COMP_RAW',
        ),
      ).toBe(true);
      expect(addresses.some((a) => a.CM04_EMAIL)).toBe(true);
      const key = (a: { CM04_ADD2: string }) => {
        const [, number, street] = /^(\d+)\s+(.*)$/.exec(a.CM04_ADD2)!;
        return [street!, Number(number)] as const;
      };
      for (let i = 1; i < addresses.length; i++) {
        const [prevStreet, prevNumber] = key(addresses[i - 1]!);
        const [street, number] = key(addresses[i]!);
        expect(
          prevStreet < street || (prevStreet === street && prevNumber <= number),
          `${addresses[i - 1]!.CM04_ADD2} before ${addresses[i]!.CM04_ADD2}`,
        ).toBe(true);
      }
    });

    it('answers nothing for a ZIP it does not serve or that is not 5 digits', async () => {
      expect(await backOffice.findAddressesByZip('99999')).toEqual([]);
      expect(await backOffice.findAddressesByZip("60044' or '1'='1")).toEqual([]);
    });

    it('knows whether a site exists, whether or not SOURCE has _RAW', async () => {
      const [site] = await backOffice.findAddressesByZip('60045');
      expect(
        await backOffice.siteExists({ source: site!.SOURCE, cust: site!.CM04_CUST, site: site!.CM04_SITE }),
      ).toBe(true);
      expect(
        await backOffice.siteExists({ source: 'TRUX_LR_COMP', cust: site!.CM04_CUST, site: site!.CM04_SITE }),
      ).toBe(true);
      expect(
        await backOffice.siteExists({ source: site!.SOURCE, cust: site!.CM04_CUST, site: '99999' }),
      ).toBe(false);
    });
  });

  describe('services', () => {
    it('lists a resident’s carts with start dates and day of service', async () => {
      const [resident] = await rows<{ source: string; cm04_cust: string; cm04_site: string }>(
        db,
        sql`select source, cm04_cust, cm04_site from customer_profiles where uid = 'demo-resident-1'`,
      );
      const services = await backOffice.findCustomerServices({
        source: resident!.source,
        customer: resident!.cm04_cust,
        site: resident!.cm04_site,
      });
      expect(services.map((s) => s.CM05_TYPE)).toEqual(expect.arrayContaining(['RG', 'RR']));
      for (const service of services) {
        expect(service.CM05_SDTE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(service.SERVICE_DAY_OF_WEEK).not.toBe('');
        expect(typeof service.CM05_RATE).toBe('number');
        expect(service.CM05_CUST).toBe(resident!.cm04_cust);
      }
      const bySource = await backOffice.findCustomerServices({
        source: 'TRUX_LR_COMP',
        customer: resident!.cm04_cust,
        site: resident!.cm04_site,
      });
      expect(bySource).toEqual(services);
    });

    it('answers an empty list for an unknown site', async () => {
      expect(
        await backOffice.findCustomerServices({ source: 'TRUX_LR_COMP_RAW', customer: '1', site: '1' }),
      ).toEqual([]);
    });
  });

  describe('enterprise services', () => {
    it('pages in the database, with totals over every match', async () => {
      const everything = await backOffice.findEnterpriseServices({
        customers: enterpriseCustomers,
        page: { page: 1, pageSize: 1000 },
      });
      expect(everything.total).toBeGreaterThan(30);
      expect(everything.items).toHaveLength(everything.total);
      const rate = Math.round(everything.items.reduce((sum, r) => sum + r.TOTAL_RATE, 0) * 100) / 100;
      expect(everything.totals.rate).toBeCloseTo(rate, 2);
      expect(everything.totals.sites).toBe(
        new Set(everything.items.map((r) => `${r.SOURCE}/${r.CM05_CUST}/${r.CM05_SITE}`)).size,
      );
      expect(everything.items.every((r) => r.SITE_NAME && r.SITE_ADDRESS && r.CD07_CODE)).toBe(true);

      const first = await backOffice.findEnterpriseServices({
        customers: enterpriseCustomers,
        page: { page: 1, pageSize: 10 },
      });
      const second = await backOffice.findEnterpriseServices({
        customers: enterpriseCustomers,
        page: { page: 2, pageSize: 10 },
      });
      expect(first.items).toHaveLength(10);
      expect(first.total).toBe(everything.total);
      expect(first.totals).toEqual(everything.totals);
      expect([...first.items, ...second.items]).toEqual(everything.items.slice(0, 20));
    });

    it('applies the day-of-service rule in SQL exactly like the domain rule', async () => {
      const everything = await backOffice.findEnterpriseServices({
        customers: enterpriseCustomers,
        page: { pageSize: 1000 },
      });
      const regular = await backOffice.findEnterpriseServices({
        customers: enterpriseCustomers,
        filters: { regularOnly: true },
        page: { pageSize: 1000 },
      });
      const expected = everything.items.filter((r) => hasRegularServiceDay(r.SERVICE_DAY_OF_WEEK));
      expect(regular.items).toEqual(expected);
      expect(regular.total).toBeLessThan(everything.total);
    });

    it('filters by service type, site name and address, case-insensitively', async () => {
      const byType = await backOffice.findEnterpriseServices({
        customers: enterpriseCustomers,
        filters: { serviceTypes: ['RG', 'RR'] },
        page: { pageSize: 1000 },
      });
      expect(byType.total).toBeGreaterThan(0);
      expect(byType.items.every((r) => r.CM05_TYPE === 'RG' || r.CM05_TYPE === 'RR')).toBe(true);

      const sample = byType.items[0]!;
      const city = sample.SITE_ADDRESS!.split(', ')[1]!.toLowerCase();
      const byAddress = await backOffice.findEnterpriseServices({
        customers: enterpriseCustomers,
        filters: { addressContains: city },
        page: { pageSize: 1000 },
      });
      expect(byAddress.total).toBeGreaterThan(0);
      expect(byAddress.items.every((r) => r.SITE_ADDRESS!.toLowerCase().includes(city))).toBe(true);

      const namePart = sample.SITE_NAME!.slice(0, 8).toLowerCase();
      const byName = await backOffice.findEnterpriseServices({
        customers: enterpriseCustomers,
        filters: { siteNameContains: namePart },
        page: { pageSize: 1000 },
      });
      expect(byName.items.every((r) => r.SITE_NAME!.toLowerCase().includes(namePart))).toBe(true);
    });

    it('treats % and _ in a search as plain characters', async () => {
      const result = await backOffice.findEnterpriseServices({
        customers: enterpriseCustomers,
        filters: { addressContains: '%' },
      });
      expect(result.total).toBe(0);
    });

    it('answers an empty page without customers, and only the given customers’ rows', async () => {
      expect(await backOffice.findEnterpriseServices({ customers: [] })).toEqual({
        items: [],
        total: 0,
        totals: { services: 0, rate: 0, sites: 0 },
      });
      const one = enterpriseCustomers[0]!;
      const result = await backOffice.findEnterpriseServices({ customers: [one], page: { pageSize: 1000 } });
      expect(result.items.every((r) => r.SOURCE === one.database && r.CM05_CUST === one.customerNumber)).toBe(
        true,
      );
    });
  });

  describe('issues', () => {
    it('files an issue with its notes and answers the same IssueID for a retry', async () => {
      const first = await backOffice.createIssue(issue(), 'job-1');
      const retry = await backOffice.createIssue(issue(), 'job-1');
      expect(retry).toEqual(first);
      expect(first.IssueID).toMatch(/^\d+$/);
      const [counts] = await rows<{ issues: number | string; notes: number | string }>(
        db,
        sql`select (select count(*) from bo_issues where idempotency_key = 'job-1') as issues,
                   (select count(*) from bo_issue_notes where issue_id = ${Number(first.IssueID)}) as notes`,
      );
      expect(Number(counts!.issues)).toBe(1);
      expect(Number(counts!.notes)).toBe(2);
      const other = await backOffice.createIssue(issue({ SC01_TYPE: 'SQ' }), 'job-2');
      expect(other.IssueID).not.toBe(first.IssueID);
    });

    it('files once when the same retry arrives twice at the same time', async () => {
      const answers = await Promise.all(
        [1, 2, 3].map(() => backOffice.createIssue(issue(), 'job-concurrent')),
      );
      expect(new Set(answers.map((a) => a.IssueID)).size).toBe(1);
      const [row] = await rows<{ n: number | string }>(
        db,
        sql`select count(*) as n from bo_issues where idempotency_key = 'job-concurrent'`,
      );
      expect(Number(row!.n)).toBe(1);
    });

    it('rejects an issue without a type or without an idempotency key', async () => {
      await expect(
        backOffice.createIssue({ DatabaseName: 'TRUX_LR_COMP', SC01: {} as never, Notes: [] }, 'job-bad'),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
      await expect(backOffice.createIssue(issue(), '  ')).rejects.toBeInstanceOf(AppError);
    });
  });

  describe('issue status', () => {
    it('starts open with the filed notes; staff set in progress, add notes and close with a closing note', async () => {
      const { IssueID } = await backOffice.createIssue(issue(), 'status-1');
      const filed = await backOffice.getIssueStatus(IssueID);
      expect(filed).toEqual({
        status: 'open',
        closingNote: null,
        notes: [
          { date: '2026-11-20', user: 'PORTAL', text: 'TRASH NOT PICKED UP' },
          { date: '2026-11-20', user: 'PORTAL', text: 'CREATED FROM PORTAL' },
        ],
      });
      const working = await backOffice.updateIssue!(IssueID, { status: 'in-progress', user: 'Sam Service' });
      expect(working).toMatchObject({ status: 'in-progress', closingNote: null });
      expect(working.notes).toHaveLength(2);

      const noted = await backOffice.updateIssue!(IssueID, { note: 'Truck sent back', user: 'Sam Service' });
      expect(noted.status).toBe('in-progress');
      expect(noted.notes[2]).toMatchObject({ user: 'Sam Service', text: 'Truck sent back' });

      const closed = await backOffice.updateIssue!(IssueID, {
        status: 'closed',
        note: 'Picked up Tuesday',
        user: 'Alex Admin',
      });
      expect(closed).toMatchObject({ status: 'closed', closingNote: 'Picked up Tuesday' });
      expect(await backOffice.getIssueStatus(IssueID)).toEqual(closed);

      // reopened: the closing note no longer applies
      const reopened = await backOffice.updateIssue!(IssueID, { status: 'open', user: 'Alex Admin' });
      expect(reopened).toMatchObject({ status: 'open', closingNote: null });
    });

    it('answers NOT_FOUND for an unknown issue and refuses an empty change', async () => {
      await expect(backOffice.getIssueStatus('999999')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(backOffice.getIssueStatus('not-a-number')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(
        backOffice.updateIssue!('999999', { status: 'closed', user: 'Sam' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const { IssueID } = await backOffice.createIssue(issue(), 'status-2');
      await expect(backOffice.updateIssue!(IssueID, { user: 'Sam' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    });
  });

  describe('customer updates', () => {
    it('keeps the latest contact details on the site and applies a retry once', async () => {
      const [site] = await backOffice.findAddressesByZip('60064');
      const payload = {
        SOURCE: 'TRUX_LR_COMP',
        CM03: {
          CM03_CUST: site!.CM04_CUST,
          CM03_NAME: 'PAT DOE',
          CM03_EMAIL: 'PAT@EXAMPLE.COM',
          CM03_PHON: '8475550199',
        },
        CM04: {
          CM04_CUST: site!.CM04_CUST,
          CM04_SITE: site!.CM04_SITE,
          CM04_NAME: 'PAT DOE',
          CM04_EMAIL: 'PAT@EXAMPLE.COM',
          CM04_PHON: '8475550199',
        },
        NOTIFICATIONS: {
          CC01: {
            CC01_CUST: site!.CM04_CUST,
            CC01_SITE: site!.CM04_SITE,
            CC01_FNAME: 'PAT',
            CC01_LNAME: 'DOE',
            CC01_EMAIL: 'PAT@EXAMPLE.COM',
            CC01_PHON: '8475550199',
          },
          EN01: [{ EN01_TYPE: '9' }],
        },
      };
      await backOffice.updateCustomer(payload, 'update-1');
      await backOffice.updateCustomer(
        { ...payload, CM04: { ...payload.CM04, CM04_EMAIL: 'SECOND@EXAMPLE.COM' } },
        'update-1',
      );
      const [updated] = await rows<{ cm04_email: string; cm04_name: string; n: number | string }>(
        db,
        sql`select s.cm04_email, s.cm04_name, (select count(*) from bo_customer_updates where idempotency_key = 'update-1') as n
            from bo_sites s where s.source = ${site!.SOURCE} and s.cm04_cust = ${site!.CM04_CUST} and s.cm04_site = ${site!.CM04_SITE}`,
      );
      expect(updated).toMatchObject({ cm04_email: 'PAT@EXAMPLE.COM', cm04_name: 'PAT DOE' });
      expect(Number(updated!.n)).toBe(1);
    });
  });

  describe('reference lists', () => {
    it('gets a sales rep by code and lists them all', async () => {
      expect(await backOffice.getSalesRep('5171')).toEqual({
        CD07_CODE: '5171',
        CD07_DESC: 'Dana Kowalski',
        CD07_EMAIL: 'dana.kowalski@curbside.demo',
        phone: '8475550101',
      });
      expect(await backOffice.getSalesRep('0000')).toBeNull();
      const reps = await backOffice.listSalesReps();
      expect(reps.length).toBeGreaterThanOrEqual(8);
      expect(reps.map((r) => r.CD07_DESC)).toEqual([...reps.map((r) => r.CD07_DESC)].sort());
    });

    it('lists agents sorted by full name, and the companies', async () => {
      const agents = await backOffice.listAgents();
      expect(agents.length).toBeGreaterThanOrEqual(10);
      expect(Object.keys(agents[0]!)).toEqual(['Username', 'Full Name']);
      expect(agents.map((a) => a['Full Name'])).toEqual([...agents.map((a) => a['Full Name'])].sort());
      expect((await backOffice.listCompanies()).map((c) => c.database).sort()).toEqual([
        'TRUX_BH_COMP',
        'TRUX_GL_COMP',
        'TRUX_LR_COMP',
        'TRUX_MK_COMP',
      ]);
    });

    it('pages the company customer pick list and searches names, site names and numbers', async () => {
      const firstPage = await backOffice.listCompanyCustomers({ page: { page: 1, pageSize: 25 } });
      expect(firstPage.items).toHaveLength(25);
      expect(firstPage.total).toBeGreaterThanOrEqual(200);
      const secondPage = await backOffice.listCompanyCustomers({ page: { page: 2, pageSize: 25 } });
      expect(secondPage.items[0]).not.toEqual(firstPage.items[0]);

      const inDatabase = await backOffice.listCompanyCustomers({
        database: 'TRUX_MK_COMP',
        page: { pageSize: 1000 },
      });
      expect(
        inDatabase.items.every((c) => c.database === 'TRUX_MK_COMP' && c.companyFullName === 'LRS Milwaukee'),
      ).toBe(true);
      expect(inDatabase.items).toHaveLength(inDatabase.total);

      const sample = inDatabase.items[3]!;
      const byNumber = await backOffice.listCompanyCustomers({ search: sample.customerNumber.slice(1) });
      expect(byNumber.items.some((c) => c.customerNumber === sample.customerNumber)).toBe(true);
      const bySite = await backOffice.listCompanyCustomers({ search: sample.siteName!.toLowerCase() });
      expect(
        bySite.items.some((c) => c.siteId === sample.siteId && c.customerNumber === sample.customerNumber),
      ).toBe(true);
      const byName = await backOffice.listCompanyCustomers({
        search: sample.customerName.slice(0, 6).toLowerCase(),
        page: { pageSize: 1000 },
      });
      expect(
        byName.items.every((c) =>
          [c.customerName, c.siteName ?? '', c.customerNumber].some((v) =>
            v.toLowerCase().includes(sample.customerName.slice(0, 6).toLowerCase()),
          ),
        ),
      ).toBe(true);
    });
  });

  it('answers the TRUX services lookup for a routing customer', async () => {
    const rowsForReport = await backOffice.findServicesForDeliveryReport({
      customer: '26898',
      source: 'TRUX_LR_COMP_RAW',
    });
    expect(rowsForReport.length).toBeGreaterThan(500);
    expect(rowsForReport.every((r) => r.CM04_CUST === '26898' && r.SOURCE === 'TRUX_LR_COMP_RAW')).toBe(true);
    expect(new Set(rowsForReport.map((r) => r.CM05_TYPE))).toEqual(new Set(['RG', 'RR', 'RY']));
    expect(rowsForReport[0]).toMatchObject({ CM05_UOM: 'GA', CM05_CYCL: '1.00' });
  });

  it('answers the same lookup in batches of whole sites after a cursor', async () => {
    const query = { customer: '26898', source: 'TRUX_LR_COMP' };
    const all = await backOffice.findServicesForDeliveryReport(query);
    const batches: string[][] = [];
    const records: typeof all = [];
    let afterSite: string | undefined;
    for (;;) {
      const batch = await backOffice.findDeliveryReportSiteBatch({ ...query, afterSite, siteLimit: 150 });
      if (batch.length === 0) break;
      batches.push([...new Set(batch.map((r) => r.CM04_SITE))]);
      records.push(...batch);
      afterSite = batch[batch.length - 1]!.CM04_SITE;
      if (batches.at(-1)!.length < 150) break;
    }
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.slice(0, -1).every((sites) => sites.length === 150)).toBe(true);
    // no site is split between batches, and together they are the whole lookup in the same order
    expect(new Set(batches.flat()).size).toBe(batches.flat().length);
    expect(records).toEqual(all);
  });

  it('is what createBackOffice picks without BACKOFFICE_URL, and HTTP with it', () => {
    const config = loadConfig({});
    expect(createBackOffice(config, db).kind).toBe('built-in');
    expect(createBackOffice({ ...config, BACKOFFICE_URL: 'http://127.0.0.1:1' }, db).kind).toBe('http');
  });
});
