/**
 * The tickets desk and the REQ- reference style (issue 11) on the demo hauler (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): every ticket carries its reference in the list, the detail (and its
 * confirmation mail, with the issue number) and the export; the text search finds a ticket by its
 * reference or the start of it; the customer filter (the link from Customer Profiles) keeps one
 * customer's tickets, counts included, under the desk's roles.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestReference } from '../../../domain/service-requests/reference';
import type {
  TServiceRequestDetail,
  TServiceRequestListResult,
} from '../../../domain/service-requests/service-request-desk';
import { createTestApp, useTestApp } from '../../test/app';
import { staffSessionCookie, callsTo } from '../../test/sign-in';
import { customerCookie, demoClock, demoHaulerData } from '../services/test-support';

const BASE = '/api/admin/service-requests';
const RITA = 'demo-resident-1';
const MANNY = 'demo-resident-2';

let service: string;
let unknown: string;
let ritaTickets: string[] = [];
let mannyTicket = '';

const call = callsTo(() => t.app);

async function file(cookie: string, serviceType = 'trash'): Promise<string> {
  const res = await call('POST', `/api/services/${serviceType}/requests/pickup`, cookie, {
    subject: 'Extra bags',
    details: 'Three bags beside the cart.',
  });
  expect([200, 202], res.body).toContain(res.statusCode);
  return res.json().requestId;
}

async function list(query: string): Promise<TServiceRequestListResult> {
  const res = await call('GET', `${BASE}?${query}`, service);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const t = useTestApp(() => createTestApp({ now: demoClock, seeded: demoHaulerData }), 60_000);

beforeAll(async () => {
  service = await staffSessionCookie(t.ctx, 'service@curbside.demo', 'Sam Service');
  unknown = await staffSessionCookie(t.ctx, 'stranger@elsewhere.test', 'Stranger');
  const rita = await customerCookie(t.ctx, RITA);
  ritaTickets = [await file(rita), await file(rita, 'recycling')];
  mannyTicket = await file(await customerCookie(t.ctx, MANNY));
}, 60_000);

describe('the reference style in the desk', () => {
  it('shows each ticket with its reference, and the confirmation mail names it with the issue number', async () => {
    const { items } = await list('');
    for (const item of items) expect(item.reference).toBe(requestReference(item.id));
    const res = await call('GET', `${BASE}/${mannyTicket}`, service);
    expect(res.statusCode).toBe(200);
    const detail: TServiceRequestDetail = res.json();
    expect(detail.reference).toMatch(/^REQ-[0-9A-F]{10}$/);
    expect(detail.issueId).toBeTruthy();
    expect(detail.confirmation.text).toContain(
      `Reference number: ${detail.reference} (issue #${detail.issueId})`,
    );
  });

  it('finds a ticket by its reference, by the start of it, in any case, with or without the dash', async () => {
    const reference = requestReference(mannyTicket);
    const hex = reference.slice(4);
    for (const text of [reference, reference.toLowerCase(), `REQ${hex}`, `REQ-${hex.slice(0, 9)}`]) {
      const { items, counts } = await list(`text=${encodeURIComponent(text)}`);
      expect(
        items.map((item) => item.id),
        text,
      ).toEqual([mannyTicket]);
      expect(counts?.matching).toBe(1);
    }
    // a start shared with nobody, or a reference of no ticket, finds nothing
    const none = hex.slice(0, 9) + (hex[9] === '0' ? '1' : '0');
    expect((await list(`text=REQ-${none}`)).items.filter((i) => i.id === mannyTicket)).toEqual([]);
    // other text still searches the customer and the address
    expect((await list('text=resident%40curbside.demo')).items.map((i) => i.id).sort()).toEqual(
      [...ritaTickets].sort(),
    );
  });

  it("keeps one customer's tickets with the customer filter, counts included", async () => {
    const { items, counts } = await list(`customer=${RITA}`);
    expect(items.map((item) => item.id).sort()).toEqual([...ritaTickets].sort());
    expect(counts?.matching).toBe(2);
    expect(counts?.delivery.filed).toBe(2);
    expect((await list(`customer=${MANNY}&kind=pickup-request`)).items.map((i) => i.id)).toEqual([
      mannyTicket,
    ]);
    expect((await list('customer=nobody')).items).toEqual([]);
    // too long is a clear 400; other accounts are turned away before validation
    const long = await call('GET', `${BASE}?customer=${'x'.repeat(201)}`, service);
    expect(long.statusCode).toBe(400);
    expect((await call('GET', `${BASE}?customer=${RITA}`, unknown)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}?customer=${RITA}`)).statusCode).toBe(401);
  });

  it('exports the reference as the first column, filtered by customer', async () => {
    const res = await call('GET', `${BASE}/export?customer=${MANNY}`, service);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Reference');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(requestReference(mannyTicket));
  });
});
