/**
 * The pickup calendar (issue 14): GET /api/pickups, the signed-in customer's pickup days over the
 * next 8 weeks with the holiday moves, and a reason for each service without dates.
 */
import { ZPickupsResponse } from '../../../domain/pickup-calendar/pickups-api';
import { declareCustomerRoutes } from '../../http/declare-customer-routes';
import { errorAnswers } from '../../http/route-options';
import type { FeatureRoutes } from '../types';
import { findCustomerPickups } from './pickup-calendar-service';

export const pickupCalendarRoutes: FeatureRoutes = async (api, ctx) => {
  const mine = declareCustomerRoutes(api, {
    tags: ['pickups'],
    errors: errorAnswers(401, 404, 503),
    readCacheControl: 'no-store',
  });
  mine.read(
    '/pickups',
    {
      summary:
        "The signed-in customer's pickup days over the next 8 weeks (moved by the portal's holidays), and why services without dates have none",
      response: { 200: ZPickupsResponse },
    },
    (_request, customer) => findCustomerPickups(ctx, customer.uid),
  );
};
