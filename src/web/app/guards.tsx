/**
 * Route guards of the customer side (spec 01 §2 Route guards); the admin area guard is
 * features/admin-auth/require-staff.tsx. Each waits for the session before deciding,
 * showing a loading state meanwhile. The server checks every request again; these only decide what
 * to show.
 */
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { NotFoundPage } from '../components/not-found-page';
import { paths } from '../../domain/paths';
import { useSession } from '../lib/use-session';
import { useBranding } from '../lib/use-branding';

/** Where a guard sent the user from; sign-in pages return there afterwards. */
export interface RedirectState {
  from?: string;
}

function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Pages for signed-in customers: everyone else goes to /login. */
export function RequireCustomer() {
  const { customer, isLoading } = useSession();
  const from = useCurrentPath();
  if (isLoading) return <PageLoading />;
  if (!customer) return <Navigate to={paths.login} replace state={{ from } satisfies RedirectState} />;
  return <Outlet />;
}

/**
 * /MyServices/{uid} and /Billing/{uid} belong to the signed-in customer: another customer's uid shows
 * the not-found page (spec 02; the API answers 404 as well).
 */
export function RequireOwnUid() {
  const { customer } = useSession();
  const { uid } = useParams();
  // another customer's page does not exist for this customer (the API refuses it with 404 too)
  if (customer && uid !== customer.uid) return <NotFoundPage />;
  return <Outlet />;
}

/**
 * /login: a pending Google registration continues at /register?source=google; a signed-in customer
 * goes back to where they were heading (or home).
 */
export function LoginGate() {
  const { session, customer, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  if (session.pendingGoogleRegistration) return <Navigate to={paths.registerWithGoogle} replace />;
  if (customer) {
    const from = (location.state as RedirectState | null)?.from;
    return <Navigate to={from && from.startsWith('/') ? from : paths.home} replace />;
  }
  return <Outlet />;
}

/** /demo-mailbox exists only while mail and SMS stay in the built-in outbox. */
export function DemoMailboxGate() {
  const { branding, isLoading } = useBranding();
  if (isLoading) return <PageLoading />;
  if (!branding?.demoMailbox) return <NotFoundPage />;
  return <Outlet />;
}
