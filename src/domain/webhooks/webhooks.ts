/**
 * Webhooks (issue 31 §4): the events a hauler's other systems can subscribe to, the admin forms and
 * answers for endpoints and their delivery log, shared by the API and the admin page. The signing and
 * the delivery itself are the server's (src/server/features/webhooks).
 */
import { z } from 'zod';
import { pageResult, ZPageQuery } from '../pagination';

/** Every event an endpoint can subscribe to, in the order the admin form lists them. */
export const WEBHOOK_EVENTS = [
  'request.filed',
  'request.status_changed',
  'customer.registered',
  'address_claim.opened',
] as const;
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed', 'skipped'] as const;
export const ZWebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type TWebhookDeliveryStatus = z.infer<typeof ZWebhookDeliveryStatus>;

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** Why an endpoint's address is refused (server, url-policy.ts), as the admin page shows them. */
export const WEBHOOK_URL_MESSAGES = {
  invalid: 'Enter a full web address starting with https://.',
  httpsOnly: 'The address must start with https://.',
  credentials: 'The address must not contain a user name or password.',
  privateNetwork: 'Addresses on a private or local network are not allowed.',
  notFound: 'This address could not be found.',
} as const;

/** A new endpoint. The URL's scheme and address are checked again on the server (https, no private network). */
export const ZWebhookEndpointForm = z.object({
  url: z
    .string()
    .trim()
    .min(1)
    .max(WEBHOOK_URL_MAX_LENGTH)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: WEBHOOK_URL_MESSAGES.invalid,
    }),
  description: z.string().trim().max(200).default(''),
  events: z.array(ZWebhookEvent).min(1).max(WEBHOOK_EVENTS.length),
  includePersonalData: z.boolean().default(false),
});
export type TWebhookEndpointForm = z.input<typeof ZWebhookEndpointForm>;

/** What an admin may change on an endpoint afterwards (the URL and secret stay; delete and add instead). */
export const ZWebhookEndpointUpdate = z
  .object({
    enabled: z.boolean().optional(),
    events: z.array(ZWebhookEvent).min(1).max(WEBHOOK_EVENTS.length).optional(),
    includePersonalData: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: 'Nothing to change.' });
export type TWebhookEndpointUpdate = z.infer<typeof ZWebhookEndpointUpdate>;

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(ZWebhookEvent),
  includePersonalData: z.boolean(),
  enabled: z.boolean(),
  /** The secret's first characters ("whsec_AbCd"), to tell secrets apart; never the secret. */
  secretPrefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** The newest delivery's status and time, if any. */
  lastDelivery: z.object({ status: ZWebhookDeliveryStatus, at: z.string() }).nullable(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = pageResult(ZWebhookEndpoint);
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** The answer to a creation: the endpoint and its signing secret, shown this once. */
export const ZWebhookEndpointCreated = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TWebhookEndpointCreated = z.infer<typeof ZWebhookEndpointCreated>;

export const ZWebhookEndpointParams = z.object({ id: z.string().min(1).max(100) });
export const ZWebhookDeliveryParams = z.object({
  id: z.string().min(1).max(100),
  deliveryId: z.string().min(1).max(100),
});
export const ZWebhookDeliveryQuery = ZPageQuery;

export const ZWebhookDelivery = z.object({
  id: z.string(),
  /** The webhook-id header: the same on every try and re-send of this message. */
  messageId: z.string(),
  event: ZWebhookEvent,
  status: ZWebhookDeliveryStatus,
  tries: z.number().int(),
  /** The receiver's last HTTP status, or null when it did not answer (refused, timed out). */
  lastStatusCode: z.number().int().nullable(),
  /** The start of the receiver's last answer, or why there was none. */
  lastAnswer: z.string().nullable(),
  createdAt: z.string(),
  lastTriedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryList = pageResult(ZWebhookDelivery);
export type TWebhookDeliveryList = z.infer<typeof ZWebhookDeliveryList>;
