/**
 * Readiness (GET /api/ready), apart from liveness (/api/health): may a load balancer or an
 * orchestrator send this instance traffic? Yes when the database answers, every migration of this
 * build has run, and the instance is not shutting down (a SIGTERM turns it to 503 at once, so the
 * balancer drains it while requests in flight finish; main.ts). Liveness stays 200 meanwhile: a
 * draining instance must not be killed as dead.
 */
import { z } from 'zod';
import { ZErrorBody } from '../../../domain/errors';
import { countPendingMigrations } from '../../db/client';
import type { FeatureRoutes } from '../types';

export const readyRoutes: FeatureRoutes = async (api, ctx) => {
  api.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations done, not shutting down',
        response: { 200: z.object({ status: z.literal('ready') }), 503: ZErrorBody },
      },
    },
    async (_request, reply) => {
      const unavailable = (message: string) => reply.status(503).send({ code: 'UNAVAILABLE', message });
      if (ctx.lifecycle.stopping) return unavailable('This instance is shutting down.');
      let pending: number;
      try {
        pending = await countPendingMigrations(ctx.database);
      } catch {
        return unavailable('The database is not answering.');
      }
      if (pending > 0) return unavailable(`${pending} database migration(s) have not run yet.`);
      return { status: 'ready' as const };
    },
  );
};
