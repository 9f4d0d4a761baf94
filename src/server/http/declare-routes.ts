/**
 * Routes whose handler first names who is calling (the signed-in staff member, the signed-in
 * customer) and, on reads of private data, says the answer is not to be cached. declareStaffRoutes and
 * declareCustomerRoutes each settle the caller their own way; this is the part they share: a route
 * gives its url, its schema (as featureRouteOptions takes it) and its answer, which is handed the caller.
 */
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Api } from '../features/types';
import type { featureRouteOptions, RouteSchema } from './route-options';

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
export type FullSchema<Schema extends RouteSchema, Errors extends Record<number, ZodType>> = Omit<
  Schema,
  'response'
> & {
  response: Errors & Schema['response'];
};

/** A route's answer: its request and reply typed by its schema, and the caller. */
export type CallerAnswer<Schema extends FastifySchema, Caller> = (
  request: Parameters<Handler<Schema>>[0],
  caller: Caller,
  reply: Parameters<Handler<Schema>>[1],
) => ReturnType<Handler<Schema>>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallerRouteDefaults<Errors extends Record<number, ZodType>, Caller> {
  routeOptions: ReturnType<typeof featureRouteOptions<Errors>>;
  /** The caller, or the AppError (401, 403) the route answers with. */
  caller: (request: FastifyRequest) => Caller;
  /** The cache-control header of a `read`. */
  readCacheControl: string;
}

export function declareCallerRoutes<Errors extends Record<number, ZodType>, Caller>(
  api: Api,
  { routeOptions, caller, readCacheControl }: CallerRouteDefaults<Errors, Caller>,
) {
  const declare =
    (method: Method, noStore = false, status?: 201) =>
    <Schema extends RouteSchema>(
      url: string,
      schema: Schema,
      answer: CallerAnswer<FullSchema<Schema, Errors>, Caller>,
    ): void => {
      const handler = async (
        request: Parameters<Handler<FullSchema<Schema, Errors>>>[0],
        reply: Parameters<Handler<FullSchema<Schema, Errors>>>[1],
      ) => {
        const who = caller(request);
        if (noStore) reply.header('cache-control', readCacheControl);
        if (status) reply.status(status);
        return answer(request, who, reply);
      };
      // the route's types were checked above, against its own schema
      api.route({ method, url, ...routeOptions(schema), handler: handler as never });
    };
  return {
    /** A GET of the caller's data, answered with the feature's read cache-control (never cached). */
    read: declare('GET', true),
    get: declare('GET'),
    /** A POST that makes a record and answers 201, never cached (the answer may show a secret once). */
    create: declare('POST', true, 201),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
