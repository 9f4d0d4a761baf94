/**
 * Address claims and letters (decision 006, issue 26 §1):
 *
 *   GET  /api/admin/address-claims?status=&page=&pageSize=   staff: the claims queue
 *   GET  /api/admin/address-claims/{id}/document              staff: the document kept for the claim
 *   POST /api/admin/address-claims/{id}/approve               staff: the address moves to the claimant
 *   POST /api/admin/address-claims/{id}/refuse                staff: the address stays with its holder
 *   GET  /api/admin/address-letters                           staff: letters waiting to be printed
 *   POST /api/admin/address-letters/batch                     staff: the pending letters as one PDF
 *   GET  /api/address-claims/{id}/objection?token=            the holder: a page with one button
 *   POST /api/address-claims/{id}/objection?token=            the holder objects (the claim is refused)
 *
 * Staff routes: admin and customerservice (the /api/admin rule, settled before validation and again
 * in the handler). The objection page is the holder's, authorised by the token from their mail or text.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import { escapeHtml } from '../../../domain/escape-html';
import { directionOf } from '../../../domain/languages';
import { message, messageLanguageOf, type MessageKey } from '../../../domain/messages';
import {
  ZClaimDecision,
  ZClaimItem,
  ZClaimList,
  ZClaimListQuery,
} from '../../../domain/registration/address-claims';
import { ZPendingLetterList } from '../../../domain/registration/letter';
import {
  decideClaim,
  findClaimForObjection,
  findClaims,
  getClaimDocument,
  objectToClaim,
} from './service-claims';
import { findLetters, printLetterBatch } from './service-letters';
import { findParties } from './repository';
import { acceptIgnoredFormBodies } from '../../http/ignored-form-bodies';

const ZId = z.object({ id: z.string().min(1).max(100) });

function page(language: string, title: string, body: string): string {
  const lang = messageLanguageOf(language);
  return `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:0;background:#1c7ed6;color:#fff;cursor:pointer}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export const addressClaimRoutes: FeatureRoutes = async (api, ctx) => {
  const desk = declareStaffRoutes(api, {
    tags: ['admin'],
    errors: errorAnswers(400, 401, 403, 404, 409),
  });

  desk.read(
    '/admin/address-claims',
    {
      summary: 'Claims on held addresses, with both parties, proofs and OCR (paged)',
      querystring: ZClaimListQuery,
      response: { 200: ZClaimList },
    },
    (request) => findClaims(ctx, request.query),
  );

  desk.get(
    '/admin/address-claims/:id/document',
    {
      summary: 'The document uploaded for a claim (kept until the claim is decided)',
      params: ZId,
      response: { 200: z.unknown().describe('The image or PDF') },
    },
    async (request, _staff, reply) => {
      const document = await getClaimDocument(ctx, request.params.id);
      return reply
        .header('content-type', document.type)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(document.data);
    },
  );

  for (const [path, outcome] of [
    ['approve', 'approved'],
    ['refuse', 'refused'],
  ] as const) {
    desk.post(
      `/admin/address-claims/:id/${path}`,
      {
        summary: outcome === 'approved' ? 'Approve a claim: the address moves' : 'Refuse a claim',
        params: ZId,
        body: ZClaimDecision,
        response: { 200: ZClaimItem },
      },
      async (request, staff) => {
        await decideClaim(ctx, request.params.id, {
          outcome,
          actor: `staff:${staff.id}`,
          note: request.body.note,
        });
        const decided = await findClaims(ctx, { status: outcome, page: 1, pageSize: 100 });
        const item = decided.items.find((i) => i.id === request.params.id);
        return item!;
      },
    );
  }

  desk.get(
    '/admin/address-letters',
    {
      summary: 'Address-verification letters waiting to be printed or to be used',
      response: { 200: ZPendingLetterList },
    },
    () => findLetters(ctx),
  );

  desk.post(
    '/admin/address-letters/batch',
    {
      summary: 'Every pending letter as one printable PDF (they are marked printed)',
      response: { 200: z.unknown().describe('The PDF') },
    },
    async (_request, staff, reply) => {
      const { pdf, count } = await printLetterBatch(ctx, `staff:${staff.id}`);
      const stamp = ctx.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="letters-${stamp}.pdf"`)
        .header('x-letter-count', String(count))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  const ZObjectionQuery = z.object({ token: z.string().max(300).default('') });
  const objectionPage = async (
    id: string,
    token: string,
    post: boolean,
  ): Promise<{ status: 200 | 404 | 409; html: string }> => {
    const found = post ? await objectToClaim(ctx, id, token) : await findClaimForObjection(ctx, id, token);
    const language = found.claim
      ? ((await findParties(ctx.db, [found.claim.holderUid])).get(found.claim.holderUid)?.language ?? 'en')
      : 'en';
    const lang = messageLanguageOf(language);
    const where = found.claim ? `${found.claim.address.street}, ${found.claim.address.city}` : '';
    const m = (key: MessageKey) => message(lang, key, { where, company: ctx.config.COMPANY_NAME });
    if (found.outcome === 'invalid')
      return { status: 404, html: page(language, m('claim.page.invalid'), '') };
    const title = m('claim.page.title');
    if (found.outcome === 'closed')
      return { status: 409, html: page(language, title, `<p>${escapeHtml(m('claim.page.closed'))}</p>`) };
    if (found.outcome === 'objected')
      return { status: 200, html: page(language, title, `<p>${escapeHtml(m('claim.objected.holder'))}</p>`) };
    const action = `/api/address-claims/${encodeURIComponent(id)}/objection?token=${encodeURIComponent(token)}`;
    const lines = [m('claim.holder.claimed')].map((l) => `<p>${escapeHtml(l)}</p>`).join('');
    return {
      status: 200,
      html: page(
        language,
        title,
        `${lines}<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(m('claim.page.button'))}</button></form>`,
      ),
    };
  };

  // the page's form posts an empty form body (the token is in the URL); the parser is this scope's only
  await api.register(async (scope) => {
    acceptIgnoredFormBodies(scope, ['application/x-www-form-urlencoded']);
    for (const method of ['GET', 'POST'] as const) {
      scope.withTypeProvider<ZodTypeProvider>().route({
        method,
        url: '/address-claims/:id/objection',
        schema: {
          ...(method === 'POST'
            ? { consumes: ['application/json', 'application/x-www-form-urlencoded'] }
            : {}),
          tags: ['registration'],
          summary:
            method === 'GET'
              ? 'The holder of a claimed address: a page with the one-click objection'
              : 'The holder objects to the claim (it is refused)',
          params: ZId,
          querystring: ZObjectionQuery,
          response: { 200: z.string(), 404: z.string(), 409: z.string() },
        },
        handler: async (request, reply) => {
          const { status, html } = await objectionPage(
            request.params.id,
            request.query.token,
            method === 'POST',
          );
          return (
            reply
              .status(status)
              .header('content-type', 'text/html; charset=utf-8')
              .header('cache-control', 'no-store')
              // same-origin, not no-referrer: under no-referrer a browser posts the form with `Origin: null`,
              // which the cross-site guard refuses; the page links nowhere else, so the token stays on this site
              .header('referrer-policy', 'same-origin')
              .send(html)
          );
        },
      });
    }
  });
};
