/**
 * Webhooks (issue 31 §4): staff admins register endpoints for events; each event is a delivery row per
 * subscribed endpoint plus a `webhook-deliver` job, written in the transaction of the change that
 * caused it (`emitWebhookEvent`), so a rolled-back change sends nothing and a committed one is never
 * lost. The job POSTs the stored body signed per Standard Webhooks (signing.ts) with a fresh timestamp,
 * records every try (status code, the start of the answer, time) and throws on a failed one, so the
 * queue retries it with backoff (JOB_RETRY_LIMIT tries, JOB_RETRY_DELAY_SECONDS doubling); the last
 * failed try, or a job that expired on its last try, leaves the delivery `failed`. Staff can send a
 * delivery again: same body and webhook-id (receivers deduplicate on it), a new job.
 *
 * Personal data: a payload holds ids, the event type, statuses, the portal and times; the customer's
 * name, e-mail, phone and address are added (as `data.contact`) only for an endpoint whose
 * "include contact details" setting is on, decided when the event happens.
 *
 * What can overlap: two tries of one delivery never run at once (one job, pg-boss retries it after the
 * previous try ended); a re-send while a retry is still pending adds a second job for the same message,
 * which receivers tell apart by webhook-id.
 */
import { randomUUID } from 'node:crypto';
import type {
  TWebhookDelivery,
  TWebhookDeliveryList,
  TWebhookEndpoint,
  TWebhookEndpointCreated,
  TWebhookEndpointList,
  TWebhookEvent,
  TWebhookEndpointUpdate,
} from '../../../domain/webhooks/webhooks';
import { ZWebhookEndpointForm, type TWebhookEndpointForm } from '../../../domain/webhooks/webhooks';
import type { TPageQuery } from '../../../domain/pagination';
import { pageOffset } from '../../../domain/pagination';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { newMessageId, newWebhookSecret, signWebhook, SECRET_PREFIX } from './signing';
import { checkWebhookUrl, WebhookUrlError } from './url-policy';
import { postWebhook } from './post-webhook';
import {
  deleteEndpoint,
  findDeliveries,
  getDeliveryWithEndpoint,
  getEndpoint,
  insertDelivery,
  insertEndpoint,
  lastDeliveries,
  listEndpoints,
  markResend,
  recordTry,
  setDeliveryStatus,
  subscribedEndpoints,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './repository';

export const WEBHOOK_QUEUE = 'webhook-deliver';
/** How many characters of the secret the list shows. */
const SHOWN_SECRET_LENGTH = SECRET_PREFIX.length + 4;

export const WEBHOOK_MESSAGES = {
  notFound: 'This webhook endpoint does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
} as const;

interface DeliverJob {
  deliveryId: string;
}

/** An event as a feature emits it: its data (ids, statuses, portal, times) and, apart, the personal part. */
export interface WebhookEvent {
  type: TWebhookEvent;
  data: Record<string, unknown>;
  /** Name, e-mail, phone, address: sent as `data.contact` only to endpoints that allow it. */
  contact?: Record<string, unknown>;
}

/** Whether http and private-network endpoints are allowed: demo mode (a local machine, the tests). */
const allowsLocal = (ctx: AppContext) => ctx.config.demoMode;

function toEndpoint(
  row: EndpointRow,
  last: { status: DeliveryRow['status']; at: Date } | undefined,
): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as TWebhookEvent[],
    includePersonalData: row.includePersonalData,
    enabled: row.enabled,
    secretPrefix: row.secret.slice(0, SHOWN_SECRET_LENGTH),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastDelivery: last ? { status: last.status, at: last.at.toISOString() } : null,
  };
}

function toDelivery(row: DeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    event: row.event as TWebhookEvent,
    status: row.status,
    tries: row.tries,
    lastStatusCode: row.lastStatusCode,
    lastAnswer: row.lastAnswer,
    createdAt: row.createdAt.toISOString(),
    lastTriedAt: row.lastTriedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export async function findWebhookEndpoints(ctx: AppContext): Promise<TWebhookEndpointList> {
  const { rows, total } = await listEndpoints(ctx.db);
  const last = await lastDeliveries(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toEndpoint(row, last.get(row.id))), total };
}

/** Saves an endpoint after checking its address (url-policy.ts); the answer holds the secret, shown once. */
export async function createWebhookEndpoint(
  ctx: AppContext,
  input: TWebhookEndpointForm,
  createdBy: string,
): Promise<TWebhookEndpointCreated> {
  const form = ZWebhookEndpointForm.parse(input);
  try {
    await checkWebhookUrl(form.url, allowsLocal(ctx));
  } catch (error) {
    if (error instanceof WebhookUrlError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  const secret = newWebhookSecret();
  const row = await insertEndpoint(ctx.db, {
    id: randomUUID(),
    url: form.url,
    description: form.description,
    events: [...new Set(form.events)],
    includePersonalData: form.includePersonalData,
    enabled: true,
    secret,
    createdAt: ctx.now(),
    createdBy,
  });
  return { endpoint: toEndpoint(row, undefined), secret };
}

export async function updateWebhookEndpoint(
  ctx: AppContext,
  id: string,
  change: TWebhookEndpointUpdate,
): Promise<TWebhookEndpoint> {
  const row = await updateEndpoint(ctx.db, id, {
    ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
    ...(change.events !== undefined ? { events: [...new Set(change.events)] } : {}),
    ...(change.includePersonalData !== undefined ? { includePersonalData: change.includePersonalData } : {}),
    updatedAt: ctx.now(),
  });
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  return toEndpoint(row, (await lastDeliveries(ctx.db, [id])).get(id));
}

/** Deletes an endpoint and its log; its pending jobs find nothing and end. */
export async function deleteWebhookEndpoint(ctx: AppContext, id: string): Promise<void> {
  if (!(await deleteEndpoint(ctx.db, id))) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
}

export async function findWebhookDeliveries(
  ctx: AppContext,
  endpointId: string,
  query: TPageQuery,
): Promise<TWebhookDeliveryList> {
  if (!(await getEndpoint(ctx.db, endpointId))) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  const { rows, total } = await findDeliveries(ctx.db, endpointId, {
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  return { items: rows.map(toDelivery), total };
}

/** Sends a delivery again (same body and webhook-id), through a new job. */
export async function resendWebhookDelivery(
  ctx: AppContext,
  endpointId: string,
  deliveryId: string,
): Promise<TWebhookDelivery> {
  return ctx.db.transaction(async (tx) => {
    const found = await getDeliveryWithEndpoint(tx, deliveryId);
    if (!found || found.endpoint.id !== endpointId)
      throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    const row = await markResend(tx, deliveryId);
    await ctx.jobs.enqueue<DeliverJob>(
      tx,
      WEBHOOK_QUEUE,
      { deliveryId },
      {
        idempotencyKey: `webhook:${deliveryId}:resend:${row!.resends}`,
      },
    );
    return toDelivery(row!);
  });
}

/**
 * Queues the event for every enabled endpoint subscribed to it, in `tx` (the change's transaction).
 * The body is fixed here, with or without the contact details as each endpoint's setting says.
 */
export async function emitWebhookEvent(ctx: AppContext, tx: DbOrTx, event: WebhookEvent): Promise<void> {
  const endpoints = await subscribedEndpoints(tx, event.type);
  if (endpoints.length === 0) return;
  const now = ctx.now();
  for (const endpoint of endpoints) {
    const data =
      endpoint.includePersonalData && event.contact ? { ...event.data, contact: event.contact } : event.data;
    const id = randomUUID();
    await insertDelivery(tx, {
      id,
      endpointId: endpoint.id,
      messageId: newMessageId(),
      event: event.type,
      body: JSON.stringify({ type: event.type, timestamp: now.toISOString(), data }),
      status: 'pending',
      createdAt: now,
      summary: event.data,
    });
    await ctx.jobs.enqueue<DeliverJob>(
      tx,
      WEBHOOK_QUEUE,
      { deliveryId: id },
      { idempotencyKey: `webhook:${id}` },
    );
  }
}

/** Whether a status code is a success (2xx); anything else, redirects included, is retried. */
const succeeded = (code: number | null) => code !== null && code >= 200 && code < 300;

/** One try of a delivery (the job's handler): throws when it failed, so the queue retries it. */
export async function deliverWebhook(ctx: AppContext, deliveryId: string, retryCount: number): Promise<void> {
  const found = await getDeliveryWithEndpoint(ctx.db, deliveryId);
  // the endpoint was deleted meanwhile (and with it the delivery): nothing to send
  if (!found) return;
  const { delivery, endpoint } = found;
  if (delivery.status === 'delivered') return;
  if (!endpoint.enabled) {
    await setDeliveryStatus(ctx.db, deliveryId, 'skipped', 'endpoint disabled');
    return;
  }
  const timestamp = Math.floor(ctx.now().getTime() / 1000);
  const answer = await postWebhook({
    url: endpoint.url,
    body: delivery.body,
    allowLocal: allowsLocal(ctx),
    headers: {
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(endpoint.secret, delivery.messageId, timestamp, delivery.body),
    },
  });
  const ok = succeeded(answer.statusCode);
  const lastTry = retryCount + 1 >= Math.max(1, ctx.config.JOB_RETRY_LIMIT);
  await recordTry(ctx.db, deliveryId, {
    status: ok ? 'delivered' : lastTry ? 'failed' : 'retrying',
    statusCode: answer.statusCode,
    answer: answer.answer,
    at: ctx.now(),
  });
  if (!ok) {
    throw new Error(
      answer.statusCode === null
        ? `no answer: ${answer.answer}`
        : `the endpoint answered ${answer.statusCode}`,
    );
  }
}

export function registerWebhookJobs(ctx: AppContext): void {
  ctx.jobs.register<DeliverJob>(
    WEBHOOK_QUEUE,
    (job, meta) => deliverWebhook(ctx, job.deliveryId, meta.retryCount),
    {
      // a job that expired on its last try (its server died) never recorded that try
      onGiveUp: async (job) => setDeliveryStatus(ctx.db, job.deliveryId, 'failed'),
    },
  );
}
