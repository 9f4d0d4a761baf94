/**
 * The Services page (residential): GET the cards; POST Change Service and Additional Carts (quantity 0
 * removes; DELETE removes a size); POST the four request forms, which file a back-office ticket
 * through the outbox (200 with the IssueID, or 202 when it will be filed shortly).
 */
import type { FastifyRequest } from 'fastify';
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
import { customerFirst, requireCustomer } from '../../auth/guards';
import { countCustomerWrite } from './customer-limits';
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
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

const routeOptions = featureRouteOptions({
  tags: ['services'],
  errors: errorAnswers(400, 401, 403, 404, 503),
  first: customerFirst,
});
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
  /** The signed-in customer's uid, with this write counted against their limits (429 past them). */
  async function writingCustomer(request: FastifyRequest): Promise<string> {
    const { uid } = requireCustomer(request);
    await countCustomerWrite(ctx, uid, 'services');
    return uid;
  }

  api.get(
    '/services',
    routeOptions({
      summary: "The signed-in residential customer's service cards",
      response: { 200: ZServicesResponse },
    }),
    async (request, reply) => {
      const customer = requireCustomer(request);
      reply.header('cache-control', 'no-store');
      return getServices(ctx, customer.uid);
    },
  );

  api.get(
    '/services/requests',
    {
      preValidation: customerFirst,
      schema: {
        tags: ['services'],
        summary:
          "The customer's newest 50 requests, newest first: tickets (whether each is filed, its status and timeline) and Change Service / Additional Carts requests (what changed), each with its REQ- reference",
        response: { 200: ZServiceRequestsResponse, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      reply.header('cache-control', 'no-store');
      return listServiceRequests(ctx, customer.uid);
    },
  );

  api.post(
    '/services/:serviceType/change-size',
    routeOptions({
      summary: 'Change Service: request a new cart size',
      params: ZServiceTypeParams,
      body: ZFormBody,
      response: { 200: ZServiceChangeResponse, ...writeErrors },
    }),
    async (request) =>
      changeServiceSize(ctx, await writingCustomer(request), request.params.serviceType, request.body),
  );

  api.post(
    '/services/:serviceType/additional-carts',
    routeOptions({
      summary: 'Additional Carts: set the number of extra carts of one size (0 removes them)',
      params: ZServiceTypeParams,
      body: ZFormBody,
      response: { 200: ZServiceChangeResponse, ...writeErrors },
    }),
    async (request) =>
      updateAdditionalCarts(ctx, await writingCustomer(request), request.params.serviceType, request.body),
  );

  api.delete(
    '/services/:serviceType/additional-carts/:size',
    routeOptions({
      summary: 'Remove every requested extra cart of one size',
      params: ZRemoveCartParams,
      response: { 200: ZServiceChangeResponse, ...writeErrors },
    }),
    async (request) =>
      removeCart(ctx, await writingCustomer(request), request.params.serviceType, request.params.size),
  );

  api.post(
    '/services/:serviceType/requests/:kind',
    routeOptions({
      summary: 'Missed pickup, pickup, vacation hold or damaged cart: files a back-office ticket',
      params: ZServiceRequestParams,
      headers: ZIdempotencyHeaders,
      body: ZFormBody,
      response: { 200: ZServiceRequestResponse, 202: ZServiceRequestResponse, ...writeErrors },
    }),
    async (request, reply) => {
      const uid = await writingCustomer(request);
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
