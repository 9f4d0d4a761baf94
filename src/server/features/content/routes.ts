/**
 * The signed-in customer's portal content (spec 01 §2 Home, 02 §2.4–2.6):
 *
 *   GET /api/content/home | support | faq | services | stickers
 *
 * The portal is the customer's (through defaultServicesId; enterprise customers the shared
 * enterprise portal). The answer may be kept for an hour by the browser only (spec 01 §7: content is
 * fresh for 1 hour), and varies with the sign-in cookie.
 */
import type { FeatureRoutes } from '../types';
import { ZErrorBody } from '../../../domain/errors';
import { CONTENT_CACHE_SECONDS, CONTENT_KINDS, contentResponseSchema, type TContentKind } from '../../../domain/content';
import { requireCustomer } from '../../auth/guards';
import { AppError } from '../../errors';
import { createPortalRepository } from '../portals/portal-repository';

const SUMMARIES: Record<TContentKind, string> = {
  home: 'Home page content of the signed-in customer’s portal',
  support: 'Support page content (service map, drop-off locations)',
  faq: 'FAQ items',
  services: 'Services page content',
  stickers: 'Sticker locations and their description',
};

export const contentRoutes: FeatureRoutes = async (api, ctx) => {
  const portals = createPortalRepository(ctx.db);

  for (const kind of CONTENT_KINDS) {
    api.get(
      `/content/${kind}`,
      {
        schema: {
          tags: ['content'],
          summary: SUMMARIES[kind],
          response: { 200: contentResponseSchema(kind), 401: ZErrorBody, 503: ZErrorBody },
        },
      },
      async (request, reply) => {
        const customer = requireCustomer(request);
        const portal = await portals.getCustomerPortal(customer.uid);
        const setup = portal?.setup ?? null;
        let content = null;
        if (setup) {
          try {
            content = await ctx.ports.content.getContent({ id: setup.id, portalTitle: setup.portalTitle }, kind);
          } catch (error) {
            if (error instanceof AppError) request.log.warn({ portal: setup.id, details: error.details }, error.message);
            throw error;
          }
        }
        reply.header('cache-control', `private, max-age=${CONTENT_CACHE_SECONDS}`);
        reply.header('vary', 'Cookie');
        return { portalTitle: setup?.portalTitle ?? null, content };
      },
    );
  }
};
