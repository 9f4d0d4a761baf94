/**
 * Sign-in state on each request. Customer and staff sessions are separate: a customer session opens
 * nothing under /api/admin, and a staff session is not a customer. See docs/decisions/001-auth.md.
 *
 * registerAuth decorates every /api request with `request.customer` ({uid, email}, from the
 * curbside_session cookie) and `request.staff` ({id, name, email, role}, from the curbside_staff
 * cookie, role looked up from the active staff users at each request), and mounts the built-in
 * development identity provider when no real issuer is configured.
 */
import type { FastifyInstance } from 'fastify';
import { rolesForAdminApi } from './admin-area';
import { requireStaff } from './guards';
import type { AppContext } from '../app-context';
import { resolveAuthSecret, useSecureCookies } from './secret';
import { createOidcClients, type LocalFetch } from './oidc/clients';
import { registerDevProvider } from './oidc/dev-provider';
import { setAuthRuntime } from './runtime';
import {
  CUSTOMER_COOKIE,
  STAFF_COOKIE,
  findCustomerSession,
  findStaffSession,
  type CustomerSession,
  type StaffSession,
} from './sessions';

export type { CustomerSession, StaffSession, WorkAccount } from './sessions';
export {
  CUSTOMER_COOKIE,
  STAFF_COOKIE,
  endAllCustomerSessions,
  endSession,
  startCustomerSession,
  startStaffSession,
} from './sessions';
export { requireCustomer, requireStaff, type StaffRole } from './guards';
export { setCustomerPassword } from './customer-sign-in';
export {
  GOOGLE_PENDING_COOKIE,
  clearPendingGoogle,
  completeGoogleRegistration,
  findPendingGoogle,
  linkGoogleIdentity,
  type PendingGoogle,
} from './google';
export { seedDemoCredentials, type DemoCredential } from './seed-credentials';

declare module 'fastify' {
  interface FastifyRequest {
    customer: CustomerSession | null;
    staff: StaffSession | null;
  }
}

export async function registerAuth(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.decorateRequest('customer', null);
  app.decorateRequest('staff', null);

  // the built-in identity provider's endpoints are answered in-process (no network round trip)
  const localFetch: LocalFetch = async (url, init) => {
    const target = new URL(url);
    const response = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: init.headers,
      payload: init.body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };

  const secret = resolveAuthSecret(ctx.config);
  const oidc = createOidcClients(ctx.config, secret, localFetch);
  setAuthRuntime(ctx, { secret, secureCookies: useSecureCookies(ctx.config), oidc });
  await registerDevProvider(app, ctx, [oidc.google, oidc.microsoft]);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const customerToken = request.cookies[CUSTOMER_COOKIE];
    const staffToken = request.cookies[STAFF_COOKIE];
    if (customerToken) request.customer = await findCustomerSession(ctx, customerToken);
    if (staffToken) request.staff = await findStaffSession(ctx, staffToken);
    const roles = rolesForAdminApi(request.url);
    if (roles) requireStaff(request, roles);
  });
}
