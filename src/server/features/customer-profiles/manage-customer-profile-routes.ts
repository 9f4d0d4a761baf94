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
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import {
  findAvailableCustomers,
  getCustomerProfileDetail,
  getCustomerProfileServices,
  saveCustomerProfile,
} from './manage-customer-profile-service';

const BASE = '/admin/customer-profiles/:uid';

export const manageCustomerProfileRoutes: FeatureRoutes = async (api, ctx) => {
  const desk = declareStaffRoutes(api, {
    tags: ['admin', 'customer-profiles'],
    errors: errorAnswers(400, 401, 403, 404),
  });

  desk.read(
    BASE,
    {
      summary: 'One customer profile for the Manage Customer Profile modal',
      params: ZCustomerProfileUidParams,
      response: { 200: ZCustomerProfileDetail },
    },
    (request) => getCustomerProfileDetail(ctx, ctx.db, request.params.uid),
  );

  desk.read(
    `${BASE}/services`,
    {
      summary: "A residential customer's services as their Services page shows them",
      description:
        'Answers available false with the reason when the customer has no default services or the back office fails.',
      params: ZCustomerProfileUidParams,
      response: { 200: ZCustomerProfileServices },
    },
    (request) => getCustomerProfileServices(ctx, request.params.uid, request.log),
  );

  desk.get(
    `${BASE}/available-customers`,
    {
      summary: 'The enterprise pick list for the Manage Customers tab (selected ones marked)',
      params: ZCustomerProfileUidParams,
      querystring: ZAvailableCustomersQuery,
      response: { 200: ZAvailableCustomersPage, 503: ZErrorBody },
    },
    (request) => findAvailableCustomers(ctx, request.params.uid, request.query),
  );

  desk.put(
    BASE,
    {
      summary: 'Save All Changes: contact fields, opt-ins, service sizes, extra carts, selected customers',
      description:
        'One transaction. Contact changes queue the back-office customer update; each service change queues the confirmation mail the customer would get. Answers the changed fields.',
      params: ZCustomerProfileUidParams,
      body: ZCustomerProfileSave,
      response: { 200: ZCustomerProfileSaveResponse, 503: ZErrorBody },
    },
    (request, staff) => saveCustomerProfile(ctx, request.params.uid, request.body, staff),
  );
};
