/** Guards for routes: call at the top of a handler; they throw the one AppError the API answers with. */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { CustomerSession, StaffSession } from './sessions';

export type StaffRole = 'admin' | 'customerservice';

/** The signed-in customer, or 401 UNAUTHENTICATED. A staff session is not a customer. */
export function requireCustomer(request: FastifyRequest): CustomerSession {
  if (!request.customer) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.customer;
}

/**
 * The signed-in staff member with one of `roles` (default: any real staff role), else 401 when there
 * is no staff sign-in and 403 when the work account lacks the role (including 'unknown' accounts and
 * deactivated users). A customer session never passes.
 */
export function requireStaff(
  request: FastifyRequest,
  roles: readonly StaffRole[] = ['admin', 'customerservice'],
): StaffSession & { role: StaffRole } {
  const staff = request.staff;
  if (!staff) throw new AppError('UNAUTHENTICATED', 'Please sign in with your work account.');
  if (staff.role === 'unknown' || !roles.includes(staff.role)) {
    throw new AppError('FORBIDDEN', 'You do not have access to this.');
  }
  return staff as StaffSession & { role: StaffRole };
}

/**
 * A route's preValidation hook for the admin API (customerservice and admin): the staff role is
 * settled (401, 403) before the params, query and body are validated, so a stranger learns nothing
 * from validation errors.
 */
export async function staffFirst(request: FastifyRequest): Promise<void> {
  requireStaff(request);
}
