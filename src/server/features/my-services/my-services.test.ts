/**
 * My Services through the API on the demo hauler: only the signed-in customer's own uid, filters,
 * paging and totals computed by the back office, the service types, the sales rep, the streamed
 * spreadsheet (read back with ExcelJS), the extra-pickup ticket and the sales-rep notifications.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  MY_SERVICES_EXPORT_COLUMNS,
  NON_REGULAR_SERVICE,
  serviceTypeName,
  summarizeServiceRows,
} from '../../../domain/services/enterprise';
import type { TMyServiceRow, TMyServicesResponse } from '../../../domain/services/my-services-api';
import { REQUEST_DETAILS_MESSAGE, SUBJECT_REQUIRED_MESSAGE } from '../../../domain/services/service-requests';
import { boIssueNotes, boIssues, customerProfiles } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { call, customerCookie, demoClock, mailTo, demoHaulerData } from '../services/test-support';

let erin: string;
let eli: string;
const ERIN = 'demo-enterprise-1';
const ELI = 'demo-enterprise-2';

const t = useTestApp(() => createTestApp({ now: demoClock, seeded: demoHaulerData }));

beforeAll(async () => {
  erin = await customerCookie(t.ctx, ERIN);
  eli = await customerCookie(t.ctx, ELI);
});

async function list(cookie: string, uid: string, query = ''): Promise<TMyServicesResponse> {
  const res = await call(t, 'GET', `/api/my-services/${uid}${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every row for a filter, through the API's own paging (100 a page). */
async function allRows(cookie: string, uid: string, filters = ''): Promise<TMyServiceRow[]> {
  const rows: TMyServiceRow[] = [];
  for (let page = 1; ; page++) {
    const body = await list(cookie, uid, `?page=${page}&pageSize=100${filters}`);
    rows.push(...body.items);
    if (rows.length >= body.total || body.items.length === 0) return rows;
  }
}

describe('who may read', () => {
  it('needs a signed-in customer', async () => {
    expect((await call(t, 'GET', `/api/my-services/${ERIN}`)).statusCode).toBe(401);
  });

  it("answers 404 for another customer's uid, and for one that does not exist", async () => {
    for (const path of ['', '/sales-rep', '/service-types', '/export.xlsx']) {
      const other = await call(t, 'GET', `/api/my-services/${ELI}${path}`, erin);
      expect(other.statusCode, path).toBe(404);
      const none = await call(t, 'GET', `/api/my-services/nobody-at-all${path}`, erin);
      expect(none.statusCode, path).toBe(404);
      expect(none.json()).toEqual(other.json());
    }
    const action = await call(t, 'POST', `/api/my-services/${ELI}/actions`, erin, {
      action: 'request-pickup',
      details: 'x',
    });
    expect(action.statusCode).toBe(404);
  });

  it('is for enterprise customers', async () => {
    const rita = await customerCookie(t.ctx, 'demo-resident-1');
    expect((await call(t, 'GET', '/api/my-services/demo-resident-1', rita)).statusCode).toBe(403);
  });
});

describe('the services table', () => {
  it('answers 10 regular services a page with totals over every match', async () => {
    const first = await list(eli, ELI);
    expect(first.items).toHaveLength(10);
    expect(first.items.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.total).toBeGreaterThan(30);

    const rows = await allRows(eli, ELI);
    expect(rows).toHaveLength(first.total);
    expect(rows.every((r) => r.dayOfService !== NON_REGULAR_SERVICE)).toBe(true);
    const summary = summarizeServiceRows(rows);
    expect(first.totals.services).toBe(summary.totalServices);
    expect(first.totals.sites).toBe(summary.totalSites);
    expect(first.totals.rate).toBeCloseTo(summary.totalRate, 2);

    const everything = await list(eli, ELI, '?regularOnly=false');
    expect(everything.total).toBeGreaterThan(first.total);
  });

  it('pages without gaps or repeats', async () => {
    const one = await list(eli, ELI, '?page=1&pageSize=10');
    const two = await list(eli, ELI, '?page=2&pageSize=10');
    expect(two.items.map((r) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const key = (r: TMyServiceRow) => `${r.source}|${r.cust}|${r.site}|${r.serv}|${r.service}`;
    const firstKeys = new Set(one.items.map(key));
    expect(two.items.some((r) => firstKeys.has(key(r)))).toBe(false);
    expect(two.total).toBe(one.total);
  });

  it('filters by service type, site name and address (contains, any case)', async () => {
    const rg = await allRows(eli, ELI, '&serviceTypes=RG,rr');
    expect(rg.length).toBeGreaterThan(0);
    expect(rg.every((r) => r.service === 'RG' || r.service === 'RR')).toBe(true);

    const sample = (await list(eli, ELI)).items[3]!;
    const nameBit = sample.siteName.split(' - ')[0]!.slice(2, 9).toLowerCase();
    const byName = await allRows(eli, ELI, `&siteName=${encodeURIComponent(nameBit)}`);
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((r) => r.siteName.toLowerCase().includes(nameBit))).toBe(true);

    const street = sample.address.split(',')[0]!.toUpperCase();
    const byAddress = await list(eli, ELI, `?address=${encodeURIComponent(street.toLowerCase())}`);
    expect(byAddress.items.length).toBeGreaterThan(0);
    expect(byAddress.items.every((r) => r.address.toUpperCase().includes(street))).toBe(true);

    const none = await list(eli, ELI, '?siteName=zzz-no-such-site');
    expect(none).toEqual({ items: [], total: 0, totals: { services: 0, rate: 0, sites: 0 } });
  });

  it('refuses a page size over 100', async () => {
    expect((await call(t, 'GET', `/api/my-services/${ELI}?pageSize=5000`, eli)).statusCode).toBe(400);
  });

  it('lists the service types with their names', async () => {
    const res = await call(t, 'GET', `/api/my-services/${ELI}/service-types`, eli);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { name: string; codes: string[] }[];
    expect(items.map((i) => i.name)).toEqual([...items.map((i) => i.name)].sort());
    // one entry per name (issue 9: "Commercial Organics" and "Unknown Service" were listed twice)
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
    expect(items).toContainEqual({ name: 'Default Trash', codes: ['RG'] });
    const rows = await allRows(eli, ELI, '&regularOnly=false');
    expect(new Set(items.flatMap((i) => i.codes))).toEqual(new Set(rows.map((r) => r.service)));
    // sizes carry the back office's unit (YD for containers, GA for holding tanks)
    expect(new Set(rows.map((r) => r.unit))).toEqual(new Set(['YD', 'GA']));
  });

  it('answers the sales rep', async () => {
    const res = await call(t, 'GET', `/api/my-services/${ERIN}/sales-rep`, erin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: expect.any(String), description: expect.any(String) });
    expect(res.json().email).toMatch(/@curbside\.demo$/);
  });
});

describe('the spreadsheet', () => {
  it('streams the filtered rows as "My services Report" with the spec’s columns', async () => {
    const filters = '?serviceTypes=RG,RF&regularOnly=false';
    const res = await call(t, 'GET', `/api/my-services/${ELI}/export.xlsx${filters}`, eli);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="my-services-report-11-20-2026.xlsx"',
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('My services Report');
    expect(sheet).toBeDefined();
    const header = (sheet!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...MY_SERVICES_EXPORT_COLUMNS]);

    const rows = await allRows(eli, ELI, '&serviceTypes=RG,RF&regularOnly=false');
    expect(sheet!.actualRowCount).toBe(rows.length + 1);
    const first = rows[0]!;
    expect((sheet!.getRow(2).values as unknown[]).slice(1)).toEqual([
      first.site,
      first.siteName,
      first.address,
      first.rate,
      first.quantity,
      first.size,
      first.dayOfService,
      first.frequency,
      serviceTypeName(first.service),
    ]);
  });
});

describe('row actions', () => {
  async function erinRow(): Promise<TMyServiceRow> {
    return (await list(erin, ERIN)).items[0]!;
  }

  it('Request Extra Pickup files an SQ ticket with the forced subject and a PICKUP REQUEST DETAILS note', async () => {
    const row = await erinRow();
    const res = await call(t, 'POST', `/api/my-services/${ERIN}/actions`, erin, {
      action: 'request-pickup',
      subject: '',
      details: 'Dumpster overflowing after event',
      row: { source: `${row.source}_RAW`, cust: row.cust, site: row.site, serv: row.serv },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('filed');
    expect(body.message).toBe(
      `Your pickup request has been submitted successfully. Your issue #${body.issueId} has been created and our team will process it as soon as possible.`,
    );
    const [issue] = await t.ctx.db
      .select()
      .from(boIssues)
      .where(eq(boIssues.issueId, Number(body.issueId)));
    expect(issue!.databaseName).toBe(row.source);
    expect(issue!.sc01).toMatchObject({
      SC01_TYPE: 'SQ',
      SC01_URGN: 'NE',
      SC01_PROB: 'REQUEST EXTRA PICKUP - USER INPUT',
      SC01_CMNT: 'DUMPSTER OVERFLOWING AFTER EVENT',
      SC01_SITE: row.site,
      SC01_CUST: row.cust,
      SC01_SERV: row.serv,
      SC01_NAME: 'ERIN ENTERPRISE',
      SC01_PHON: '3125550121',
    });
    expect((issue!.sc01 as { SC01_MISC: string }).SC01_MISC).toMatch(/^[A-Z ]+$/);
    const notes = await t.ctx.db.select().from(boIssueNotes).where(eq(boIssueNotes.issueId, issue!.issueId));
    expect(notes.map((n) => n.sc02Text)).toEqual([
      'PICKUP REQUEST DETAILS: DUMPSTER OVERFLOWING AFTER EVENT',
    ]);
    const mail = await mailTo(t.ctx, 'enterprise@curbside.demo', 'Pickup Request Confirmation');
    expect(mail.bodyText).toContain(` (issue #${body.issueId})`);
  });

  it('mails the sales rep for the other actions; subject and details are required', async () => {
    const row = await erinRow();
    const key = { source: row.source, cust: row.cust, site: row.site, serv: row.serv };
    const missing = await call(t, 'POST', `/api/my-services/${ERIN}/actions`, erin, {
      action: 'change-service',
      subject: '  ',
      details: '',
      row: key,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toEqual({
      subject: SUBJECT_REQUIRED_MESSAGE,
      details: REQUEST_DETAILS_MESSAGE,
    });

    const rep = (await call(t, 'GET', `/api/my-services/${ERIN}/sales-rep`, erin)).json();
    const res = await call(t, 'POST', `/api/my-services/${ERIN}/actions`, erin, {
      action: 'change-service',
      subject: 'Bigger dumpster',
      details: 'Please move us to an 8 yard container.',
      row: key,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sent', issueId: null });
    const mail = await mailTo(t.ctx, rep.email, 'My Services: Change Service request');
    expect(mail.bodyText).toContain('Please move us to an 8 yard container.');
    expect(mail.bodyText).toContain(`Site: ${row.site}`);
    await mailTo(t.ctx, t.ctx.config.COMPANY_EMAIL, 'My Services: Change Service request');
  });

  it('refuses a row of a customer the profile does not manage', async () => {
    const other = (await list(eli, ELI)).items[0]!;
    const [erinProfile] = await t.ctx.db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.uid, ERIN));
    const managed = (erinProfile!.selectedCustomers as { customerNumber: string }[]).map(
      (c) => c.customerNumber,
    );
    expect(managed).not.toContain(other.cust);
    const res = await call(t, 'POST', `/api/my-services/${ERIN}/actions`, erin, {
      action: 'request-pickup',
      details: 'x',
      row: { source: other.source, cust: other.cust, site: other.site, serv: other.serv },
    });
    expect(res.statusCode).toBe(403);
    const unknownAction = await call(t, 'POST', `/api/my-services/${ERIN}/actions`, erin, {
      action: 'demolish',
      details: 'x',
      row: other,
    });
    expect(unknownAction.statusCode).toBe(400);
  });
});
