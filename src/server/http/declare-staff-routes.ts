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
 * `read` is a GET whose answer is never cached; `get`, `post`, `put`, `patch` and `delete` leave the
 * headers to the answer.
 */
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { requireStaff, STAFF_ROLES, type StaffRole } from '../auth/guards';
import type { Api } from '../features/types';
import { featureRouteOptions, type FeatureRouteDefaults, type RouteSchema } from './route-options';

type Handler<Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** The schema a route is registered with, as its request and reply see it: the feature's errors added. */
type FullSchema<Schema extends RouteSchema, Errors extends Record<number, ZodType>> = Omit<
  Schema,
  'response'
> & {
  response: Errors & Schema['response'];
};

export type StaffMember = ReturnType<typeof requireStaff>;

/** A route's answer: its request and reply typed by its schema, and the staff member calling. */
export type StaffAnswer<Schema extends FastifySchema> = (
  request: Parameters<Handler<Schema>>[0],
  staff: StaffMember,
  reply: Parameters<Handler<Schema>>[1],
) => ReturnType<Handler<Schema>>;

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  const declare =
    (method: Method, noStore = false) =>
    <Schema extends RouteSchema>(
      url: string,
      schema: Schema,
      answer: StaffAnswer<FullSchema<Schema, Errors>>,
    ): void => {
      const handler = async (
        request: Parameters<Handler<FullSchema<Schema, Errors>>>[0],
        reply: Parameters<Handler<FullSchema<Schema, Errors>>>[1],
      ) => {
        const staff = requireStaff(request, roles);
        if (noStore) reply.header('cache-control', 'private, no-store');
        return answer(request, staff, reply);
      };
      // the route's types were checked above, against its own schema
      api.route({ method, url, ...routeOptions(schema), handler: handler as never });
    };
  return {
    /** A GET of staff data, answered with cache-control: private, no-store. */
    read: declare('GET', true),
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
