/**
 * "What goes where" for residents and visitors (issue 32 §3), public (no sign-in):
 *
 *   GET  /api/what-goes-where/search?q=…&zip=…   the items that match as the person types
 *   POST /api/what-goes-where/misses {q, zip?}   a search that found nothing, once typing stopped
 *
 * The list is the portal's of the ZIP code given, else the signed-in customer's portal's, else the
 * hauler's (a portal without items of its own uses the hauler's). Names and notes come in the
 * request's language where the item has it (Accept-Language), English otherwise. Staff edit the
 * lists through editor-routes.ts, registered here.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FeatureRoutes } from '../types';
import {
  ZWasteGuideSearchQuery,
  ZWasteGuideSearchResponse,
  foldForSearch,
  type TWasteGuideItemView,
} from '../../../domain/what-goes-where';
import type { LanguageCode } from '../../../domain/languages';
import { rule } from '../../auth/rate-limit';
import { SharedRateLimiter } from '../../auth/shared-rate-limit';
import { requestLanguageOf } from '../../http/request-language';
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
import { createPortalRepository } from '../portals/portal-repository';
import { createWasteGuideRepository, type ScoredWasteGuideItem } from './waste-guide-repository';
import { LITERAL_MATCH_SCORE } from './waste-guide-index';
import { wasteGuideEditorRoutes } from './editor-routes';

const routeOptions = featureRouteOptions({ tags: ['what-goes-where'], errors: errorAnswers(400, 429) });
/**
 * A search is asked at each pause in typing, a few a word: generous enough for a household or an
 * office behind one address, low enough that one client cannot make the list its load test. Counted
 * by the batched shared limiter (shared-rate-limit.ts): a database write per search cost more than
 * the search itself (on PGlite, whose one connection serves requests in turn, it set the p95).
 */
const SEARCH_LIMIT = { limit: 2_000, windowSeconds: 60 * 60 };
const MISS_LIMIT = { limit: 60, windowSeconds: 60 * 60 };
const TOO_MANY = 'Too many searches. Please wait a moment and try again.';

function viewOf(item: ScoredWasteGuideItem, language: LanguageCode): TWasteGuideItemView {
  const translation = language === 'en' ? undefined : item.translations[language];
  return translation
    ? { id: item.id, destination: item.destination, ...translation, language }
    : {
        id: item.id,
        destination: item.destination,
        name: item.name,
        synonyms: item.synonyms,
        note: item.note,
        language: 'en',
      };
}

export const whatGoesWhereRoutes: FeatureRoutes = async (api, ctx) => {
  const guide = createWasteGuideRepository(ctx.db);
  const portals = createPortalRepository(ctx.db);
  const limiter = new SharedRateLimiter(ctx.db);
  await wasteGuideEditorRoutes(api, ctx);

  async function listOf(request: FastifyRequest, zip: string | undefined) {
    let portalId: string | null = null;
    if (zip) portalId = await guide.residentialPortalOfZip(zip);
    else if (request.customer)
      portalId = (await portals.getCustomerPortal(request.customer.uid))?.setup?.id ?? null;
    return guide.listFor(portalId);
  }

  api.get(
    '/what-goes-where/search',
    routeOptions({
      summary: 'Search the household items list: where each goes (cart or drop-off) and a note',
      querystring: ZWasteGuideSearchQuery,
      response: { 200: ZWasteGuideSearchResponse },
    }),
    async (request, reply) => {
      await limiter.enforce([rule('waste-guide:search', request.ip, SEARCH_LIMIT)], ctx.now(), TOO_MANY);
      const { q, zip } = request.query;
      const language = requestLanguageOf(request.headers['accept-language']);
      const { listId, portalTitle } = await listOf(request, zip);
      const found = await guide.search(listId, foldForSearch(q));
      const literal = found.some((item) => item.score >= LITERAL_MATCH_SCORE);
      const items = found.map((item) => viewOf(item, language));
      // the list changes only when staff edit it: a minute's reuse keeps a typing storm cheap
      reply.header('cache-control', 'private, max-age=60');
      reply.header('vary', 'Cookie, Accept-Language');
      return {
        query: q,
        items,
        didYouMean: !literal && items[0] ? items[0].name : null,
        portalTitle,
      };
    },
  );

  api.post(
    '/what-goes-where/misses',
    routeOptions({
      summary: 'Count a search that found nothing, so staff see what to add to the list',
      body: ZWasteGuideSearchQuery,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await limiter.enforce([rule('waste-guide:miss', request.ip, MISS_LIMIT)], ctx.now(), TOO_MANY);
      const folded = foldForSearch(request.body.q);
      const { listId } = await listOf(request, request.body.zip);
      // counted only when the list really has nothing for it: a report cannot inflate a found word
      if (folded.length >= 2 && (await guide.search(listId, folded)).length === 0) {
        await guide.recordMiss(listId, folded, ctx.now());
      }
      return reply.status(204).send(null);
    },
  );
};
