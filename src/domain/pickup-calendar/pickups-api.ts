/**
 * GET /api/pickups (issue 14): the signed-in customer's pickup days over the next 8 weeks, for the
 * home page's "Next pickup" card and the Services page's month view. The server and the web read
 * the same schemas. Reasons are keys of NO_PICKUP_MESSAGES, translated by the web.
 */
import { z } from 'zod';
import { ZServiceType } from '../services/service-changes';
import { NO_PICKUP_MESSAGES } from './no-pickup-reason';
import type { TNoPickupMessageKey } from './no-pickup-reason';

const ZDate = z.iso.date();

export const ZPickupDayView = z.object({
  date: ZDate,
  /** The route day the day's pickups were due on; the same as `date` unless a holiday moved them. */
  originalDate: ZDate,
  /** Carts collected that day: trash, recycling, yard waste order. */
  carts: z.array(ZServiceType),
  /** The holiday (or override reason) that moved the day's pickups; null when none did. */
  shiftedBy: z.string().nullable(),
});
export type TPickupDayView = z.infer<typeof ZPickupDayView>;

const NO_PICKUP_KEYS = Object.keys(NO_PICKUP_MESSAGES) as [TNoPickupMessageKey, ...TNoPickupMessageKey[]];

export const ZNoPickupReasonView = z.object({
  key: z.enum(NO_PICKUP_KEYS),
  /** outOfSeason: start and end (MM-DD) and the day pickups resume. */
  params: z.record(z.string(), z.string()).optional(),
});
export type TNoPickupReasonView = z.infer<typeof ZNoPickupReasonView>;

export const ZPickupServiceView = z.object({
  serviceType: ZServiceType,
  /** An enterprise site's name; null for a residential service. */
  siteName: z.string().nullable(),
  /** The back office's day of service ("TUE", "MON,THU"; blank for a Non Regular Service). */
  daysOfWeek: z.string(),
  pickups: z.array(z.object({ date: ZDate, originalDate: ZDate, shiftedBy: z.string().nullable() })),
  /** Why the service has no dates in the window; null when it has some. */
  reason: ZNoPickupReasonView.nullable(),
});
export type TPickupServiceView = z.infer<typeof ZPickupServiceView>;

export const ZPickupsResponse = z.object({
  /** The portal's day (in its time zone), the first day of the window. */
  today: ZDate,
  timeZone: z.string(),
  /** Pickup days from `from` (included) to `until` (excluded). */
  window: z.object({ from: ZDate, until: ZDate }),
  /** Every service's pickups grouped by day, in date order. */
  days: z.array(ZPickupDayView),
  /** The first of `days` (today's pickup counts until the day is over); null when there is none. */
  nextPickup: ZPickupDayView.nullable(),
  services: z.array(ZPickupServiceView),
  /** Enterprise: more sites than the answer lists (the first ones are shown). */
  truncated: z.boolean(),
  /**
   * Past days of this month where the back office recorded a cart (issue 32 §1): collected or missed
   * (not collected), per service, in date order. Residential only; empty without events.
   */
  past: z.array(
    z.object({ date: ZDate, serviceType: ZServiceType, outcome: z.enum(['collected', 'not-collected']) }),
  ),
});
export type TPickupsResponse = z.infer<typeof ZPickupsResponse>;
