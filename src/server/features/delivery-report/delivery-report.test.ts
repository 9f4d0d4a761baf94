/**
 * The delivery report's API against hand-checked fixtures (issue 13): a portal of its own (trash 64,
 * recycling 96, yard waste 96 gallons; routing customer DR100 in TRUX_DR_COMP) with five profiles and
 * 26 back-office sites. Every row, note and figure below is worked out by hand. PGlite, or PostgreSQL
 * with TEST_DATABASE_URL.
 */
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  TDeliveryReportPage,
  TDeliveryReportSummary,
} from '../../../domain/delivery-report/delivery-report-api';
import { ALL_EXPORT_HEADERS } from '../../../domain/delivery-report/test-fixtures';
import { boServices, boSites, customerProfiles, portalSetups } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { backOfficeDown, createDemoHaulerApp, demoStaffCookies } from '../../test/demo-hauler';
import { injectWithCookie } from '../../test/sign-in';
import { ADDRESS_KEYS_TTL_MS, BATCH } from './delivery-report-service';

const NOW = new Date('2026-11-20T15:00:00Z');
// the app's clock (the address-key cache expires by it)
let now = NOW;
const PORTAL = 'delivery-fixture-portal';
const BARE_PORTAL = 'delivery-bare-portal';
const SOURCE = 'TRUX_DR_COMP';
const CUST = 'DR100';

let t: TestApp;
let service: string;
let admin: string;
let stranger: string;

// the back office: built-in, or one whose TRUX batches fail while `truxDown` is set
let truxDown = false;
/** While set, told of every TRUX batch read (a test counting them). */
let onBatchRead: (() => void) | null = null;

type NewProfile = typeof customerProfiles.$inferInsert;
const profile = (
  uid: string,
  first: string,
  last: string,
  street: string | null,
  city: string | null,
  createdAt: string,
  serviceChanges: Record<string, unknown> = {},
): NewProfile => ({
  uid,
  entryType: 'CustomerProfile',
  email: `${uid}@delivery.test`,
  firstName: first,
  lastName: last,
  defaultServicesId: PORTAL,
  selectedAddress: { CM04_ADD2: street, CM04_CITY: city, CM04_CUST: CUST, CM04_SITE: uid, SOURCE },
  street,
  city,
  serviceChanges,
  createdAt: new Date(createdAt),
});

function site(id: string, street: string, city: string, services: [string, number][]) {
  return {
    site: {
      source: SOURCE,
      cm04Cust: CUST,
      cm04Site: id,
      cm04Name: `SITE ${id}`,
      cm04Add2: street,
      cm04City: city,
      cm04Stat: 'IL',
      cm04Pzip: '60044',
    },
    services: services.map(([type, size], i) => ({
      source: SOURCE,
      cm05Cust: CUST,
      cm05Site: id,
      cm05Serv: i + 1,
      cm05Type: type,
      cm05Size: String(size),
      serviceDayOfWeek: 'TUE',
    })),
  };
}

beforeAll(async () => {
  t = await createDemoHaulerApp({
    now: () => now,
    backOffice: (builtIn) => {
      if (truxDown)
        return { findDeliveryReportSiteBatch: backOfficeDown('The back office cannot be reached.') };
      if (!onBatchRead) return {};
      return {
        findDeliveryReportSiteBatch: async (...args) => {
          onBatchRead?.();
          return builtIn.findDeliveryReportSiteBatch(...args);
        },
      };
    },
  });
  ({ admin, service, stranger } = await demoStaffCookies(t.ctx));

  const [demo] = await t.ctx.db.select().from(portalSetups).where(eq(portalSetups.portalType, 'residential'));
  const setup = demo!.setup as Record<string, Record<string, unknown>>;
  const fixture = (title: string, customer: string) => ({
    ...setup,
    portalTitle: title,
    defaultRoutingCustomerID: customer,
    defaultSourceDatabase: SOURCE,
    defaultSourceSystem: 'TRUX',
    defaultTrashService: { ...setup.defaultTrashService, CM05_SIZE: 64 },
    defaultRecyclingService: { ...setup.defaultRecyclingService, CM05_SIZE: 96 },
    defaultYardwasteService: { ...setup.defaultYardwasteService, CM05_SIZE: 96 },
  });
  await t.ctx.db.insert(portalSetups).values([
    {
      ...demo!,
      id: PORTAL,
      portalTitle: 'Delivery Fixture',
      zipCodes: [],
      isDefault: false,
      customerId: CUST,
      setup: fixture('Delivery Fixture', CUST),
    },
    {
      ...demo!,
      id: BARE_PORTAL,
      portalTitle: 'Delivery Bare',
      zipCodes: [],
      isDefault: false,
      customerId: null,
      setup: fixture('Delivery Bare', ''),
    },
  ]);
  await t.ctx.db.insert(customerProfiles).values([
    // trash 96 asked, default 64: Del 96, Rem 64, WANTS LARGER
    profile('a1', 'Ann', 'Alpha', '100 N Main St', 'Lake Bluff', '2026-11-19T12:00:00Z', {
      trash: { changedDefaults: { CM05_SIZE: 96 }, additional: [] },
    }),
    // two extra 64-gallon recycling carts: Del 2-64, EXTRA ON SITE
    profile('a2', 'Bob', 'Beta', '200 Oak Ave', 'Lake Forest', '2026-11-18T12:00:00Z', {
      recycling: { additional: [{ CM05_QTY: 2, CM05_SIZE: 64 }] },
    }),
    // yard waste not subscribed and no size: SUB YW, no change
    profile('a3', 'Cy', 'Gamma', '300 Elm Rd', 'Lake Bluff', '2026-11-10T12:00:00Z', {
      yardwaste: { subscription: false },
    }),
    // no city: no row
    profile('a4', 'Di', 'Delta', '350 Maple Dr', null, '2026-11-09T12:00:00Z'),
    // trash 32 asked (smaller): Del 32, Rem 64, no note
    profile('a5', 'Ed', 'Epsilon', '400 Pine Ln', 'Libertyville', '2026-11-01T12:00:00Z', {
      trash: { changedDefaults: { CM05_SIZE: 32 } },
    }),
  ]);
  const sites = [
    // the same address as Ann's, spelled the back office's way: left out
    site('S01', '100 N MAIN STREET', 'LAKE BLUFF', [['RG', 64]]),
    // largest size per service: trash 96, recycling 96, yard waste 35; the XX line ignored
    site('S02', '900 W Lake Rd', 'LAKE BLUFF', [
      ['RG', 64],
      ['RG', 96],
      ['RR', 96],
      ['RY', 35],
      ['XX', 300],
    ]),
    ...Array.from({ length: 24 }, (_, i) =>
      site(`S${String(i + 3).padStart(2, '0')}`, `${100 + i} Birch Ct`, 'GURNEE', [['RG', 64]]),
    ),
  ];
  // Ann's own site (her profile, like every one the registration wizard makes, has no SERVICEDAY):
  // collected on Thursdays; at her address, so no TRUX row of its own
  sites.push(site('a1', '100 N Main St', 'Lake Bluff', [['RG', 64]]));
  sites.at(-1)!.services[0]!.serviceDayOfWeek = 'THU';
  await t.ctx.db.insert(boSites).values(sites.map((s) => s.site));
  await t.ctx.db.insert(boServices).values(sites.flatMap((s) => s.services));
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  truxDown = false;
  BATCH.size = 500;
  BATCH.bulk = 500;
  now = NOW;
});

/** Every read a batch of 3 (keyset boundaries inside batches). */
function tinyBatches() {
  BATCH.size = 3;
  BATCH.bulk = 3;
}

async function report(query: string, cookie = service): Promise<TDeliveryReportPage> {
  const res = await injectWithCookie(t.app, 'GET', `/api/admin/delivery-report?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function summaryOf(query: string, cookie = service): Promise<TDeliveryReportSummary['summary']> {
  const res = await injectWithCookie(t.app, 'GET', `/api/admin/delivery-report/summary?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as TDeliveryReportSummary;
  expect(body.lastUpdated).toBe(now.toISOString());
  return body.summary;
}

describe('roles', () => {
  it('lets customerservice and admin in, and nobody else, before the query is read', async () => {
    for (const url of [
      '/api/admin/delivery-report?cursor=bad',
      '/api/admin/delivery-report/portals',
      '/api/admin/delivery-report/summary',
      '/api/admin/delivery-report/export',
    ]) {
      expect((await injectWithCookie(t.app, 'GET', url)).statusCode).toBe(401);
      expect((await injectWithCookie(t.app, 'GET', url, stranger)).statusCode).toBe(403);
    }
    expect(
      (await injectWithCookie(t.app, 'GET', '/api/admin/delivery-report?cursor=bad', admin)).statusCode,
    ).toBe(400);
  });
});

describe('the portals', () => {
  it('lists each portal with its routing customer ID, source database and source system', async () => {
    const res = await injectWithCookie(t.app, 'GET', '/api/admin/delivery-report/portals', service);
    const { portals } = res.json() as { portals: Record<string, string>[] };
    expect(portals.find((p) => p.id === PORTAL)).toEqual({
      id: PORTAL,
      portalTitle: 'Delivery Fixture',
      routingCustomerId: CUST,
      sourceDatabase: SOURCE,
      sourceSystem: 'TRUX',
    });
    const titles = portals.map((p) => p.portalTitle);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });
});

describe('portal rows', () => {
  it('builds the rows newest first with the §5 notes, cells and parsed addresses', async () => {
    const page = await report(`portalId=${PORTAL}&date=2026-11-24`);
    expect(page.rows.map((r) => r.id)).toEqual(['a1', 'a2', 'a3', 'a5']);
    const [a1, a2, a3, a5] = page.rows;
    expect(a1).toMatchObject({
      customerName: 'Ann Alpha',
      streetNumber: '100',
      direction: 'N',
      street: 'Main',
      streetType: 'St',
      city: 'Lake Bluff',
      trashDel: '96',
      trashRem: '64',
      notes: 'WANTS LARGER',
      date: '11/24/2026',
      origin: 'portal',
      hasChanges: true,
      trashHasChanges: true,
    });
    expect(a2).toMatchObject({ recyDel: '2-64', recyRem: '', notes: 'EXTRA ON SITE', recyHasChanges: true });
    expect(a3).toMatchObject({ ywDel: '', ywRem: '', notes: 'SUB YW', hasChanges: false });
    expect(a5).toMatchObject({ trashDel: '32', trashRem: '64', notes: '' });
    expect(page).toMatchObject({ nextCursor: null, deliveryDate: '11/24/2026', truxIncluded: false });
    expect(page.lastUpdated).toBe(NOW.toISOString());
    expect(page).not.toHaveProperty('summary');
    // 4 rows: trash a1 and a5, recycling a2, no yard waste
    expect(await summaryOf(`portalId=${PORTAL}&date=2026-11-24`)).toEqual({
      totalItems: 4,
      trash: { count: 2, percent: 50 },
      recycling: { count: 1, percent: 25 },
      yardwaste: { count: 0, percent: 0 },
      firstCreatedAt: '2026-11-01T12:00:00.000Z',
      lastCreatedAt: '2026-11-19T12:00:00.000Z',
    });
  });

  it('defaults the delivery date to today', async () => {
    const page = await report(`portalId=${PORTAL}`);
    expect(page.deliveryDate).toBe('11/20/2026');
    expect(page.rows[0]!.date).toBe('11/20/2026');
  });

  it('takes today in the portal’s time zone: at 9 pm in Chicago it is not yet the next UTC day', async () => {
    now = new Date('2026-11-21T03:00:00Z');
    const page = await report(`portalId=${PORTAL}`);
    expect(page.deliveryDate).toBe('11/20/2026');
    expect((await report('search=Alpha')).deliveryDate).toBe('11/20/2026');
    const res = await injectWithCookie(
      t.app,
      'GET',
      `/api/admin/delivery-report/export?portalId=${PORTAL}`,
      service,
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="delivery-report-11-20-2026.xlsx"');
  });

  it('shows a portal customer’s Service Day from the back office when the profile has none', async () => {
    const page = await report(`portalId=${PORTAL}`);
    expect(page.rows.find((r) => r.id === 'a1')!.serviceDay).toBe('THU');
    // no site in the back office: blank
    expect(page.rows.find((r) => r.id === 'a2')!.serviceDay).toBe('');
  });

  it('searches address, name and city, keeps the Changes switch and the creation days', async () => {
    const ids = async (query: string) => (await report(`portalId=${PORTAL}&${query}`)).rows.map((r) => r.id);
    expect(await ids('search=lake%20bluff')).toEqual(['a1', 'a3']);
    expect(await ids('search=BETA')).toEqual(['a2']);
    expect(await ids('search=pine')).toEqual(['a5']);
    expect(await ids('changes=true')).toEqual(['a1', 'a2', 'a5']);
    // whole days: the 18th from its start, the 19th to its end
    expect(await ids('createdFrom=2026-11-18&createdTo=2026-11-19')).toEqual(['a1', 'a2']);
    expect(await ids('createdFrom=2026-11-19')).toEqual(['a1']);
    expect(await ids('createdTo=2026-11-10')).toEqual(['a3', 'a5']);
  });

  it('shows every portal with no portal chosen', async () => {
    const page = await report('search=Alpha');
    expect(page.rows.map((r) => r.id)).toEqual(['a1']);
  });

  it('refuses a start after the end, a TRUX fetch without a portal, and an unknown portal', async () => {
    const bad = async (query: string) =>
      (await injectWithCookie(t.app, 'GET', `/api/admin/delivery-report?${query}`, service)).statusCode;
    expect(await bad('createdFrom=2026-11-19&createdTo=2026-11-18')).toBe(400);
    expect(await bad('trux=true')).toBe(400);
    expect(await bad('portalId=nope')).toBe(404);
    const missing = await injectWithCookie(
      t.app,
      'GET',
      `/api/admin/delivery-report?portalId=${BARE_PORTAL}&trux=true`,
      service,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Missing required setup details for TRUX data fetch.');
  });
});

describe('with TRUX', () => {
  const allIds = [
    'a1',
    'a2',
    'a3',
    'a5',
    'trux-site-S02',
    ...Array.from({ length: 24 }, (_, i) => `trux-site-S${String(i + 3).padStart(2, '0')}`),
  ];

  async function everyPage(query: string) {
    const pages: TDeliveryReportPage[] = [await report(query)];
    while (pages.at(-1)!.nextCursor)
      pages.push(await report(`${query}&cursor=${encodeURIComponent(pages.at(-1)!.nextCursor!)}`));
    return pages;
  }

  it('adds one row per site (largest size per service), without the portal’s own addresses, 20 at a time', async () => {
    const pages = await everyPage(`portalId=${PORTAL}&trux=true&date=2026-11-24`);
    expect(pages.map((p) => p.rows.length)).toEqual([20, 9]);
    expect(pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual(allIds);
    expect(pages[0]).not.toHaveProperty('summary');
    const s02 = pages[0]!.rows[4]!;
    expect(s02).toMatchObject({
      origin: 'trux',
      truxSite: 'S02',
      customerId: CUST,
      customerName: 'SITE S02',
      streetNumber: '900',
      direction: 'W',
      street: 'Lake',
      streetType: 'Rd',
      serviceDay: 'TUE',
      trashDel: '96',
      recyDel: '96',
      ywDel: '35',
      trashRem: '',
      notes: '',
      createdAt: null,
    });
    // 29 rows: trash a1, a5, S02 and the 24 Birch Ct sites = 27; recycling a2, S02; yard waste S02
    expect(await summaryOf(`portalId=${PORTAL}&trux=true&date=2026-11-24`)).toMatchObject({
      totalItems: 29,
      trash: { count: 27, percent: 93.1 },
      recycling: { count: 2, percent: 6.9 },
      yardwaste: { count: 1, percent: 3.4 },
    });
    expect(pages[0]!.truxIncluded).toBe(true);
  });

  it('pages the same way when every read is a batch of 3 (keyset boundaries inside batches)', async () => {
    tinyBatches();
    const pages = await everyPage(`portalId=${PORTAL}&trux=true`);
    expect(pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual(allIds);
    expect(pages.map((p) => p.rows.length)).toEqual([20, 9]);
    expect((await summaryOf(`portalId=${PORTAL}&trux=true`)).totalItems).toBe(29);
  });

  it('filters TRUX rows by search too, keeps them in a creation range and drops them with Changes', async () => {
    expect((await report(`portalId=${PORTAL}&trux=true&search=lake%20bluff`)).rows.map((r) => r.id)).toEqual([
      'a1',
      'a3',
      'trux-site-S02',
    ]);
    expect((await summaryOf(`portalId=${PORTAL}&trux=true&createdFrom=2026-11-19`)).totalItems).toBe(1 + 25);
    const changes = await report(`portalId=${PORTAL}&trux=true&changes=true`);
    expect(changes.rows.map((r) => r.id)).toEqual(['a1', 'a2', 'a5']);
  });

  it('answers "Failed to fetch TRUX data" when the back office fails, for the rows and the summary', async () => {
    truxDown = true;
    for (const path of ['/api/admin/delivery-report', '/api/admin/delivery-report/summary']) {
      const res = await injectWithCookie(t.app, 'GET', `${path}?portalId=${PORTAL}&trux=true`, service);
      expect(res.statusCode, path).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'BACK_OFFICE_UNAVAILABLE',
        message: 'Failed to fetch TRUX data',
      });
    }
  });

  it('answers the first page from the first batches only, without reading every row', async () => {
    tinyBatches();
    let reads = 0;
    onBatchRead = () => reads++;
    try {
      const page = await report(`portalId=${PORTAL}&trux=true`);
      expect(page.rows).toHaveLength(20);
      expect(page.nextCursor).not.toBeNull();
      // 4 portal rows, then 16 sites and one more: 6 batches of 3 sites of the 25 (9 batches)
      expect(reads).toBeLessThan(9);
    } finally {
      onBatchRead = null;
    }
  });
});

describe('Export Report', () => {
  async function exported(query: string) {
    const res = await injectWithCookie(t.app, 'GET', `/api/admin/delivery-report/export?${query}`, service);
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Delivery Report')!;
    const rows: string[][] = [];
    /** A cell as the spreadsheet shows it: a date cell (a Date whose UTC fields are the day) as MM/DD/YYYY. */
    const shown = (cell: ExcelJS.Cell) =>
      cell.value instanceof Date
        ? cell.value.toISOString().replace(/^(\d{4})-(\d{2})-(\d{2})T.*$/, '$2/$3/$1')
        : String(cell.value ?? '');
    // empty cells are left out of the file (holes in ExcelJS's values)
    sheet.eachRow((row) =>
      rows.push(Array.from({ length: sheet.columnCount }, (_, i) => shown(row.getCell(i + 1)))),
    );
    return { res, rows, sheet };
  }

  it('streams delivery-report-{date}.xlsx with every row of the filters, in batches', async () => {
    tinyBatches();
    const { res, rows, sheet } = await exported(`portalId=${PORTAL}&trux=true&date=2026-11-24`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="delivery-report-11-24-2026.xlsx"');
    expect(rows[0]).toEqual(ALL_EXPORT_HEADERS);
    expect(rows).toHaveLength(1 + 29);
    expect(rows[1]).toEqual([
      '100',
      'N',
      'Main',
      'St',
      'Lake Bluff',
      'Ann Alpha',
      'THU',
      '96',
      '64',
      '',
      '',
      '',
      '',
      'WANTS LARGER',
      '11/24/2026',
    ]);
    // Date is a date cell (the delivery day, no time of day) shown as MM/DD/YYYY, so it sorts as a date
    const date = sheet.getRow(2).getCell(15);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.numFmt).toBe('mm/dd/yyyy');
    expect((date.value as Date).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('drops the removal columns with No Removals and a service with its switch off', async () => {
    const { rows } = await exported(`portalId=${PORTAL}&noRemovals=true&yardwaste=false&search=alpha`);
    expect(rows[0]!.slice(7)).toEqual(['Trash Del', 'Recycling Del', 'Notes', 'Date']);
    expect(rows[1]!.slice(7)).toEqual(['96', '', 'WANTS LARGER', '11/20/2026']);
    expect(rows).toHaveLength(2);
  });

  it('answers "Failed to fetch TRUX data" before the file starts when the back office fails', async () => {
    truxDown = true;
    const res = await injectWithCookie(
      t.app,
      'GET',
      `/api/admin/delivery-report/export?portalId=${PORTAL}&trux=true&search=birch`,
      service,
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Failed to fetch TRUX data');
  });
});

// last in the file: it adds a profile and a portal (taken away again afterwards)
describe('the address keys kept between pages', () => {
  const OTHER = 'delivery-other-portal';
  const OTHER_CUST = 'DR200';

  afterAll(async () => {
    await t.ctx.db.delete(customerProfiles).where(eq(customerProfiles.uid, 'a6'));
    await t.ctx.db.delete(boServices).where(eq(boServices.cm05Cust, OTHER_CUST));
    await t.ctx.db.delete(boSites).where(eq(boSites.cm04Cust, OTHER_CUST));
    await t.ctx.db.delete(portalSetups).where(eq(portalSetups.id, OTHER));
  });

  it('reuses a portal’s address keys on Load More for a while, then reads them again', async () => {
    // the first page leaves the keys for the pages after it (at NOW)
    const first = await report(`portalId=${PORTAL}&trux=true`);
    const cursor = encodeURIComponent(first.nextCursor!);
    const secondPage = async () =>
      (await report(`portalId=${PORTAL}&trux=true&cursor=${cursor}`)).rows.map((r) => r.id);
    expect(await secondPage()).toContain('trux-site-S20');
    // a customer of the portal registers at site S20's address (117 Birch Ct)
    await t.ctx.db
      .insert(customerProfiles)
      .values(profile('a6', 'Fay', 'Zeta', '117 Birch Ct', 'Gurnee', '2026-10-01T12:00:00Z'));
    now = new Date(NOW.getTime() + ADDRESS_KEYS_TTL_MS - 1000);
    expect(await secondPage()).toContain('trux-site-S20');
    // once the keys have expired they are read again, and the site is left out
    now = new Date(NOW.getTime() + ADDRESS_KEYS_TTL_MS + 1000);
    expect(await secondPage()).not.toContain('trux-site-S20');
  });

  it('keeps each portal’s keys apart', async () => {
    // the fixture portal's keys are kept, Ann's 100 N Main St among them
    await report(`portalId=${PORTAL}&trux=true`);
    const [row] = await t.ctx.db.select().from(portalSetups).where(eq(portalSetups.id, PORTAL));
    await t.ctx.db.insert(portalSetups).values({
      ...row!,
      id: OTHER,
      portalTitle: 'Delivery Other',
      customerId: OTHER_CUST,
      setup: { ...row!.setup, portalTitle: 'Delivery Other', defaultRoutingCustomerID: OTHER_CUST },
    });
    // a site of the other portal's routing customer at Ann's address; the other portal has no customers
    const other = site('O01', '100 N MAIN STREET', 'LAKE BLUFF', [['RG', 96]]);
    await t.ctx.db.insert(boSites).values({ ...other.site, cm04Cust: OTHER_CUST });
    await t.ctx.db.insert(boServices).values(other.services.map((s) => ({ ...s, cm05Cust: OTHER_CUST })));
    // with a search the page reads the other portal's keys (none) instead of collecting them on the way
    const page = await report(`portalId=${OTHER}&trux=true&search=main`);
    expect(page.rows.map((r) => r.id)).toEqual(['trux-site-O01']);
    expect((await report(`portalId=${PORTAL}&trux=true&search=main`)).rows.map((r) => r.id)).toEqual(['a1']);
  });
});
