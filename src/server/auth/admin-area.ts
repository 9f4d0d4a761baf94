/**
 * The admin area's role rule (spec 03 §6), applied to every /api/admin request before its body is read
 * or validated: a staff sign-in with a real role for everything, and the admin role for portal setups,
 * user management, migration and webhooks. A municipality user (issue 13) passes only on the read-only oversight
 * routes listed in MUNICIPALITY_OPEN; each of them narrows the answer to the user's own portals. Routes
 * check the role again in their handlers; this hook makes sure a route that forgets cannot leak, and
 * that a caller without access learns nothing from validation.
 * The web app's matching list of admin-only pages is src/web/features/admin-auth/admin-only-paths.ts.
 */
import { OVERSIGHT_ROLES, type StaffRole } from './guards';

const ADMIN_API = '/api/admin/';
/** The sign-in routes themselves are open. */
const OPEN = ['/api/admin/auth/'];
const ADMIN_ONLY = [
  '/api/admin/portal-setups',
  '/api/admin/staff',
  '/api/admin/backoffice-import',
  '/api/admin/webhooks',
];
const ANY_STAFF: readonly StaffRole[] = ['admin', 'customerservice'];
const ADMINS: readonly StaffRole[] = ['admin'];
/** Exact paths (no sub-paths) open to a municipality user as well. */
const MUNICIPALITY_OPEN = new Set([
  '/api/admin/whoami',
  '/api/admin/center',
  '/api/admin/dashboard',
  '/api/admin/dashboard/portals',
  '/api/admin/dashboard/route-exceptions',
  '/api/admin/delivery-report',
  '/api/admin/delivery-report/portals',
  '/api/admin/delivery-report/summary',
  '/api/admin/delivery-report/export',
  '/api/admin/service-requests/counts',
  '/api/admin/route-days',
  '/api/admin/route-days/stops',
  '/api/admin/route-days/export.csv',
]);

/** The roles that may call `url`, or null when the path is not guarded here. */
export function rolesForAdminApi(url: string): readonly StaffRole[] | null {
  const path = url.split('?')[0]!.toLowerCase();
  if (!path.startsWith(ADMIN_API) || OPEN.some((open) => path.startsWith(open))) return null;
  const adminOnly = ADMIN_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (adminOnly) return ADMINS;
  return MUNICIPALITY_OPEN.has(path.replace(/\/+$/, '')) ? OVERSIGHT_ROLES : ANY_STAFF;
}
