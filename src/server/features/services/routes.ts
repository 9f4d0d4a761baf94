/**
 * The Services page (residential): GET the cards; POST Change Service and Additional Carts (quantity 0
 * removes; DELETE removes a size); POST the four request forms, which file a back-office ticket
 * through the outbox (200 with the IssueID, or 202 when it will be filed shortly).
 */
import { z } from 'zod';
import { ZErrorBody } from '../../../domain/errors';
import {
  ZRemoveCartParams,
  ZServiceChangeResponse,
  ZServiceRequestParams,
  ZServiceRequestResponse,
  ZServiceRequestsResponse,
  ZServicesResponse,
  ZServiceTypeParams,
} from '../../../domain/services/services-api';
import { countCustomerWrite } from './customer-limits';
import { declareCustomerRoutes } from '../../http/declare-customer-routes';
import { errorAnswers } from '../../http/route-options';
import type { FeatureRoutes } from '../types';
import {
  changeServiceSize,
  getServices,
  listServiceRequests,
  removeCart,
  submitServiceRequest,
  updateAdditionalCarts,
} from './services-service';
import { rememberRequestLanguage } from '../my-account/customer-language';

/** The writes also answer 429 past the per-customer limits (customer-limits.ts). */
const writeErrors = { 429: ZErrorBody };
/** Bodies are checked in the handler with the forms' own schemas, so errors carry the spec's messages. */
const ZFormBody = z.record(z.string(), z.unknown()).describe('The form fields (see the domain schemas)');
/** A key per submission from the client; a retry with the same key is answered, not filed again. */
const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{8,100}$/, 'Idempotency-Key must be 8 to 100 visible ASCII characters')
    .optional(),
});

export const servicesRoutes: FeatureRoutes = async (api, ctx) => {
  const customers = declareCustomerRoutes(api, {
    tags: ['services'],
    errors: errorAnswers(400, 401, 403, 404, 503),
    readCacheControl: 'no-store',
  });
  /** The list of the customer's requests declares only 401 of the errors. */
  const ownRequests = declareCustomerRoutes(api, {
    tags: ['services'],
    errors: errorAnswers(401),
    readCacheControl: 'no-store',
  });
  /** The customer's uid, with this write counted against their limits (429 past them). */
  async function countedWrite(uid: string): Promise<string> {
    await countCustomerWrite(ctx, uid, 'services');
    return uid;
  }

  customers.read(
    '/services',
    {
      summary: "The signed-in residential customer's service cards",
      response: { 200: ZServicesResponse },
    },
    (_request, customer) => getServices(ctx, customer.uid),
  );

  ownRequests.read(
    '/services/requests',
    {
      summary:
        "The customer's newest 50 requests, newest first: tickets (whether each is filed, its status and timeline) and Change Service / Additional Carts requests (what changed), each with its REQ- reference",
      response: { 200: ZServiceRequestsResponse },
    },
    (_request, customer) => listServiceRequests(ctx, customer.uid),
  );

  // Change Service and Additional Carts: the same form of one service, answered with the changed service
  const cartChanges = [
    ['change-size', 'Change Service: request a new cart size', changeServiceSize],
    [
      'additional-carts',
      'Additional Carts: set the number of extra carts of one size (0 removes them)',
      updateAdditionalCarts,
    ],
  ] as const;
  for (const [action, summary, change] of cartChanges) {
    customers.post(
      `/services/:serviceType/${action}`,
      {
        summary,
        params: ZServiceTypeParams,
        body: ZFormBody,
        response: { 200: ZServiceChangeResponse, ...writeErrors },
      },
      async (request, customer) =>
        change(ctx, await countedWrite(customer.uid), request.params.serviceType, request.body),
    );
  }

  customers.delete(
    '/services/:serviceType/additional-carts/:size',
    {
      summary: 'Remove every requested extra cart of one size',
      params: ZRemoveCartParams,
      response: { 200: ZServiceChangeResponse, ...writeErrors },
    },
    async (request, customer) =>
      removeCart(ctx, await countedWrite(customer.uid), request.params.serviceType, request.params.size),
  );

  customers.post(
    '/services/:serviceType/requests/:kind',
    {
      summary: 'Missed pickup, pickup, vacation hold or damaged cart: files a back-office ticket',
      params: ZServiceRequestParams,
      headers: ZIdempotencyHeaders,
      body: ZFormBody,
      response: { 200: ZServiceRequestResponse, 202: ZServiceRequestResponse, ...writeErrors },
    },
    async (request, customer, reply) => {
      const uid = await countedWrite(customer.uid);
      const outcome = await submitServiceRequest(
        ctx,
        uid,
        request.params.serviceType,
        request.params.kind,
        request.body,
        {
          clientKey: request.headers['idempotency-key'] ?? null,
          language: await rememberRequestLanguage(ctx, request, uid),
        },
      );
      return reply.status(outcome.statusCode).send(outcome.body);
    },
  );
};
