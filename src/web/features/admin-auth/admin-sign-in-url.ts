/**
 * Where the work-account sign-in starts. Its own module: the shell's footer links to it from the
 * entry script, and a module shared with the admin pages would bring their rules into the entry.
 */
/** The sign-in's address; the server returns to `returnTo` (relative /admin paths only). */
export function adminSignInUrl(returnTo: string | undefined): string {
  const target = returnTo && returnTo.startsWith('/admin') ? returnTo : '/admin';
  return `/api/admin/auth/start?returnTo=${encodeURIComponent(target)}`;
}
