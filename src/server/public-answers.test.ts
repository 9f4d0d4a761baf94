/**
 * What the public sees (issue 26 §2): every GET route of the OpenAPI document, called without a
 * session and again with an Open311 API key, and the answer to filing an Open311 request, must hold
 * nothing that proves an account or names a person: no account number (customer id, dot, site id,
 * which registration takes as strong proof), no back-office customer or site id, no e-mail address,
 * no phone number and no name. Only the hauler's own published contact details may appear.
 *
 * The data is there to leak: the demo hauler, a back-office site with ids no other text has, a
 * request filed through Open311 at that site with a resident's name, e-mail and phone, and the path
 * parameters filled from it (the jurisdiction, the request's number, its token), so the routes answer
 * with real records, in JSON and XML. New routes are covered without touching this file.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOpen311KeyCreated } from '../domain/open311/open311';
import {
  boServices,
  boSites,
  customerProfiles,
  open311Requests,
  portalSetups,
  staffUsers,
} from './db/schema';
import { DEMO_PORTAL_IDS } from './db/seed/demo-ids';
import { demoClock, demoHaulerData } from './features/services/test-support';
import { createTestApp, type TestApp } from './test/app';
import { injectWithCookie, staffSessionCookie } from './test/sign-in';
import { postOpen311Request } from './test/open311';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
type OpenApiDocument = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

const JURISDICTION = DEMO_PORTAL_IDS.lakeBluff;

/** A back-office site whose ids appear in no other text, in the jurisdiction's ZIP code. */
const SITE = {
  source: 'TRUX_GL_COMP_RAW',
  cust: '736091',
  site: '52817',
  name: 'QUENTIN ZABRISKIE',
  street: '7 ZABRISKIE POINT LN',
  email: 'quentin.zabriskie@example.org',
  phone: '(847) 555-0163',
};
/** The resident a city names when it files a request there. */
const RESIDENT = {
  first_name: 'Ophelia',
  last_name: 'Vantongeren',
  email: 'ophelia.vantongeren@example.org',
  phone: '847-555-0177',
};

let t: TestApp;
let apiKey: string;
let issueId = '';
let token = '';
let filedAnswers: { label: string; body: string }[] = [];
let ticks = 0;

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(demoClock().getTime() + ticks++),
    seeded: demoHaulerData,
    prepare: async (ctx) => {
      const [zip] = await ctx.db
        .select({ zip: boSites.cm04Pzip })
        .from(boSites)
        .where(eq(boSites.cm04Pzip, '60044'))
        .limit(1);
      await ctx.db.insert(boSites).values({
        source: SITE.source,
        cm04Cust: SITE.cust,
        cm04Site: SITE.site,
        cm04Name: SITE.name,
        cm04Add2: SITE.street,
        cm04City: 'LAKE BLUFF',
        cm04Stat: 'IL',
        cm04Pzip: zip!.zip,
        cm04Email: SITE.email,
        cm04Phon: SITE.phone,
      });
      await ctx.db.insert(boServices).values({
        source: SITE.source,
        cm05Cust: SITE.cust,
        cm05Site: SITE.site,
        cm05Serv: 1,
        cm05Type: 'RG',
        cm05Size: '96',
      });
    },
  });
  const admin = await staffSessionCookie(t.ctx, 'admin@curbside.demo', 'Alex Admin');
  const created = await injectWithCookie(t.app, 'POST', '/api/admin/open311-keys', admin, {
    name: 'City of Lake Bluff 311',
    portalIds: [JURISDICTION],
  });
  expect(created.statusCode, created.body).toBe(201);
  apiKey = (created.json() as TOpen311KeyCreated).secret;

  // a request filed through Open311 at the site, named by its back-office key (the form earlier
  // answers showed, still taken from key holders), in both formats
  filedAnswers = [];
  for (const format of ['json', 'xml'] as const) {
    const res = await postOpen311Request(t.app, format, {
      api_key: apiKey,
      jurisdiction_id: JURISDICTION,
      service_code: 'missed-pickup',
      address_id: `${SITE.source}:${SITE.cust}:${SITE.site}`,
      'attribute[cart_type]': 'trash',
      description: 'The cart was not emptied.',
      ...RESIDENT,
    });
    expect(res.statusCode, res.body).toBe(200);
    filedAnswers.push({ label: `POST /open311/v2/requests.${format}`, body: res.body });
  }
  const [row] = await t.ctx.db
    .select({ requestId: open311Requests.requestId })
    .from(open311Requests)
    .limit(1);
  token = row!.requestId;
  const filed = (
    await t.app.inject({ url: `/open311/v2/tokens/${token}.json?jurisdiction_id=${JURISDICTION}` })
  ).json() as {
    service_request_id: string | null;
  }[];
  issueId = filed[0]?.service_request_id ?? '';
  expect(issueId).not.toBe('');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// what must not appear

const digitsOf = (text: string) => text.replace(/\D/g, '');
/** The ten digits of a North American number, whatever its punctuation and country code. */
const phoneKey = (text: string) => digitsOf(text).slice(-10);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Secrets {
  /** Each text that must not appear, lower case, and what it is. */
  words: Map<string, string>;
  /** All of `words`, each as a word of its own (no letter or digit right before or after it). */
  pattern: RegExp;
  phones: Set<string>;
  allowedEmails: Set<string>;
  allowedPhones: Set<string>;
}

/** Everything that proves an account or names a person, read from the database the routes read. */
async function secrets(): Promise<Secrets> {
  const words = new Map<string, string>();
  const add = (what: string, text: string) => words.set(text.trim().toLowerCase(), what);
  const phones = new Set<string>();
  const sites = await t.ctx.db
    .select({
      cust: boSites.cm04Cust,
      site: boSites.cm04Site,
      name: boSites.cm04Name,
      phone: boSites.cm04Phon,
    })
    .from(boSites);
  for (const site of sites) {
    // the account number, as registration takes it, and the key with other separators
    for (const separator of ['.', ':', '-', '/'])
      add('account number', `${site.cust}${separator}${site.site}`);
    // a customer id alone: long enough not to be some other number by chance
    if (site.cust.length >= 5) add('back-office customer id', site.cust);
    if (site.name && site.name.trim().includes(' ')) add('name', site.name.trim());
    if (site.phone && phoneKey(site.phone).length === 10) phones.add(phoneKey(site.phone));
  }
  // the test site's ids are unique to it: not even the site id alone may appear
  add('back-office site id', SITE.site);

  const profiles = await t.ctx.db
    .select({
      first: customerProfiles.firstName,
      last: customerProfiles.lastName,
      phone: customerProfiles.phoneNumber,
    })
    .from(customerProfiles);
  for (const profile of profiles) {
    const name = `${profile.first ?? ''} ${profile.last ?? ''}`.trim();
    if (name.includes(' ')) add('name', name);
    if (profile.phone && phoneKey(profile.phone).length === 10) phones.add(phoneKey(profile.phone));
  }
  const staff = await t.ctx.db.select({ name: staffUsers.name }).from(staffUsers);
  for (const person of staff) if (person.name.trim().includes(' ')) add('name', person.name.trim());
  for (const part of [RESIDENT.first_name, RESIDENT.last_name, SITE.name]) add('name', part);
  phones.add(phoneKey(RESIDENT.phone));

  // the hauler's own published contact details are not personal data
  const allowedEmails = new Set([t.ctx.config.COMPANY_EMAIL.toLowerCase()]);
  const allowedPhones = new Set([phoneKey(t.ctx.config.COMPANY_PHONE)]);
  const setups = await t.ctx.db.select({ setup: portalSetups.setup }).from(portalSetups);
  for (const { setup } of setups) {
    const text = JSON.stringify(setup);
    for (const email of text.match(EMAIL) ?? []) allowedEmails.add(email.toLowerCase());
    for (const phone of text.match(PHONE) ?? []) allowedPhones.add(phoneKey(phone));
  }
  const alternatives = [...words.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![A-Za-z0-9])(?:${alternatives.join('|')})(?![A-Za-z0-9])`, 'gi');
  return { words, pattern, phones, allowedEmails, allowedPhones };
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/**
 * A written phone number: (847) 555-0163, 847-555-0177, 847.555.0177, +1 847 555 0177, 8475550177.
 * Not digits inside a longer word: a random id such as the Open311 token
 * ab16eeb0-4de3-4fbc-a335-3628955bdebc holds "335-3628955", which read as a phone number one run in
 * several hundred.
 */
const PHONE = /(?<![A-Za-z0-9])(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}(?![A-Za-z0-9])/g;

function leaks(body: string, s: Secrets): string[] {
  const found: string[] = [];
  for (const match of body.matchAll(s.pattern))
    found.push(`${s.words.get(match[0].toLowerCase()) ?? 'secret'} "${match[0]}"`);
  for (const match of body.matchAll(EMAIL)) {
    // a masked address (m***a@example.com) hides the person; only a whole one is a leak
    if (body[match.index - 1] === '*') continue;
    if (!s.allowedEmails.has(match[0].toLowerCase())) found.push(`e-mail "${match[0]}"`);
  }
  for (const match of body.matchAll(PHONE)) {
    const key = phoneKey(match[0]);
    if (s.allowedPhones.has(key)) continue;
    // a bare run of ten digits is a phone number only when it is one we know; written ones always are
    if (s.phones.has(key) || /[() .-]/.test(match[0])) found.push(`phone number "${match[0]}"`);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// the calls

/** Values for path and query parameters, from the seeded data. */
function valueFor(name: string): string | undefined {
  switch (name) {
    case 'jurisdiction_id':
      return JURISDICTION;
    case 'service_code':
      return 'missed-pickup';
    case 'service_request_id':
      return issueId;
    case 'token':
      return token;
    case 'uid':
      return 'demo-resident-1';
    case 'id':
    case 'portalId':
      return JURISDICTION;
    case 'zip':
      return '60044';
    default:
      return undefined;
  }
}

/** The URLs for a GET route: each format for Open311, its query filled where the data says how. */
function urlsFor(path: string, parameters: Parameter[]): string[] {
  const formats = path.includes('{format}') ? ['json', 'xml'] : [''];
  return formats.map((format) => {
    const filled = path
      .replace('{format}', format)
      .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(valueFor(name) ?? 'sample'));
    const query = new URLSearchParams();
    for (const p of parameters.filter((p) => p.in === 'query')) {
      const value = valueFor(p.name);
      if (value !== undefined) query.set(p.name, value);
    }
    const text = query.toString();
    return text ? `${filled}?${text}` : filled;
  });
}

describe('the leak finder', () => {
  const none: Secrets = {
    words: new Map(),
    pattern: /(?!)/g,
    phones: new Set(),
    allowedEmails: new Set(),
    allowedPhones: new Set(),
  };
  it.each(['(847) 555-0163', '847-555-0177', '847.555.0177', '+1 847 555 0177', 'Call 847-555-0177.'])(
    'finds a written phone number: %s',
    (text) => expect(leaks(text, none)).toHaveLength(1),
  );
  it.each(['ab16eeb0-4de3-4fbc-a335-3628955bdebc', 'x847-555-0177', 'id-9a335-3628955bdebc'])(
    'finds none inside a longer word: %s',
    (text) => expect(leaks(text, none)).toEqual([]),
  );
});

describe('public answers', () => {
  it('hold no account number, back-office id, e-mail, phone number or name', async () => {
    const s = await secrets();
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
    const answers = [...filedAnswers];
    for (const [path, operations] of Object.entries(document.paths)) {
      const get = operations.get;
      // the catch-all not-found route; the OpenAPI document itself (examples, not data)
      if (!get || path === '/api/{*}' || path.startsWith('/api/docs')) continue;
      for (const url of urlsFor(path, get.parameters ?? [])) {
        for (const withKey of [false, true]) {
          const full = withKey ? `${url}${url.includes('?') ? '&' : '?'}api_key=${apiKey}` : url;
          const res = await t.app.inject({ url: full });
          answers.push({ label: `GET ${full.replace(apiKey, '<key>')} → ${res.statusCode}`, body: res.body });
        }
      }
    }
    // the routes answered with the records, not only with errors
    const ok = (label: string) => answers.some((a) => a.label.startsWith(label) && a.label.endsWith('→ 200'));
    expect(ok(`GET /open311/v2/requests.json?jurisdiction_id=${JURISDICTION}`)).toBe(true);
    expect(ok(`GET /open311/v2/requests/${issueId}.xml`)).toBe(true);
    expect(ok(`GET /open311/v2/tokens/${token}.json`)).toBe(true);
    expect(ok('GET /api/registration/addresses?zip=60044')).toBe(true);
    expect(answers.length).toBeGreaterThan(60);

    // the scan itself finds each kind (it is not a test that cannot fail)
    const planted = JSON.stringify({
      account: `${SITE.cust}.${SITE.site}`,
      customer: SITE.cust,
      email: RESIDENT.email,
      phone: RESIDENT.phone,
      name: `${RESIDENT.first_name} ${RESIDENT.last_name}`,
    });
    expect(leaks(planted, s).map((leak) => leak.split(' "')[0])).toEqual(
      expect.arrayContaining(['account number', 'back-office customer id', 'e-mail', 'phone number', 'name']),
    );

    const found = answers.flatMap(({ label, body }) => leaks(body, s).map((leak) => `${label}: ${leak}`));
    expect(found).toEqual([]);
  }, 120_000);
});
