/**
 * The role matrix of the admin API. Every route under /api/admin (from the OpenAPI document, plus any
 * route the router knows that the document hides) is called with six sessions, and the answer must
 * follow the staff role, decided before anything else (body validation included):
 *
 *   no session       401
 *   customer         401 (a customer cookie is not a staff session)
 *   unknown          403 (a work account that is not on the staff list)
 *   customerservice  403 on admin-only routes (portal setups, user management, the migration),
 *                    else neither 401 nor 403, and no 5xx
 *   admin            neither 401 nor 403, and no 5xx
 *   municipality     neither 401 nor 403, and no 5xx, on the read-only oversight routes of
 *                    MUNICIPALITY_OPEN (called for its own portal); 403 on every other route
 *
 * New admin routes are covered without touching this file (closed to a municipality user unless
 * listed); a new admin-only area is added to ADMIN_ONLY. Below the matrix, the municipality user's
 * answers are checked for scope: only its own portal's figures, never another portal's. Only the work-account sign-in routes themselves (/api/admin/auth/*) are left out.
 * Path parameters get a placeholder id and writes an empty JSON body: the assertion is about who may
 * call the route, which must be settled before the request is validated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { seedDemo } from './db/seed';
import { configureStaffMigration } from './features/staff/staff-migration';
import { forgetDashboardFigures } from './features/dashboard/dashboard-service';
import { Browser, PASSWORD, signInWithDevProvider } from './auth/test/helpers';

const ADMIN_ONLY = [
  /^\/api\/admin\/portal-setups(\/|$)/,
  /^\/api\/admin\/staff(\/|$)/,
  /^\/api\/admin\/backoffice-import(\/|$)/,
  /^\/api\/admin\/open311-keys(\/|$)/,
  /^\/api\/admin\/webhooks(\/|$)/,
];
const EXCLUDED = /^\/api\/admin\/auth\//;
/** The municipality user's own portal (the demo seed's Morgan Municipal) and another one. */
const OWN_PORTAL = 'demo-lake-bluff';
const OTHER_PORTAL = 'demo-highwood';
/** The routes open to a municipality user, with the query it calls them with in the matrix. */
const MUNICIPALITY_OPEN: Record<string, string> = {
  'GET /api/admin/whoami': '',
  'GET /api/admin/center': '',
  'GET /api/admin/dashboard': '',
  'GET /api/admin/dashboard/portals': '',
  'GET /api/admin/dashboard/route-exceptions': '',
  'GET /api/admin/delivery-report/portals': '',
  'GET /api/admin/delivery-report': `?portalId=${OWN_PORTAL}`,
  'GET /api/admin/delivery-report/summary': `?portalId=${OWN_PORTAL}`,
  'GET /api/admin/delivery-report/export': `?portalId=${OWN_PORTAL}`,
  'GET /api/admin/service-requests/counts': '',
  'GET /api/admin/route-days': `?portalId=${OWN_PORTAL}`,
  'GET /api/admin/route-days/stops': `?portalId=${OWN_PORTAL}&day=2026-11-17&route=TRASH-TUE`,
  'GET /api/admin/route-days/export.csv': `?portalId=${OWN_PORTAL}&day=2026-11-17`,
};
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const PLACEHOLDER_ID = 'role-matrix-placeholder';

type Method = (typeof METHODS)[number];
type SessionName = 'none' | 'customer' | 'unknown' | 'customerservice' | 'admin' | 'municipality';
const SESSIONS: readonly SessionName[] = [
  'none',
  'customer',
  'unknown',
  'customerservice',
  'admin',
  'municipality',
];

interface AdminRoute {
  method: Method;
  /** The path as the OpenAPI document writes it, e.g. /api/admin/staff/{id}. */
  path: string;
  /** Path parameter names with a value to send. */
  params: Record<string, string>;
  adminOnly: boolean;
  /** Found by the router but missing from the OpenAPI document. */
  hidden: boolean;
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: { type?: string; format?: string; enum?: unknown[] };
}
type OpenApiDocument = { paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>> };

/** A value the path parameter's schema accepts, so the request reaches the route. */
function placeholderFor(parameter: OpenApiParameter | undefined): string {
  const schema = parameter?.schema ?? {};
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  return PLACEHOLDER_ID;
}

/** Full paths and methods of the router's tree (app.printRoutes with commonPrefix off). */
function routesFromTree(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = `${stack.join('')}${match[2]}`;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)) {
      routes.push({ method, path: full });
    }
  }
  return routes;
}

function adminRoutes(document: OpenApiDocument, tree: string): AdminRoute[] {
  const routes: AdminRoute[] = [];
  const seen = new Set<string>();
  const isAdminOnly = (path: string) => ADMIN_ONLY.some((re) => re.test(path));
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/admin/') || EXCLUDED.test(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase() as Method;
      if (!METHODS.includes(upper)) continue;
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const params = Object.fromEntries(
        names.map((name) => [
          name,
          placeholderFor(operation.parameters?.find((p) => p.in === 'path' && p.name === name)),
        ]),
      );
      routes.push({ method: upper, path, params, adminOnly: isAdminOnly(path), hidden: false });
      seen.add(`${upper} ${path}`);
    }
  }
  for (const route of routesFromTree(tree)) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const method = route.method as Method;
    if (!path.startsWith('/api/admin/') || EXCLUDED.test(path) || !METHODS.includes(method)) continue;
    if (seen.has(`${method} ${path}`)) continue;
    const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, PLACEHOLDER_ID]));
    routes.push({ method, path, params, adminOnly: isAdminOnly(path), hidden: true });
    seen.add(`${method} ${path}`);
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

function expectation(
  route: AdminRoute,
  session: SessionName,
): { text: string; ok: (status: number) => boolean } {
  const allowed = { text: 'not 401/403/5xx', ok: (s: number) => s !== 401 && s !== 403 && s < 500 };
  switch (session) {
    case 'none':
    case 'customer':
      return { text: '401', ok: (s) => s === 401 };
    case 'unknown':
      return { text: '403', ok: (s) => s === 403 };
    case 'customerservice':
      return route.adminOnly ? { text: '403', ok: (s) => s === 403 } : allowed;
    case 'admin':
      return allowed;
    case 'municipality':
      return `${route.method} ${route.path}` in MUNICIPALITY_OPEN
        ? allowed
        : { text: '403', ok: (s) => s === 403 };
  }
}

interface Cell {
  status: number;
  ok: boolean;
  expected: string;
  code?: string;
}

function formatMatrix(routes: readonly AdminRoute[], cells: Map<string, Cell>): string {
  const header = ['route', 'admin-only', ...SESSIONS];
  const rows = routes.map((route) => [
    `${route.method} ${route.path}${route.hidden ? ' (not in OpenAPI)' : ''}`,
    route.adminOnly ? 'yes' : 'no',
    ...SESSIONS.map((session) => {
      const cell = cells.get(`${route.method} ${route.path} ${session}`)!;
      return cell.ok
        ? String(cell.status)
        : `✗ ${cell.status}${cell.code ? ` ${cell.code}` : ''} (want ${cell.expected})`;
    }),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

let t: TestApp;
const cookies = new Map<SessionName, string>();

beforeAll(async () => {
  t = await createTestApp({
    work: false,
    prepare: async (ctx) => {
      await seedDemo(ctx.db);
      // an admin starting the migration must not leave a slow import running in the background
      configureStaffMigration(ctx, { people: [], pauseMs: 0 });
    },
  });
  cookies.set('none', '');

  const customer = new Browser(t.app);
  const login = await customer.post('/api/auth/login', {
    email: 'resident@curbside.demo',
    password: PASSWORD,
  });
  expect(login.statusCode).toBe(200);
  cookies.set('customer', customer.header());

  const staff: [SessionName, string, string][] = [
    ['unknown', 'not.on.the.list@curbside.demo', 'Not On The List'],
    ['customerservice', 'service@curbside.demo', 'Sam Service'],
    ['admin', 'admin@curbside.demo', 'Alex Admin'],
    ['municipality', 'municipal@curbside.demo', 'Morgan Municipal'],
  ];
  for (const [session, email, name] of staff) {
    const browser = new Browser(t.app);
    await signInWithDevProvider(browser, '/api/admin/auth/start', { email, name });
    cookies.set(session, browser.header());
  }
});

afterAll(async () => {
  await t?.close();
});

describe('admin API role matrix', () => {
  it('has the five sessions it claims', async () => {
    const roles: Record<SessionName, unknown> = {
      none: null,
      customer: null,
      unknown: 'unknown',
      customerservice: 'customerservice',
      admin: 'admin',
      municipality: 'municipality',
    };
    for (const session of SESSIONS) {
      const answer = (
        await t.app.inject({ url: '/api/session', headers: { cookie: cookies.get(session)! } })
      ).json();
      expect(answer.staff?.role ?? null, session).toBe(roles[session]);
      expect(answer.customer !== null, session).toBe(session === 'customer');
    }
  });

  it('answers every admin route for every session by the staff role, before validating the request', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
    const routes = adminRoutes(document, t.app.printRoutes({ commonPrefix: false }));
    // the enumeration itself works: the routes every build has are in it
    for (const known of [
      'GET /api/admin/whoami',
      'GET /api/admin/staff',
      'POST /api/admin/staff',
      'GET /api/admin/portal-setups',
      // Manage Customer Profile (customerservice and admin)
      'GET /api/admin/customer-profiles/{uid}',
      'GET /api/admin/customer-profiles/{uid}/services',
      'GET /api/admin/customer-profiles/{uid}/available-customers',
      'PUT /api/admin/customer-profiles/{uid}',
      // Setup Customer Profile (customerservice and admin)
      'POST /api/admin/customer-profiles/residential',
      'POST /api/admin/customer-profiles/enterprise',
      'POST /api/admin/customer-profiles/email-check',
      'GET /api/admin/available-customers',
      'POST /api/admin/available-customers/select-all',
      // the tickets desk (customerservice and admin)
      'GET /api/admin/service-requests',
      'GET /api/admin/service-requests/export',
      'GET /api/admin/service-requests/{id}',
      'POST /api/admin/service-requests/{id}/resend',
      'POST /api/admin/service-requests/{id}/status',
      // the dashboard (customerservice and admin)
      'GET /api/admin/dashboard',
      'GET /api/admin/dashboard/recent-customers',
      // the delivery report (customerservice and admin)
      'GET /api/admin/delivery-report',
      'GET /api/admin/delivery-report/summary',
      'GET /api/admin/delivery-report/portals',
      'GET /api/admin/delivery-report/export',
      // the desk counts (also municipality)
      'GET /api/admin/service-requests/counts',
      'GET /api/admin/dashboard/portals',
      // the undelivered-cart wizard and Address Management (customerservice and admin)
      'GET /api/admin/address-tools/portals',
      'GET /api/admin/address-tools/addresses',
      'POST /api/admin/address-tools/address-check',
      'GET /api/admin/address-tools/suggestions',
      'GET /api/admin/address-tools/agents',
      'POST /api/admin/address-tools/undelivered-cart-issues',
      'GET /api/admin/added-addresses',
      'POST /api/admin/added-addresses',
      'GET /api/admin/added-addresses/export',
      'DELETE /api/admin/added-addresses/{id}',
      'POST /api/admin/added-addresses/{id}/load',
    ]) {
      expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(known);
    }

    const cells = new Map<string, Cell>();
    for (const route of routes) {
      const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(route.params[name]!),
      );
      const write = route.method !== 'GET' && route.method !== 'DELETE';
      for (const session of SESSIONS) {
        const headers: Record<string, string> = { cookie: cookies.get(session)! };
        if (write) headers['content-type'] = 'application/json';
        const query =
          session === 'municipality' ? (MUNICIPALITY_OPEN[`${route.method} ${route.path}`] ?? '') : '';
        const response = await t.app.inject({
          method: route.method,
          url: `${url}${query}`,
          headers,
          payload: write ? '{}' : undefined,
        });
        const expected = expectation(route, session);
        let code: string | undefined;
        try {
          code = (response.json() as { code?: string }).code;
        } catch {
          code = undefined;
        }
        cells.set(`${route.method} ${route.path} ${session}`, {
          status: response.statusCode,
          ok: expected.ok(response.statusCode),
          expected: expected.text,
          code,
        });
      }
    }

    const failures = [...cells].filter(([, cell]) => !cell.ok).map(([key, cell]) => `${key}: ${cell.status}`);
    expect(failures, `\n${formatMatrix(routes, cells)}\n`).toEqual([]);
    // every route open to a municipality user exists and reads only
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (const open of Object.keys(MUNICIPALITY_OPEN)) {
      expect(known.has(open), open).toBe(true);
      expect(open.startsWith('GET '), open).toBe(true);
    }
  });
});

describe('municipality user (issue 13): its own portals only, read-only', () => {
  const get = async (session: SessionName, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies.get(session)! } });
  const withoutTime = (body: Record<string, unknown>) => {
    const { computedAt: _computedAt, ...rest } = body;
    return rest;
  };

  it('gets 403 for another portal (or one that does not exist) on every route that takes one', async () => {
    for (const portal of [OTHER_PORTAL, 'no-such-portal']) {
      for (const url of [
        `/api/admin/dashboard?portalId=${portal}`,
        `/api/admin/delivery-report?portalId=${portal}`,
        `/api/admin/delivery-report/summary?portalId=${portal}`,
        `/api/admin/delivery-report/export?portalId=${portal}`,
        `/api/admin/service-requests/counts?portalId=${portal}`,
      ]) {
        const res = await get('municipality', url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code, url).toBe('FORBIDDEN');
      }
    }
  });

  it('gets 403 for the delivery report and its export without a portal (never all portals)', async () => {
    expect((await get('municipality', '/api/admin/delivery-report')).statusCode).toBe(403);
    expect((await get('municipality', '/api/admin/delivery-report/summary')).statusCode).toBe(403);
    expect((await get('municipality', '/api/admin/delivery-report/export')).statusCode).toBe(403);
    // the other staff still may
    expect((await get('customerservice', '/api/admin/delivery-report')).statusCode).toBe(200);
  });

  it('is offered only its own portal by the dashboard and the delivery report', async () => {
    const dashboard = (await get('municipality', '/api/admin/dashboard/portals')).json();
    expect(dashboard.portals.map((p: { id: string }) => p.id)).toEqual([OWN_PORTAL]);
    const report = (await get('municipality', '/api/admin/delivery-report/portals')).json();
    expect(report.portals.map((p: { id: string }) => p.id)).toEqual([OWN_PORTAL]);
    const all = (await get('admin', '/api/admin/dashboard/portals')).json();
    expect(all.portals.length).toBeGreaterThan(1);
  });

  it('sees, as "all portals", exactly its own portal’s figures and desk counts', async () => {
    // each computed afresh (the figures are kept a minute per scope)
    forgetDashboardFigures(t.ctx);
    const own = await get('municipality', '/api/admin/dashboard');
    expect(own.statusCode).toBe(200);
    forgetDashboardFigures(t.ctx);
    const asked = await get('municipality', `/api/admin/dashboard?portalId=${OWN_PORTAL}`);
    forgetDashboardFigures(t.ctx);
    const adminOwn = await get('admin', `/api/admin/dashboard?portalId=${OWN_PORTAL}`);
    const adminAll = await get('admin', '/api/admin/dashboard');
    expect(withoutTime(own.json())).toEqual(withoutTime(asked.json()));
    expect(withoutTime(own.json())).toEqual(withoutTime(adminOwn.json()));
    expect(own.json().totals.customers).toBeGreaterThan(0);
    expect(own.json().totals.customers).toBeLessThan(adminAll.json().totals.customers);

    const counts = await get('municipality', '/api/admin/service-requests/counts');
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual(
      (await get('admin', `/api/admin/service-requests/counts?portalId=${OWN_PORTAL}`)).json(),
    );
  });

  it('gets only its own portal’s rows in the delivery report', async () => {
    const mine = (await get('municipality', `/api/admin/delivery-report?portalId=${OWN_PORTAL}`)).json();
    const admins = (await get('admin', `/api/admin/delivery-report?portalId=${OWN_PORTAL}`)).json();
    expect(mine.summary).toEqual(admins.summary);
    expect(mine.rows).toEqual(admins.rows);
  });

  it('gets 403 on Recent Customers, customer details, the tickets and every write route', async () => {
    for (const url of [
      '/api/admin/dashboard/recent-customers',
      `/api/admin/dashboard/recent-customers?portalId=${OWN_PORTAL}`,
      '/api/admin/customer-profiles',
      '/api/admin/customer-profiles/demo-resident-1',
      `/api/admin/service-requests?portal=${OWN_PORTAL}`,
      '/api/admin/service-requests/export',
      '/api/admin/staff',
      '/api/admin/portal-setups',
    ]) {
      expect((await get('municipality', url)).statusCode, url).toBe(403);
    }
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
    const writes = adminRoutes(document, t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.method !== 'GET',
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(route.params[name]!),
      );
      const response = await t.app.inject({
        method: route.method,
        url,
        headers:
          route.method === 'DELETE'
            ? { cookie: cookies.get('municipality')! }
            : { cookie: cookies.get('municipality')!, 'content-type': 'application/json' },
        payload: route.method === 'DELETE' ? undefined : JSON.stringify({ portalId: OWN_PORTAL }),
      });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });
});
