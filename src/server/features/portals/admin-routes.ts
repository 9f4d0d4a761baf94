/**
 * Portal setups in the admin area (spec 03 §2.5–2.7), admin only; every route checks the role on the
 * server (customerservice gets 403, no staff sign-in 401):
 *
 *   GET    /api/admin/portal-setups                 list: filters and paging in the database, {items, total}
 *   GET    /api/admin/portal-setups/filter-options  distinct billing cycles, service categories, week codes
 *   POST   /api/admin/portal-setups                 create
 *   GET    /api/admin/portal-setups/{id}            one setup
 *   PUT    /api/admin/portal-setups/{id}            replace the whole setup (the id stays)
 *   DELETE /api/admin/portal-setups/{id}            delete; refused while customer profiles use it
 *   GET    /api/admin/portal-setups/{id}/content    the portal's content, for the preview
 */
import { z } from 'zod';
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import { ZErrorBody } from '../../../domain/errors';
import { ZPortalSetupCreate } from '../../../domain/portal-setup';
import {
  PREVIEW_CONTENT_KINDS,
  ZPortalContentPreview,
  ZPortalSetupFilterOptions,
  ZPortalSetupIdParams,
  ZPortalSetupListQuery,
  ZPortalSetupListResult,
  ZPortalSetupRecord,
  type TPortalContentPreview,
} from '../../../domain/portal-setup-admin';
import { createContentPort, type ContentPort } from '../../ports/content';
import { findPortalSetupFilterOptions, findPortalSetups } from './admin-repository';
import { createPortalSetup, deletePortalSetup, getPortalSetup, updatePortalSetup } from './admin-service';
import { withPickupCalendar } from '../pickup-calendar/pickup-calendar-settings';

const ADMIN = ['admin'] as const;
const BASE = '/admin/portal-setups';
const routeDefaults = {
  tags: ['admin', 'portals'],
  errors: errorAnswers(400, 401, 403),
  /** A bad request is answered 400 before the role is checked (401, 403), as these routes always did. */
  roleFirst: false,
};

export const portalSetupAdminRoutes: FeatureRoutes = async (api, ctx) => {
  const admins = declareStaffRoutes(api, { ...routeDefaults, roles: ADMIN });

  const content: ContentPort =
    (ctx.ports as unknown as { content?: ContentPort }).content ?? createContentPort(ctx.config, ctx.db);

  admins.get(
    BASE,
    {
      summary: 'Find portal setups: title, customer ID and business code contain; services; codes; paged',
      querystring: ZPortalSetupListQuery,
      response: { 200: ZPortalSetupListResult },
    },
    (request) => findPortalSetups(ctx.db, request.query),
  );

  admins.get(
    `${BASE}/filter-options`,
    {
      summary: 'Distinct billing cycles, service categories and service week codes of all setups',
      response: { 200: ZPortalSetupFilterOptions },
    },
    () => findPortalSetupFilterOptions(ctx.db),
  );

  admins.post(
    BASE,
    {
      summary: 'Create a portal setup (title unique ignoring case; a ZIP code in one setup only)',
      body: ZPortalSetupCreate,
      response: { 201: ZPortalSetupRecord, 409: ZErrorBody },
    },
    async (request, actor, reply) =>
      reply.status(201).send(await createPortalSetup(ctx, actor, request.body)),
  );

  admins.get(
    `${BASE}/:id`,
    {
      summary: 'One portal setup',
      params: ZPortalSetupIdParams,
      response: { 200: ZPortalSetupRecord, 404: ZErrorBody },
    },
    async (request) => {
      // a setup stored before the pickup calendar existed opens with its defaults; saving stores them
      return withPickupCalendar(await getPortalSetup(ctx, request.params.id), ctx.now());
    },
  );

  admins.put(
    `${BASE}/:id`,
    {
      summary: 'Replace a portal setup (the whole setup; the id stays)',
      params: ZPortalSetupIdParams,
      body: ZPortalSetupCreate,
      response: { 200: ZPortalSetupRecord, 404: ZErrorBody, 409: ZErrorBody },
    },
    (request, actor) => updatePortalSetup(ctx, actor, request.params.id, request.body),
  );

  admins.delete(
    `${BASE}/:id`,
    {
      summary: 'Delete a portal setup and its content; refused (409) while customer profiles use it',
      params: ZPortalSetupIdParams,
      response: { 204: z.null(), 404: ZErrorBody, 409: ZErrorBody },
    },
    async (request, actor, reply) => {
      await deletePortalSetup(ctx, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  admins.get(
    `${BASE}/:id/content`,
    {
      summary: 'The portal content (home, support, FAQ, services) for the preview; each kind on its own',
      params: ZPortalSetupIdParams,
      response: { 200: ZPortalContentPreview, 404: ZErrorBody },
    },
    async (request) => {
      const setup = await getPortalSetup(ctx, request.params.id);
      const portal = { id: setup.id, portalTitle: setup.portalTitle };
      const slots = await Promise.all(
        PREVIEW_CONTENT_KINDS.map(async (kind) => {
          try {
            return [
              kind,
              { status: 'ok' as const, content: await content.getContent(portal, kind) },
            ] as const;
          } catch (error) {
            request.log.warn({ err: error, portal: portal.id, kind }, 'portal content preview failed');
            return [kind, { status: 'error' as const, content: null }] as const;
          }
        }),
      );
      return { portalTitle: setup.portalTitle, ...Object.fromEntries(slots) } as TPortalContentPreview;
    },
  );
};
