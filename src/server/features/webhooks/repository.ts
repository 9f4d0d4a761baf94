/**
 * Webhook endpoints and their delivery log in the database. Every function takes the database or the
 * transaction it runs in.
 */
import { and, arrayContains, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Endpoints listed at most (a hauler has a handful of systems). */
export const ENDPOINT_LIST_LIMIT = 100;

export async function listEndpoints(db: DbOrTx): Promise<{ rows: EndpointRow[]; total: number }> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(ENDPOINT_LIST_LIMIT);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(webhookEndpoints);
  return { rows, total };
}

/** The newest delivery of each endpoint named. */
export async function lastDeliveries(
  db: DbOrTx,
  endpointIds: readonly string[],
): Promise<Map<string, { status: DeliveryRow['status']; at: Date }>> {
  if (endpointIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
      lastTriedAt: webhookDeliveries.lastTriedAt,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, [...endpointIds]))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  return new Map(rows.map((r) => [r.endpointId, { status: r.status, at: r.lastTriedAt ?? r.createdAt }]));
}

export async function getEndpoint(db: DbOrTx, id: string): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
  return row ?? null;
}

export async function insertEndpoint(db: DbOrTx, row: typeof webhookEndpoints.$inferInsert) {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
  return inserted!;
}

export async function updateEndpoint(
  db: DbOrTx,
  id: string,
  set: Partial<Pick<EndpointRow, 'enabled' | 'events' | 'includePersonalData' | 'updatedAt'>>,
): Promise<EndpointRow | null> {
  const [row] = await db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning();
  return row ?? null;
}

export async function deleteEndpoint(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Enabled endpoints that subscribe to `event`. */
export async function subscribedEndpoints(db: DbOrTx, event: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event])));
}

export async function insertDelivery(db: DbOrTx, row: typeof webhookDeliveries.$inferInsert) {
  await db.insert(webhookDeliveries).values(row);
}

export async function findDeliveries(
  db: DbOrTx,
  endpointId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return { rows, total };
}

/** A delivery with its endpoint (null when either is gone). */
export async function getDeliveryWithEndpoint(
  db: DbOrTx,
  deliveryId: string,
): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow } | null> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  return row ?? null;
}

/** Records one try's outcome (the try count goes up by one in the same statement). */
export async function recordTry(
  db: DbOrTx,
  deliveryId: string,
  outcome: {
    status: DeliveryRow['status'];
    statusCode: number | null;
    answer: string;
    at: Date;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      tries: sql`${webhookDeliveries.tries} + 1`,
      lastStatusCode: outcome.statusCode,
      lastAnswer: outcome.answer,
      lastTriedAt: outcome.at,
      ...(outcome.status === 'delivered' ? { deliveredAt: outcome.at } : {}),
    })
    .where(eq(webhookDeliveries.id, deliveryId));
}

export async function setDeliveryStatus(
  db: DbOrTx,
  deliveryId: string,
  status: DeliveryRow['status'],
  answer?: string,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status, ...(answer !== undefined ? { lastAnswer: answer } : {}) })
    .where(and(eq(webhookDeliveries.id, deliveryId), ne(webhookDeliveries.status, 'delivered')));
}

/** Marks a delivery to be sent again; answers the re-send's number (for its job key). */
export async function markResend(db: DbOrTx, deliveryId: string): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', resends: sql`${webhookDeliveries.resends} + 1` })
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning();
  return row ?? null;
}
