/**
 * The Open311 GeoReport v2 endpoint on the demo hauler (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * every operation in XML (parsed back with fast-xml-parser) and JSON; the API keys (admin only, shown
 * once, stored hashed; missing, invalid, revoked and wrongly scoped keys refused with 403); the
 * location matching (address_id, address_string with the ZIP, lat/long without coordinates); the
 * tickets outbox (the desk lists the ticket, a retry with the same Idempotency-Key files once, a slow
 * back office answers a token that later names the request); the 90-day window and filters; the
 * privacy rule (no name, e-mail or phone in any GET); errors in the specification's format, never a
 * 500; the per-key limit; the OpenAPI document.
 */
import { XMLParser } from 'fast-xml-parser';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOpen311KeyCreated, TOpen311KeyList } from '../../../domain/open311/open311';
import { boSites, open311ApiKeys, open311Requests, serviceRequests } from '../../db/schema';
import { DEMO_PORTAL_IDS } from '../../db/seed/demo-ids';
import type { TestApp } from '../../test/app';
import { expectClientError } from '../../test/client-error';
import { createDemoHaulerApp, demoStaffCookies } from '../../test/demo-hauler';
import { injectWithCookie } from '../../test/sign-in';
import { OPEN311_FORM as FORM, postOpen311Request } from '../../test/open311';
import { deliverServiceRequest } from '../services/issue-outbox';
import type { ServiceAddress } from '../services/services-repository';
import { demoClock } from '../services/test-support';
import { OPEN311_LIMITS } from './open311-routes';

const LAKE_BLUFF = DEMO_PORTAL_IDS.lakeBluff;
const HIGHWOOD = DEMO_PORTAL_IDS.highwood;
const PORTER_DUNES = DEMO_PORTAL_IDS.porterDunes;

let t: TestApp;
let admin: string;
let service: string;
/** While set, the back office's create-issue fails (a back office that is down). */
let backOfficeDown = false;

let ticks = 0;
const clock = () => new Date(demoClock().getTime() + ticks++);

const xml = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) =>
    ['service', 'request', 'error', 'attribute', 'value', 'endpoint', 'format'].includes(name),
});

let site: ServiceAddress;
let secret: string;
let keyId: string;

beforeAll(async () => {
  t = await createDemoHaulerApp({
    now: clock,
    backOffice: () =>
      backOfficeDown
        ? {
            createIssue: async () => {
              throw new Error('back office down');
            },
          }
        : {},
  });
  ({ admin, service } = await demoStaffCookies(t.ctx));
  const [row] = await t.ctx.db
    .select()
    .from(boSites)
    .where(eq(boSites.cm04Pzip, '60044'))
    .orderBy(boSites.cm04Cust, boSites.cm04Site)
    .limit(1);
  site = {
    source: row!.source,
    cust: row!.cm04Cust,
    site: row!.cm04Site,
    street: row!.cm04Add2,
    city: row!.cm04City,
    state: row!.cm04Stat,
    zip: row!.cm04Pzip,
  };
  const created = await createKey('City of Lake Bluff 311', [LAKE_BLUFF, HIGHWOOD]);
  secret = created.secret;
  keyId = created.key.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function createKey(name: string, portalIds: string[]): Promise<TOpen311KeyCreated> {
  const res = await injectWithCookie(t.app, 'POST', '/api/admin/open311-keys', admin, { name, portalIds });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TOpen311KeyCreated;
}

const get = (url: string) => t.app.inject({ method: 'GET', url: `/open311/v2/${url}` });

const post = (format: 'xml' | 'json', fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postOpen311Request(t.app, format, fields, headers);

/** The site's back-office key: what earlier versions showed as address_id, still taken from key holders. */
const legacyAddressId = () => `${site.source}:${site.cust}:${site.site}`;
/** The opaque address_id of the test's site, as GET requests shows it (read once a request is filed). */
let addressId = '';

function missedPickup(extra: Record<string, string> = {}): Record<string, string> {
  return {
    api_key: secret,
    jurisdiction_id: LAKE_BLUFF,
    service_code: 'missed-pickup',
    address_id: legacyAddressId(),
    'attribute[cart_type]': 'trash',
    first_name: 'Petra',
    last_name: 'Privatova',
    email: 'petra.privatova@example.com',
    phone: '847-555-0199',
    description: 'The trash cart was not emptied on Monday.',
    ...extra,
  };
}

/** The errors of an answer, in either format. */
function errorsOf(res: {
  body: string;
  headers: Record<string, unknown>;
}): { code: string; description: string }[] {
  if (String(res.headers['content-type']).startsWith('application/json'))
    return (JSON.parse(res.body) as { code: number; description: string }[]).map((e) => ({
      code: String(e.code),
      description: e.description,
    }));
  return (xml.parse(res.body) as { errors: { error: { code: string; description: string }[] } }).errors.error;
}

describe('discovery and services', () => {
  it('answers the discovery document in XML and JSON', async () => {
    const x = await get('discovery.xml');
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(x.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = xml.parse(x.body).discovery;
    expect(doc.endpoints.endpoint[0].specification).toBe('http://wiki.open311.org/GeoReport_v2');
    expect(doc.endpoints.endpoint[0].url).toMatch(/\/open311\/v2$/);
    expect(doc.endpoints.endpoint[0].formats.format).toEqual(['text/xml', 'application/json']);
    expect(doc.key_service).toBeTruthy();
    const j = await get('discovery.json');
    expect(j.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(j.json().endpoints[0].formats).toEqual(['text/xml', 'application/json']);
  });

  it("lists a portal's service codes by its request settings, in XML and JSON", async () => {
    const x = await get(`services.xml?jurisdiction_id=${LAKE_BLUFF}`);
    expect(x.statusCode).toBe(200);
    const services = xml.parse(x.body).services.service as Record<string, string>[];
    expect(services.map((s) => s.service_code)).toEqual([
      'missed-pickup',
      'extra-pickup',
      'vacation-hold',
      'damaged-cart',
      'undelivered-cart',
    ]);
    expect(services[0]).toMatchObject({
      service_name: 'Missed pickup',
      metadata: 'true',
      type: 'realtime',
      group: 'sanitation',
    });

    // Highwood: vacation holds and damaged carts are off
    const j = await get(`services.json?jurisdiction_id=${HIGHWOOD}`);
    expect((j.json() as { service_code: string }[]).map((s) => s.service_code)).toEqual([
      'missed-pickup',
      'extra-pickup',
      'undelivered-cart',
    ]);
    expect(j.json()[0].metadata).toBe(true);
    // Porter Dunes: requests off, an empty list
    expect((await get(`services.json?jurisdiction_id=${PORTER_DUNES}`)).json()).toEqual([]);
    const empty = xml.parse((await get(`services.xml?jurisdiction_id=${PORTER_DUNES}`)).body);
    expect(empty.services).toBe('');
  });

  it('answers 400 without a jurisdiction, 404 for an unknown one or format, in the error format', async () => {
    const missing = await get('services.xml');
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)[0]).toMatchObject({ code: '400' });
    expect(errorsOf(missing)[0]!.description).toMatch(/^jurisdiction_id was not provided\./);
    const unknown = await get('services.json?jurisdiction_id=nowhere.gov');
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown)[0]!.code).toBe('404');
    expect((await get(`services.html?jurisdiction_id=${LAKE_BLUFF}`)).statusCode).toBe(404);
    const nothing = await get('no-such-thing.json');
    expect(nothing.statusCode).toBe(404);
    expect(errorsOf(nothing)[0]!.code).toBe('404');
  });

  it('gives service definitions with typed attributes', async () => {
    const x = await get(`services/missed-pickup.xml?jurisdiction_id=${LAKE_BLUFF}`);
    expect(x.statusCode).toBe(200);
    const def = xml.parse(x.body).service_definition;
    expect(def.service_code).toBe('missed-pickup');
    const cart = def.attributes.attribute[0];
    expect(cart).toMatchObject({
      variable: 'true',
      code: 'cart_type',
      datatype: 'singlevaluelist',
      required: 'true',
      order: '1',
    });
    expect(cart.values.value.map((v: { key: string }) => v.key)).toEqual(['trash', 'recycling', 'yardwaste']);
    expect(cart.values.value[0].name).toBe('Trash');

    const j = await get(`services/vacation-hold.json?jurisdiction_id=${LAKE_BLUFF}`);
    expect(j.json()).toMatchObject({
      service_code: 'vacation-hold',
      attributes: [
        { code: 'start_date', datatype: 'datetime', required: true, order: 1, values: [] },
        { code: 'end_date', datatype: 'datetime', required: true, order: 2 },
      ],
    });
    // a kind the portal does not offer is not found there
    expect((await get(`services/vacation-hold.json?jurisdiction_id=${HIGHWOOD}`)).statusCode).toBe(404);
    expect((await get(`services/nothing.xml?jurisdiction_id=${LAKE_BLUFF}`)).statusCode).toBe(404);
  });
});

describe('API keys in the admin area', () => {
  it('are for staff admins only', async () => {
    expect((await injectWithCookie(t.app, 'GET', '/api/admin/open311-keys')).statusCode).toBe(401);
    expect((await injectWithCookie(t.app, 'GET', '/api/admin/open311-keys', service)).statusCode).toBe(403);
    expect(
      (
        await injectWithCookie(t.app, 'POST', '/api/admin/open311-keys', service, {
          name: 'x',
          portalIds: [LAKE_BLUFF],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('are shown once, stored hashed, listed without the key, and checked', async () => {
    const list = (
      await injectWithCookie(t.app, 'GET', '/api/admin/open311-keys', admin)
    ).json() as TOpen311KeyList;
    const listed = list.items.find((k) => k.id === keyId)!;
    expect(listed.name).toBe('City of Lake Bluff 311');
    expect(listed.portals.map((p) => p.id)).toEqual([LAKE_BLUFF, HIGHWOOD]);
    expect(listed.portals[0]!.title).toBe('Village of Lake Bluff');
    expect(secret.startsWith(listed.keyPrefix)).toBe(true);
    expect(JSON.stringify(list)).not.toContain(secret);
    const [stored] = await t.ctx.db.select().from(open311ApiKeys).where(eq(open311ApiKeys.id, keyId));
    expect(stored!.keyHash).not.toContain(secret);
    expect(stored!.createdBy).toBe('admin@curbside.demo');

    const bad = await injectWithCookie(t.app, 'POST', '/api/admin/open311-keys', admin, {
      name: ' ',
      portalIds: [],
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await injectWithCookie(t.app, 'POST', '/api/admin/open311-keys', admin, {
      name: 'Nowhere',
      portalIds: ['no-such-portal'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuse a missing, invalid, revoked or wrongly scoped key with 403', async () => {
    const { api_key: _omit, ...withoutKey } = missedPickup();
    const missing = await post('xml', withoutKey);
    expect(missing.statusCode).toBe(403);
    expect(errorsOf(missing)).toEqual([{ code: '403', description: 'api_key was not provided.' }]);
    const invalid = await post('json', missedPickup({ api_key: 'o311_not-a-key' }));
    expect(invalid.statusCode).toBe(403);
    expect(errorsOf(invalid)[0]!.description).toMatch(/Invalid api_key/);

    const other = await createKey('Kenosha Pines only', [DEMO_PORTAL_IDS.kenoshaPines]);
    const scoped = await post('xml', missedPickup({ api_key: other.secret }));
    expect(scoped.statusCode).toBe(403);
    expect(errorsOf(scoped)[0]!.description).toMatch(/may not file requests for this jurisdiction/);

    const revokedKey = await createKey('Soon revoked', [LAKE_BLUFF]);
    const revoke = await injectWithCookie(
      t.app,
      'POST',
      `/api/admin/open311-keys/${revokedKey.key.id}/revoke`,
      admin,
      {},
    );
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revokedBy).toBe('admin@curbside.demo');
    expect(
      (
        await injectWithCookie(
          t.app,
          'POST',
          `/api/admin/open311-keys/${revokedKey.key.id}/revoke`,
          admin,
          {},
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (await injectWithCookie(t.app, 'POST', '/api/admin/open311-keys/nope/revoke', admin, {})).statusCode,
    ).toBe(404);
    const revoked = await post('xml', missedPickup({ api_key: revokedKey.secret }));
    expect(revoked.statusCode).toBe(403);
  });
});

describe('POST requests', () => {
  let filedId: string;

  it('files a missed pickup by address_id through the outbox, answering the service_request_id (XML)', async () => {
    const res = await post('xml', missedPickup());
    expect(res.statusCode, res.body).toBe(200);
    const request = xml.parse(res.body).service_requests.request[0];
    expect(request.service_request_id).toMatch(/^\d+$/);
    expect(request.token).toBeUndefined();
    expect(request.service_notice).toBeTruthy();
    filedId = request.service_request_id;

    const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.issueId, filedId));
    expect(row).toMatchObject({
      uid: `open311:${keyId}`,
      kind: 'missed-pickup',
      serviceType: 'trash',
      status: 'filed',
      portalId: LAKE_BLUFF,
    });
    expect((row!.payload as { SC01: Record<string, string> }).SC01).toMatchObject({
      SC01_CUST: site.cust,
      SC01_SITE: site.site,
      SC01_TYPE: 'MP',
      SC01_SERV: '1',
      SC01_NAME: 'PETRA PRIVATOVA',
      SC01_UREC: 'open311',
    });
    // the tickets desk lists it, with the resident staff may call back
    const desk = await injectWithCookie(
      t.app,
      'GET',
      `/api/admin/service-requests?portalId=${LAKE_BLUFF}`,
      service,
    );
    expect(desk.statusCode).toBe(200);
    const item = (desk.json() as { items: { id: string; customer: { name: string } }[] }).items.find(
      (i) => i.id === row!.id,
    );
    expect(item?.customer.name).toBe('Petra Privatova');
  });

  it('matches address_string with its ZIP code (JSON), and answers what is wrong with other locations', async () => {
    const street = site.street.toLowerCase().replace(/\bstreet\b/, 'st');
    const res = await post(
      'json',
      missedPickup({
        address_id: '',
        address_string: `${street}, ${site.city}, ${site.state} ${site.zip}`,
        'attribute[cart_type]': 'recycling',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0].service_request_id).toMatch(/^\d+$/);
    expect(res.json()[0].account_id).toBeNull();

    const zipcode = await post(
      'json',
      missedPickup({ address_id: '', address_string: site.street, zipcode: site.zip }),
    );
    expect(zipcode.statusCode, zipcode.body).toBe(200);

    const cases: [Record<string, string>, RegExp][] = [
      [{ address_id: '' }, /A location is required/],
      [{ address_id: 'garbage' }, /as GET requests shows it/],
      [{ address_id: 'X:Y:Z' }, /names no site/],
      // an id of this endpoint's shape that it did not make (or one altered) opens to nothing
      [{ address_id: 'a1_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, /as GET requests shows it/],
      [{ address_id: '', address_string: '999999 Nowhere Rd, Lake Bluff, IL' }, /No known site/],
      [{ address_id: '', address_string: `${site.street}, Somewhere, IL 90210` }, /not served/],
      [
        { address_id: '', address_string: `999999 Nowhere Rd, ${site.city}, IL ${site.zip}` },
        /No known site/,
      ],
      [{ address_id: '', lat: '45.0', long: '-93.0' }, /within 100 m/],
      [{ address_id: '', lat: '420', long: '-87.84' }, /decimal degrees/],
      [{ address_id: '', lat: '42.28' }, /decimal degrees/],
    ];
    for (const [fields, message] of cases) {
      const res = await post('xml', missedPickup(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorsOf(res)[0]!.description).toMatch(message);
    }
  });

  it('checks the service code and attributes before anything is filed', async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(open311Requests);
    const cases: [Record<string, string>, number, RegExp][] = [
      [{ service_code: '' }, 400, /service_code was not provided/],
      [{ service_code: 'pothole' }, 404, /service_code was not found/],
      [{ jurisdiction_id: '' }, 400, /jurisdiction_id was not provided/],
      [{ jurisdiction_id: 'nowhere' }, 404, /jurisdiction_id was not found/],
      [{ 'attribute[cart_type]': '' }, 400, /attribute\[cart_type\] is required/],
      [{ 'attribute[cart_type]': 'compost' }, 400, /listed cart types/],
      [{ description: 'x'.repeat(4001) }, 400, /4000 characters/],
      [{ service_code: 'vacation-hold' }, 400, /attribute\[start_date\] is required/],
      [
        {
          service_code: 'vacation-hold',
          'attribute[start_date]': '2026-12-01',
          'attribute[end_date]': 'soon',
        },
        400,
        /end_date/,
      ],
      [
        {
          service_code: 'vacation-hold',
          'attribute[start_date]': '2026-12-10',
          'attribute[end_date]': '2026-12-01',
        },
        400,
        /must not be before/,
      ],
      [
        {
          service_code: 'vacation-hold',
          'attribute[start_date]': '2020-12-10',
          'attribute[end_date]': '2020-12-11',
        },
        400,
        /past/,
      ],
    ];
    for (const [fields, status, message] of cases) {
      const res = await post('json', missedPickup(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(errorsOf(res)[0]!.description).toMatch(message);
    }
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(open311Requests);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('files a vacation hold with its dates, expected when the hold ends', async () => {
    const res = await post(
      'json',
      missedPickup({
        service_code: 'vacation-hold',
        'attribute[cart_type]': '',
        'attribute[start_date]': '2026-12-01T00:00:00-06:00',
        'attribute[end_date]': '2026-12-08',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json()[0].service_request_id as string;
    const one = (await get(`requests/${id}.json?jurisdiction_id=${LAKE_BLUFF}`)).json()[0];
    expect(one.service_code).toBe('vacation-hold');
    expect(one.expected_datetime).toBe('2026-12-08T23:59:59Z');
  });

  it('files once for a retry with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'city-ticket-000123' };
    const first = await post('json', missedPickup(), headers);
    const again = await post('json', missedPickup(), headers);
    expect(first.statusCode).toBe(200);
    expect(again.json()[0].service_request_id).toBe(first.json()[0].service_request_id);
    const rows = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceRequests)
      .where(eq(serviceRequests.issueId, first.json()[0].service_request_id as string));
    expect(rows[0]!.n).toBe(1);
    expect((await post('json', missedPickup(), { 'idempotency-key': 'short' })).statusCode).toBe(400);
  });

  it('answers a token while the back office is down; the token names the request once it is filed', async () => {
    backOfficeDown = true;
    let token: string;
    try {
      const res = await post('xml', missedPickup());
      expect(res.statusCode, res.body).toBe(200);
      const request = xml.parse(res.body).service_requests.request[0];
      expect(request.service_request_id).toBeUndefined();
      token = request.token;
      expect(token).toMatch(/^[0-9a-f-]{36}$/);
      const queued = xml.parse((await get(`tokens/${token}.xml?jurisdiction_id=${LAKE_BLUFF}`)).body);
      expect(queued.service_requests.request[0]).toEqual({ service_request_id: '', token });
      // the job is queued with the ticket (the outbox), so nothing is lost
      const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.id, token));
      expect(row!.status).toBe('queued');
    } finally {
      backOfficeDown = false;
    }
    const issueId = await deliverServiceRequest(t.ctx, token);
    const filed = (await get(`tokens/${token}.json?jurisdiction_id=${LAKE_BLUFF}`)).json();
    expect(filed).toEqual([{ service_request_id: issueId, token }]);
    // another jurisdiction does not know the token
    expect((await get(`tokens/${token}.json?jurisdiction_id=${HIGHWOOD}`)).statusCode).toBe(404);
    expect((await get(`tokens/not-a-token.xml?jurisdiction_id=${LAKE_BLUFF}`)).statusCode).toBe(404);
  });

  describe('GET requests', () => {
    it('shows the request, open, in XML and JSON, and never the name, e-mail or phone', async () => {
      for (const url of [
        `requests.xml?jurisdiction_id=${LAKE_BLUFF}`,
        `requests.json?jurisdiction_id=${LAKE_BLUFF}`,
        `requests/${filedId}.xml?jurisdiction_id=${LAKE_BLUFF}`,
        `requests/${filedId}.json?jurisdiction_id=${LAKE_BLUFF}`,
        `requests.json?jurisdiction_id=${LAKE_BLUFF}&service_request_id=${filedId}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        for (const personal of [
          'Petra',
          'PETRA',
          'Privatova',
          'petra.privatova@example.com',
          '555-0199',
          '5550199',
        ])
          expect(res.body, `${url} ${personal}`).not.toContain(personal);
      }
      const x = xml.parse((await get(`requests/${filedId}.xml?jurisdiction_id=${LAKE_BLUFF}`)).body);
      const request = x.service_requests.request[0];
      expect(request).toMatchObject({
        service_request_id: filedId,
        status: 'open',
        status_notes: '',
        service_name: 'Missed pickup',
        service_code: 'missed-pickup',
        description: 'The trash cart was not emptied on Monday.',
        zipcode: site.zip,
      });
      // the site as an opaque id: never the customer and site ids (they make the account number)
      expect(request.address_id).toMatch(/^a1_[A-Za-z0-9_-]+$/);
      expect(request.address_id).not.toContain(site.cust);
      expect(request.address_id).not.toContain(`${site.cust}.${site.site}`);
      addressId = request.address_id as string;
      expect(request.address).toContain(site.street);
      expect(request.requested_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);
      expect(request.updated_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      const j = (await get(`requests/${filedId}.json?jurisdiction_id=${LAKE_BLUFF}`)).json()[0];
      expect(j).toMatchObject({
        service_request_id: filedId,
        status: 'open',
        status_notes: null,
        lat: null,
        long: null,
      });
      expect(Object.keys(j)).not.toContain('email');
      // another jurisdiction does not see it
      expect((await get(`requests/${filedId}.json?jurisdiction_id=${HIGHWOOD}`)).statusCode).toBe(404);
      expect((await get(`requests/999999.xml?jurisdiction_id=${LAKE_BLUFF}`)).statusCode).toBe(404);
    });

    it('shows one stable, opaque address_id per site, which POST requests takes back', async () => {
      expect(addressId).not.toBe('');
      const seen = new Set<string>();
      for (const url of [
        `requests.json?jurisdiction_id=${LAKE_BLUFF}`,
        `requests/${filedId}.json?jurisdiction_id=${LAKE_BLUFF}`,
      ]) {
        for (const request of (await get(url)).json() as { address_id: string; address: string }[])
          if (request.address.startsWith(`${site.street},`)) seen.add(request.address_id);
      }
      // every request at the site (filed by id, by address_string, in XML and JSON) shows the same id
      expect([...seen]).toEqual([addressId]);

      const res = await post(
        'json',
        missedPickup({ address_id: addressId, 'attribute[cart_type]': 'recycling' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json()[0].service_request_id as string;
      const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.issueId, id));
      expect((row!.payload as { SC01: Record<string, string> }).SC01).toMatchObject({
        SC01_CUST: site.cust,
        SC01_SITE: site.site,
      });
      const [one] = (await get(`requests/${id}.json?jurisdiction_id=${LAKE_BLUFF}`)).json() as {
        address_id: string;
      }[];
      expect(one!.address_id).toBe(addressId);
      // one character changed: not an id this endpoint made
      const altered = `${addressId.slice(0, -1)}${addressId.endsWith('A') ? 'B' : 'A'}`;
      const refused = await post('json', missedPickup({ address_id: altered }));
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused)[0]!.description).toMatch(/as GET requests shows it/);
    });

    it("never lists a portal customer's own tickets", async () => {
      await t.ctx.db.insert(serviceRequests).values({
        id: '00000000-0000-4000-8000-000000000311',
        uid: 'demo-resident-1',
        kind: 'missed-pickup',
        serviceType: 'trash',
        status: 'filed',
        issueId: '777311',
        payload: {},
        confirmation: { customer: { name: 'Rita Resident', address: '1 Private Way' } },
        createdAt: demoClock(),
        portalId: LAKE_BLUFF,
      });
      expect((await get(`requests/777311.json?jurisdiction_id=${LAKE_BLUFF}`)).statusCode).toBe(404);
      const all = await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}`);
      expect(all.body).not.toContain('777311');
      expect(all.body).not.toContain('Rita');
    });

    it('follows the request to closed with the closing note as status_notes', async () => {
      const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.issueId, filedId));
      const close = await injectWithCookie(
        t.app,
        'POST',
        `/api/admin/service-requests/${row!.id}/status`,
        service,
        {
          status: 'closed',
          note: 'Collected on Tuesday.',
        },
      );
      expect(close.statusCode, close.body).toBe(200);
      const one = (await get(`requests/${filedId}.json?jurisdiction_id=${LAKE_BLUFF}`)).json()[0];
      expect(one).toMatchObject({ status: 'closed', status_notes: 'Collected on Tuesday.' });
      const closed = (await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}&status=closed`)).json() as {
        service_request_id: string;
      }[];
      expect(closed.map((r) => r.service_request_id)).toEqual([filedId]);
      const open = (await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}&status=open`)).json() as {
        service_request_id: string;
      }[];
      expect(open.map((r) => r.service_request_id)).not.toContain(filedId);
      expect(open.length).toBeGreaterThan(0);
      const both = (await get(`requests.xml?jurisdiction_id=${LAKE_BLUFF}&status=open,closed`)).body;
      expect(xml.parse(both).service_requests.request.length).toBe(open.length + 1);
    });

    it('filters by service code and dates, with the 90-day default window', async () => {
      const holds = (
        await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}&service_code=vacation-hold`)
      ).json() as {
        service_code: string;
      }[];
      expect(holds.length).toBe(1);
      expect(holds[0]!.service_code).toBe('vacation-hold');

      // an old request leaves the default window, and comes back with explicit dates
      const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.issueId, filedId));
      const old = new Date(demoClock().getTime() - 100 * 86_400_000);
      await t.ctx.db
        .update(open311Requests)
        .set({ createdAt: old })
        .where(eq(open311Requests.requestId, row!.id));
      await t.ctx.db.update(serviceRequests).set({ createdAt: old }).where(eq(serviceRequests.id, row!.id));
      const recent = (await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}`)).json() as {
        service_request_id: string;
      }[];
      expect(recent.map((r) => r.service_request_id)).not.toContain(filedId);
      const start = new Date(old.getTime() - 86_400_000).toISOString();
      const end = new Date(old.getTime() + 86_400_000).toISOString();
      const then = (
        await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}&start_date=${start}&end_date=${end}`)
      ).json() as {
        service_request_id: string;
      }[];
      expect(then.map((r) => r.service_request_id)).toEqual([filedId]);
      // the id list overrides the window
      expect(
        (
          await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}&service_request_id=${filedId},424242`)
        ).json(),
      ).toHaveLength(1);

      // plain dates (the W3C profile allows them): the start of the first day to the end of the last
      const day = old.toISOString().slice(0, 10);
      const sameDay = (
        await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}&start_date=${day}&end_date=${day}`)
      ).json() as { service_request_id: string }[];
      expect(sameDay.map((r) => r.service_request_id)).toEqual([filedId]);
      const dayAfter = new Date(old.getTime() + 86_400_000).toISOString().slice(0, 10);
      expect(
        (await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}&start_date=${dayAfter}`)).json(),
      ).not.toContainEqual(expect.objectContaining({ service_request_id: filedId }));

      for (const [query, message] of [
        ['start_date=yesterday', /start_date/],
        ['end_date=2026-01-01T10:00:00', /end_date/],
        ['end_date=2026-02-30', /end_date/],
        ['start_date=0000-01-01T00:00:00Z', /start_date must be between 1900-01-01 and 2999-12-31/],
        ['end_date=9999-12-31T23:59:59Z', /end_date must be between/],
        ['start_date=9999-12-31', /start_date must be between/],
        ['start_date=2026-01-01T00:00:00Z&end_date=2026-06-01T00:00:00Z', /90 days/],
        ['start_date=2026-06-01T00:00:00Z&end_date=2026-01-01T00:00:00Z', /not be before/],
        ['status=pending', /status/],
      ] as const) {
        const res = await get(`requests.xml?jurisdiction_id=${LAKE_BLUFF}&${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(errorsOf(res)[0]!.description).toMatch(message);
      }
      expect((await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}&service_code=pothole`)).statusCode).toBe(
        404,
      );
    });
  });
});

describe('bad input is a 400 in the error format, never a 500', () => {
  it('answers odd bodies, parameters and characters', async () => {
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/open311/v2/requests.xml',
        headers: { 'content-type': FORM },
        payload: 'api_key=a&api_key=b',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/open311/v2/requests.json',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/open311/v2/requests.json',
        headers: { 'content-type': 'application/json' },
        payload: '{"api_key": 5',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/open311/v2/requests.json',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ api_key: secret, jurisdiction_id: LAKE_BLUFF, attribute: 'x' }),
      }),
      await t.app.inject({
        method: 'POST',
        url: '/open311/v2/requests.xml',
        headers: { 'content-type': FORM },
        payload: `jurisdiction_id=${LAKE_BLUFF}&description=a%00b`,
      }),
      await t.app.inject({
        method: 'POST',
        url: '/open311/v2/requests.xml',
        headers: { 'content-type': FORM },
        payload: `description=${'x'.repeat(70_000)}`,
      }),
      await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}&status=open&status=closed`),
      await get(`requests.json?jurisdiction_id=${'x'.repeat(500)}`),
      await get(`requests.xml?jurisdiction_id=${LAKE_BLUFF}&service_request_id=${'9,'.repeat(1200)}`),
      await get(`services/%00.xml?jurisdiction_id=${LAKE_BLUFF}`),
      await post('xml', missedPickup({ description: 'bell \u0007 character' })),
    ];
    for (const res of answers) {
      expectClientError(res);
      expect(errorsOf(res)[0]!.description.length).toBeGreaterThan(0);
    }
  });

  it('limits the requests a key files (429 with Retry-After)', async () => {
    const saved = OPEN311_LIMITS.postsPerKey;
    const limited = await createKey('Limited', [LAKE_BLUFF]);
    const unlimited = await createKey('Not limited', [LAKE_BLUFF]);
    OPEN311_LIMITS.postsPerKey = { limit: 1, windowSeconds: 3600 };
    try {
      const invalid = { ...missedPickup({ api_key: limited.secret }), 'attribute[cart_type]': 'compost' };
      expect((await post('json', invalid)).statusCode).toBe(400);
      const res = await post('json', invalid);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(errorsOf(res)[0]).toMatchObject({ code: '429' });
      // another key is not held back
      expect((await post('json', { ...invalid, api_key: unlimited.secret })).statusCode).toBe(400);
    } finally {
      OPEN311_LIMITS.postsPerKey = saved;
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the endpoint and the key routes', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const path of [
      '/open311/v2/discovery.{format}',
      '/open311/v2/services.{format}',
      '/open311/v2/services/{service_code}.{format}',
      '/open311/v2/requests.{format}',
      '/open311/v2/requests/{service_request_id}.{format}',
      '/open311/v2/tokens/{token}.{format}',
      '/api/admin/open311-keys',
    ])
      expect(document.paths[path], path).toBeDefined();
    expect(document.paths['/open311/v2/requests.{format}']!.post).toBeDefined();
  });
});
