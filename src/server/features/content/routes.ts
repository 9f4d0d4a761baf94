/**
 * The signed-in customer's portal content (spec 01 §2 Home, 02 §2.4–2.6):
 *
 *   GET /api/content/home | support | faq | services | stickers
 *
 * The portal is the customer's (through defaultServicesId; enterprise customers the shared
 * enterprise portal). Content is edited in the admin area and a saved change must show at once, so the
 * browser keeps the answer privately but revalidates it every time (`no-cache`) with an ETag of the
 * body: an unchanged answer is a bodiless 304. The pages' own 1-hour freshness (spec 01 §7) stays in
 * TanStack Query. The answer varies with the sign-in cookie and with Accept-Language: the content is
 * staff's translation into the request's language where one exists for the kind, English otherwise;
 * `language` says which, so a page can mark the English original lang="en" (issue 28 §3).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FeatureRoutes } from '../types';
import { ZErrorBody } from '../../../domain/errors';
import { CONTENT_KINDS, contentResponseSchema, type TContentKind } from '../../../domain/content';
import { requireCustomer } from '../../auth/guards';
import { AppError } from '../../errors';
import { requestLanguageOf } from '../../http/request-language';
import type { LanguageCode } from '../../../domain/languages';
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
          response: {
            200: contentResponseSchema(kind),
            304: z.null().describe('unchanged (If-None-Match)'),
            401: ZErrorBody,
            503: ZErrorBody,
          },
        },
      },
      async (request, reply) => {
        const customer = requireCustomer(request);
        const portal = await portals.getCustomerPortal(customer.uid);
        const setup = portal?.setup ?? null;
        let content = null;
        let language: LanguageCode = 'en';
        if (setup) {
          try {
            ({ content, language } = await ctx.ports.content.getLocalizedContent(
              { id: setup.id, portalTitle: setup.portalTitle },
              kind,
              requestLanguageOf(request.headers['accept-language']),
            ));
          } catch (error) {
            if (error instanceof AppError)
              request.log.warn({ portal: setup.id, details: error.details }, error.message);
            throw error;
          }
        }
        const body = { portalTitle: setup?.portalTitle ?? null, content, language };
        const etag = `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
        reply.header('cache-control', 'private, no-cache');
        reply.header('vary', 'Cookie, Accept-Language');
        reply.header('etag', etag);
        const known = String(request.headers['if-none-match'] ?? '')
          .split(',')
          .map((tag) => tag.trim());
        if (known.includes(etag)) return reply.status(304).send(null);
        return body;
      },
    );
  }
};
