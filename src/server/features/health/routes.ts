import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FeatureRoutes } from '../types';
import { ZErrorBody } from '../../../domain/errors';

export const healthRoutes: FeatureRoutes = async (api, ctx) => {
  api.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: ZErrorBody,
        },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: ctx.database.kind };
      } catch {
        return reply.status(503).send({ code: 'UNAVAILABLE', message: 'The database is not answering.' });
      }
    },
  );
};
