/**
 * A GeoReport v2 client's calls, in the order a city's 311 app makes them (issue 31 §1), in JSON and
 * XML: discovery (which lists the jurisdictions), the service list (`services.JSON` too), a
 * definition, a POST located by a map pin only, by an address without its ZIP code and by the
 * address_id GET answered, then GET by id, by token and with filters; a browser app on an allowed
 * origin passes the CORS preflight; `text/plain` and an over-long path answer in the error list; a
 * staff note shows as status_notes while the request is still open.
 */
import { XMLParser } from 'fast-xml-parser';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TOpen311KeyCreated } from '../../../domain/open311/open311';
import { boSites, serviceRequests } from '../../db/schema';
import { DEMO_PORTAL_IDS } from '../../db/seed/demo-ids';
import { createTestApp, useTestApp } from '../../test/app';
import { expectClientError, postRaw } from '../../test/client-error';
import { injectWithCookie, staffSessionCookie } from '../../test/sign-in';
import { postOpen311Request } from '../../test/open311';
import { demoClock, demoHaulerData } from '../services/test-support';

const LAKE_BLUFF = DEMO_PORTAL_IDS.lakeBluff;
const CITY_APP = 'https://311.lakebluff.example';

let admin: string;
let secret: string;
let site: { street: string; city: string; state: string; zip: string; latitude: number; longitude: number };

const xml = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => ['service', 'request', 'error', 'jurisdiction', 'endpoint', 'format'].includes(name),
});

let ticks = 0;
const clock = () => new Date(demoClock().getTime() + ticks++);

const t = useTestApp(
  () =>
    createTestApp({
      now: clock,
      env: { OPEN311_CORS_ORIGINS: CITY_APP },
      seeded: demoHaulerData,
    }),
  120_000,
);

beforeAll(async () => {
  admin = await staffSessionCookie(t.ctx, 'admin@curbside.demo', 'Alex Admin');
  const [row] = await t.ctx.db
    .select()
    .from(boSites)
    .where(and(eq(boSites.cm04Pzip, '60044'), isNotNull(boSites.latitude)))
    .orderBy(boSites.cm04Cust, boSites.cm04Site)
    .limit(1);
  site = {
    street: row!.cm04Add2,
    city: row!.cm04City,
    state: row!.cm04Stat,
    zip: row!.cm04Pzip,
    latitude: row!.latitude!,
    longitude: row!.longitude!,
  };
  const key = await injectWithCookie(t.app, 'POST', '/api/admin/open311-keys', admin, {
    name: 'Lake Bluff 311 app',
    portalIds: [LAKE_BLUFF],
  });
  expect(key.statusCode, key.body).toBe(201);
  secret = (key.json() as TOpen311KeyCreated).secret;
}, 120_000);

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/open311/v2/${url}`, headers });

function post(format: 'xml' | 'json', fields: Record<string, string>) {
  return postOpen311Request(t.app, format, {
    api_key: secret,
    jurisdiction_id: LAKE_BLUFF,
    service_code: 'missed-pickup',
    'attribute[cart_type]': 'trash',
    description: 'Not emptied this week.',
    ...fields,
  });
}

/** The request an answer to a POST names, in either format. */
function filed(format: 'xml' | 'json', body: string): { service_request_id?: string; token?: string } {
  return format === 'json' ? JSON.parse(body)[0] : xml.parse(body).service_requests.request[0];
}

describe('a GeoReport v2 client', () => {
  const ids: string[] = [];

  it('finds the jurisdictions in discovery and the services of one, whatever the case of the format', async () => {
    const discovery = (await get('discovery.json')).json() as {
      jurisdictions: { jurisdiction_id: string }[];
    };
    expect(discovery.jurisdictions.map((j) => j.jurisdiction_id)).toContain(LAKE_BLUFF);
    const inXml = xml.parse((await get('discovery.xml')).body).discovery;
    expect(JSON.stringify(inXml.jurisdictions)).toContain(LAKE_BLUFF);

    const lower = await get(`services.json?jurisdiction_id=${LAKE_BLUFF}`);
    const upper = await get(`services.JSON?jurisdiction_id=${LAKE_BLUFF}`);
    expect(upper.statusCode, upper.body).toBe(200);
    expect(upper.json()).toEqual(lower.json());
    const definition = await get(`services/missed-pickup.xml?jurisdiction_id=${LAKE_BLUFF}`);
    expect(xml.parse(definition.body).service_definition.service_code).toBe('missed-pickup');
  });

  it('files a request located by a map pin only (JSON) and one by an address without its ZIP (XML)', async () => {
    const pin = await post('json', { lat: String(site.latitude), long: String(site.longitude) });
    expect(pin.statusCode, pin.body).toBe(200);
    ids.push(filed('json', pin.body).service_request_id!);

    const text = await post('xml', { address_string: `${site.street}, ${site.city}, ${site.state}` });
    expect(text.statusCode, text.body).toBe(200);
    ids.push(filed('xml', text.body).service_request_id!);
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);

    // a pin far from every site of the jurisdiction says so in the error list
    const sea = await post('json', { lat: '41.9', long: '-87.4' });
    expect(sea.statusCode).toBe(400);
    expect((sea.json() as { code: number; description: string }[])[0]!.description).toMatch(/site/i);
  });

  it('files by the address_id GET answered, and follows requests by id, token and filters', async () => {
    const one = (await get(`requests/${ids[0]}.json?jurisdiction_id=${LAKE_BLUFF}`)).json()[0] as {
      address_id: string;
      status: string;
    };
    expect(one.status).toBe('open');
    const again = await post('json', { address_id: one.address_id, 'attribute[cart_type]': 'recycling' });
    expect(again.statusCode, again.body).toBe(200);
    const { service_request_id: third } = filed('json', again.body);

    const byXml = xml.parse((await get(`requests/${third}.xml?jurisdiction_id=${LAKE_BLUFF}`)).body);
    expect(byXml.service_requests.request[0].address_id).toBe(one.address_id);
    const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.issueId, third!));
    const token = (await get(`tokens/${row!.id}.json?jurisdiction_id=${LAKE_BLUFF}`)).json();
    expect(token).toEqual([{ service_request_id: third, token: row!.id }]);
    const listed = (
      await get(`requests.json?jurisdiction_id=${LAKE_BLUFF}&service_request_id=${ids.join(',')},${third}`)
    ).json() as { service_request_id: string }[];
    expect(listed.map((r) => r.service_request_id).sort()).toEqual([...ids, third].sort());
  });

  it("shows staff's latest note as status_notes while the request is open", async () => {
    const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.issueId, ids[0]!));
    const note = await injectWithCookie(
      t.app,
      'POST',
      `/api/admin/service-requests/${row!.id}/status`,
      admin,
      { note: 'A truck comes back tomorrow.' },
    );
    expect(note.statusCode, note.body).toBe(200);
    const one = (await get(`requests/${ids[0]}.json?jurisdiction_id=${LAKE_BLUFF}`)).json()[0];
    expect(one).toMatchObject({ status: 'open', status_notes: 'A truck comes back tomorrow.' });
  });
});

describe('what a browser app and a careless client meet', () => {
  it('passes the CORS preflight from an allowed origin, and no other; /api gets no CORS at all', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/open311/v2/requests.json',
      headers: { origin: CITY_APP, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(CITY_APP);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    const listed = await get(`services.json?jurisdiction_id=${LAKE_BLUFF}`, { origin: CITY_APP });
    expect(listed.headers['access-control-allow-origin']).toBe(CITY_APP);

    const stranger = await get(`services.json?jurisdiction_id=${LAKE_BLUFF}`, {
      origin: 'https://elsewhere.example',
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const api = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: CITY_APP } });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a text/plain POST and an over-long path in the error list', async () => {
    const plain = await postRaw(
      t.app,
      '/open311/v2/requests.json',
      'text/plain',
      'service_code=missed-pickup',
    );
    expectClientError(plain);
    const [error] = plain.json() as { code: number; description: string }[];
    expect(error!.code).toBe(415);

    const long = await get(`requests/${'9'.repeat(3000)}.json?jurisdiction_id=${LAKE_BLUFF}`);
    expect(long.statusCode).toBe(414);
    expect(Array.isArray(long.json())).toBe(true);
    expect((long.json() as { code: number }[])[0]!.code).toBe(414);
  });
});
