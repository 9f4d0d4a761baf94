/**
 * The two ways route events reach the portal's copy, through one function: the poll of the back
 * office (route-events-sync.ts) and staff recording events in the built-in back office (the
 * route-day screen and its CSV). Either way the events are applied and the new exceptions told in one
 * transaction.
 */
import type { TRouteEvent } from '../../../domain/collection-day/route-events';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { createBuiltInBackOffice } from '../../ports/back-office/built-in-back-office';
import { queueExceptionNotices } from './exception-notices';
import { applyRouteEvents, type AppliedRouteEvents } from './route-events-store';
import { loadRouteWeekdays } from './route-weekdays';

export const EXTERNAL_ROUTE_EVENTS_MESSAGE =
  'Route events come from your routing system through the back office; record them there.';

/** Applies events to the portal's copy and queues the notices of new exceptions, in `tx`. */
export async function applyAndTellRouteEvents(
  ctx: AppContext,
  tx: DbOrTx,
  events: readonly TRouteEvent[],
): Promise<AppliedRouteEvents & { notices: number }> {
  // a site event without its route is put on the route that ran that day under its portal's rule
  const unnamed = events.some((e) => e.kind === 'site' && !e.route);
  const routes = unnamed ? await loadRouteWeekdays(tx, ctx.now()) : null;
  const applied = await applyRouteEvents(tx, events, routes?.routeAtSource);
  const notices = await queueExceptionNotices(ctx, tx, applied.siteEvents);
  return { ...applied, notices };
}

/**
 * Staff record events in the built-in back office: appended to its log and applied at once, in one
 * transaction (the poll reads them from the log later and finds nothing new). CONFLICT with an
 * external back office, whose routing system is where events are recorded.
 */
export async function recordRouteEvents(
  ctx: AppContext,
  events: readonly TRouteEvent[],
  recordedBy: string | null,
): Promise<AppliedRouteEvents & { notices: number }> {
  if (!ctx.ports.backOffice.recordRouteEvents) throw new AppError('CONFLICT', EXTERNAL_ROUTE_EVENTS_MESSAGE);
  return ctx.db.transaction(async (tx) => {
    await createBuiltInBackOffice(tx).recordRouteEvents!(events, recordedBy);
    return applyAndTellRouteEvents(ctx, tx, events);
  });
}
