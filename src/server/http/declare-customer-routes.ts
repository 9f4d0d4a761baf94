/**
 * The signed-in customer's routes of a feature, declared once: each route's handler was the same
 * `requireCustomer(request)` and, on reads of the customer's data, the same cache-control header. Here
 * the customer is settled before the params, query and body are validated (customerFirst: a caller
 * without a session learns nothing from validation errors), and the answer is handed the customer.
 *
 *   const mine = declareCustomerRoutes(api, { tags, errors: errorAnswers(401) });
 *   mine.read('/x', { summary, response }, (request, customer) => …);
 *
 * `read` is a GET answered with `readCacheControl` (default private, no-store); `get`, `post`, `put`,
 * `patch` and `delete` leave the headers to the answer.
 */
import type { ZodType } from 'zod';
import { customerFirst, requireCustomer } from '../auth/guards';
import type { Api } from '../features/types';
import { declareCallerRoutes } from './declare-routes';
import { featureRouteOptions, type FeatureRouteDefaults } from './route-options';

export interface CustomerRouteDefaults<Errors extends Record<number, ZodType>> extends Omit<
  FeatureRouteDefaults<Errors>,
  'first'
> {
  /** The cache-control header of a `read` (default: private, no-store). */
  readCacheControl?: string;
}

export function declareCustomerRoutes<Errors extends Record<number, ZodType>>(
  api: Api,
  { readCacheControl = 'private, no-store', ...featureDefaults }: CustomerRouteDefaults<Errors>,
) {
  return declareCallerRoutes(api, {
    routeOptions: featureRouteOptions({ ...featureDefaults, first: customerFirst }),
    caller: requireCustomer,
    readCacheControl,
  });
}
