import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  authIdentities,
  authPasswords,
  authSessions,
  customerProfiles,
  portalSetups,
  serviceRequests,
} from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { injectWithCookie, staffSessionCookie } from '../../test/sign-in';
import { hashToken } from '../../auth/crypto';
import { COUNT_CACHE_MS, findExportBatch } from './customer-profiles-repository';
import { streamCustomerWorkbook } from './customer-profiles-export';
import { staffUsers } from '../../db/schema';
import type {
  TCustomerProfileListItem,
  TCustomerProfileListResult,
} from '../../../domain/customer-profiles/customer-profile-admin';

let adminCookie: string;
let csCookie: string;
let unknownCookie: string;
const clock = new Date('2026-05-04T10:00:00.000Z');

/** `null`: no cookie at all; left out: the admin's. */
const call = (method: 'GET' | 'DELETE', url: string, cookie: string | null = adminCookie) =>
  injectWithCookie(t.app, method, url, cookie ?? undefined);

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara'];
const LAST_NAMES = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Ritchie',
  'Thompson',
  'Kernighan',
];
const RESIDENTS = 45;

/**
 * 45 residential profiles on two portals, three enterprise profiles without a portal, and one profile
 * whose portal is unknown. Five residents share one creation time, to prove the keyset tie-break.
 */
async function seed() {
  const service = (type: string, size: number) => ({ CM05_TYPE: type, CM05_SIZE: size, CM05_QTY: 1 });
  await t.ctx.db.insert(portalSetups).values([
    {
      id: 'portal-elm',
      portalTitle: 'Elmwood Village',
      portalType: 'residential',
      zipCodes: ['60201'],
      setup: {
        defaultTrashService: service('RG', 96),
        defaultRecyclingService: service('RR', 64),
        defaultYardwasteService: service('RY', 30),
        // the export writes each row's dates in its own portal's zone
        pickupCalendar: { timeZone: 'America/New_York' },
      },
    },
    {
      id: 'portal-oak',
      portalTitle: 'Oakton Township',
      portalType: 'residential',
      zipCodes: ['60076'],
      setup: { defaultTrashService: service('RG', 64), pickupCalendar: { timeZone: 'America/Chicago' } },
    },
  ]);
  const rows: (typeof customerProfiles.$inferInsert)[] = [];
  for (let i = 0; i < RESIDENTS; i++) {
    const sameTime = i >= 10 && i < 15;
    rows.push({
      uid: `res-${String(i).padStart(2, '0')}`,
      entryType: 'CustomerProfile',
      defaultServicesId: i % 3 === 0 ? 'portal-oak' : 'portal-elm',
      email: `res${i}@example.test`,
      firstName: FIRST_NAMES[i % 5]!,
      lastName: `${LAST_NAMES[Math.floor(i / 5)]!}${i}`,
      phoneNumber: '(847) 555-0100',
      zipCode: i % 3 === 0 ? '60076' : '60201',
      street: `${100 + i} Maple Street`,
      city: 'Evanston',
      cm04Cust: `C${String(70000 + i)}`,
      cm04Site: '1',
      selectedAddress: { CM04_STAT: 'IL', CM04_PZIP: i % 3 === 0 ? '60076-1234' : '60201' },
      hasServiceChanges: i % 4 === 0,
      serviceChanges:
        i % 4 === 0
          ? {
              trash: {
                changedDefaults: { CM05_SIZE: 35 },
                additional: [{ CM05_TYPE: 'RG', CM05_SIZE: 96, CM05_QTY: 2 }],
              },
            }
          : {},
      createdAt: sameTime
        ? new Date('2026-02-01T12:00:00.123456Z')
        : new Date(Date.UTC(2026, 0, 1) + i * 86_400_000),
    });
  }
  for (let i = 0; i < 3; i++) {
    rows.push({
      uid: `ent-${i}`,
      entryType: 'EnterpriseCustomerProfile',
      email: `ent${i}@example.test`,
      firstName: 'Quinn',
      lastName: `Corp${i}`,
      organizationName: `Northshore Logistics ${i}`,
      createdAt: new Date(Date.UTC(2025, 5, 1 + i)),
    });
  }
  await t.ctx.db.insert(customerProfiles).values(rows);
  // the zip of one resident carries ZIP+4 text, cut to 5 in the export
  await t.ctx.db.update(customerProfiles).set({ zipCode: null }).where(eq(customerProfiles.uid, 'res-03'));
}

const t = useTestApp(() => createTestApp({ work: false, now: () => clock }));

beforeAll(async () => {
  await t.ctx.db.insert(staffUsers).values([
    { id: 's1', name: 'Lead Admin', email: 'lead.admin@hauler.test', role: 'admin', isActive: true },
    { id: 's2', name: 'Casey Service', email: 'casey@hauler.test', role: 'customerservice', isActive: true },
  ]);
  adminCookie = await staffSessionCookie(t.ctx, 'lead.admin@hauler.test', 'Lead Admin', clock);
  csCookie = await staffSessionCookie(t.ctx, 'casey@hauler.test', 'Casey Service', clock);
  unknownCookie = await staffSessionCookie(t.ctx, 'stranger@elsewhere.test', 'Stranger', clock);
  await seed();
});

async function list(query = '', cookie = adminCookie): Promise<TCustomerProfileListResult> {
  const res = await call('GET', `/api/admin/customer-profiles${query ? `?${query}` : ''}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a filter, following nextCursor. */
async function allPages(query = ''): Promise<{ items: TCustomerProfileListItem[]; pages: number }> {
  const items: TCustomerProfileListItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    const page = await list(params.toString());
    if (cursor) expect(page.counts).toBeNull();
    items.push(...page.items);
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 20);
  return { items, pages };
}

describe('who may use the customer profiles', () => {
  const routes: ['GET' | 'DELETE', string][] = [
    ['GET', '/api/admin/customer-profiles'],
    ['GET', '/api/admin/customer-profiles/filter-options'],
    ['GET', '/api/admin/customer-profiles/export'],
    ['DELETE', '/api/admin/customer-profiles/nobody'],
  ];

  it('answers 401 without a staff sign-in and 403 to a work account not on the staff list', async () => {
    for (const [method, url] of routes) {
      expect((await call(method, url, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, unknownCookie)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets customerservice and admin in', async () => {
    for (const cookie of [csCookie, adminCookie]) {
      expect((await call('GET', '/api/admin/customer-profiles', cookie)).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/customer-profiles/filter-options', cookie)).statusCode).toBe(200);
      expect((await call('DELETE', '/api/admin/customer-profiles/nobody', cookie)).statusCode).toBe(404);
    }
  });
});

describe('the list', () => {
  it('shows 20 newest first with the portal title, or null when the portal is unknown', async () => {
    const page = await list();
    expect(page.items).toHaveLength(20);
    expect(page.items[0]!.uid).toBe('res-44');
    expect(page.items[0]!.portalTitle).toBe('Elmwood Village');
    expect(page.counts).toEqual({ matching: 48, matchingCapped: false, total: 48 });
    expect(page.nextCursor).toEqual(expect.any(String));
    const dates = page.items.map((i) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages with a cursor through every profile once, ties included', async () => {
    const { items, pages } = await allPages();
    expect(pages).toBe(3);
    const uids = items.map((i) => i.uid);
    expect(new Set(uids).size).toBe(48);
    expect(uids).toHaveLength(48);
    const tied = uids.filter((u) => ['res-10', 'res-11', 'res-12', 'res-13', 'res-14'].includes(u));
    expect(tied).toEqual(['res-14', 'res-13', 'res-12', 'res-11', 'res-10']);
    const enterprise = await list('customerType=enterprise');
    expect(enterprise.items.every((i) => i.portalTitle === null)).toBe(true);
  });

  it('filters by a name fragment, ignoring case, with the matching and total counts', async () => {
    const page = await list('customer=LOVEL');
    expect(page.items.map((i) => i.uid).sort()).toEqual(['res-00', 'res-01', 'res-02', 'res-03', 'res-04']);
    expect(page.counts).toEqual({ matching: 5, matchingCapped: false, total: 48 });
    // first and last name together, and the organization name
    expect((await list('customer=ada%20lovelace0')).items.map((i) => i.uid)).toEqual(['res-00']);
    expect((await list('customer=northshore')).counts!.matching).toBe(3);
  });

  it('filters by a site (street) fragment and by a customer-number fragment', async () => {
    expect((await list('customer=141%20maple')).items.map((i) => i.uid)).toEqual(['res-41']);
    expect((await list('customer=c7004')).items.map((i) => i.uid).sort()).toEqual([
      'res-40',
      'res-41',
      'res-42',
      'res-43',
      'res-44',
    ]);
  });

  it('treats LIKE wildcards in the customer filter as plain characters', async () => {
    expect((await list('customer=%25')).counts!.matching).toBe(0);
    expect((await list('customer=_')).counts!.matching).toBe(0);
  });

  it('filters by portal, customer type, ZIP, created between and service changes', async () => {
    const oak = await allPages('portal=portal-oak');
    expect(oak.items.length).toBe(15);
    expect(oak.items.every((i) => i.defaultServicesId === 'portal-oak')).toBe(true);
    expect((await list('customerType=enterprise')).counts!.matching).toBe(3);
    expect((await list('customerType=residential')).counts!.matching).toBe(45);
    expect((await list('zip=60076')).counts!.matching).toBe(14); // res-03 has no ZIP
    const between = await list('createdFrom=2026-01-01&createdTo=2026-01-03');
    expect(between.items.map((i) => i.uid)).toEqual(['res-02', 'res-01', 'res-00']);
    expect((await list('hasServiceChanges=true')).counts!.matching).toBe(12);
    expect((await list('hasServiceChanges=false')).counts!.matching).toBe(36);
    const combined = await list('portal=portal-oak&hasServiceChanges=true&customer=lovelace');
    expect(combined.items.map((i) => i.uid)).toEqual(['res-00']);
    expect(combined.counts).toEqual({ matching: 1, matchingCapped: false, total: 48 });
    expect((await list('customerId=res-07')).items.map((i) => i.uid)).toEqual(['res-07']);
  });

  it('pages a filtered list without duplicates or gaps', async () => {
    const { items } = await allPages('portal=portal-elm');
    expect(items).toHaveLength(30);
    expect(new Set(items.map((i) => i.uid)).size).toBe(30);
  });

  it('answers 400 to bad filters and cursors', async () => {
    for (const query of [
      'customerType=commercial',
      'zip=6020',
      'createdFrom=2026-02-30',
      'createdFrom=2026-03-02&createdTo=2026-03-01',
      'hasServiceChanges=maybe',
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`,
      `customer=${'x'.repeat(101)}`,
    ]) {
      const res = await call('GET', `/api/admin/customer-profiles?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('lists the portals to filter by', async () => {
    const res = await call('GET', '/api/admin/customer-profiles/filter-options');
    expect(res.json()).toEqual({
      portals: [
        { id: 'portal-elm', title: 'Elmwood Village' },
        { id: 'portal-oak', title: 'Oakton Township' },
      ],
    });
  });
});

describe('the export', () => {
  async function readWorkbook(buffer: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    return workbook;
  }

  it('streams the filtered profiles as "Customer Services" with ZIPs cut to 5 and labelled services', async () => {
    const res = await call('GET', '/api/admin/customer-profiles/export?portal=portal-oak');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="customer-services-export-2026-05-04T10-00-00-000Z.xlsx"',
    );
    const workbook = await readWorkbook(res.rawPayload);
    const sheet = workbook.getWorksheet('Customer Services')!;
    expect(sheet).toBeDefined();
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Trash (RG) Size');
    expect(header).toContain('Recycling (RR) Size');
    expect(header).toContain('Yard Waste (RY) Additional Carts');
    expect(sheet.rowCount).toBe(16);
    const rows = new Map<string, Record<string, unknown>>();
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const values = row.values as unknown[];
      rows.set(String(values[1]), Object.fromEntries(header.map((h, i) => [String(h), values[i + 1]])));
    });
    const changed = rows.get('res-00')!;
    expect(changed['Portal']).toBe('Oakton Township');
    expect(changed['ZIP Code']).toBe('60076');
    expect(changed['Trash (RG) Size']).toBe('35 gal');
    expect(changed['Trash (RG) Additional Carts']).toBe(2);
    expect(changed['Service Changes']).toBe('Trash (RG)');
    // no ZIP on the profile: the selected address's ZIP+4, cut to 5
    expect(rows.get('res-03')!['ZIP Code']).toBe('60076');
    expect(rows.get('res-03')!['Trash (RG) Size']).toBe('64 gal');
    expect(rows.get('res-03')!['Service Changes']).toBeUndefined();
  });

  it("writes Created as a date cell in each row's portal's time zone, which sorts as the list does", async () => {
    const res = await call('GET', '/api/admin/customer-profiles/export');
    const sheet = (await readWorkbook(res.rawPayload)).getWorksheet('Customer Services')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = header.indexOf('Created') + 1;
    const created = new Map<string, ExcelJS.Cell>();
    sheet.eachRow((row, n) => {
      if (n > 1) created.set(String(row.getCell(1).value), row.getCell(column));
    });
    // ExcelJS reads a date cell as a Date whose UTC fields are the wall clock the cell shows
    const shown = (uid: string) => {
      const cell = created.get(uid)!;
      expect(cell.type, uid).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt, uid).toBe('yyyy-mm-dd hh:mm');
      return (cell.value as Date).toISOString().slice(0, 16).replace('T', ' ');
    };
    // created 2026-01-01 00:00 UTC on the Chicago portal: the evening before there
    expect(shown('res-00')).toBe('2025-12-31 18:00');
    // 2026-01-02 00:00 UTC on the New York portal
    expect(shown('res-01')).toBe('2026-01-01 19:00');
    // no portal: the default zone (Chicago, summer time on 2025-06-01 00:00 UTC)
    expect(shown('ent-0')).toBe('2025-05-31 19:00');
    // newest first as listed: within a portal the cells' numbers fall as the list goes down
    const oak = [...created.entries()]
      .filter(([uid]) => uid.startsWith('res-') && Number(uid.slice(4)) % 3 === 0)
      .map(([, cell]) => (cell.value as Date).getTime());
    expect(oak.length).toBe(15);
    expect(oak).toEqual([...oak].sort((a, b) => b - a));
  });

  it('exports every profile once, in list order, across many batches', async () => {
    const res = await call('GET', '/api/admin/customer-profiles/export');
    const sheet = (await readWorkbook(res.rawPayload)).getWorksheet('Customer Services')!;
    expect(sheet.rowCount).toBe(49);
    expect((sheet.getRow(2).values as unknown[])[1]).toBe('res-44');

    // batches of 7: the keyset cursor between batches (ties included) loses and repeats nothing
    const first = await findExportBatch(t.ctx.db, {}, undefined, 7);
    const stream = await streamCustomerWorkbook(t.ctx.db, {}, first, 7);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const batched = (await readWorkbook(Buffer.concat(chunks))).getWorksheet('Customer Services')!;
    const uids: string[] = [];
    batched.eachRow((row, n) => {
      if (n > 1) uids.push(String((row.values as unknown[])[1]));
    });
    const listed = (await allPages()).items.map((i) => i.uid);
    expect(uids).toEqual(listed);
  });

  it('answers "No customer data to export." when nothing matches, and 400 to bad filters', async () => {
    const res = await call('GET', '/api/admin/customer-profiles/export?customer=nobody-at-all');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No customer data to export.');
    expect((await call('GET', '/api/admin/customer-profiles/export?zip=abc')).statusCode).toBe(400);
  });
});

describe('deleting a profile', () => {
  it('removes the profile, its sign-in and sessions; keeps its service requests; writes an audit row', async () => {
    const uid = 'res-20';
    await t.ctx.db.insert(authPasswords).values({ uid, passwordHash: 'x' });
    await t.ctx.db
      .insert(authIdentities)
      .values({ provider: 'google', subject: 'g-20', uid, email: 'res20@example.test' });
    await t.ctx.db.insert(authSessions).values({
      tokenHash: hashToken('customer-token-20'),
      kind: 'customer',
      uid,
      expiresAt: new Date('2100-01-01T00:00:00Z'),
    });
    await t.ctx.db.insert(serviceRequests).values({
      id: 'ticket-20',
      uid,
      kind: 'missed-pickup',
      payload: { SC01: {} },
      confirmation: {},
    });

    const res = await call('DELETE', `/api/admin/customer-profiles/${uid}`, csCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ uid, firstName: 'Ada', lastName: 'Liskov20', email: 'res20@example.test' });

    const gone = async (table: typeof authPasswords | typeof authIdentities | typeof authSessions) =>
      (await t.ctx.db.select().from(table).where(eq(table.uid, uid))).length;
    expect(await gone(authPasswords)).toBe(0);
    expect(await gone(authIdentities)).toBe(0);
    expect(await gone(authSessions)).toBe(0);
    expect(await t.ctx.db.select().from(customerProfiles).where(eq(customerProfiles.uid, uid))).toHaveLength(
      0,
    );
    const [ticket] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.id, 'ticket-20'));
    expect(ticket?.uid).toBe(uid);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer_profile'), eq(auditLog.entityId, uid)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'casey@hauler.test', action: 'delete', after: null });
    expect(audit[0]!.before).toMatchObject({ uid, email: 'res20@example.test' });

    // the counts follow at once, the second delete finds nothing
    expect((await list()).counts).toEqual({ matching: 47, matchingCapped: false, total: 47 });
    const again = await call('DELETE', `/api/admin/customer-profiles/${uid}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This customer profile no longer exists.');
  });
});

describe('counting many matches', () => {
  it('counts matches up to 1,000 and says when there are more', async () => {
    await t.ctx.db.execute(sql`
      insert into customer_profiles (uid, entry_type, email, first_name, last_name, created_at)
      select 'many-' || n, 'CustomerProfile', 'many-' || n || '@example.test', 'Manyfold', 'Person' || n,
             timestamptz '2024-01-01' + make_interval(mins => n)
      from generate_series(1, 1005) as g(n)`);
    const page = await list('customer=manyfold');
    expect(page.items).toHaveLength(20);
    expect(page.counts).toMatchObject({ matching: 1000, matchingCapped: true });
    const exact = await list('customer=person100');
    expect(exact.counts).toMatchObject({ matching: 7, matchingCapped: false }); // 100, 1000–1005
  });
});

describe('counts kept per filter', () => {
  it('answers a filter counted in the last 30 s from memory, and forgets counts when a profile is deleted', async () => {
    const first = await list('customer=keptcount');
    expect(first.counts).toMatchObject({ matching: 0, matchingCapped: false });
    await t.ctx.db.insert(customerProfiles).values({
      uid: 'kept-1',
      entryType: 'CustomerProfile',
      email: 'kept-1@example.test',
      firstName: 'Keptcount',
      lastName: 'Person',
    });
    // the rows are read fresh, the count is the one made a moment ago
    const again = await list('customer=keptcount');
    expect(again.items.map((i) => i.uid)).toEqual(['kept-1']);
    expect(again.counts).toMatchObject({ matching: 0 });
    // another filter is counted afresh
    expect((await list('customer=keptcount&customerType=residential')).counts).toMatchObject({ matching: 1 });

    const realNow = Date.now;
    try {
      const later = realNow() + COUNT_CACHE_MS + 1;
      Date.now = () => later;
      expect((await list('customer=keptcount')).counts).toMatchObject({ matching: 1 });
    } finally {
      Date.now = realNow;
    }

    expect((await call('DELETE', '/api/admin/customer-profiles/kept-1')).statusCode).toBe(200);
    expect((await list('customer=keptcount')).counts).toMatchObject({ matching: 0 });
  });

  it('keeps no pending list in the search indexes (PGlite never vacuums)', async () => {
    const res = await t.ctx.db.execute(
      sql`select relname, reloptions from pg_class where relname in ('customer_profiles_search_trgm', 'customer_profiles_cust_trgm')`,
    );
    const rows = (res as unknown as { rows: { relname: string; reloptions: string[] | null }[] }).rows;
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.reloptions).toContain('fastupdate=false');
  });
});
