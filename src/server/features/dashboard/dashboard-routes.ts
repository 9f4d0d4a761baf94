/**
 * The Customer Service Dashboard's API (spec 03 §2.10; customerservice and admin, the role checked
 * before the query is validated: no staff sign-in 401, other work accounts 403):
 *
 *   GET /api/admin/dashboard                    the figures of all portals or one (at most a minute old)
 *   GET /api/admin/dashboard/recent-customers   10 profiles per page, newest first (keyset cursor)
 */
import {
  ZDashboardFigures,
  ZDashboardQuery,
  ZRecentCustomersPage,
  ZRecentCustomersQuery,
} from '../../../domain/dashboard/dashboard';
import { ZErrorBody } from '../../../domain/errors';
import { requireStaff, staffFirst } from '../../auth/guards';
import type { FeatureRoutes } from '../types';
import { findRecentCustomers } from './dashboard-repository';
import { getDashboardFigures } from './dashboard-service';

const BASE = '/admin/dashboard';
const STAFF_ROLES = ['admin', 'customerservice'] as const;
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const tags = ['admin', 'dashboard'];

export const dashboardRoutes: FeatureRoutes = async (api, ctx) => {
  api.get(
    BASE,
    {
      preValidation: staffFirst,
      schema: {
        tags,
        summary:
          'The dashboard: profile counts, opt-ins, service changes by service, residence types, cart sizes and the growth trend (all time, last month or last week), for all portals or one; computed in SQL, at most a minute old',
        querystring: ZDashboardQuery,
        response: { 200: ZDashboardFigures, ...errors },
      },
    },
    async (request, reply) => {
      requireStaff(request, STAFF_ROLES);
      reply.header('cache-control', 'private, no-store');
      return getDashboardFigures(ctx, request.query);
    },
  );

  api.get(
    `${BASE}/recent-customers`,
    {
      preValidation: staffFirst,
      schema: {
        tags,
        summary: 'Recent Customers: 10 profiles per page, newest first, of all portals or one',
        querystring: ZRecentCustomersQuery,
        response: { 200: ZRecentCustomersPage, ...errors },
      },
    },
    async (request, reply) => {
      requireStaff(request, STAFF_ROLES);
      reply.header('cache-control', 'private, no-store');
      return findRecentCustomers(ctx.db, request.query.portalId, request.query.cursor);
    },
  );
};
