/**
 * What happened on collection day (issue 32 §1), as the back office tells it: per route and day the
 * route was started or completed; per site, service and day the cart was collected (at a time) or not
 * collected, with a reason, an optional note and an optional photo reference.
 *
 * A route is one service on one weekday of one source database: "TRASH-MON" is every trash cart picked
 * up on Mondays. The built-in back office has no route table of its own (TRUX sites carry a service
 * day, not a route), so the code is derived from what every site already has, and an external back
 * office's own route names are mapped to it at the adapter.
 *
 * These shapes are the contract of the back-office port's route events (both adapters), of the staff
 * route-day screen and its CSV, and of what the customer's cards show.
 */
import { z } from 'zod';
import { SERVICE_TYPES, ZServiceType, type ServiceType } from '../services/service-types';
import { WEEKDAY_CODES, type WeekdayCode } from '../pickup-calendar/calendar-days';
import { DEFAULT_MISSED_PICKUP_WINDOW_DAYS, MAX_MISSED_PICKUP_WINDOW_DAYS } from './missed-pickup-window';

/** Why a cart was not collected. The first four are the resident's to fix; the rest are the hauler's. */
export const NOT_COLLECTED_REASONS = [
  'cart-not-out',
  'blocked',
  'contaminated',
  'overweight',
  'weather',
  'truck-issue',
  'other',
] as const;
export const ZNotCollectedReason = z.enum(NOT_COLLECTED_REASONS);
export type NotCollectedReason = z.infer<typeof ZNotCollectedReason>;

/** Reasons where the crew comes back (the hauler's fault): the notice says "we will come back tomorrow". */
export const HAULER_FAULT_REASONS: ReadonlySet<NotCollectedReason> = new Set(['weather', 'truck-issue']);

export function isHaulerFault(reason: NotCollectedReason): boolean {
  return HAULER_FAULT_REASONS.has(reason);
}

const ROUTE_SERVICE_CODES: Record<ServiceType, string> = {
  trash: 'TRASH',
  recycling: 'RECYCLING',
  yardwaste: 'YARDWASTE',
};

/** "TRASH-MON": the route of one service on one weekday. */
export function routeCodeOf(serviceType: ServiceType, weekday: WeekdayCode): string {
  return `${ROUTE_SERVICE_CODES[serviceType]}-${weekday}`;
}

export const ROUTE_CODE_PATTERN = new RegExp(
  `^(${Object.values(ROUTE_SERVICE_CODES).join('|')})-(${WEEKDAY_CODES.join('|')})$`,
);

/** The service and weekday of a route code; null when it is not one. */
export function parseRouteCode(code: string): { serviceType: ServiceType; weekday: WeekdayCode } | null {
  const match = ROUTE_CODE_PATTERN.exec(code.trim().toUpperCase());
  if (!match) return null;
  const serviceType = SERVICE_TYPES.find((type) => ROUTE_SERVICE_CODES[type] === match[1])!;
  return { serviceType, weekday: match[2] as WeekdayCode };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const ZCalendarDay = z
  .string()
  .trim()
  .regex(ISO_DAY, 'Enter a date as YYYY-MM-DD.')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Enter a real date.');

export const ZRouteCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(ROUTE_CODE_PATTERN, 'Choose a route such as TRASH-MON.');

/** An instant with its offset ("2026-12-07T09:42:00-06:00" or "…Z"). */
const ZInstant = z.iso.datetime({ offset: true, message: 'Enter a time as an ISO 8601 date and time.' });

export const ROUTE_EVENT_NOTE_MAX = 500;
export const PHOTO_REFERENCE_MAX = 500;

/** A route started or completed on a day. */
export const ZRouteDayEvent = z.object({
  kind: z.literal('route'),
  source: z.string().trim().min(1).max(100),
  route: ZRouteCode,
  day: ZCalendarDay,
  state: z.enum(['started', 'completed']),
  at: ZInstant,
});
export type TRouteDayEvent = z.infer<typeof ZRouteDayEvent>;

/** One site's service on one day: collected at a time, or not collected for a reason. */
export const ZSiteCollectionEvent = z
  .object({
    kind: z.literal('site'),
    source: z.string().trim().min(1).max(100),
    customer: z.string().trim().min(1).max(50),
    site: z.string().trim().min(1).max(50),
    serviceType: ZServiceType,
    day: ZCalendarDay,
    /** The route it was on; absent: the service's route of that day's weekday. */
    route: ZRouteCode.optional(),
    outcome: z.enum(['collected', 'not-collected']),
    at: ZInstant,
    reason: ZNotCollectedReason.nullable().default(null),
    note: z.string().trim().max(ROUTE_EVENT_NOTE_MAX).nullable().default(null),
    /** A link or the back office's id of the crew's photo; shown as a link when it is an https URL. */
    photoRef: z.string().trim().max(PHOTO_REFERENCE_MAX).nullable().default(null),
  })
  .refine((event) => (event.outcome === 'not-collected') === (event.reason !== null), {
    message: 'A cart that was not collected needs a reason; a collected one has none.',
    path: ['reason'],
  });
export type TSiteCollectionEvent = z.infer<typeof ZSiteCollectionEvent>;
export type TSiteCollectionEventInput = z.input<typeof ZSiteCollectionEvent>;

export const ZRouteEvent = z.union([ZRouteDayEvent, ZSiteCollectionEvent]);
export type TRouteEvent = TRouteDayEvent | TSiteCollectionEvent;

/** A page of the back office's route events after a cursor, oldest first. */
export interface TRouteEventPage {
  events: TRouteEvent[];
  /** Where the next call goes on from; the same cursor when nothing new came. */
  cursor: string;
  /** More events are waiting after this page. */
  more: boolean;
}

/**
 * What a customer's card says about one pickup day (today's or the last one):
 * - collected: "Collected today at 9:42"
 * - not-collected: "Not collected: the cart was not out" (with the note and photo)
 * - in-progress: the route has started (or it is the day) and nothing is recorded for this cart yet
 * - scheduled: the day has not begun for the route, nothing recorded
 * - no-report: the day is over and the back office recorded nothing for this cart or its route
 */
export type TCollectionStatus =
  | { day: string; state: 'collected'; at: string }
  | {
      day: string;
      state: 'not-collected';
      at: string;
      reason: NotCollectedReason;
      note: string | null;
      photoRef: string | null;
    }
  | { day: string; state: 'in-progress' | 'scheduled' | 'no-report'; routeCompleted: boolean };

/**
 * A portal's collection-day settings (stored in its setup): how many working days after a pickup a
 * missed pickup may be reported, and the text of each exception notice where the portal words it
 * its own way (per reason, per language; a missing one uses the shipped text).
 */
export const EXCEPTION_TEXT_MAX = 600;
export const ZCollectionDaySettings = z.object({
  missedPickupWindowDays: z
    .number()
    .int()
    .min(0)
    .max(MAX_MISSED_PICKUP_WINDOW_DAYS)
    .default(DEFAULT_MISSED_PICKUP_WINDOW_DAYS),
  exceptionTexts: z
    .partialRecord(ZNotCollectedReason, z.record(z.string(), z.string().trim().max(EXCEPTION_TEXT_MAX)))
    .default({}),
});
export type TCollectionDaySettings = z.infer<typeof ZCollectionDaySettings>;
export type TCollectionDaySettingsInput = z.input<typeof ZCollectionDaySettings>;
