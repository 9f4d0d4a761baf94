/**
 * POST /api/admin/collection-day/events (customerservice and admin): staff record route events in
 * the built-in back office, the smallest form of issue 32's route-day screen. The events are
 * validated with the port's own schemas (ZRouteEvent), logged, applied and told in one transaction
 * (recordRouteEvents); with an external back office the answer is 409 (the routing system records
 * them there). The customers' journeys arrange collection day through it.
 */
import { z } from 'zod';
import { ZRouteEvent } from '../../../domain/collection-day/route-events';
import { requireStaff, staffFirst } from '../../auth/guards';
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
import type { FeatureRoutes } from '../types';
import { recordRouteEvents } from './record-route-events';

/** A day's CSV can be long; one call takes a route's day at most. */
export const RECORD_EVENTS_MAX = 2000;

const ZRecordEventsBody = z.object({ events: z.array(ZRouteEvent).min(1).max(RECORD_EVENTS_MAX) });
const ZRecordEventsResponse = z.object({
  routeDays: z.number().int(),
  siteEvents: z.number().int(),
  notices: z.number().int(),
});

const routeOptions = featureRouteOptions({
  tags: ['admin', 'collection-day'],
  errors: errorAnswers(400, 401, 403, 409),
  first: staffFirst,
});

export const recordEventsRoutes: FeatureRoutes = async (api, ctx) => {
  api.post(
    '/admin/collection-day/events',
    routeOptions({
      summary:
        'Record route events (route started or completed, a cart collected or not) in the built-in back office',
      body: ZRecordEventsBody,
      response: { 200: ZRecordEventsResponse },
    }),
    async (request) => {
      const staff = requireStaff(request);
      const applied = await recordRouteEvents(ctx, request.body.events, staff.name || staff.email);
      return {
        routeDays: applied.routeDays,
        siteEvents: applied.siteEvents.length,
        notices: applied.notices,
      };
    },
  );
};
