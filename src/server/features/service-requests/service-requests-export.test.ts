/**
 * The tickets desk's spreadsheet writes Created and Filed as date cells (issue 31 §3), on PGlite or
 * PostgreSQL with TEST_DATABASE_URL: read back with ExcelJS, each a date with the format the text had
 * (YYYY-MM-DD HH:MM), at the wall-clock time of the ticket's own portal (the desk spans portals), so a
 * spreadsheet sorts and filters them as dates.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_REQUEST_EXPORT_COLUMNS } from '../../../domain/service-requests/service-request-desk';
import { portalSetups, serviceRequests, staffUsers } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { injectWithCookie, staffSessionCookie } from '../../test/sign-in';

const NOW = new Date('2026-12-01T12:00:00Z');
let cookie: string;

const ticket = (id: string, portalId: string | null, createdAt: string, filedAt: string | null) => ({
  id,
  uid: `customer-${id}`,
  kind: 'missed-pickup',
  serviceType: 'trash',
  status: filedAt ? ('filed' as const) : ('queued' as const),
  payload: { DatabaseName: 'TRUX_LR_COMP', SC01: { SC01_TYPE: 'MP' }, Notes: [] },
  confirmation: { customer: { name: `Dana ${id}`, email: `${id}@example.test`, address: '1 Elm St' } },
  issueId: filedAt ? `9${id.length}` : null,
  portalId,
  createdAt: new Date(createdAt),
  filedAt: filedAt ? new Date(filedAt) : null,
});

const t = useTestApp(() => createTestApp({ work: false, now: () => NOW }));

beforeAll(async () => {
  await t.ctx.db.insert(staffUsers).values({
    id: 's1',
    name: 'Casey Service',
    email: 'casey@hauler.test',
    role: 'customerservice',
    isActive: true,
  });
  cookie = await staffSessionCookie(t.ctx, 'casey@hauler.test', 'Casey Service', NOW);
  await t.ctx.db.insert(portalSetups).values([
    {
      id: 'portal-chicago',
      portalTitle: 'Lake Bluff',
      portalType: 'residential',
      zipCodes: ['60044'],
      setup: { pickupCalendar: { timeZone: 'America/Chicago' } },
    },
    {
      id: 'portal-denver',
      portalTitle: 'Denver Heights',
      portalType: 'residential',
      zipCodes: ['80202'],
      setup: { pickupCalendar: { timeZone: 'America/Denver' } },
    },
  ]);
  await t.ctx.db.insert(serviceRequests).values([
    ticket('sr-a', 'portal-chicago', '2026-11-28T03:30:00Z', '2026-11-28T03:31:12Z'),
    ticket('sr-b', 'portal-denver', '2026-11-28T03:40:00Z', null),
    // summer time in Chicago (UTC−5)
    ticket('sr-c', 'portal-chicago', '2026-07-01T04:59:00Z', '2026-07-01T05:00:00Z'),
    // no portal: the default zone (Central time)
    ticket('sr-d', null, '2026-11-30T23:15:00Z', null),
  ]);
});

describe('the tickets export', () => {
  it("writes Created and Filed as date cells in each ticket's portal's time zone", async () => {
    const res = await injectWithCookie(t.app, 'GET', '/api/admin/service-requests/export', cookie);
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Service Requests')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...SERVICE_REQUEST_EXPORT_COLUMNS]);
    const created = header.indexOf('Created') + 1;
    const filed = header.indexOf('Filed') + 1;

    const rows = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, n) => {
      if (n > 1) rows.set(String(row.getCell(2).value), row);
    });
    // newest first, as the desk lists them
    expect([...rows.keys()]).toEqual(['sr-d', 'sr-b', 'sr-a', 'sr-c']);
    /** The wall clock a date cell shows (ExcelJS reads it as a Date whose UTC fields are that clock). */
    const shown = (id: string, column: number) => {
      const cell = rows.get(id)!.getCell(column);
      expect(cell.type, `${id} ${column}`).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm');
      return (cell.value as Date).toISOString().slice(0, 19).replace('T', ' ');
    };
    // created 2026-11-28 03:30 UTC on the Chicago portal: 21:30 the evening before there
    expect(shown('sr-a', created)).toBe('2026-11-27 21:30:00');
    expect(shown('sr-a', filed)).toBe('2026-11-27 21:31:12');
    expect(shown('sr-b', created)).toBe('2026-11-27 20:40:00');
    expect(rows.get('sr-b')!.getCell(filed).value).toBeNull();
    expect(shown('sr-c', created)).toBe('2026-06-30 23:59:00');
    expect(shown('sr-c', filed)).toBe('2026-07-01 00:00:00');
    expect(shown('sr-d', created)).toBe('2026-11-30 17:15:00');

    // a spreadsheet sorts the cells by their numbers, the local times: oldest first (sr-b, created ten
    // minutes after sr-a, reads an hour earlier on its Mountain-time portal's clock)
    const byCreated = [...rows.entries()]
      .map(([id, row]) => ({ id, at: (row.getCell(created).value as Date).getTime() }))
      .sort((a, b) => a.at - b.at)
      .map((r) => r.id);
    expect(byCreated).toEqual(['sr-c', 'sr-b', 'sr-a', 'sr-d']);
  });
});
