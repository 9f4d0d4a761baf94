/**
 * The content editor of the admin area (issue: Admin area, content editor), for admin and
 * customerservice; every route checks the role on the server (no staff sign-in 401, others 403):
 *
 *   GET  /api/admin/content/portals                    portals to choose from: title contains, paged
 *   GET  /api/admin/content/{portalId}                 every content kind of a portal, with its version
 *   PUT  /api/admin/content/{portalId}/{kind}          save one kind (home, support, faq, services,
 *                                                      stickers); 409 when the version moved on
 *   PUT  /api/admin/content/{portalId}/{kind}/translations/{language}
 *                                                      save one kind's translation (es, fr, de, it, ja,
 *                                                      pt, zh-CN, hi, ar), validated as English is
 *   DELETE /api/admin/content/{portalId}/{kind}/translations/{language}?version=
 *                                                      remove it (customers read English again)
 *   POST /api/admin/content/{portalId}/service-map     upload a service-map image (multipart "file")
 *   GET  /api/uploads/service-maps/{file}              an uploaded image, public, cached for a year
 *
 * The multipart parser is registered inside this feature's scope only.
 */
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
import type { FeatureRoutes } from '../types';
import { requireStaff } from '../../auth/guards';
import { ZErrorBody } from '../../../domain/errors';
import { CONTENT_KINDS } from '../../../domain/content';
import {
  contentSaveRequestSchema,
  SERVICE_MAP_MAX_BYTES,
  ZContentEditorDocument,
  ZContentEditorPortalParams,
  ZContentPortalListQuery,
  ZContentPortalListResult,
  ZContentTranslationParams,
  ZContentTranslationRemoveQuery,
  ZServiceMapUpload,
  ZUploadFileParams,
} from '../../../domain/content-editor';
import { findContentPortals } from './content-editor-repository';
import { getContentDocument, removeTranslation, saveContent } from './content-editor-service';
import { ENVELOPE_BYTES, sendServiceMap, uploadServiceMap } from './service-map-upload';

const tags = ['admin', 'content'];
const STAFF = ['admin', 'customerservice'] as const;
const errors = errorAnswers(400, 401, 403, 404);
const BASE = '/admin/content';
const routeOptions = featureRouteOptions({ tags, errors });

export const contentEditorRoutes: FeatureRoutes = async (api, ctx) => {
  const { storage } = ctx.ports;

  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: {
        fileSize: SERVICE_MAP_MAX_BYTES,
        files: 1,
        fields: 2,
        parts: 3,
        fieldSize: 1024,
        headerPairs: 100,
      },
    });

    scope.get(
      `${BASE}/portals`,
      routeOptions({
        summary: 'Portals whose content can be edited: title contains `search`, paged',
        querystring: ZContentPortalListQuery,
        response: { 200: ZContentPortalListResult },
      }),
      async (request) => {
        requireStaff(request, STAFF);
        return findContentPortals(ctx.db, request.query);
      },
    );

    scope.get(
      `${BASE}/:portalId`,
      routeOptions({
        summary: 'Every content kind of a portal (null where it has none yet) and the content version',
        params: ZContentEditorPortalParams,
        response: { 200: ZContentEditorDocument },
      }),
      async (request, reply) => {
        requireStaff(request, STAFF);
        reply.header('cache-control', 'no-store');
        return getContentDocument(ctx, request.params.portalId, (detail) =>
          request.log.warn({ portal: request.params.portalId }, detail),
        );
      },
    );

    for (const kind of CONTENT_KINDS) {
      scope.put(
        `${BASE}/:portalId/${kind}`,
        routeOptions({
          summary: `Save the portal's ${kind} content; 409 when someone else saved since \`version\``,
          params: ZContentEditorPortalParams,
          body: contentSaveRequestSchema(kind),
          response: { 200: ZContentEditorDocument, 409: ZErrorBody },
        }),
        async (request) => {
          const staff = requireStaff(request, STAFF);
          return saveContent(ctx, staff, request.params.portalId, kind, request.body);
        },
      );

      scope.put(
        `${BASE}/:portalId/${kind}/translations/:language`,
        routeOptions({
          summary: `Save the portal's ${kind} content in another language; 409 when someone else saved since \`version\``,
          params: ZContentTranslationParams,
          body: contentSaveRequestSchema(kind),
          response: { 200: ZContentEditorDocument, 409: ZErrorBody },
        }),
        async (request) => {
          const staff = requireStaff(request, STAFF);
          const { portalId, language } = request.params;
          return saveContent(ctx, staff, portalId, kind, request.body, language);
        },
      );

      scope.delete(
        `${BASE}/:portalId/${kind}/translations/:language`,
        routeOptions({
          summary: `Remove the ${kind} content's translation into a language (customers read English again)`,
          params: ZContentTranslationParams,
          querystring: ZContentTranslationRemoveQuery,
          response: { 200: ZContentEditorDocument, 409: ZErrorBody },
        }),
        async (request) => {
          const staff = requireStaff(request, STAFF);
          const { portalId, language } = request.params;
          return removeTranslation(ctx, staff, portalId, kind, language, request.query.version);
        },
      );
    }

    scope.post(
      `${BASE}/:portalId/service-map`,
      {
        bodyLimit: SERVICE_MAP_MAX_BYTES + ENVELOPE_BYTES,
        schema: {
          tags,
          summary:
            'Upload a service-map image (multipart field "file"; PNG, JPEG, GIF or WebP, at most 2 MB, 40 megapixels and 100 frames)',
          consumes: ['multipart/form-data'],
          params: ZContentEditorPortalParams,
          response: {
            201: ZServiceMapUpload,
            409: ZErrorBody,
            413: ZErrorBody,
            415: ZErrorBody,
            422: ZErrorBody,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        requireStaff(request, STAFF);
        return reply.status(201).send(await uploadServiceMap(ctx, storage, request, request.params.portalId));
      },
    );

    scope.get(
      '/uploads/service-maps/:file',
      {
        schema: {
          tags: ['content'],
          summary: 'An uploaded service-map image (public: the name is random; cached for a year)',
          params: ZUploadFileParams,
          response: { 200: z.unknown().describe('the image'), 404: ZErrorBody },
        },
      },
      async (request, reply) => sendServiceMap(storage, reply, request.params.file),
    );
  });
};
