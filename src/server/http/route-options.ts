/**
 * The route options a feature writes the same way on each of its routes: the guard that settles who
 * may call before the params, query and body are validated (so a caller without access learns nothing
 * from validation errors), the OpenAPI tags, and the error answers every route of the feature declares.
 * A feature makes its builder once; each route gives what is its own (summary, parameters, body, its
 * answers and any other errors). The OpenAPI document is what the routes wrote out in full before.
 */
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { ZodType } from 'zod';
import { ZErrorBody } from '../../domain/errors';

/** A guard run as the route's preValidation hook: it throws the AppError the API answers with. */
export type RouteGuard = (request: FastifyRequest) => Promise<void>;

/** A route's schema without the feature's tags; its `response` holds the route's own answers. */
export type RouteSchema = Omit<FastifySchema, 'tags' | 'response'> & {
  response: Record<number, ZodType>;
};

/** The API's error body (code and message) as the answer of each of these status codes. */
export function errorAnswers<Code extends number>(...codes: Code[]): Record<Code, typeof ZErrorBody> {
  return Object.fromEntries(codes.map((code) => [code, ZErrorBody])) as Record<Code, typeof ZErrorBody>;
}

export interface FeatureRouteDefaults<Errors extends Record<number, ZodType>> {
  tags: string[];
  /** The error answers of every route (a route's own `response` may add others). */
  errors: Errors;
  /** The preValidation guard of every route; none for routes that anyone may call. */
  first?: RouteGuard;
}

export function featureRouteOptions<Errors extends Record<number, ZodType>>(
  defaults: FeatureRouteDefaults<Errors>,
) {
  const { tags, errors, first } = defaults;
  return <Schema extends RouteSchema>({ response, ...schema }: Schema) => ({
    ...(first && { preValidation: first }),
    schema: {
      tags,
      ...(schema as Omit<Schema, 'response'>),
      // status codes are integer keys: the object lists them in ascending order whatever the spread order
      response: { ...errors, ...response } as Errors & Schema['response'],
    },
  });
}
