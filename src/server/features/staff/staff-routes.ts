/**
 * Admin Center data, staff user management and the staff migration (spec 03 §2.3, §2.12, §2.13).
 * Every route checks the staff role on the server: user management and migration are admin-only;
 * the Admin Center data is for customerservice, admin and municipality.
 */
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
import type { FeatureRoutes } from '../types';
import { requireStaff } from '../../auth';
import { OVERSIGHT_ROLES } from '../../auth/guards';
import { ZErrorBody } from '../../../domain/errors';
import { ZAdminCenter } from '../../../domain/staff/admin-center';
import { ZStaffListQuery, ZStaffListResult } from '../../../domain/staff/staff-list';
import {
  ZStaffPortalOptions,
  ZStaffUser,
  ZStaffUserForm,
  ZStaffUserIdParams,
  ZStaffUserPatch,
} from '../../../domain/staff/staff-user';
import { ZStaffMigrationIdParams, ZStaffMigrationProgress } from '../../../domain/staff/staff-migration';
import { findPortalOptions, findStaffUsers, getStaffUser } from './staff-repository';
import {
  createStaffUser,
  deactivateStaffUser,
  staffUserNotFoundMessage,
  updateStaffUser,
} from './staff-service';
import { StaffMigrationRunner } from './staff-migration';
import { AppError } from '../../errors';

const ADMIN = ['admin'] as const;
const routeOptions = featureRouteOptions({
  tags: ['admin'],
  errors: errorAnswers(400, 401, 403),
});

export const staffRoutes: FeatureRoutes = async (api, ctx) => {
  const migrations = new StaffMigrationRunner(ctx, api.log);
  api.addHook('onClose', () => migrations.close());

  api.get(
    '/admin/center',
    routeOptions({
      summary: 'Admin Center data (customerservice, admin and municipality)',
      response: { 200: ZAdminCenter },
    }),
    async (request) => {
      requireStaff(request, OVERSIGHT_ROLES);
      return { supportEmail: ctx.config.COMPANY_EMAIL };
    },
  );

  api.get(
    '/admin/staff',
    routeOptions({
      summary: 'Find staff users: search name or email, filter by role and status, sort by name, paged',
      querystring: ZStaffListQuery,
      response: { 200: ZStaffListResult },
    }),
    async (request) => {
      requireStaff(request, ADMIN);
      return findStaffUsers(ctx.db, request.query);
    },
  );

  api.get(
    '/admin/staff/portals',
    routeOptions({
      summary: 'The portals a municipality user can be given, by title',
      response: { 200: ZStaffPortalOptions },
    }),
    async (request) => {
      requireStaff(request, ADMIN);
      return { portals: await findPortalOptions(ctx.db) };
    },
  );

  api.post(
    '/admin/staff',
    routeOptions({
      summary:
        'Add a staff user (role defaults to customerservice, status to active; a municipality user needs at least one portal)',
      body: ZStaffUserForm,
      response: { 201: ZStaffUser, 409: ZErrorBody },
    }),
    async (request, reply) => {
      const actor = requireStaff(request, ADMIN);
      const user = await createStaffUser(ctx, actor, request.body);
      return reply.status(201).send(user);
    },
  );

  api.get(
    '/admin/staff/:id',
    routeOptions({
      summary: 'Get one staff user',
      params: ZStaffUserIdParams,
      response: { 200: ZStaffUser, 404: ZErrorBody },
    }),
    async (request) => {
      requireStaff(request, ADMIN);
      const user = await getStaffUser(ctx.db, request.params.id);
      if (!user) throw new AppError('NOT_FOUND', staffUserNotFoundMessage);
      return user;
    },
  );

  api.patch(
    '/admin/staff/:id',
    routeOptions({
      summary:
        'Update a staff user; fields not sent are kept (a municipality user keeps at least one portal)',
      params: ZStaffUserIdParams,
      body: ZStaffUserPatch,
      response: { 200: ZStaffUser, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody },
    }),
    async (request) => {
      const actor = requireStaff(request, ADMIN);
      return updateStaffUser(ctx, actor, request.params.id, request.body);
    },
  );

  api.post(
    '/admin/staff/:id/deactivate',
    routeOptions({
      summary: 'Deactivate a staff user (soft removal: isActive false)',
      params: ZStaffUserIdParams,
      response: { 200: ZStaffUser, 404: ZErrorBody, 422: ZErrorBody },
    }),
    async (request) => {
      const actor = requireStaff(request, ADMIN);
      return deactivateStaffUser(ctx, actor, request.params.id);
    },
  );

  api.post(
    '/admin/staff/migration',
    routeOptions({
      summary: 'Start the staff migration (or answer with the run already going)',
      response: { 202: ZStaffMigrationProgress },
    }),
    async (request, reply) => {
      const actor = requireStaff(request, ADMIN);
      return reply.status(202).send(await migrations.start(actor));
    },
  );

  api.get(
    '/admin/staff/migration/:id',
    routeOptions({
      summary: 'Progress of a staff migration run',
      params: ZStaffMigrationIdParams,
      response: { 200: ZStaffMigrationProgress, 404: ZErrorBody },
    }),
    async (request) => {
      requireStaff(request, ADMIN);
      return migrations.get(request.params.id);
    },
  );
};
