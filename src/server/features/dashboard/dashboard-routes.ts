/**
 * The Customer Service Dashboard's API (spec 03 §2.10; the role checked before the query is validated:
 * no staff sign-in 401, other work accounts 403):
 *
 *   GET /api/admin/dashboard                    the figures of all portals or one (at most a minute
 *                                               old); customerservice, admin and municipality (own
 *                                               portals: "all" is all of theirs, another portal 403)
 *   GET /api/admin/dashboard/portals            the portals the filter offers (a municipality's own)
 *   GET /api/admin/dashboard/route-exceptions   missed-pickup tickets and recorded exceptions per
 *                                               route and day of the last 7 days (issue 32 §2); the
 *                                               oversight roles, as the figures
 *   GET /api/admin/dashboard/recent-customers   10 profiles per page, newest first (keyset cursor);
 *                                               customerservice and admin only (customer details)
 */
import {
  ZDashboardFigures,
  ZDashboardPortals,
  ZDashboardQuery,
  ZRecentCustomersPage,
  ZRecentCustomersQuery,
  ZRouteExceptionCounts,
  ZRouteExceptionsQuery,
} from '../../../domain/dashboard/dashboard';
import { OVERSIGHT_ROLES } from '../../auth/guards';
import { ownPortals, portalScope } from '../../auth/portal-scope';
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import { findPortalTitles, findRecentCustomers } from './dashboard-repository';
import { getDashboardFigures } from './dashboard-service';
import { getRouteExceptionCounts } from './route-exceptions';

const BASE = '/admin/dashboard';

/** The figures are the oversight roles'; the recent customers (customer details) the other staff's. */
const dashboardOptions = {
  tags: ['admin', 'dashboard'],
  errors: errorAnswers(400, 401, 403, 404),
};

export const dashboardRoutes: FeatureRoutes = async (api, ctx) => {
  const oversight = declareStaffRoutes(api, {
    ...dashboardOptions,
    roles: OVERSIGHT_ROLES,
  });
  const staffOnly = declareStaffRoutes(api, dashboardOptions);

  oversight.read(
    BASE,
    {
      summary:
        'The dashboard: profile counts, opt-ins, service changes by service, residence types, cart sizes and the growth trend (all time, last month or last week), for all portals or one; computed in SQL, at most a minute old. customerservice, admin and municipality (own portals: without a portal, all of theirs; another portal 403)',
      querystring: ZDashboardQuery,
      response: { 200: ZDashboardFigures },
    },
    (request, staff) => getDashboardFigures(ctx, request.query, portalScope(staff, request.query.portalId)),
  );

  oversight.read(
    `${BASE}/portals`,
    {
      summary:
        'The portals the dashboard can be filtered by, by title: every portal, or a municipality user’s own. customerservice, admin and municipality',
      response: { 200: ZDashboardPortals },
    },
    async (_request, staff) => ({ portals: await findPortalTitles(ctx.db, ownPortals(staff)) }),
  );

  oversight.read(
    `${BASE}/route-exceptions`,
    {
      summary:
        'Missed-pickup tickets (by pickup day) and exceptions the back office recorded (stops not collected) per route and day of the last 7 days, for all portals or one. customerservice, admin and municipality (own portals: without a portal, all of theirs; another portal 403)',
      querystring: ZRouteExceptionsQuery,
      response: { 200: ZRouteExceptionCounts },
    },
    (request, staff) => getRouteExceptionCounts(ctx, portalScope(staff, request.query.portalId)),
  );

  staffOnly.read(
    `${BASE}/recent-customers`,
    {
      summary:
        'Recent Customers: 10 profiles per page, newest first, of all portals or one (customerservice and admin)',
      querystring: ZRecentCustomersQuery,
      response: { 200: ZRecentCustomersPage },
    },
    (request) => findRecentCustomers(ctx.db, request.query.portalId, request.query.cursor),
  );
};
