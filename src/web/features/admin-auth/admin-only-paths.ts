/** Admin area pages only the admin role may open (spec 03 §2.3, §6); customerservice is sent to /admin. */
const ADMIN_ONLY = [
  '/admin/customer-setup',
  '/admin/customer-setups',
  '/admin/user-management',
  '/admin/user-migration',
  '/admin/backoffice-import',
];

export function isAdminOnlyPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return ADMIN_ONLY.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Where the work-account sign-in starts; the server returns to `returnTo` (relative /admin paths only). */
export function adminSignInUrl(returnTo: string | undefined): string {
  const target = returnTo && returnTo.startsWith('/admin') ? returnTo : '/admin';
  return `/api/admin/auth/start?returnTo=${encodeURIComponent(target)}`;
}
