/**
 * A route hook that answers 401 for a request without a customer sign-in before the request is
 * validated, so a signed-out caller learns nothing about the route's parameters or body.
 */
import type { FastifyRequest } from 'fastify';
import { requireCustomer } from '../../auth/guards';

export async function customerFirst(request: FastifyRequest): Promise<void> {
  requireCustomer(request);
}
