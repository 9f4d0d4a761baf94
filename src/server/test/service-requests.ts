/** A service request's row as the API tests watch it: read once, or polled until it has moved on. */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { serviceRequests } from '../db/schema';
import { eventually } from '../features/services/test-support';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

export async function serviceRequestRow(ctx: AppContext, id: string): Promise<ServiceRequestRow> {
  const [row] = await ctx.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (!row) throw new Error(`no service request ${id}`);
  return row;
}

/** The request's row once `reached` holds for it; fails after `timeoutMs`, naming `what` it waited for. */
export function serviceRequestOnce(
  ctx: AppContext,
  id: string,
  reached: (row: ServiceRequestRow) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<ServiceRequestRow> {
  return eventually(
    async () => {
      const row = await serviceRequestRow(ctx, id);
      return reached(row) ? row : undefined;
    },
    timeoutMs,
    what,
  );
}
