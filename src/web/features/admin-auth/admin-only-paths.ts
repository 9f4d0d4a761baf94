/**
 * Admin area pages only the admin role may open (spec 03 §2.3, §6); customerservice is sent to /admin.
 * A municipality user opens only the Admin Center, the dashboard, the delivery report and Route Day
 * (read only).
 */
const ADMIN_ONLY = [
  '/admin/customer-setup',
  '/admin/customer-setups',
  '/admin/user-management',
  '/admin/user-migration',
  '/admin/backoffice-import',
  '/admin/webhooks',
];

/** The pages a municipality user may open (issue 13): the Admin Center and its read-only reports. */
const MUNICIPALITY_PAGES = ['/admin', '/admin/dashboard', '/admin/delivery-report', '/admin/route-day'];

const normalized = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '');

export function isAdminOnlyPath(pathname: string): boolean {
  const path = normalized(pathname);
  return ADMIN_ONLY.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Whether a staff role may open an admin page; the others are sent to the Admin Center (the server
 * refuses their API calls anyway).
 */
export function mayOpenAdminPage(
  role: 'admin' | 'customerservice' | 'municipality',
  pathname: string,
): boolean {
  if (role === 'admin') return true;
  if (role === 'municipality') return MUNICIPALITY_PAGES.includes(normalized(pathname));
  return !isAdminOnlyPath(pathname);
}
