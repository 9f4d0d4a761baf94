/** The hot API paths the bench measures, and as whom each is called. */

export type BenchIdentity = 'anonymous' | 'resident' | 'enterprise' | 'admin';

export interface BenchEndpoint {
  /** Shown in the table. */
  label: string;
  /**
   * The request path; {uid} is replaced with the signed-in customer's uid, {deepCursor} with the
   * customer profiles cursor DEEP_PAGE_ROWS rows deep (found in the database; skipped without one).
   */
  path: string;
  as: BenchIdentity;
  /** The bare server's path running the same SQL (bare-server.ts); the bench reports app/bare. */
  bare?: string;
  /**
   * Each request from its own client address (X-Forwarded-For; the in-process app trusts it), so the
   * route's per-address limit counts every request as it would for many visitors and refuses none.
   */
  manyClients?: boolean;
  /** A page of the web app rather than an API answer: needs the built app (skipped without). */
  page?: boolean;
}

export const BENCH_ENDPOINTS: readonly BenchEndpoint[] = [
  { label: 'GET /api/health', path: '/api/health', as: 'anonymous' },
  { label: 'GET /api/session (resident)', path: '/api/session', as: 'resident' },
  { label: 'GET /api/portal/branding (resident)', path: '/api/portal/branding', as: 'resident' },
  { label: 'GET /api/content/home (resident)', path: '/api/content/home', as: 'resident' },
  { label: 'GET /api/billing/{uid} (resident)', path: '/api/billing/{uid}', as: 'resident' },
  { label: 'GET /api/services (resident)', path: '/api/services', as: 'resident', bare: '/bare/services' },
  // the page itself, rendered by the server for the resident (src/server/signed-in-pages.ts)
  { label: 'GET /Services (the page, resident)', path: '/Services', as: 'resident', page: true },
  {
    label: 'GET /api/registration/addresses?zip=60044 (anonymous)',
    path: '/api/registration/addresses?zip=60044',
    as: 'anonymous',
    bare: '/bare/addresses?zip=60044',
    manyClients: true,
  },
  // "What goes where" (issue 32 §3), public, on a list of 2,000 items: as typed, and with a typo
  {
    label: 'GET /api/what-goes-where/search?q=pizza (anonymous)',
    path: '/api/what-goes-where/search?q=pizza',
    as: 'anonymous',
    manyClients: true,
  },
  {
    label: 'GET /api/what-goes-where/search?q=piza%20box (anonymous)',
    path: '/api/what-goes-where/search?q=piza%20box',
    as: 'anonymous',
    manyClients: true,
  },
  {
    label: 'GET /api/my-services/{uid}?page=1&pageSize=10 (enterprise)',
    path: '/api/my-services/{uid}?page=1&pageSize=10',
    as: 'enterprise',
  },
  {
    label: 'GET /api/admin/staff?page=1&pageSize=20 (admin)',
    path: '/api/admin/staff?page=1&pageSize=20',
    as: 'admin',
  },
  {
    label: 'GET /api/admin/portal-setups?page=1&pageSize=20 (admin)',
    path: '/api/admin/portal-setups?page=1&pageSize=20',
    as: 'admin',
  },
  // Customer Profiles (issue 10): keyset pages, trigram contains-searches, counts with the first page
  {
    label: 'GET /api/admin/customer-profiles (first page, admin)',
    path: '/api/admin/customer-profiles',
    as: 'admin',
  },
  // the staff pages rendered by the server (issue 33 §1): the list's and the dashboard's answers, then
  // the render (once per change of them, src/server/rendered-page-cache.ts)
  {
    label: 'GET /admin/customer-profiles (the page, admin)',
    path: '/admin/customer-profiles',
    as: 'admin',
    page: true,
  },
  { label: 'GET /admin/dashboard (the page, admin)', path: '/admin/dashboard', as: 'admin', page: true },
  {
    label: 'GET /api/admin/customer-profiles?customer=johns (name fragment, admin)',
    path: '/api/admin/customer-profiles?customer=johns',
    as: 'admin',
  },
  {
    label: 'GET /api/admin/customer-profiles?customer=2714 (customer-number fragment, admin)',
    path: '/api/admin/customer-profiles?customer=2714',
    as: 'admin',
  },
  {
    label: 'GET /api/admin/customer-profiles?portal=demo-highwood (by portal, admin)',
    path: '/api/admin/customer-profiles?portal=demo-highwood',
    as: 'admin',
  },
  {
    label: 'GET /api/admin/customer-profiles?cursor=… (Load More 10,000 rows deep, admin)',
    path: '/api/admin/customer-profiles?cursor={deepCursor}',
    as: 'admin',
  },
  // the dashboard (issue 13): SQL aggregates kept a minute per scope, refreshed behind the answer
  {
    label: 'GET /api/admin/dashboard (all portals, admin)',
    path: '/api/admin/dashboard',
    as: 'admin',
  },
  {
    label: 'GET /api/admin/dashboard?portalId=demo-highwood&growth=week (one portal, admin)',
    path: '/api/admin/dashboard?portalId=demo-highwood&growth=week',
    as: 'admin',
  },
  {
    label: 'GET /api/admin/dashboard/recent-customers (admin)',
    path: '/api/admin/dashboard/recent-customers',
    as: 'admin',
  },
  // the delivery report (issue 13): the first page reads until it has 20 rows; the summary reads every matching row
  {
    label: 'GET /api/admin/delivery-report (all portals, first page, admin)',
    path: '/api/admin/delivery-report',
    as: 'admin',
  },
  {
    label: 'GET /api/admin/delivery-report/summary (all portals, admin)',
    path: '/api/admin/delivery-report/summary',
    as: 'admin',
  },
  {
    label: 'GET /api/admin/delivery-report?portalId=demo-lake-bluff&trux=true (with TRUX sites, admin)',
    path: '/api/admin/delivery-report?portalId=demo-lake-bluff&trux=true',
    as: 'admin',
  },
  {
    label: 'GET /api/admin/delivery-report?portalId=demo-lake-bluff&search=ave (search, admin)',
    path: '/api/admin/delivery-report?portalId=demo-lake-bluff&search=ave',
    as: 'admin',
  },
];

/** How deep the Load More endpoint pages (rows before its cursor). */
export const DEEP_PAGE_ROWS = 10_000;

/** The export the bench streams once, measuring rows per second and the server's memory. */
export const BENCH_EXPORT_PATH = '/api/admin/customer-profiles/export';

/** The demo accounts the bench signs in as (seeded by seedDemo). */
export const BENCH_ACCOUNTS = {
  resident: 'resident@curbside.demo',
  enterprise: 'enterprise@curbside.demo',
  admin: { email: 'admin@curbside.demo', name: 'Alex Admin' },
} as const;

/** True when a 404 body is the API's answer for a route that does not exist (not a missing record). */
export function isMissingRoute(status: number, body: string): boolean {
  if (status !== 404) return false;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.startsWith('No API route');
  } catch {
    return false;
  }
}
