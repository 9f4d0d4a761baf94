/**
 * The Manage Customer Profile modal's API (spec 03 §2.9), for admin and customerservice; the role is
 * checked before the request is validated (no staff sign-in 401, other work accounts 403):
 *
 *   GET /api/admin/customer-profiles/{uid}                      the detail: header facts, contact, opt-ins
 *   GET /api/admin/customer-profiles/{uid}/services             the Services page's cards, or why there are none
 *   GET /api/admin/customer-profiles/{uid}/available-customers  the enterprise pick list, selected ones marked
 *   PUT /api/admin/customer-profiles/{uid}                      "Save All Changes", in one transaction
 */
import { ZErrorBody } from '../../../domain/errors';
import {
  ZAvailableCustomersPage,
  ZAvailableCustomersQuery,
  ZCustomerProfileDetail,
  ZCustomerProfileSave,
  ZCustomerProfileSaveResponse,
  ZCustomerProfileServices,
  ZCustomerProfileUidParams,
} from '../../../domain/customer-profiles/manage-customer-profile';
import { requireStaff, staffFirst } from '../../auth/guards';
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
import type { FeatureRoutes } from '../types';
import {
  findAvailableCustomers,
  getCustomerProfileDetail,
  getCustomerProfileServices,
  saveCustomerProfile,
} from './manage-customer-profile-service';

const BASE = '/admin/customer-profiles/:uid';
const STAFF_ROLES = ['admin', 'customerservice'] as const;

const routeOptions = featureRouteOptions({
  tags: ['admin', 'customer-profiles'],
  errors: errorAnswers(400, 401, 403, 404),
  first: staffFirst,
});

export const manageCustomerProfileRoutes: FeatureRoutes = async (api, ctx) => {
  api.get(
    BASE,
    routeOptions({
      summary: 'One customer profile for the Manage Customer Profile modal',
      params: ZCustomerProfileUidParams,
      response: { 200: ZCustomerProfileDetail },
    }),
    async (request, reply) => {
      requireStaff(request, STAFF_ROLES);
      reply.header('cache-control', 'private, no-store');
      return getCustomerProfileDetail(ctx, ctx.db, request.params.uid);
    },
  );

  api.get(
    `${BASE}/services`,
    routeOptions({
      summary: "A residential customer's services as their Services page shows them",
      description:
        'Answers available false with the reason when the customer has no default services or the back office fails.',
      params: ZCustomerProfileUidParams,
      response: { 200: ZCustomerProfileServices },
    }),
    async (request, reply) => {
      requireStaff(request, STAFF_ROLES);
      reply.header('cache-control', 'private, no-store');
      return getCustomerProfileServices(ctx, request.params.uid, request.log);
    },
  );

  api.get(
    `${BASE}/available-customers`,
    routeOptions({
      summary: 'The enterprise pick list for the Manage Customers tab (selected ones marked)',
      params: ZCustomerProfileUidParams,
      querystring: ZAvailableCustomersQuery,
      response: { 200: ZAvailableCustomersPage, 503: ZErrorBody },
    }),
    async (request) => {
      requireStaff(request, STAFF_ROLES);
      return findAvailableCustomers(ctx, request.params.uid, request.query);
    },
  );

  api.put(
    BASE,
    routeOptions({
      summary: 'Save All Changes: contact fields, opt-ins, service sizes, extra carts, selected customers',
      description:
        'One transaction. Contact changes queue the back-office customer update; each service change queues the confirmation mail the customer would get. Answers the changed fields.',
      params: ZCustomerProfileUidParams,
      body: ZCustomerProfileSave,
      response: { 200: ZCustomerProfileSaveResponse, 503: ZErrorBody },
    }),
    async (request) => {
      const staff = requireStaff(request, STAFF_ROLES);
      return saveCustomerProfile(ctx, request.params.uid, request.body, staff);
    },
  );
};
