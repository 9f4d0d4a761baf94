/**
 * The pickup calendar (issue 14): GET /api/pickups, the signed-in customer's pickup days over the
 * next 8 weeks with the holiday moves, and a reason for each service without dates.
 */
import { ZErrorBody } from '../../../domain/errors';
import { ZPickupsResponse } from '../../../domain/pickup-calendar/pickups-api';
import { customerFirst, requireCustomer } from '../../auth/guards';
import type { FeatureRoutes } from '../types';
import { findCustomerPickups } from './pickup-calendar-service';

export const pickupCalendarRoutes: FeatureRoutes = async (api, ctx) => {
  api.get(
    '/pickups',
    {
      preValidation: customerFirst,
      schema: {
        tags: ['pickups'],
        summary:
          "The signed-in customer's pickup days over the next 8 weeks (moved by the portal's holidays), and why services without dates have none",
        response: { 200: ZPickupsResponse, 401: ZErrorBody, 404: ZErrorBody, 503: ZErrorBody },
      },
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      reply.header('cache-control', 'no-store');
      return findCustomerPickups(ctx, customer.uid);
    },
  );
};
