/**
 * The admin area's role rule (spec 03 §6), applied to every /api/admin request before its body is read
 * or validated: a staff sign-in with a real role for everything, and the admin role for portal setups,
 * user management and migration. Routes check the role again in their handlers; this hook makes sure
 * a route that forgets cannot leak, and that a caller without access learns nothing from validation.
 * The web app's matching list of admin-only pages is src/web/features/admin-auth/admin-only-paths.ts.
 */
import type { StaffRole } from './guards';

const ADMIN_API = '/api/admin/';
/** The sign-in routes themselves are open. */
const OPEN = ['/api/admin/auth/'];
const ADMIN_ONLY = ['/api/admin/portal-setups', '/api/admin/staff', '/api/admin/backoffice-import'];
const ANY_STAFF: readonly StaffRole[] = ['admin', 'customerservice'];
const ADMINS: readonly StaffRole[] = ['admin'];

/** The roles that may call `url`, or null when the path is not guarded here. */
export function rolesForAdminApi(url: string): readonly StaffRole[] | null {
  const path = url.split('?')[0]!.toLowerCase();
  if (!path.startsWith(ADMIN_API) || OPEN.some((open) => path.startsWith(open))) return null;
  const adminOnly = ADMIN_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return adminOnly ? ADMINS : ANY_STAFF;
}
