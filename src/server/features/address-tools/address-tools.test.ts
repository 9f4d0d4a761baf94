/**
 * The address tools' API on the demo hauler (PGlite, or PostgreSQL with TEST_DATABASE_URL): who may
 * call it; the ZIP lookup and the existence check (street, city and state case-insensitive, ZIP
 * exact); built-in suggestions (prefix, contains and fuzzy, in the portal's ZIP codes only); agents by
 * full name; the undelivered-cart issue filed through the tickets outbox (payload rules, the desk
 * listing it, a retried submission filed once, "No issue ID returned from server" from a back office
 * that answers without one); added addresses created (Manual, or Verified with Smarty data), refused,
 * listed in keyset pages with a text filter, exported and read back with ExcelJS, deleted, and loaded
 * into the built-in back office so the ZIP lookup and the existence check find them.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type {
  TAddedAddress,
  TAddedAddressList,
  TAddressCheckResult,
  TAddressSuggestions,
  TUndeliveredCartIssueResult,
  TZipLookupResult,
} from '../../../domain/address-tools/address-tools';
import type { TAddressLookupResult } from '../../../domain/back-office';
import { addedAddresses, boIssueNotes, boIssues, boServices, serviceRequests } from '../../db/schema';
import { DEMO_PORTAL_IDS } from '../../db/seed/demo-ids';
import { AppError } from '../../errors';
import type { AddressAutocompletePort } from '../../ports/address-autocomplete';
import { createBuiltInAddressAutocomplete } from '../../ports/address-autocomplete';
import { createHttpBackOffice } from '../../ports/back-office';
import type { EmailCheckPort } from '../../ports/email-check';
import type { TestApp } from '../../test/app';
import { createDemoHaulerApp, demoStaffCookies } from '../../test/demo-hauler';
import { callsTo } from '../../test/sign-in';
import { demoClock } from '../services/test-support';

const LAKE_BLUFF = DEMO_PORTAL_IDS.lakeBluff;
let t: TestApp;
let admin: string;
let service: string;
let stranger: string;

// the back office: built-in, or (noIssueId) one whose create-issue answers {"Table1": []}
let noIssueId = false;
const answersWithoutId = createHttpBackOffice({
  baseUrl: 'http://back-office.test',
  fetch: async () => new Response(JSON.stringify({ Table1: [] }), { status: 200 }),
});

// the autocomplete: built-in, or a stand-in for Smarty while `smarty` is set
let builtIn: AddressAutocompletePort | null = null;
let smarty = false;
const addressAutocomplete: AddressAutocompletePort = {
  get adapter() {
    return smarty ? 'smarty' : 'built-in';
  },
  suggest: (query) => builtIn!.suggest(query),
};

const emailCheck: EmailCheckPort = {
  adapter: 'built-in',
  check: async (email) => ({ verdict: email.includes('@mailinator.') ? 'disposable' : 'ok' }),
};

// the demo day, a millisecond later at every reading: rows added one after another sort newest first
let ticks = 0;
const clock = () => new Date(demoClock().getTime() + ticks++);

beforeAll(async () => {
  t = await createDemoHaulerApp({
    now: clock,
    ports: { addressAutocomplete, emailCheck },
    backOffice: () => (noIssueId ? { createIssue: answersWithoutId.createIssue } : {}),
    prepare: async (ctx) => {
      builtIn = createBuiltInAddressAutocomplete(ctx.db);
    },
  });
  ({ admin, service, stranger } = await demoStaffCookies(t.ctx));
});
afterAll(async () => {
  await t?.close();
});

const call = callsTo(() => t.app);

async function sitesIn(zip: string): Promise<TAddressLookupResult[]> {
  const res = await call('GET', `/api/admin/address-tools/addresses?zip=${zip}`, service);
  expect(res.statusCode).toBe(200);
  return (res.json() as TZipLookupResult).items;
}

const customerInfo = {
  salutation: 'Ms.',
  firstName: 'Nora',
  lastName: 'Newhouse',
  email: 'nora.newhouse@example.com',
  phoneNumber: '(847) 555-0150',
  phoneType: 'Home',
};

describe('who may use the address tools', () => {
  it('answers 401 without a staff sign-in and 403 to other work accounts, before validating', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/address-tools/portals'],
      ['GET', '/api/admin/address-tools/suggestions'],
      ['POST', '/api/admin/address-tools/undelivered-cart-issues'],
      ['GET', '/api/admin/added-addresses'],
      ['GET', '/api/admin/added-addresses/export'],
      ['DELETE', '/api/admin/added-addresses/x'],
    ] as const) {
      const body = method === 'POST' ? {} : undefined;
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(method, url, stranger, body)).statusCode, url).toBe(403);
    }
  });
});

describe('the undelivered-cart wizard', () => {
  it('lists the portals with their ZIP codes', async () => {
    const res = await call('GET', '/api/admin/address-tools/portals', service);
    expect(res.statusCode).toBe(200);
    const lakeBluff = (res.json() as { items: { id: string; zipCodes: string[] }[] }).items.find(
      (p) => p.id === LAKE_BLUFF,
    );
    expect(lakeBluff?.zipCodes).toContain('60044');
  });

  it('looks a ZIP code up, refusing anything but 5 digits', async () => {
    const bad = await call('GET', '/api/admin/address-tools/addresses?zip=6004', service);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please enter a valid 5-digit ZIP code.');
    expect((await sitesIn('60044')).length).toBeGreaterThan(5);
    expect(await sitesIn('00000')).toEqual([]);
  });

  it('finds an address whatever the case of street, city and state, but only with the exact ZIP', async () => {
    const [site] = await sitesIn('60044');
    const check = (body: Record<string, string>) =>
      call('POST', '/api/admin/address-tools/address-check', service, body);
    const found = await check({
      street: ` ${site!.CM04_ADD2.toLowerCase()} `,
      city: site!.CM04_CITY.toLowerCase(),
      state: site!.CM04_STAT.toLowerCase(),
      zip: site!.CM04_PZIP,
    });
    expect(found.statusCode).toBe(200);
    const answer: TAddressCheckResult = found.json();
    expect(answer).toMatchObject({ exists: true, addedAddress: null });
    expect(answer.address).toMatchObject({
      CM04_CUST: site!.CM04_CUST,
      CM04_SITE: site!.CM04_SITE,
      SOURCE: site!.SOURCE,
    });

    const otherZip = await check({
      street: site!.CM04_ADD2,
      city: site!.CM04_CITY,
      state: site!.CM04_STAT,
      zip: '60045',
    });
    expect(otherZip.json()).toMatchObject({ exists: false, address: null });
    const bad = await check({
      street: site!.CM04_ADD2,
      city: site!.CM04_CITY,
      state: 'Illinois',
      zip: '60044',
    });
    expect(bad.statusCode).toBe(400);
  });

  it("suggests at most 10 addresses in the portal's ZIP codes, prefix matches first, typos forgiven", async () => {
    const suggest = (search: string, portalId: string = LAKE_BLUFF) =>
      call(
        'GET',
        `/api/admin/address-tools/suggestions?portalId=${portalId}&search=${encodeURIComponent(search)}`,
        service,
      );
    const [site] = await sitesIn('60044');
    const zips = (
      (await call('GET', '/api/admin/address-tools/portals', service)).json() as {
        items: { id: string; zipCodes: string[] }[];
      }
    ).items.find((p) => p.id === LAKE_BLUFF)!.zipCodes;

    const prefix = await suggest(site!.CM04_ADD2.slice(0, 6).toLowerCase());
    expect(prefix.statusCode).toBe(200);
    const body: TAddressSuggestions = prefix.json();
    expect(body.source).toBe('built-in');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(10);
    expect(body.items.every((s) => zips.includes(s.zipcode))).toBe(true);
    expect(body.items[0]!.street_line.startsWith(site!.CM04_ADD2.slice(0, 6).toUpperCase())).toBe(true);
    expect(body.items[0]!.text).toBe(
      `${body.items[0]!.street_line}, ${body.items[0]!.city}, ${body.items[0]!.state} ${body.items[0]!.zipcode}`,
    );

    // a street name alone: many matches, still 10 at most
    const street = site!.CM04_ADD2.replace(/^\d+\s+/, '');
    const byStreet: TAddressSuggestions = (await suggest(street)).json();
    expect(byStreet.items.length).toBeGreaterThan(0);
    expect(byStreet.items.length).toBeLessThanOrEqual(10);

    // one letter swapped in the street name
    const typo = site!.CM04_ADD2.replace(/([A-Z])([A-Z])([A-Z]*)$/, '$2$1$3');
    expect(typo).not.toBe(site!.CM04_ADD2);
    const fuzzy: TAddressSuggestions = (await suggest(typo)).json();
    expect(fuzzy.items.map((s) => s.street_line)).toContain(site!.CM04_ADD2.toUpperCase());

    const short = await suggest('12');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Please type at least 3 characters.');
    expect((await suggest('main', 'no-such-portal')).statusCode).toBe(404);
  });

  it('lists the agents sorted by full name', async () => {
    const res = await call('GET', '/api/admin/address-tools/agents', service);
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { items: { 'Full Name': string }[] }).items.map((a) => a['Full Name']);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('the undelivered-cart issue', () => {
  const file = (body: Record<string, unknown>, cookie = service) =>
    call('POST', '/api/admin/address-tools/undelivered-cart-issues', cookie, body);

  it('refuses an empty description with the spec message, and a site the back office does not have', async () => {
    const [site] = await sitesIn('60044');
    const blank = await file({ portalId: LAKE_BLUFF, address: site, description: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Please provide a description of the issue.');
    const unknown = await file({
      portalId: LAKE_BLUFF,
      address: { ...site, CM04_SITE: '999999' },
      description: 'x',
    });
    expect(unknown.statusCode).toBe(422);
    expect((await file({ portalId: 'nope', address: site, description: 'x' })).statusCode).toBe(404);
  });

  it('files GQ / NE through the outbox under the staff name; the desk lists it; a retry files nothing more', async () => {
    const [site] = await sitesIn('60044');
    const body = {
      portalId: LAKE_BLUFF,
      address: site,
      description: 'Resident called: no cart delivered yet',
      agent: 'KNGUYEN',
      contactName: 'Rita Resident',
      contactPhone: '(847) 555-0111',
      clientKey: 'undelivered-test-key-1',
    };
    const res = await file(body);
    expect(res.statusCode).toBe(201);
    const result: TUndeliveredCartIssueResult = res.json();
    expect(result).toMatchObject({ status: 'filed', problem: null });
    expect(result.issueId).toMatch(/^\d+$/);
    expect(result.reference).toMatch(/^REQ-/);

    const [issue] = await t.ctx.db
      .select()
      .from(boIssues)
      .where(eq(boIssues.issueId, Number(result.issueId)));
    expect(issue!.databaseName).toBe(site!.SOURCE.replace(/_RAW$/, ''));
    expect(issue!.sc01).toMatchObject({
      SC01_TYPE: 'GQ',
      SC01_URGN: 'NE',
      SC01_PROB: 'CART IS NOT DELIVERED',
      SC01_CMNT: 'RESIDENT CALLED: NO CART DELIVERED YET',
      SC01_PHON: '8475550111',
      SC01_NAME: 'RITA RESIDENT',
      SC01_UREC: 'Sam Service',
      SC01_UAGN: 'KNGUYEN',
      SC01_CUST: site!.CM04_CUST,
      SC01_SITE: site!.CM04_SITE,
    });
    const notes = await t.ctx.db.select().from(boIssueNotes).where(eq(boIssueNotes.issueId, issue!.issueId));
    expect(notes).toMatchObject([
      {
        sc02User: 'Sam Service',
        sc02Text: 'UNDELIVERED CART COMPLAINT - CUSTOMER REQUESTING DELIVERY',
        sc02Sysnote: true,
      },
    ]);

    const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.id, result.id));
    expect(row).toMatchObject({
      kind: 'undelivered-cart',
      status: 'filed',
      portalId: LAKE_BLUFF,
      issueId: result.issueId,
    });

    // the tickets desk sees it, received by the staff user
    const desk = await call('GET', `/api/admin/service-requests?text=${result.issueId}`, admin);
    expect(desk.statusCode).toBe(200);
    expect((desk.json() as { items: { id: string; kind: string }[] }).items).toContainEqual(
      expect.objectContaining({ id: result.id, kind: 'undelivered-cart' }),
    );
    // and filters by its kind
    const byKind = await call('GET', '/api/admin/service-requests?kind=undelivered-cart', admin);
    expect(byKind.statusCode).toBe(200);
    const kinds = (byKind.json() as { items: { id: string; kind: string }[] }).items;
    expect(kinds).toContainEqual(expect.objectContaining({ id: result.id }));
    expect(kinds.every((item) => item.kind === 'undelivered-cart')).toBe(true);
    const detail = await call('GET', `/api/admin/service-requests/${result.id}`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().timeline[0]).toMatchObject({ kind: 'received', by: 'Sam Service' });

    // the same submission again (a retry): the first answer, no second ticket
    const again = await file(body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: result.id, issueId: result.issueId });
    const [issues] = await t.ctx.db
      .select({ n: count() })
      .from(boIssues)
      .where(
        and(
          eq(boIssues.sc01Site, site!.CM04_SITE),
          eq(boIssues.sc01Cust, site!.CM04_CUST),
          eq(boIssues.sc01Type, 'GQ'),
        ),
      );
    expect(issues!.n).toBe(1);
  });

  it('keeps the complaint queued with "No issue ID returned from server" when the back office answers without one', async () => {
    const [, site] = await sitesIn('60044');
    noIssueId = true;
    try {
      const res = await file({
        portalId: LAKE_BLUFF,
        address: site,
        description: 'No cart',
        subject: 'Cart missing',
      });
      expect(res.statusCode).toBe(202);
      const result: TUndeliveredCartIssueResult = res.json();
      expect(result).toMatchObject({
        status: 'queued',
        issueId: null,
        problem: 'No issue ID returned from server',
      });
      const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.id, result.id));
      expect(row).toMatchObject({ status: 'queued', kind: 'undelivered-cart' });
      expect((row!.payload as { SC01: { SC01_PROB: string } }).SC01.SC01_PROB).toBe('CART MISSING');
      const desk = await call('GET', '/api/admin/service-requests?delivery=queued', admin);
      expect((desk.json() as { items: { id: string }[] }).items.map((i) => i.id)).toContain(result.id);
    } finally {
      noIssueId = false;
    }
  });
});

describe('added addresses', () => {
  const add = (body: Record<string, unknown>, cookie = service) =>
    call('POST', '/api/admin/added-addresses', cookie, body);
  const newAddress = { street: '9 Birchwood Lane', city: 'Lake Bluff', state: 'IL', zip: '60044' };

  it('adds an address with its customer (Manual), and refuses what cannot be right', async () => {
    const res = await add({ portalId: LAKE_BLUFF, address: newAddress, customerInfo });
    expect(res.statusCode).toBe(201);
    const { item, message } = res.json() as { item: TAddedAddress; message: string };
    expect(message).toBe('Address added successfully');
    expect(item).toMatchObject({
      entryType: 'NewSiteAddress',
      defaultServicesId: LAKE_BLUFF,
      addressToAdd: {
        CM04_ADD2: '9 Birchwood Lane',
        CM04_CITY: 'Lake Bluff',
        CM04_STAT: 'IL',
        CM04_PZIP: '60044',
      },
      verification: 'Manual',
      smartyData: null,
      createdBy: 'Sam Service',
      customerInfo: { firstName: 'Nora', lastName: 'Newhouse', phoneType: 'Home' },
      loadedSite: null,
    });

    // the same address again (any case), an address the back office has, a ZIP outside the portal
    expect(
      (
        await add({
          portalId: LAKE_BLUFF,
          address: { ...newAddress, street: '9 BIRCHWOOD LANE' },
          customerInfo,
        })
      ).statusCode,
    ).toBe(409);
    const [site] = await sitesIn('60044');
    const known = await add({
      portalId: LAKE_BLUFF,
      address: {
        street: site!.CM04_ADD2,
        city: site!.CM04_CITY,
        state: site!.CM04_STAT,
        zip: site!.CM04_PZIP,
      },
      customerInfo,
    });
    expect(known.statusCode).toBe(409);
    const outside = await add({
      portalId: LAKE_BLUFF,
      address: { ...newAddress, zip: '90210' },
      customerInfo,
    });
    expect(outside.statusCode).toBe(400);
    // the wizard's contact rules
    const noPhone = await add({
      portalId: LAKE_BLUFF,
      address: { ...newAddress, street: '11 Birchwood Lane' },
      customerInfo: { ...customerInfo, phoneNumber: '555' },
    });
    expect(noPhone.statusCode).toBe(400);
    const disposable = await add({
      portalId: LAKE_BLUFF,
      address: { ...newAddress, street: '11 Birchwood Lane' },
      customerInfo: { ...customerInfo, email: 'x@mailinator.com' },
    });
    expect(disposable.statusCode).toBe(400);

    // the existence check names the added address
    const check = await call('POST', '/api/admin/address-tools/address-check', service, {
      ...newAddress,
      street: '9 birchwood lane',
    });
    expect((check.json() as TAddressCheckResult).addedAddress?.id).toBe(item.id);
    // and the built-in suggestions offer it
    const suggestions: TAddressSuggestions = (
      await call(
        'GET',
        `/api/admin/address-tools/suggestions?portalId=${LAKE_BLUFF}&search=9%20birchw`,
        service,
      )
    ).json();
    expect(suggestions.items.map((s) => s.street_line)).toContain('9 BIRCHWOOD LANE');
  });

  it('adds the same address once when two staff add it at the same time', async () => {
    const address = { street: '3 Twin Oaks Ct', city: 'Lake Bluff', state: 'IL', zip: '60044' };
    const answers = await Promise.all([
      add({ portalId: LAKE_BLUFF, address, customerInfo }),
      add({ portalId: LAKE_BLUFF, address: { ...address, street: '3 twin oaks ct' }, customerInfo }, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const id = answers.find((a) => a.statusCode === 201)!.json().item.id as string;
    expect((await call('DELETE', `/api/admin/added-addresses/${id}`, admin)).statusCode).toBe(200);
  });

  it('is Verified with Smarty data for the same address, and refuses Smarty data for another one', async () => {
    smarty = true;
    try {
      const address = { street: '14 Sheridan Pl', city: 'Lake Bluff', state: 'IL', zip: '60044' };
      const smartyData = {
        text: '14 Sheridan Pl, Lake Bluff, IL 60044',
        street_line: '14 Sheridan Pl',
        secondary: '',
        city: 'Lake Bluff',
        state: 'IL',
        zipcode: '60044',
        entries: 0,
      };
      const wrong = await add({
        portalId: LAKE_BLUFF,
        address,
        customerInfo,
        smartyData: { ...smartyData, street_line: '16 Sheridan Pl' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Please select a valid address from the suggestions.');
      const res = await add({ portalId: LAKE_BLUFF, address, customerInfo, smartyData });
      expect(res.statusCode).toBe(201);
      expect(res.json().item).toMatchObject({ verification: 'Verified', smartyData });
    } finally {
      smarty = false;
    }
  });

  it('lists newest first in keyset pages of 20 with a text filter and counts', async () => {
    await t.ctx.db.insert(addedAddresses).values(
      Array.from({ length: 25 }, (_, i) => ({
        id: `bulk-${String(i).padStart(2, '0')}`,
        defaultServicesId: DEMO_PORTAL_IDS.highwood,
        street: `${100 + i} Paging Ave`,
        city: 'Highwood',
        state: 'IL',
        zip: '60040',
        customerInfo: { firstName: 'Page', lastName: `Person${i}`, email: `page${i}@example.com` },
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        createdBy: 'seed',
      })),
    );
    const first = await call('GET', '/api/admin/added-addresses', service);
    expect(first.statusCode).toBe(200);
    const page1: TAddedAddressList = first.json();
    expect(page1.items).toHaveLength(20);
    expect(page1.counts).toEqual({ matching: 27, total: 27 });
    const times = page1.items.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page1.items[0]!.addressToAdd.CM04_ADD2).toBe('14 Sheridan Pl');

    const page2: TAddedAddressList = (
      await call('GET', `/api/admin/added-addresses?cursor=${page1.nextCursor}`, service)
    ).json();
    expect(page2.items).toHaveLength(7);
    expect(page2.nextCursor).toBeNull();
    expect(page2.counts).toBeNull();
    expect(new Set([...page1.items, ...page2.items].map((i) => i.id)).size).toBe(27);

    const filtered: TAddedAddressList = (
      await call('GET', '/api/admin/added-addresses?text=person1', service)
    ).json();
    // Person1, Person10 … Person19
    expect(filtered.counts).toEqual({ matching: 11, total: 27 });
    const byPortal: TAddedAddressList = (
      await call('GET', `/api/admin/added-addresses?portal=${LAKE_BLUFF}`, service)
    ).json();
    expect(byPortal.items).toHaveLength(2);
    expect((await call('GET', '/api/admin/added-addresses?cursor=garbage', service)).statusCode).toBe(400);
  });

  it('exports added-addresses-{day}.xlsx with the 14 columns, read back with ExcelJS', async () => {
    const res = await call('GET', `/api/admin/added-addresses/export?portal=${LAKE_BLUFF}`, service);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="added-addresses-2026-11-20.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Added Addresses')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => v ?? '');
    expect(values(1)).toEqual([
      'Street Address',
      'City',
      'State',
      'ZIP Code',
      'Portal',
      'Added Date',
      'Smarty Verified',
      'Smarty Full Address',
      'Entry Type',
      'Customer First Name',
      'Customer Last Name',
      'Customer Email',
      'Customer Phone',
      'Phone Type',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(values(2)).toEqual([
      '14 Sheridan Pl',
      'Lake Bluff',
      'IL',
      '60044',
      'Village of Lake Bluff',
      // added 2026-11-20 15:00 UTC: a date cell at 09:00 on the portal's clock (Central time)
      new Date('2026-11-20T09:00:00.000Z'),
      'Yes',
      '14 Sheridan Pl, Lake Bluff, IL 60044',
      'NewSiteAddress',
      'Nora',
      'Newhouse',
      'nora.newhouse@example.com',
      '(847) 555-0150',
      'Home',
    ]);
    expect(values(3).slice(0, 7)).toEqual([
      '9 Birchwood Lane',
      'Lake Bluff',
      'IL',
      '60044',
      'Village of Lake Bluff',
      new Date('2026-11-20T09:00:00.000Z'),
      'No',
    ]);
    // a date cell (ExcelJS reads it as a Date whose UTC fields are the wall clock it shows), shown as
    // the spec's MM/dd/yyyy HH:mm
    const added = sheet.getRow(2).getCell(6);
    expect(added.type).toBe(ExcelJS.ValueType.Date);
    expect(added.numFmt).toBe('mm/dd/yyyy hh:mm');

    const all = await call('GET', '/api/admin/added-addresses/export', service);
    const allBook = new ExcelJS.Workbook();
    await allBook.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    expect(allBook.getWorksheet('Added Addresses')!.rowCount).toBe(28);

    const none = await call('GET', '/api/admin/added-addresses/export?text=nothing-matches-this', service);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No addresses to export.');
  });

  it('loads an added address into the built-in back office: the lookup and the check find it then', async () => {
    const list: TAddedAddressList = (
      await call('GET', '/api/admin/added-addresses?text=birchwood', service)
    ).json();
    const [added] = list.items;
    const res = await call('POST', `/api/admin/added-addresses/${added!.id}/load`, service);
    expect(res.statusCode).toBe(200);
    const loaded = (res.json() as { item: TAddedAddress }).item.loadedSite!;
    expect(loaded).toMatchObject({ SOURCE: expect.any(String), CM04_CUST: expect.any(String) });
    expect((await call('POST', `/api/admin/added-addresses/${added!.id}/load`, service)).statusCode).toBe(
      409,
    );

    const site = (await sitesIn('60044')).find(
      (s) => s.CM04_SITE === loaded.CM04_SITE && s.CM04_CUST === loaded.CM04_CUST,
    );
    expect(site).toMatchObject({
      CM04_ADD2: '9 BIRCHWOOD LANE',
      CM04_CITY: 'LAKE BLUFF',
      SOURCE: loaded.SOURCE,
    });
    const check = await call('POST', '/api/admin/address-tools/address-check', service, newAddress);
    expect(check.json()).toMatchObject({ exists: true, address: { CM04_SITE: loaded.CM04_SITE } });
    const [services] = await t.ctx.db
      .select({ n: count() })
      .from(boServices)
      .where(and(eq(boServices.cm05Cust, loaded.CM04_CUST), eq(boServices.cm05Site, loaded.CM04_SITE)));
    expect(services!.n).toBe(3);
    // the registration's ZIP search offers it as a site to register at
    const registration = await t.app.inject({ url: '/api/registration/addresses?zip=60044' });
    expect(JSON.stringify(registration.json())).toContain('9 BIRCHWOOD LANE');
  });

  it('deletes an added address once ("Address deleted successfully"), then 404', async () => {
    const res = await call('DELETE', '/api/admin/added-addresses/bulk-00', service);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'bulk-00', message: 'Address deleted successfully' });
    const again = await call('DELETE', '/api/admin/added-addresses/bulk-00', service);
    expect(again.statusCode).toBe(404);
    const [left] = await t.ctx.db
      .select({ n: count() })
      .from(addedAddresses)
      .where(sql`${addedAddresses.id} = 'bulk-00'`);
    expect(left!.n).toBe(0);
  });
});

describe('a large export', () => {
  it('streams every row past the first batch of 1,000, newest first', async () => {
    await t.ctx.db.insert(addedAddresses).values(
      Array.from({ length: 1205 }, (_, i) => ({
        id: `many-${String(i).padStart(4, '0')}`,
        defaultServicesId: DEMO_PORTAL_IDS.porterDunes,
        street: `${i + 1} Many Rows Rd`,
        city: 'Porter',
        state: 'IN',
        zip: '46304',
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
      })),
    );
    const res = await call('GET', '/api/admin/added-addresses/export?text=many%20rows', service);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Added Addresses')!;
    expect(sheet.rowCount).toBe(1206);
    expect(sheet.getRow(2).getCell(1).value).toBe('1205 Many Rows Rd');
    expect(sheet.getRow(1206).getCell(1).value).toBe('1 Many Rows Rd');
    // added 2025-01-01 00:00 UTC: 18:00 the evening before at the portal (Central time)
    expect(sheet.getRow(1206).getCell(6).type).toBe(ExcelJS.ValueType.Date);
    expect((sheet.getRow(1206).getCell(6).value as Date).toISOString()).toBe('2024-12-31T18:00:00.000Z');
    // the cells are numbers a spreadsheet sorts by: newest first, a minute apart
    const times: number[] = [];
    for (let n = 2; n <= 1206; n++) times.push((sheet.getRow(n).getCell(6).value as Date).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]! - times[1204]!).toBe(1204 * 60_000);
  });
});

describe('failures answer clearly', () => {
  it('a failing autocomplete answers 503 "Failed to fetch address suggestions"', async () => {
    const original = builtIn;
    builtIn = {
      adapter: 'built-in',
      suggest: async () => {
        throw new AppError('UNAVAILABLE', 'Failed to fetch address suggestions');
      },
    };
    try {
      const res = await call(
        'GET',
        `/api/admin/address-tools/suggestions?portalId=${LAKE_BLUFF}&search=main`,
        service,
      );
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Failed to fetch address suggestions');
    } finally {
      builtIn = original;
    }
  });
});
