/**
 * The Open311 API keys in the admin area (/api/admin/open311-keys): list, create (the answer holds the
 * key, shown once) and revoke. Staff admins only, checked before the body is validated.
 */
import type { FastifyRequest } from 'fastify';
import { ZErrorBody } from '../../../domain/errors';
import {
  ZOpen311Key,
  ZOpen311KeyCreated,
  ZOpen311KeyForm,
  ZOpen311KeyIdParams,
  ZOpen311KeyList,
} from '../../../domain/open311/open311';
import { requireStaff } from '../../auth/guards';
import type { FeatureRoutes } from '../types';
import { createOpen311Key, findOpen311Keys, revokeOpen311Key } from './open311-keys';

const ADMIN = ['admin'] as const;
const BASE = '/admin/open311-keys';
const tags = ['admin', 'open311'];
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

async function adminFirst(request: FastifyRequest): Promise<void> {
  requireStaff(request, ADMIN);
}

export const open311KeyRoutes: FeatureRoutes = async (api, ctx) => {
  api.get(
    BASE,
    {
      preValidation: adminFirst,
      schema: {
        tags,
        summary: 'Open311 API keys, newest first (active and revoked); never the keys themselves',
        response: { 200: ZOpen311KeyList, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return findOpen311Keys(ctx);
    },
  );

  api.post(
    BASE,
    {
      preValidation: adminFirst,
      schema: {
        tags,
        summary: 'Create an Open311 API key for some portals; the answer shows the key once',
        body: ZOpen311KeyForm,
        response: { 201: ZOpen311KeyCreated, ...errors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request, ADMIN);
      const created = await createOpen311Key(ctx, request.body, staff.email);
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  api.post(
    `${BASE}/:id/revoke`,
    {
      preValidation: adminFirst,
      schema: {
        tags,
        summary: 'Revoke an Open311 API key: the next request with it is refused (403)',
        params: ZOpen311KeyIdParams,
        response: { 200: ZOpen311Key, ...errors, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => {
      const staff = requireStaff(request, ADMIN);
      return revokeOpen311Key(ctx, request.params.id, staff.email);
    },
  );
};
