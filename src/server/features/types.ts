import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';

/** The Fastify instance feature routes are registered on: zod schemas type requests and responses. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A feature's routes, mounted under /api. */
export type FeatureRoutes = (api: Api, ctx: AppContext) => Promise<void>;

/** A feature's job queues, declared on `ctx.jobs` once per context, before `ctx.jobs.start()`. */
export type FeatureJobs = (ctx: AppContext) => void;
