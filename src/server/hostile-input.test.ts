/**
 * Hostile input on every route. Every operation of the OpenAPI document is called as a signed-in
 * customer and as an admin with shapes that used to crash handlers or the database: NUL bytes and
 * lone surrogates in strings, huge strings, wrong JSON types, bad % escapes in the path and the query,
 * and characters outside Latin-1. Bad input must get a 4xx with a message, never a 5xx.
 *
 * Bodies start from a sample that the route's own schema accepts (so the hostile value gets past the
 * first checks and reaches the handler and the database), then one shape is applied to every string
 * or every leaf. New routes are covered without touching this file. Sign-outs run last, so the
 * sessions stay valid while the other routes are called.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { seedDemo } from './db/seed';
import { configureStaffMigration } from './features/staff/staff-migration';
import { Browser, PASSWORD, signInWithDevProvider } from './auth/test/helpers';
import { eq } from 'drizzle-orm';
import { boSites, portalSetups, staffUsers } from './db/schema';

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  /** OpenAPI 3.0 writes it as a flag next to `minimum`. */
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  pattern?: string;
  minItems?: number;
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const SIGN_OUT = /\/logout$/;
const SAMPLE_ID = 'hostile-sample-id';

/** Values for properties whose rules a JSON schema does not spell out (zod refinements). */
const BY_NAME: [RegExp, unknown][] = [
  [/email/i, 'hostile.sample@example.com'],
  [/^phone$/, '+18475550199'],
  [/phone/i, '(847) 555-0199'],
  [/zip/i, '60201'],
  [/password/i, 'Hostile!2026pass'],
  [/url$|link$/i, 'https://example.com/x'],
  // the portal setup's pickup calendar (issue 14): an IANA zone, a state code, a time of day
  [/^timeZone$/, 'America/Chicago'],
  [/^state$/, 'IL'],
  [/^reminderTime$/, '18:00'],
];

/** A value the schema probably accepts: enough for the request to get past validation. */
function sample(schema: JsonSchema | undefined, depth = 0, name = '', own: Own = {}): unknown {
  if (!schema || depth > 8) return 'x';
  if (name in own) return own[name];
  const byName = BY_NAME.find(([re]) => re.test(name));
  const type0 = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (byName && type0 === 'string' && !schema.enum) return byName[1];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    return sample(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], depth + 1, name, own);
  }
  if (schema.allOf?.length) return sample(schema.allOf[0], depth + 1, name, own);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        out[key] = sample(property, depth + 1, key, own);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items, depth + 1, name, own),
      );
    case 'integer':
    case 'number':
      if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
      if (schema.minimum !== undefined) return schema.minimum + (schema.exclusiveMinimum ? 1 : 0);
      return schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'hostile.sample@example.com';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
    case 'uri':
      return 'https://example.com/x';
  }
  if (schema.pattern && /\\d/.test(schema.pattern) && !/[a-z]/i.test(schema.pattern.replace(/\\d/g, ''))) {
    return '1'.repeat(Math.max(schema.minLength ?? 5, 5)).slice(0, schema.maxLength ?? 5);
  }
  const base = 'Sample text';
  const length = Math.max(schema.minLength ?? 0, Math.min(base.length, schema.maxLength ?? base.length));
  return base.padEnd(length, 'x').slice(0, length);
}

type Key = string | number;

/** Paths of every string inside a value. */
function stringPaths(value: unknown, at: Key[] = []): Key[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  }
  return [];
}

/** A copy of `value` with the string at `path` changed. */
function withString(value: unknown, path: Key[], change: (s: string) => string): unknown {
  if (path.length === 0) return change(value as string);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<Key, unknown>;
  copy[path[0]!] = withString(copy[path[0]!], path.slice(1), change);
  return copy;
}

/** Applies `change` to every string of a value. */
function mapStrings(value: unknown, change: (s: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, change));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, change)]));
  }
  return value;
}

/** Replaces every leaf with a value of another JSON type. */
function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? value.map(wrongTypes) : { not: 'a list' };
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrongTypes(v)]));
  }
  if (typeof value === 'string') return { nested: [1, true] };
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return ['not', 'a', 'flag'];
  return 12345;
}

/** Letters that do not repeat in a pattern, so the database cannot compress them under its limits. */
function noise(length: number): string {
  let seed = 12345;
  let out = '';
  while (out.length < length) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out += String.fromCharCode(97 + (seed % 26));
  }
  return out;
}
const HUGE_8K = noise(8_000);
const HUGE_1M = noise(1_000_000);
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const NOT_LATIN1 = 'Ā€😀ł';
/** A lone %, a cut-off UTF-8 sequence, a non-hex escape, an overlong encoding of '/'. */
const BAD_ESCAPES = ['%', '%E0%A4%A', '%ZZ', '%C0%AF'];

interface Call {
  method: string;
  url: string;
  shape: string;
  /** A JSON value to send, or raw text (`raw`) that is not JSON. */
  body?: unknown;
  raw?: string;
}

/** Real ids for path parameters, so the hostile value reaches a record that exists. */
type Ids = (path: string, name: string) => string | undefined;
/** Property values of the signed-in user (their own e-mail, which a profile edit must keep). */
type Own = Record<string, unknown>;

/**
 * The calls for one route and session. `perField` adds the shapes that change one body field at a
 * time (the most calls); they are sent once per route, as the session the route is for.
 */
function routeCalls(
  path: string,
  method: string,
  operation: Operation,
  session: { ids: Ids; own: Own },
  perField: boolean,
): Call[] {
  const { ids, own } = session;
  const upper = method.toUpperCase();
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const fillPath = (value: (name: string) => string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
  const pathValue = (name: string) => {
    const values = pathParams.find((p) => p.name === name)?.schema?.enum;
    return values?.length ? String(values[0]) : (ids(path, name) ?? SAMPLE_ID);
  };
  const validPath = fillPath((name) => encodeURIComponent(pathValue(name)));
  const validQuery = new URLSearchParams(
    queryParams.map((p) => [p.name, String(sample(p.schema))] as [string, string]),
  );
  const withQuery = (query: string) => (query ? `${validPath}?${query}` : validPath);
  const body = bodySchema ? sample(bodySchema, 0, '', own) : upper === 'GET' ? undefined : {};
  const calls: Call[] = [];
  const add = (shape: string, url: string, body?: unknown) => calls.push({ method: upper, url, shape, body });
  // path and query shapes on a write carry a valid body, so they get as far as the handler
  const addUrl = (shape: string, url: string) => add(shape, url, upper === 'GET' ? undefined : body);
  // the valid request first, before limits and unique titles can turn it away
  if (upper !== 'GET') add('body: sample', withQuery(validQuery.toString()), body);

  if (pathParams.length) {
    addUrl(
      'path: NUL',
      fillPath(() => '%00'),
    );
    addUrl(
      'path: huge',
      fillPath(() => HUGE_8K.slice(0, 6000)),
    );
    addUrl(
      'path: not Latin-1',
      fillPath(() => encodeURIComponent(NOT_LATIN1)),
    );
    for (const escape of BAD_ESCAPES)
      addUrl(
        `path: bad escape ${escape}`,
        fillPath(() => `a${escape}b`),
      );
  }
  const queryNames = queryParams.length ? queryParams.map((p) => p.name) : ['q'];
  const queryShape = (value: string) =>
    queryNames.map((name) => `${encodeURIComponent(name)}=${value}`).join('&');
  addUrl('query: NUL', withQuery(queryShape('%00')));
  addUrl('query: huge', withQuery(queryShape(HUGE_8K.slice(0, 6000))));
  addUrl('query: not Latin-1', withQuery(queryShape(encodeURIComponent(NOT_LATIN1))));
  addUrl('query: repeated', withQuery(`${validQuery}&${validQuery}`));
  for (const escape of BAD_ESCAPES)
    addUrl(`query: bad escape ${escape}`, withQuery(queryShape(`a${escape}b`)));

  if (upper !== 'GET') {
    const url = withQuery(validQuery.toString());
    const start = body;
    // one string at a time, so the other fields stay valid and the hostile one reaches the handler
    for (const at of perField ? stringPaths(start) : []) {
      const where = at.join('.');
      add(
        `body ${where}: NUL`,
        url,
        withString(start, at, (s) => `${s}${NUL}`),
      );
      add(
        `body ${where}: lone surrogate`,
        url,
        withString(start, at, (s) => `${s}${LONE_SURROGATE}`),
      );
      add(
        `body ${where}: 8 KB`,
        url,
        withString(start, at, () => HUGE_8K),
      );
      add(
        `body ${where}: 1 MB`,
        url,
        withString(start, at, () => HUGE_1M),
      );
      add(
        `body ${where}: not Latin-1`,
        url,
        withString(start, at, (s) => `${s}${NOT_LATIN1}`),
      );
    }
    add(
      'body: NUL in every string',
      url,
      mapStrings(start, () => NUL),
    );
    add('body: NUL in a key', url, { ...(start as object), ['k\u0000']: 'v' });
    add('body: wrong types', url, wrongTypes(start));
    for (const other of [[], 'text', 42, null, [start]]) {
      add(`body: ${JSON.stringify(other).slice(0, 20)}`, url, other);
    }
    calls.push({ method: upper, url, shape: 'body: broken JSON', raw: '{"a": ' });
  }
  return calls;
}

interface Session {
  cookie: string;
  /** Headers that open more of the API (a registration in progress). */
  headers: Record<string, string>;
  ids: Ids;
  own: Own;
}

let t: TestApp;
const sessions = new Map<string, Session>();

beforeAll(async () => {
  t = await createTestApp({
    work: false,
    prepare: async (ctx) => {
      await seedDemo(ctx.db);
      configureStaffMigration(ctx, { people: [], pauseMs: 0 });
    },
  });
  const [setup] = await t.ctx.db.select({ id: portalSetups.id }).from(portalSetups).limit(1);
  const [colleague] = await t.ctx.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.role, 'customerservice'))
    .limit(1);

  // a registration in progress, so the registration steps get past their token check
  const [site] = await t.ctx.db.select({ zip: boSites.cm04Pzip }).from(boSites).limit(1);
  const addresses = await t.app.inject({ url: `/api/registration/addresses?zip=${site!.zip}` });
  const addressId = (addresses.json() as { items?: { addressId: string }[] }).items?.[0]?.addressId;
  const registration = await t.app.inject({
    method: 'POST',
    url: '/api/registration',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ addressId }),
  });
  const token = (registration.json() as { registrationToken?: string }).registrationToken ?? '';
  const headers: Record<string, string> = token ? { 'x-registration-token': token } : {};

  const customer = new Browser(t.app);
  const login = await customer.post('/api/auth/login', {
    email: 'resident@curbside.demo',
    password: PASSWORD,
  });
  expect(login.statusCode).toBe(200);
  const session = await t.app.inject({ url: '/api/session', headers: { cookie: customer.header() } });
  const uid = (session.json() as { customer: { uid: string } | null }).customer?.uid;
  expect(uid).toBeTruthy();
  sessions.set('customer', {
    cookie: customer.header(),
    headers,
    ids: (_, name) => (name === 'uid' ? uid : undefined),
    own: { email: 'resident@curbside.demo' },
  });

  const admin = new Browser(t.app);
  await signInWithDevProvider(admin, '/api/admin/auth/start', {
    email: 'admin@curbside.demo',
    name: 'Alex Admin',
  });
  sessions.set('admin', {
    cookie: admin.header(),
    headers,
    ids: (path, name) =>
      name === 'portalId' || path.includes('/portal-setups/')
        ? setup?.id
        : path.includes('/customer-profiles/') && name === 'uid'
          ? // another customer than the signed-in one: the admin's DELETE with a valid sample removes it
            'demo-resident-3'
          : path.includes('/staff/') && !path.includes('/migration/')
            ? colleague?.id
            : undefined,
    own: {},
  });
}, 60_000);

/**
 * The JSON to send. A content edit carries the version it was read at (optimistic locking); each
 * accepted edit bumps it, so the current one is read first, or every later call would be a 409.
 */
async function prepared(call: Call, headers: Record<string, string>): Promise<string> {
  const content = /^(\/api\/admin\/content\/[^/?]+)\/[^/?]+/.exec(call.url);
  const body = call.body as { version?: unknown } | null;
  if (call.method === 'PUT' && content && body && typeof body === 'object' && 'version' in body) {
    const current = await t.app.inject({ url: content[1]!, headers });
    const version = (current.json() as { version?: number }).version;
    if (typeof version === 'number') return JSON.stringify({ ...body, version });
  }
  return JSON.stringify(call.body);
}

let sent = 0;

/**
 * Each call gets its own client address and its own sample title and e-mail, so per-address rate
 * limits and unique titles do not turn later calls away before their hostile value is looked at.
 */
function unique(payload: string | undefined): { payload: string | undefined; remoteAddress: string } {
  sent += 1;
  const n = String(sent).padStart(4, '0');
  return {
    payload: payload?.replaceAll('Sample text', `Sample ${n}`).replaceAll('hostile.sample@', `hostile.${n}@`),
    remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
  };
}

afterAll(async () => {
  await t?.close();
});

describe('hostile input on every route', () => {
  it('never answers 5xx', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
    const operations = Object.entries(document.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([method]) => METHODS.includes(method))
          .map(([method, operation]) => ({ path, method, operation })),
      )
      // sign-outs last: they end the session the other calls use
      .sort((a, b) => Number(SIGN_OUT.test(a.path)) - Number(SIGN_OUT.test(b.path)));
    expect(operations.length).toBeGreaterThan(40);

    const failures: string[] = [];
    const accepted = new Set<string>();
    let count = 0;
    for (const { path, method, operation } of operations) {
      for (const [name, session] of sessions) {
        for (const call of routeCalls(
          path,
          method,
          operation,
          session,
          name === (path.startsWith('/api/admin/') ? 'admin' : 'customer'),
        )) {
          const headers: Record<string, string> = { ...session.headers, cookie: session.cookie };
          const { payload, remoteAddress } = unique(
            call.raw ?? (call.body === undefined ? undefined : await prepared(call, headers)),
          );
          if (payload !== undefined) headers['content-type'] = 'application/json';
          const response = await t.app.inject({
            method: call.method as 'GET',
            url: call.url,
            headers,
            payload,
            remoteAddress,
          });
          count += 1;
          if (call.shape === 'body: sample' && response.statusCode < 300)
            accepted.add(`${call.method} ${path}`);
          if (response.statusCode >= 500) {
            failures.push(`${name} ${method.toUpperCase()} ${path} [${call.shape}]: ${response.statusCode}`);
          }
        }
      }
    }
    expect(count).toBeGreaterThan(1000);
    // the samples are valid where it matters, so the hostile fields reached handlers and the database
    expect([...accepted]).toEqual(
      expect.arrayContaining([
        'POST /api/contact',
        'POST /api/admin/portal-setups',
        'PUT /api/admin/portal-setups/{id}',
        'PUT /api/me/profile',
        'POST /api/admin/staff',
      ]),
    );
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('the work-account sign-in return path', () => {
  it('comes back to a path with characters above U+00FF, percent-encoded, instead of a 500', async () => {
    const browser = new Browser(t.app);
    const returnTo = '/admin/customer-profiles?search=JoséĀ€😀';
    const location = await signInWithDevProvider(
      browser,
      `/api/admin/auth/start?returnTo=${encodeURIComponent(returnTo)}`,
      { email: 'admin@curbside.demo', name: 'Alex Admin' },
    );
    expect(location).toBe('/admin/customer-profiles?search=Jos%C3%A9%C4%80%E2%82%AC%F0%9F%98%80');
  });
});
