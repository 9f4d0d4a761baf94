/**
 * The personal calendar feed's API shapes (issue 14), shared by the server routes and My Account.
 *
 * The feed URL carries a secret token; the server keeps only its hash, so the URL is in the answer
 * to turning the feed on or renewing it and nowhere else (the status never carries it).
 */
import { z } from 'zod';

/** GET /api/calendar-feed: whether the feed is on, since when, and when a calendar app last read it. */
export const ZCalendarFeedStatus = z.object({
  enabled: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
  lastFetchedAt: z.iso.datetime().nullable(),
});
export type TCalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;

/** POST /api/calendar-feed: the new feed URL, shown once. */
export const ZCalendarFeedLink = z.object({
  url: z.url(),
  createdAt: z.iso.datetime(),
});
export type TCalendarFeedLink = z.infer<typeof ZCalendarFeedLink>;

/** GET /api/calendar-feed/{token}.ics: the token as it appears in the URL (32 bytes, base64url). */
export const ZCalendarFeedTokenParams = z.object({
  token: z.string(),
});

export const CALENDAR_FEED_MESSAGES = {
  notFound: 'This calendar feed does not exist or was turned off. Get a new link in My Account.',
  tooManyRequests: 'Too many calendar requests. Please try again later.',
} as const;
