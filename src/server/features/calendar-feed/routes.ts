/**
 * The personal calendar feed (issue 14).
 *
 * - GET, POST and DELETE /api/calendar-feed: the signed-in customer's own feed (status, turn on or
 *   renew, turn off). There is no uid to tamper with: the session names the customer.
 * - GET /api/calendar-feed/{token}.ics: public, for calendar apps, which have no session. The token
 *   is the only key; see calendar-feed-service for what a fetch guarantees.
 *
 * The public route is limited per client address, shared by every instance but written in batches
 * (auth/shared-rate-limit.ts, as the public ZIP search is): a fetch is a read, and guessing a 256-bit token is hopeless however many tries are allowed,
 * so the limit only keeps one address from loading the server. It is generous because calendar
 * services (Google's, Microsoft's) fetch many customers' feeds from a few addresses.
 */
import { z } from 'zod';
import {
  CALENDAR_FEED_MESSAGES,
  ZCalendarFeedLink,
  ZCalendarFeedStatus,
  ZCalendarFeedTokenParams,
} from '../../../domain/calendar-feed/calendar-feed-api';
import { ZErrorBody } from '../../../domain/errors';
import { SharedRateLimiter } from '../../auth/shared-rate-limit';
import { rule } from '../../auth/rate-limit';
import { declareCustomerRoutes } from '../../http/declare-customer-routes';
import { errorAnswers } from '../../http/route-options';
import type { FeatureRoutes } from '../types';
import {
  getCalendarFeedStatus,
  readCalendarFeed,
  renewCalendarFeed,
  turnOffCalendarFeed,
} from './calendar-feed-service';
import { calendarFeedEtag, etagMatches } from './calendar-feed-ics';

export const CALENDAR_FEED_LIMITS = {
  fetchesPerIp: { limit: 300, windowSeconds: 5 * 60 },
} as const;

/** How long a calendar app or proxy may reuse a fetched feed (private: the URL is a secret). */
const FEED_CACHE_CONTROL = 'private, max-age=300';

export const calendarFeedRoutes: FeatureRoutes = async (api, ctx) => {
  const limiter = new SharedRateLimiter(ctx.db);

  const mine = declareCustomerRoutes(api, { tags: ['calendar-feed'], errors: errorAnswers(401) });

  mine.read(
    '/calendar-feed',
    {
      summary: "Whether the signed-in customer's calendar feed is on, and when it was last fetched",
      description: 'Never carries the feed URL: it is shown once, when the feed is turned on or renewed.',
      response: { 200: ZCalendarFeedStatus },
    },
    (_request, customer) => getCalendarFeedStatus(ctx, customer.uid),
  );

  mine.post(
    '/calendar-feed',
    {
      summary: "Turn the signed-in customer's calendar feed on, or give it a new URL",
      description:
        'Answers the feed URL once (only a hash of its token is kept). Renewing makes the previous URL answer 404.',
      response: { 200: ZCalendarFeedLink, 404: ZErrorBody },
    },
    (_request, customer, reply) => {
      reply.header('cache-control', 'private, no-store');
      return renewCalendarFeed(ctx, customer.uid);
    },
  );

  mine.delete(
    '/calendar-feed',
    {
      summary: "Turn the signed-in customer's calendar feed off (its URL answers 404)",
      response: { 204: z.null().describe('Turned off') },
    },
    async (_request, customer, reply) => {
      await turnOffCalendarFeed(ctx, customer.uid);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/calendar-feed/:token.ics',
    {
      schema: {
        tags: ['calendar-feed'],
        summary: "A customer's pickup days over the next 12 months as an iCalendar feed (no session)",
        description:
          'One all-day event per pickup day naming the carts, moved by the portal’s holidays, with UIDs that stay the same when a holiday moves a day. 404 for an unknown, renewed or turned-off link.',
        params: ZCalendarFeedTokenParams,
        produces: ['text/calendar'],
        response: {
          200: z.string().describe('text/calendar; charset=utf-8 (RFC 5545)'),
          304: z.null().describe('Not modified: the If-None-Match tag is the feed’s current ETag'),
          404: ZErrorBody,
          429: ZErrorBody,
          503: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      await limiter.enforce(
        [rule('calendar-feed:ip', request.ip, CALENDAR_FEED_LIMITS.fetchesPerIp)],
        ctx.now(),
        CALENDAR_FEED_MESSAGES.tooManyRequests,
      );
      const ics = await readCalendarFeed(ctx, request.params.token);
      const etag = calendarFeedEtag(ics);
      reply.header('etag', etag).header('cache-control', FEED_CACHE_CONTROL);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="pickups.ics"')
        .send(ics);
    },
  );
};
