/**
 * Sign-in state on each request. Customer and staff sessions are separate: a customer session opens
 * nothing under /api/admin, and a staff session is not a customer.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export interface CustomerSession {
  uid: string;
  email: string;
}

export interface StaffSession {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'customerservice' | 'unknown';
}

declare module 'fastify' {
  interface FastifyRequest {
    customer: CustomerSession | null;
    staff: StaffSession | null;
  }
}

export async function registerAuth(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  app.decorateRequest('customer', null);
  app.decorateRequest('staff', null);
}
