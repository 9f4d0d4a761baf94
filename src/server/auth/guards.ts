/** Guards for routes: call at the top of a handler; they throw the one AppError the API answers with. */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { CustomerSession, StaffSession } from './sessions';

export type StaffRole = 'admin' | 'customerservice' | 'municipality';

/**
 * The routes a municipality user may call besides the other staff: read-only figures of its own
 * portals (the dashboard, the delivery report, the tickets desk counts). Each such route narrows the
 * portals with portalScope (portal-scope.ts).
 */
export const OVERSIGHT_ROLES: readonly StaffRole[] = ['admin', 'customerservice', 'municipality'];

/** The staff of the admin API: customerservice and admin (requireStaff's default). */
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'customerservice'];

/** The signed-in customer, or 401 UNAUTHENTICATED. A staff session is not a customer. */
export function requireCustomer(request: FastifyRequest): CustomerSession {
  if (!request.customer) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.customer;
}

/**
 * The signed-in staff member with one of `roles` (default: admin and customerservice; a municipality
 * user only where a route names it, see OVERSIGHT_ROLES), else 401 when there is no staff sign-in and
 * 403 when the work account lacks the role (including 'unknown' accounts and deactivated users). A
 * customer session never passes.
 */
export function requireStaff(
  request: FastifyRequest,
  roles: readonly StaffRole[] = STAFF_ROLES,
): StaffSession & { role: StaffRole } {
  const staff = request.staff;
  if (!staff) throw new AppError('UNAUTHENTICATED', 'Please sign in with your work account.');
  if (staff.role === 'unknown' || !roles.includes(staff.role)) {
    throw new AppError('FORBIDDEN', 'You do not have access to this.');
  }
  return staff as StaffSession & { role: StaffRole };
}

/**
 * A route's preValidation hook for a customer's own routes: 401 for a request without a customer
 * sign-in before the request is validated, so a signed-out caller learns nothing about the route's
 * parameters or body.
 */
export async function customerFirst(request: FastifyRequest): Promise<void> {
  requireCustomer(request);
}

/**
 * A route's preValidation hook for the admin API (customerservice and admin): the staff role is
 * settled (401, 403) before the params, query and body are validated, so a stranger learns nothing
 * from validation errors.
 */
export async function staffFirst(request: FastifyRequest): Promise<void> {
  requireStaff(request);
}

/** staffFirst for the routes of admins only (webhooks, Open311 keys). */
export async function adminFirst(request: FastifyRequest): Promise<void> {
  requireStaff(request, ['admin']);
}

/** staffFirst for the oversight routes: customerservice, admin and municipality (own portals). */
export async function oversightFirst(request: FastifyRequest): Promise<void> {
  requireStaff(request, OVERSIGHT_ROLES);
}
