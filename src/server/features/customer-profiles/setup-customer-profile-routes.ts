/**
 * Setup Customer Profile's API (spec 03 §2.8), for admin and customerservice; the role is checked
 * before the request is validated (no staff sign-in 401, other work accounts 403). The residential
 * wizard's ZIP search and phone check are the registration's own routes.
 *
 *   POST /api/admin/customer-profiles/email-check        the contact step's e-mail check (format, deliverable, not registered)
 *   POST /api/admin/customer-profiles/residential        create a residential customer at an address from the ZIP search
 *   POST /api/admin/customer-profiles/enterprise         create an enterprise customer with selected customers
 *   GET  /api/admin/available-customers                  the enterprise pick list, 100 at a time
 *   POST /api/admin/available-customers/select-all       every customer the search matches (up to the cap)
 */
import { ZErrorBody } from '../../../domain/errors';
import { ZCheckResult, ZEmailCheckRequest } from '../../../domain/registration/schemas';
import { ZAvailableCustomersPage } from '../../../domain/customer-profiles/manage-customer-profile';
import {
  ZAvailableCustomersSearch,
  ZCreateEnterpriseProfile,
  ZCreateResidentialProfile,
  ZCreatedCustomerProfile,
  ZSelectAllCustomersRequest,
  ZSelectAllCustomersResponse,
  SETUP_CUSTOMER_PROFILE_MESSAGES,
} from '../../../domain/customer-profiles/setup-customer-profile';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import {
  checkNewCustomerEmail,
  createEnterpriseProfile,
  createResidentialProfile,
  listAvailableCustomers,
  selectAllAvailableCustomers,
} from './setup-customer-profile-service';

/** What creating a profile may answer besides the errors of every route. */
const createErrors = { 409: ZErrorBody, 422: ZErrorBody, 500: ZErrorBody, 503: ZErrorBody };

/**
 * The spec's "Failed to create user account" when writing the new profile (the customer's sign-in
 * account) fails for a reason of the server's own; the cause is logged, nothing was kept (one
 * transaction). The refusals with a reason of their own (taken, not loaded, bad input) pass as they are.
 */
async function orAccountFailure<T>(request: FastifyRequest, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.error({ err: error }, 'customer account creation failed');
    throw new AppError('INTERNAL', SETUP_CUSTOMER_PROFILE_MESSAGES.accountCreationFailed);
  }
}

export const setupCustomerProfileRoutes: FeatureRoutes = async (api, ctx) => {
  const desk = declareStaffRoutes(api, {
    tags: ['admin', 'customer-profiles'],
    errors: errorAnswers(400, 401, 403),
  });

  desk.post(
    '/admin/customer-profiles/email-check',
    {
      summary: "A new customer's e-mail: its format, that it can receive mail, and that no customer has it",
      body: ZEmailCheckRequest,
      response: { 200: ZCheckResult },
    },
    (request) => checkNewCustomerEmail(ctx, request.body.email),
  );

  desk.post(
    '/admin/customer-profiles/residential',
    {
      summary: 'Create a residential customer profile and mail the customer a link to choose a password',
      description:
        "The address is an addressId from GET /api/registration/addresses. 422 ADDRESS_NOT_LOADED is the spec's 561 (the back office has not loaded the site); 409 when the e-mail or the address is taken. The profile, the welcome mail (outbox) and the audit row are one transaction.",
      body: ZCreateResidentialProfile,
      response: { 201: ZCreatedCustomerProfile, ...createErrors },
    },
    async (request, staff, reply) => {
      return reply
        .status(201)
        .send(await orAccountFailure(request, () => createResidentialProfile(ctx, request.body, staff)));
    },
  );

  desk.post(
    '/admin/customer-profiles/enterprise',
    {
      summary: 'Create an enterprise customer profile and mail the customer a link to choose a password',
      description:
        "Every selected customer must be in the back office's pick list (422, the spec's 561 message, otherwise); none twice.",
      body: ZCreateEnterpriseProfile,
      response: { 201: ZCreatedCustomerProfile, ...createErrors },
    },
    async (request, staff, reply) => {
      return reply
        .status(201)
        .send(await orAccountFailure(request, () => createEnterpriseProfile(ctx, request.body, staff)));
    },
  );

  desk.get(
    '/admin/available-customers',
    {
      summary: "The back office's enterprise pick list (company, customer number, customer, site, sales rep)",
      querystring: ZAvailableCustomersSearch,
      response: { 200: ZAvailableCustomersPage, 503: ZErrorBody },
    },
    (request) => listAvailableCustomers(ctx, request.query),
  );

  desk.post(
    '/admin/available-customers/select-all',
    {
      summary: 'Every pick-list customer the search matches, for "select all" (at most 5,000)',
      body: ZSelectAllCustomersRequest,
      response: { 200: ZSelectAllCustomersResponse, 503: ZErrorBody },
    },
    (request) => selectAllAvailableCustomers(ctx, request.body.search),
  );
};
