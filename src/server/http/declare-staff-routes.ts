/**
 * The staff routes of a feature, declared once per role set: each route's handler was the same
 * `requireStaff(request, ROLES)` (the guard naming the roles again) and, on reads of staff data,
 * `reply.header('cache-control', 'private, no-store')`. Here a feature names its roles once; a route
 * gives its url, its schema (as featureRouteOptions takes it) and its answer, which is handed the
 * signed-in staff member.
 *
 *   const oversight = declareStaffRoutes(api, { tags, errors, roles: OVERSIGHT_ROLES });
 *   oversight.read('/admin/x', { summary, querystring, response }, (request, staff) => …);
 *
 * `read` is a GET whose answer is never cached, `create` a POST that answers 201 and is never cached
 * (an Open311 key or a webhook secret is shown once); `get`, `post`, `put`, `patch` and `delete` leave
 * the headers to the answer.
 */
import type { FastifySchema } from 'fastify';
import type { ZodType } from 'zod';
import { requireStaff, STAFF_ROLES, type StaffRole } from '../auth/guards';
import type { Api } from '../features/types';
import { declareCallerRoutes, type CallerAnswer } from './declare-routes';
import { featureRouteOptions, type FeatureRouteDefaults } from './route-options';

export type StaffMember = ReturnType<typeof requireStaff>;

/** A route's answer: its request and reply typed by its schema, and the staff member calling. */
export type StaffAnswer<Schema extends FastifySchema> = CallerAnswer<Schema, StaffMember>;

export interface StaffRouteDefaults<Errors extends Record<number, ZodType>> extends Omit<
  FeatureRouteDefaults<Errors>,
  'first'
> {
  /**
   * Who may call (default: admin and customerservice); the answer gets the staff member (401 without
   * a staff sign-in, 403 another role).
   */
  roles?: readonly StaffRole[];
  /**
   * Whether the role is settled before the params, query and body are validated (the default: a
   * caller without access learns nothing from validation errors); false validates first.
   */
  roleFirst?: boolean;
}

export function declareStaffRoutes<Errors extends Record<number, ZodType>>(
  api: Api,
  defaults: StaffRouteDefaults<Errors>,
) {
  const { roles = STAFF_ROLES, roleFirst = true, ...featureDefaults } = defaults;
  const routeOptions = featureRouteOptions({
    ...featureDefaults,
    ...(roleFirst && {
      first: async (request) => {
        requireStaff(request, roles);
      },
    }),
  });
  return declareCallerRoutes(api, {
    routeOptions,
    caller: (request) => requireStaff(request, roles),
    readCacheControl: 'private, no-store',
  });
}
