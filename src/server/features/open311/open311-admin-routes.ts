/**
 * The Open311 API keys in the admin area (/api/admin/open311-keys): list, create (the answer holds the
 * key, shown once) and revoke. Staff admins only, checked before the body is validated.
 */
import { ZErrorBody } from '../../../domain/errors';
import {
  ZOpen311Key,
  ZOpen311KeyCreated,
  ZOpen311KeyForm,
  ZOpen311KeyIdParams,
  ZOpen311KeyList,
} from '../../../domain/open311/open311';
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import { createOpen311Key, findOpen311Keys, revokeOpen311Key } from './open311-keys';

const ADMIN = ['admin'] as const;
const BASE = '/admin/open311-keys';

export const open311KeyRoutes: FeatureRoutes = async (api, ctx) => {
  const admins = declareStaffRoutes(api, {
    tags: ['admin', 'open311'],
    errors: errorAnswers(400, 401, 403),
    roles: ADMIN,
  });

  admins.read(
    BASE,
    {
      summary: 'Open311 API keys, newest first (active and revoked); never the keys themselves',
      response: { 200: ZOpen311KeyList },
    },
    () => findOpen311Keys(ctx),
  );

  admins.create(
    BASE,
    {
      summary: 'Create an Open311 API key for some portals; the answer shows the key once',
      body: ZOpen311KeyForm,
      response: { 201: ZOpen311KeyCreated },
    },
    (request, staff) => createOpen311Key(ctx, request.body, staff.email),
  );

  admins.post(
    `${BASE}/:id/revoke`,
    {
      summary: 'Revoke an Open311 API key: the next request with it is refused (403)',
      params: ZOpen311KeyIdParams,
      response: { 200: ZOpen311Key, 404: ZErrorBody, 409: ZErrorBody },
    },
    (request, staff) => revokeOpen311Key(ctx, request.params.id, staff.email),
  );
};
