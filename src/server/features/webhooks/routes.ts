/**
 * Webhook endpoints in the admin area (/api/admin/webhooks): list, create (the answer holds the signing
 * secret, shown once), change (enable, disable, events, contact details), delete, the delivery log
 * and re-send. Staff admins only, checked before the body is validated (and by admin-area.ts).
 */
import { z } from 'zod';
import { ZErrorBody } from '../../../domain/errors';
import {
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookDeliveryParams,
  ZWebhookDeliveryQuery,
  ZWebhookEndpoint,
  ZWebhookEndpointCreated,
  ZWebhookEndpointForm,
  ZWebhookEndpointList,
  ZWebhookEndpointParams,
  ZWebhookEndpointUpdate,
} from '../../../domain/webhooks/webhooks';
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  findWebhookDeliveries,
  findWebhookEndpoints,
  resendWebhookDelivery,
  updateWebhookEndpoint,
} from './service';

const ADMIN = ['admin'] as const;
const BASE = '/admin/webhooks';

export const webhookRoutes: FeatureRoutes = async (api, ctx) => {
  const admins = declareStaffRoutes(api, {
    tags: ['admin', 'webhooks'],
    errors: errorAnswers(400, 401, 403),
    roles: ADMIN,
  });

  admins.read(
    BASE,
    {
      summary: 'Webhook endpoints, newest first, with their latest delivery; never the secrets',
      response: { 200: ZWebhookEndpointList },
    },
    () => findWebhookEndpoints(ctx),
  );

  admins.create(
    BASE,
    {
      summary: 'Register a webhook endpoint; the answer shows its signing secret once',
      body: ZWebhookEndpointForm,
      response: { 201: ZWebhookEndpointCreated },
    },
    (request, staff) => createWebhookEndpoint(ctx, request.body, staff.email),
  );

  admins.patch(
    `${BASE}/:id`,
    {
      summary: 'Enable or disable an endpoint, or change its events or contact-details setting',
      params: ZWebhookEndpointParams,
      body: ZWebhookEndpointUpdate,
      response: { 200: ZWebhookEndpoint, 404: ZErrorBody },
    },
    (request) => updateWebhookEndpoint(ctx, request.params.id, request.body),
  );

  admins.delete(
    `${BASE}/:id`,
    {
      summary: 'Delete an endpoint and its delivery log',
      params: ZWebhookEndpointParams,
      response: { 204: z.null(), 404: ZErrorBody },
    },
    async (request, _staff, reply) => {
      await deleteWebhookEndpoint(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  admins.get(
    `${BASE}/:id/deliveries`,
    {
      summary: "An endpoint's delivery log, newest first (event, status, tries, last answer, time)",
      params: ZWebhookEndpointParams,
      querystring: ZWebhookDeliveryQuery,
      response: { 200: ZWebhookDeliveryList, 404: ZErrorBody },
    },
    (request, _staff, reply) => {
      reply.header('cache-control', 'no-store');
      return findWebhookDeliveries(ctx, request.params.id, request.query);
    },
  );

  admins.post(
    `${BASE}/:id/deliveries/:deliveryId/resend`,
    {
      summary: 'Send a delivery again (same body and webhook-id)',
      params: ZWebhookDeliveryParams,
      response: { 200: ZWebhookDelivery, 404: ZErrorBody },
    },
    (request) => resendWebhookDelivery(ctx, request.params.id, request.params.deliveryId),
  );
};
