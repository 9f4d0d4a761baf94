/**
 * Closing the loop on service requests (issue 11), on the demo hauler (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the timeline of a request (received, filed, failed, resent), the status poll
 * against a back office that changes status and fails sometimes (polling twice adds no row, a failing
 * back office is asked again after the interval, older tickets are asked less often, closed ones not
 * at all), the tickets desk (roles, filters, keyset pages and counts, the detail, re-send, staff status
 * changes in the built-in back office) and the customer's own requests with status and timeline.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TIssueStatus } from '../../../domain/back-office';
import {
  SERVICE_REQUEST_EXPORT_COLUMNS,
  type TServiceRequestDetail,
  type TServiceRequestListResult,
} from '../../../domain/service-requests/service-request-desk';
import type { TServiceRequestSummary, TServiceRequestsResponse } from '../../../domain/services/services-api';
import { boIssues, serviceRequestEvents, serviceRequests } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { backOfficeDown, createDemoHaulerApp, demoStaffCookies } from '../../test/demo-hauler';
import { callsTo } from '../../test/sign-in';
import { customerCookie } from '../services/test-support';
import { serviceRequestOnce, serviceRequestRow } from '../../test/service-requests';
import { streamServiceRequestWorkbook } from './service-requests-export';
import { findServiceRequestExportBatch } from './service-requests-repository';
import {
  pollServiceRequestStatus,
  statusPollIntervalMinutes,
  sweepServiceRequestStatus,
} from './status-polling';

const BASE = '/api/admin/service-requests';
const RITA = { uid: 'demo-resident-1', email: 'resident@curbside.demo' };
const OTHER = 'demo-resident-2';
const START = new Date('2026-11-20T15:00:00Z');
const MINUTE = 60_000;

let clock = START;
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
};

let t: TestApp;
let admin: string;
let service: string;
let unknown: string;
let rita: string;
let other: string;

/** How the fake back office behaves. */
const fake = {
  /** createIssue fails (the request stays queued, then fails when its job gives up). */
  filingDown: false,
  /** getIssueStatus fails. */
  statusDown: false,
  /** A status to answer instead of the built-in tables' own. */
  status: null as TIssueStatus | null,
  /** No staff updates (an external back office). */
  external: false,
  statusCalls: 0,
};

beforeAll(async () => {
  t = await createDemoHaulerApp({
    now: () => clock,
    // one try: a request whose back office is down is failed within seconds
    env: { JOB_RETRY_LIMIT: '1' },
    // the built-in back office, with the failures and answers of `fake`
    backOffice: (builtIn) => ({
      ...(fake.filingDown && { createIssue: backOfficeDown() }),
      getIssueStatus: async (issueId: string) => {
        fake.statusCalls++;
        if (fake.statusDown) return backOfficeDown('The back office is down.')();
        return fake.status ?? builtIn.getIssueStatus(issueId);
      },
      ...(fake.external && { updateIssue: undefined }),
    }),
  });
  ({ admin, service, stranger: unknown } = await demoStaffCookies(t.ctx));
  rita = await customerCookie(t.ctx, RITA.uid);
  other = await customerCookie(t.ctx, OTHER);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const call = callsTo(() => t.app);

async function fileMissedPickup(cookie = rita): Promise<{ requestId: string; issueId: string | null }> {
  const res = await call('POST', '/api/services/trash/requests/missed-pickup', cookie, {
    subject: 'Cart not emptied',
    details: 'The truck skipped our street.',
  });
  expect([200, 202]).toContain(res.statusCode);
  return res.json();
}

async function detail(id: string, cookie = service): Promise<TServiceRequestDetail> {
  const res = await call('GET', `${BASE}/${id}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function eventCount(id: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.requestId, id));
  return row!.n;
}

const requestRow = (id: string) => serviceRequestRow(t.ctx, id);

/** The customer's tickets in My Requests (their changes are tested in services/my-requests.test.ts). */
async function myRequests(cookie = rita): Promise<{ items: TServiceRequestSummary[] }> {
  const res = await call('GET', '/api/services/requests', cookie);
  expect(res.statusCode).toBe(200);
  const body: TServiceRequestsResponse = res.json();
  return { items: body.items.filter((item) => item.type === 'ticket') };
}

/** Sweeps at the current clock and waits for the poll jobs it queued. */
async function sweepAndPoll(): Promise<number> {
  const claimed = await sweepServiceRequestStatus(t.ctx);
  await t.ctx.jobs.drain(20_000);
  return claimed;
}

/** Marks every other open ticket closed, so a sweep polls only the one under test. */
async function onlyWatch(id: string): Promise<void> {
  await t.ctx.db
    .update(serviceRequests)
    .set({ boStatus: 'closed' })
    .where(and(sql`${serviceRequests.id} <> ${id}`, eq(serviceRequests.status, 'filed')));
}

describe('the timeline of a request', () => {
  it('records received and filed, and the customer sees them with the issue number', async () => {
    const { requestId, issueId } = await fileMissedPickup();
    expect(issueId).toMatch(/^\d+$/);
    const row = await requestRow(requestId);
    expect(row.portalId).toBeTruthy();
    const mine = (await myRequests()).items.find((r) => r.id === requestId)!;
    expect(mine).toMatchObject({ status: 'filed', issueId, boStatus: null, boClosingNote: null });
    expect(mine.timeline.map((e) => [e.kind, e.note, e.by])).toEqual([
      ['received', null, 'customer'],
      ['filed', issueId, 'back office'],
    ]);
    // another customer does not see it
    expect((await myRequests(other)).items.map((r) => r.id)).not.toContain(requestId);
  });
});

describe('the status poll', () => {
  it('polls a filed ticket at most once per interval and records each change once', async () => {
    const { requestId, issueId } = await fileMissedPickup();
    await onlyWatch(requestId);
    fake.status = null;
    fake.statusCalls = 0;
    advance(1);

    // first poll: open, as filed; the notes the portal sent with the ticket are not news
    expect(await sweepAndPoll()).toBe(1);
    expect(fake.statusCalls).toBe(1);
    expect(await requestRow(requestId)).toMatchObject({ boStatus: 'open', lastPollError: null });
    expect(await eventCount(requestId)).toBe(2);

    // not due again within the interval
    advance(5);
    expect(await sweepAndPoll()).toBe(0);
    expect(fake.statusCalls).toBe(1);

    // the back office starts work and adds a note
    fake.status = {
      status: 'in-progress',
      closingNote: null,
      notes: [{ date: '2026-11-20T16:00:00', user: 'DKOWALSKI', text: 'Truck sent back' }],
    };
    advance(15);
    expect(await sweepAndPoll()).toBe(1);
    let timeline = (await detail(requestId)).timeline;
    expect(timeline.slice(2).map((e) => [e.kind, e.status, e.note, e.by])).toEqual([
      ['status-changed', 'in-progress', null, 'back office'],
      ['note-added', null, 'Truck sent back', 'DKOWALSKI'],
    ]);

    // polling again (the sweep after the interval, and a poll job run twice) adds nothing
    advance(15);
    expect(await sweepAndPoll()).toBe(1);
    await pollServiceRequestStatus(t.ctx, requestId);
    await Promise.all([
      pollServiceRequestStatus(t.ctx, requestId),
      pollServiceRequestStatus(t.ctx, requestId),
    ]);
    expect(await eventCount(requestId)).toBe(4);

    // closed with a note: recorded once, the customer sees it, and the ticket is not polled any more
    fake.status = { ...fake.status, status: 'closed', closingNote: 'Picked up on Tuesday' };
    advance(15);
    expect(await sweepAndPoll()).toBe(1);
    await pollServiceRequestStatus(t.ctx, requestId);
    timeline = (await detail(requestId)).timeline;
    expect(timeline.slice(4).map((e) => [e.kind, e.status, e.note])).toEqual([
      ['status-changed', 'closed', 'Picked up on Tuesday'],
    ]);
    const mine = (await myRequests()).items.find((r) => r.id === requestId)!;
    expect(mine).toMatchObject({ issueId, boStatus: 'closed', boClosingNote: 'Picked up on Tuesday' });
    expect(mine.timeline.map((e) => e.kind)).toEqual([
      'received',
      'filed',
      'status-changed',
      'status-changed',
    ]);

    const calls = fake.statusCalls;
    advance(60 * 24);
    expect(await sweepAndPoll()).toBe(0);
    expect(fake.statusCalls).toBe(calls);
    fake.status = null;
  }, 60_000);

  it('asks a failing back office again after the interval, not at once', async () => {
    const { requestId } = await fileMissedPickup();
    await onlyWatch(requestId);
    fake.statusDown = true;
    fake.statusCalls = 0;
    advance(1);
    expect(await sweepAndPoll()).toBe(1);
    const failed = await requestRow(requestId);
    expect(failed.boStatus).toBeNull();
    expect(failed.lastPollError).toContain('The back office is down.');
    expect(await eventCount(requestId)).toBe(2);

    advance(1);
    expect(await sweepAndPoll()).toBe(0);
    expect(fake.statusCalls).toBe(1);

    fake.statusDown = false;
    fake.status = { status: 'in-progress', closingNote: null, notes: [] };
    advance(15);
    expect(await sweepAndPoll()).toBe(1);
    expect(await requestRow(requestId)).toMatchObject({ boStatus: 'in-progress', lastPollError: null });
    expect(await eventCount(requestId)).toBe(3);
    fake.status = null;
  }, 60_000);

  it('asks less often as a ticket ages', async () => {
    expect(statusPollIntervalMinutes(15, 60 * MINUTE)).toBe(15);
    expect(statusPollIntervalMinutes(15, 3 * 24 * 60 * MINUTE)).toBe(60);
    expect(statusPollIntervalMinutes(15, 20 * 24 * 60 * MINUTE)).toBe(360);

    const { requestId } = await fileMissedPickup();
    await onlyWatch(requestId);
    const age = (days: number, polledMinutesAgo: number) =>
      t.ctx.db
        .update(serviceRequests)
        .set({
          createdAt: new Date(clock.getTime() - days * 24 * 60 * MINUTE),
          lastPolledAt: new Date(clock.getTime() - polledMinutesAgo * MINUTE),
        })
        .where(eq(serviceRequests.id, requestId));
    await age(3, 30);
    expect(await sweepAndPoll()).toBe(0);
    await age(3, 61);
    expect(await sweepAndPoll()).toBe(1);
    await age(20, 300);
    expect(await sweepAndPoll()).toBe(0);
    await age(20, 361);
    expect(await sweepAndPoll()).toBe(1);
  }, 60_000);
});

describe('the tickets desk', () => {
  it('answers by the staff role: 401 without a staff session, 403 for other work accounts', async () => {
    expect((await call('GET', BASE)).statusCode).toBe(401);
    expect((await call('GET', BASE, rita)).statusCode).toBe(401);
    expect((await call('GET', BASE, unknown)).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/x/status`, unknown, {})).statusCode).toBe(403);
    expect((await call('GET', BASE, service)).statusCode).toBe(200);
    expect((await call('GET', BASE, admin)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/no-such-request`, admin)).statusCode).toBe(404);
  });

  it('re-sends a failed request with the same idempotency key, once', async () => {
    fake.filingDown = true;
    const { requestId } = await fileMissedPickup();
    const failed = await serviceRequestOnce(
      t.ctx,
      requestId,
      (row) => row.status === 'failed',
      'the request to fail',
    );
    expect(failed.lastError).toContain('not answering');
    let seen = await detail(requestId);
    expect(seen).toMatchObject({
      delivery: 'failed',
      issueId: null,
      actions: { resend: true, setStatus: false },
    });
    expect(seen.timeline.map((e) => e.kind)).toEqual(['received', 'failed']);
    expect(seen.confirmation.subject).toBe('Missed Pickup Request Confirmation');
    expect(seen.payload).toMatchObject({ SC01: { SC01_TYPE: 'MP' } });
    // the customer is told it was received and the company told, without the error text
    const mine = (await myRequests()).items.find((r) => r.id === requestId)!;
    expect(mine.status).toBe('failed');
    expect(mine.timeline[1]).toMatchObject({ kind: 'failed', note: null });

    fake.filingDown = false;
    const res = await call('POST', `${BASE}/${requestId}/resend`, service);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TServiceRequestDetail).timeline.map((e) => [e.kind, e.by])).toContainEqual([
      'resent',
      'Sam Service',
    ]);
    const filed = await serviceRequestOnce(
      t.ctx,
      requestId,
      (row) => row.status === 'filed',
      'the re-sent request to be filed',
    );
    const tickets = await t.ctx.db.select().from(boIssues).where(eq(boIssues.idempotencyKey, requestId));
    expect(tickets).toHaveLength(1);
    seen = await detail(requestId);
    expect(seen.timeline.map((e) => e.kind)).toEqual(['received', 'failed', 'resent', 'filed']);
    expect(seen.timeline[3]!.note).toBe(filed.issueId);
    expect(seen.confirmation.text).toContain(` (issue #${filed.issueId})`);

    // only a failed request can be sent again
    const again = await call('POST', `${BASE}/${requestId}/resend`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed request can be sent again.');
  }, 60_000);

  it('sets the status and adds notes in the built-in back office; the customer sees the closing note', async () => {
    const { requestId, issueId } = await fileMissedPickup();
    expect((await detail(requestId)).actions).toEqual({ resend: false, setStatus: true });

    const bad = await call('POST', `${BASE}/${requestId}/status`, service, {});
    expect(bad.statusCode).toBe(400);
    const wrong = await call('POST', `${BASE}/${requestId}/status`, service, { status: 'lost' });
    expect(wrong.statusCode).toBe(400);

    let res = await call('POST', `${BASE}/${requestId}/status`, service, { status: 'in-progress' });
    expect(res.statusCode, res.body).toBe(200);
    res = await call('POST', `${BASE}/${requestId}/status`, admin, { note: 'Truck sent back' });
    expect(res.statusCode, res.body).toBe(200);
    res = await call('POST', `${BASE}/${requestId}/status`, service, {
      status: 'closed',
      note: 'Picked up on Tuesday',
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen: TServiceRequestDetail = res.json();
    expect(seen).toMatchObject({ boStatus: 'closed', boClosingNote: 'Picked up on Tuesday', issueId });
    expect(seen.timeline.slice(2).map((e) => [e.kind, e.status, e.note, e.by])).toEqual([
      ['status-changed', 'in-progress', null, 'Sam Service'],
      ['note-added', null, 'Truck sent back', 'Alex Admin'],
      // the closing note once, with the change to closed (not again as a note of its own)
      ['status-changed', 'closed', 'Picked up on Tuesday', 'Sam Service'],
    ]);
    const [issue] = await t.ctx.db
      .select()
      .from(boIssues)
      .where(eq(boIssues.issueId, Number(issueId)));
    expect(issue).toMatchObject({ status: 'closed', closingNote: 'Picked up on Tuesday' });

    const mine = (await myRequests()).items.find((r) => r.id === requestId)!;
    expect(mine).toMatchObject({ boStatus: 'closed', boClosingNote: 'Picked up on Tuesday' });
    expect(mine.timeline.map((e) => [e.kind, e.status, e.note])).toEqual([
      ['received', null, null],
      ['filed', null, issueId],
      ['status-changed', 'in-progress', null],
      ['status-changed', 'closed', 'Picked up on Tuesday'],
    ]);

    // a poll afterwards finds nothing new
    const before = await eventCount(requestId);
    await pollServiceRequestStatus(t.ctx, requestId);
    expect(await eventCount(requestId)).toBe(before);
  }, 60_000);

  it('refuses a status change with an external back office or before the request is filed', async () => {
    const { requestId } = await fileMissedPickup();
    fake.external = true;
    try {
      const res = await call('POST', `${BASE}/${requestId}/status`, service, { status: 'closed' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('kept in the back office');
      expect((await detail(requestId)).actions.setStatus).toBe(false);
    } finally {
      fake.external = false;
    }
    await t.ctx.db.update(serviceRequests).set({ status: 'queued' }).where(eq(serviceRequests.id, requestId));
    const queued = await call('POST', `${BASE}/${requestId}/status`, service, { status: 'closed' });
    expect(queued.statusCode).toBe(409);
    expect(queued.json().message).toBe('The status can be set once the request is filed in the back office.');
    await t.ctx.db.update(serviceRequests).set({ status: 'filed' }).where(eq(serviceRequests.id, requestId));
    const missing = await call('POST', `${BASE}/no-such-request/status`, service, { status: 'closed' });
    expect(missing.statusCode).toBe(404);
  });

  describe('the list', () => {
    const PREFIX = 'listtest';
    const BASE_DAY = Date.parse('2026-10-01T12:00:00Z');
    let portalId: string;

    beforeAll(async () => {
      const [row] = await t.ctx.db
        .select({ portalId: serviceRequests.portalId })
        .from(serviceRequests)
        .where(eq(serviceRequests.uid, RITA.uid))
        .limit(1);
      portalId = row!.portalId!;
      // 30 requests of a made-up customer, one a day from 2026-10-01: kinds, states and statuses in turn
      const kinds = ['missed-pickup', 'pickup-request', 'vacation-hold'] as const;
      const states = ['filed', 'filed', 'failed', 'queued', 'filed'] as const;
      const statuses = ['open', 'closed', 'in-progress'] as const;
      await t.ctx.db.insert(serviceRequests).values(
        Array.from({ length: 30 }, (_, i) => {
          const status = states[i % states.length]!;
          return {
            id: `${PREFIX}-${String(i).padStart(2, '0')}`,
            uid: `${PREFIX}-customer`,
            kind: kinds[i % kinds.length]!,
            serviceType: 'trash',
            status,
            payload: { DatabaseName: 'TRUX_LR_COMP', SC01: { SC01_TYPE: 'MP' }, Notes: [] },
            confirmation: {
              to: 'zelda@example.test',
              customer: {
                name: i === 7 ? 'Zelda Quartermain' : 'Listy McListface',
                email: 'zelda@example.test',
                address: `${100 + i} Elm St, Lake Bluff`,
                phone: '',
                account: '',
              },
            },
            issueId: status === 'filed' ? String(900_000 + i) : null,
            boStatus: status === 'filed' ? statuses[i % statuses.length]! : null,
            portalId: i < 25 ? portalId : 'another-portal',
            createdAt: new Date(BASE_DAY + i * 24 * 60 * MINUTE),
          };
        }),
      );
    });

    async function list(query: string, cookie = service): Promise<TServiceRequestListResult> {
      const res = await call('GET', `${BASE}?${query}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    }

    it('pages newest first with a cursor, and counts with the first page', async () => {
      const first = await list('text=listy');
      expect(first.items).toHaveLength(20);
      expect(first.items[0]!.id).toBe(`${PREFIX}-29`);
      expect(first.items.every((item, i, all) => i === 0 || all[i - 1]!.createdAt >= item.createdAt)).toBe(
        true,
      );
      expect(first.counts).toEqual({
        matching: 29,
        boStatus: { open: 6, closed: 6, 'in-progress': 6, none: 11 },
        delivery: { filed: 18, failed: 5, queued: 6 },
      });
      expect(first.nextCursor).toBeTruthy();
      const second = await list(`text=listy&cursor=${encodeURIComponent(first.nextCursor!)}`);
      expect(second.items).toHaveLength(9);
      expect(second.counts).toBeNull();
      expect(second.nextCursor).toBeNull();
      const ids = new Set([...first.items, ...second.items].map((i) => i.id));
      expect(ids.size).toBe(29);
      expect(ids.has(`${PREFIX}-07`)).toBe(false);
    });

    it('filters by kind, delivery state, back-office status, portal, dates and text', async () => {
      const vacation = await list(`text=${PREFIX}&kind=vacation-hold`);
      expect(vacation.items.map((i) => i.kind)).toEqual(Array(10).fill('vacation-hold'));

      const failed = await list(`text=${PREFIX}&delivery=failed`);
      expect(failed.items.every((i) => i.delivery === 'failed')).toBe(true);
      expect(failed.counts!.matching).toBe(6);
      // each facet's counts leave out their own filter
      expect(failed.counts!.delivery).toEqual({ filed: 18, failed: 6, queued: 6 });
      expect(failed.counts!.boStatus).toEqual({ open: 0, closed: 0, 'in-progress': 0, none: 6 });

      const closed = await list(`text=${PREFIX}&boStatus=closed`);
      expect(closed.items.every((i) => i.boStatus === 'closed')).toBe(true);
      const none = await list(`text=${PREFIX}&boStatus=none`);
      expect(none.items.every((i) => i.boStatus === null)).toBe(true);
      expect(none.counts!.matching).toBe(12);

      const elsewhere = await list(`text=${PREFIX}&portal=another-portal`);
      expect(elsewhere.items.map((i) => i.id).sort()).toEqual(
        [25, 26, 27, 28, 29].map((i) => `${PREFIX}-${i}`),
      );
      expect(elsewhere.items[0]!.portalTitle).toBeNull();
      const ours = await list(`text=${PREFIX}&portal=${encodeURIComponent(portalId)}`);
      expect(ours.counts!.matching).toBe(25);
      expect(ours.items[0]!.portalTitle).toBeTruthy();

      const october = await list(`text=${PREFIX}&createdFrom=2026-10-03&createdTo=2026-10-05`);
      expect(october.items.map((i) => i.id)).toEqual([`${PREFIX}-04`, `${PREFIX}-03`, `${PREFIX}-02`]);

      const zelda = await list('text=QUARTERMAIN');
      expect(zelda.items.map((i) => i.id)).toEqual([`${PREFIX}-07`]);
      expect(zelda.items[0]!.customer).toMatchObject({
        uid: `${PREFIX}-customer`,
        name: 'Zelda Quartermain',
        profileExists: false,
      });
      expect((await list('text=112 Elm')).items.map((i) => i.id)).toEqual([`${PREFIX}-12`]);
      expect((await list('text=900015')).items.map((i) => i.id)).toEqual([`${PREFIX}-15`]);
      // wildcards are literal
      expect((await list('text=%25')).items).toEqual([]);
    });

    it('exports the filtered list as a spreadsheet, newest first', async () => {
      const res = await call('GET', `${BASE}/export?text=${PREFIX}&delivery=failed`, service);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="service-requests-export-2026-\d\d-\d\dT[\d-]+Z\.xlsx"$/,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Service Requests')!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...SERVICE_REQUEST_EXPORT_COLUMNS]);
      const ids: unknown[] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) ids.push(row.getCell(2).value);
      });
      expect(ids).toEqual([27, 22, 17, 12, 7, 2].map((i) => `${PREFIX}-${String(i).padStart(2, '0')}`));
      const zelda = sheet.getRow(6);
      expect(zelda.getCell(1).value).toBe('REQ-LISTTEST07');
      expect(zelda.getCell(8).value).toBe('Zelda Quartermain');
      expect(zelda.getCell(13).value).toBe('failed');

      // read in batches: every row once, in order
      const filters = { text: PREFIX, kind: 'missed-pickup' as const };
      const first = await findServiceRequestExportBatch(t.ctx.db, filters, undefined, 3);
      const stream = await streamServiceRequestWorkbook(t.ctx.db, filters, first, 3);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const batched = new ExcelJS.Workbook();
      await batched.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
      const batchedIds: unknown[] = [];
      batched.getWorksheet('Service Requests')!.eachRow((row, n) => {
        if (n > 1) batchedIds.push(row.getCell(2).value);
      });
      expect(batchedIds).toEqual(
        [27, 24, 21, 18, 15, 12, 9, 6, 3, 0].map((i) => `${PREFIX}-${String(i).padStart(2, '0')}`),
      );

      const none = await call('GET', `${BASE}/export?text=nobody-at-all`, service);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('No service requests to export.');
      expect((await call('GET', `${BASE}/export`, unknown)).statusCode).toBe(403);
    });

    it('refuses a bad cursor, a bad date and reversed dates', async () => {
      expect((await call('GET', `${BASE}?cursor=nonsense`, service)).statusCode).toBe(400);
      expect((await call('GET', `${BASE}?createdFrom=2026-02-30`, service)).statusCode).toBe(400);
      expect(
        (await call('GET', `${BASE}?createdFrom=2026-10-05&createdTo=2026-10-01`, service)).statusCode,
      ).toBe(400);
      expect((await call('GET', `${BASE}?delivery=lost`, service)).statusCode).toBe(400);
    });
  });
});
