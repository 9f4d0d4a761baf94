/**
 * Admin Center data, staff user management and the staff migration (spec 03 §2.3, §2.12, §2.13).
 * Every route checks the staff role on the server: user management and migration are admin-only;
 * the Admin Center data is for customerservice, admin and municipality.
 */
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
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
const routeDefaults = {
  tags: ['admin'],
  errors: errorAnswers(400, 401, 403),
  /** A bad request is answered 400 before the role is checked (401, 403), as these routes always did. */
  roleFirst: false,
};

export const staffRoutes: FeatureRoutes = async (api, ctx) => {
  const oversight = declareStaffRoutes(api, { ...routeDefaults, roles: OVERSIGHT_ROLES });
  const admins = declareStaffRoutes(api, { ...routeDefaults, roles: ADMIN });

  const migrations = new StaffMigrationRunner(ctx, api.log);
  api.addHook('onClose', () => migrations.close());

  oversight.get(
    '/admin/center',
    {
      summary: 'Admin Center data (customerservice, admin and municipality)',
      response: { 200: ZAdminCenter },
    },
    () => ({ supportEmail: ctx.config.COMPANY_EMAIL }),
  );

  admins.get(
    '/admin/staff',
    {
      summary: 'Find staff users: search name or email, filter by role and status, sort by name, paged',
      querystring: ZStaffListQuery,
      response: { 200: ZStaffListResult },
    },
    (request) => findStaffUsers(ctx.db, request.query),
  );

  admins.get(
    '/admin/staff/portals',
    {
      summary: 'The portals a municipality user can be given, by title',
      response: { 200: ZStaffPortalOptions },
    },
    async () => ({ portals: await findPortalOptions(ctx.db) }),
  );

  admins.post(
    '/admin/staff',
    {
      summary:
        'Add a staff user (role defaults to customerservice, status to active; a municipality user needs at least one portal)',
      body: ZStaffUserForm,
      response: { 201: ZStaffUser, 409: ZErrorBody },
    },
    async (request, actor, reply) => {
      const user = await createStaffUser(ctx, actor, request.body);
      return reply.status(201).send(user);
    },
  );

  admins.get(
    '/admin/staff/:id',
    {
      summary: 'Get one staff user',
      params: ZStaffUserIdParams,
      response: { 200: ZStaffUser, 404: ZErrorBody },
    },
    async (request) => {
      const user = await getStaffUser(ctx.db, request.params.id);
      if (!user) throw new AppError('NOT_FOUND', staffUserNotFoundMessage);
      return user;
    },
  );

  admins.patch(
    '/admin/staff/:id',
    {
      summary:
        'Update a staff user; fields not sent are kept (a municipality user keeps at least one portal)',
      params: ZStaffUserIdParams,
      body: ZStaffUserPatch,
      response: { 200: ZStaffUser, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody },
    },
    (request, actor) => updateStaffUser(ctx, actor, request.params.id, request.body),
  );

  admins.post(
    '/admin/staff/:id/deactivate',
    {
      summary: 'Deactivate a staff user (soft removal: isActive false)',
      params: ZStaffUserIdParams,
      response: { 200: ZStaffUser, 404: ZErrorBody, 422: ZErrorBody },
    },
    (request, actor) => deactivateStaffUser(ctx, actor, request.params.id),
  );

  admins.post(
    '/admin/staff/migration',
    {
      summary: 'Start the staff migration (or answer with the run already going)',
      response: { 202: ZStaffMigrationProgress },
    },
    async (_request, actor, reply) => reply.status(202).send(await migrations.start(actor)),
  );

  admins.get(
    '/admin/staff/migration/:id',
    {
      summary: 'Progress of a staff migration run',
      params: ZStaffMigrationIdParams,
      response: { 200: ZStaffMigrationProgress, 404: ZErrorBody },
    },
    (request) => migrations.get(request.params.id),
  );
};
