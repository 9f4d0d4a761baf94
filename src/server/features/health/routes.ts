/**
 * GET /api/health: 200 while the server can serve, 503 with what is wrong otherwise (a load balancer
 * or supervisor looks at the status, an operator reads the message): the embedded database has
 * stopped for good (the process is about to exit), the disk is full (db/disk-full.ts; it clears by
 * itself once space is freed), or the database does not answer.
 */
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
        summary: 'Liveness, database and disk check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: ZErrorBody,
        },
      },
    },
    async (_request, reply) => {
      const unavailable = (message: string) => reply.status(503).send({ code: 'UNAVAILABLE', message });
      const lost = ctx.database.loss?.lost();
      if (lost) return unavailable(lost.message);
      const disk = await ctx.database.disk.state();
      if (disk.full) return unavailable(disk.message);
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: ctx.database.kind };
      } catch (error) {
        if (ctx.database.disk.note(error, 'health check')) {
          const noted = await ctx.database.disk.state();
          if (noted.full) return unavailable(noted.message);
        }
        return unavailable('The database is not answering.');
      }
    },
  );
};
