/**
 * The staff route-day screen's API (issue 32 §1, built-in back office): what the server answers and
 * what the forms send, one schema for both. A route is one service on one weekday ("TRASH-TUE"); its
 * stops on a day are the portal's back-office sites (in its ZIP codes and source database) whose
 * service of that type is picked up on that day's weekday. The holiday rule that moves a pickup day
 * is not applied here yet: the weekday of the date decides (docs/api.md says so).
 */
import { z } from 'zod';
import { cursorPage, cursorParam, emptyToUndefined, fromBase64Url, toBase64Url } from '../list-query';
import { ZServiceType } from '../services/service-types';
import {
  PHOTO_REFERENCE_MAX,
  ROUTE_EVENT_NOTE_MAX,
  ZCalendarDay,
  ZNotCollectedReason,
  ZRouteCode,
} from './route-events';

/** Stops shown per page of a route. */
export const ROUTE_STOPS_PAGE_SIZE = 25;
/** The largest CSV of a day's events the import takes. */
export const ROUTE_DAY_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** The CSV's columns, in this order, in the export and the import. */
export const ROUTE_DAY_CSV_COLUMNS = [
  'day',
  'route',
  'customer',
  'site',
  'service',
  'outcome',
  'time',
  'reason',
  'note',
  'photo',
] as const;
/** A CSV row's outcome: a route's (customer and site empty) or a stop's. */
export const ROUTE_DAY_CSV_OUTCOMES = ['started', 'completed', 'collected', 'not-collected'] as const;

const ZPortalId = z.string().trim().min(1, 'Choose a portal.').max(200);
const optionalText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

export const ZRouteDaysQuery = z.object({
  portalId: ZPortalId,
  /** The portal's day; absent: today in the portal's time zone. */
  day: z.preprocess(emptyToUndefined, ZCalendarDay.optional()),
});
export type TRouteDaysQuery = z.output<typeof ZRouteDaysQuery>;

export const ZRouteDaySummary = z.object({
  route: z.string(),
  serviceType: ZServiceType,
  stops: z.number().int().min(0),
  collected: z.number().int().min(0),
  notCollected: z.number().int().min(0),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TRouteDaySummary = z.infer<typeof ZRouteDaySummary>;

export const ZRouteDays = z.object({
  portalId: z.string(),
  day: z.string(),
  /** Today at the portal, and its zone (the screen shows times in it). */
  today: z.string(),
  timeZone: z.string(),
  /** The back office's source database the portal's sites are in. */
  source: z.string(),
  /** False with an external back office: the routing system records events, the screen only reads. */
  canRecord: z.boolean(),
  routes: z.array(ZRouteDaySummary),
});
export type TRouteDays = z.infer<typeof ZRouteDays>;

/** Where a page of stops goes on from: the last stop's address, customer and site. */
export interface TRouteStopCursor {
  address: string;
  customer: string;
  site: string;
}

export function encodeRouteStopCursor(cursor: TRouteStopCursor): string {
  return toBase64Url(JSON.stringify([cursor.address, cursor.customer, cursor.site]));
}

/** The cursor, or undefined when the text is not one this server made. */
export function decodeRouteStopCursor(text: string): TRouteStopCursor | undefined {
  const json = fromBase64Url(text);
  if (json === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 3 || !value.every((v) => typeof v === 'string')) {
      return undefined;
    }
    const [address, customer, site] = value as string[];
    return { address: address!, customer: customer!, site: site! };
  } catch {
    return undefined;
  }
}

export const ZRouteStopsQuery = z.object({
  portalId: ZPortalId,
  day: ZCalendarDay,
  route: ZRouteCode,
  /** Part of the address, the name, or the customer or site number. */
  search: optionalText(100),
  cursor: cursorParam(decodeRouteStopCursor),
});
export type TRouteStopsQuery = z.output<typeof ZRouteStopsQuery>;

export const ZRecordedSiteEvent = z.object({
  outcome: z.enum(['collected', 'not-collected']),
  at: z.iso.datetime({ offset: true }),
  reason: ZNotCollectedReason.nullable(),
  note: z.string().nullable(),
  photoRef: z.string().nullable(),
});
export type TRecordedSiteEvent = z.infer<typeof ZRecordedSiteEvent>;

export const ZRouteStop = z.object({
  customer: z.string(),
  site: z.string(),
  name: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  /** What was recorded for this stop's cart on the day; null: nothing yet. */
  event: ZRecordedSiteEvent.nullable(),
});
export type TRouteStop = z.infer<typeof ZRouteStop>;

export const ZRouteStopsPage = cursorPage(ZRouteStop);
export type TRouteStopsPage = z.infer<typeof ZRouteStopsPage>;

export const ZRouteStateBody = z.object({
  portalId: ZPortalId,
  day: ZCalendarDay,
  route: ZRouteCode,
  state: z.enum(['started', 'completed']),
});
export type TRouteStateBody = z.output<typeof ZRouteStateBody>;

/** A photo reference the screen offers as a link: an https URL (anything else is the back office's id). */
export const isPhotoLink = (ref: string | null): boolean => ref !== null && /^https:\/\/\S+$/i.test(ref);

export const ZSiteEventBody = z
  .object({
    portalId: ZPortalId,
    day: ZCalendarDay,
    route: ZRouteCode,
    customer: z.string().trim().min(1).max(50),
    site: z.string().trim().min(1).max(50),
    outcome: z.enum(['collected', 'not-collected']),
    /** When it happened; absent: now. */
    at: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true }).optional()),
    reason: z.preprocess(emptyToUndefined, ZNotCollectedReason.optional()),
    note: optionalText(ROUTE_EVENT_NOTE_MAX),
    photoRef: optionalText(PHOTO_REFERENCE_MAX),
  })
  .refine((body) => (body.outcome === 'not-collected') === (body.reason !== undefined), {
    message: 'Choose why the cart was not collected (a collected cart has no reason).',
    path: ['reason'],
  });
export type TSiteEventBody = z.output<typeof ZSiteEventBody>;
export type TSiteEventInput = z.input<typeof ZSiteEventBody>;

export const ZRecordAnswer = z.object({
  /** Route days and stops that changed (0 when the same was already recorded). */
  applied: z.number().int().min(0),
  /** Exception notices queued to customers. */
  notices: z.number().int().min(0),
});
export type TRecordAnswer = z.infer<typeof ZRecordAnswer>;

export const ZCsvLineError = z.object({ line: z.number().int().min(1), message: z.string() });
export type TCsvLineError = z.infer<typeof ZCsvLineError>;

export const ZRouteDayImportQuery = z.object({ portalId: ZPortalId });

/** The import's answer: 200 with no errors, or 422 with the wrong lines (nothing saved). */
export const ZRouteDayImportAnswer = z.object({
  applied: z.number().int().min(0),
  errors: z.array(ZCsvLineError),
});
export type TRouteDayImportAnswer = z.infer<typeof ZRouteDayImportAnswer>;

/** 422: the error body with the line errors beside it. */
export const ZRouteDayImportRejected = ZRouteDayImportAnswer.extend({
  code: z.string(),
  message: z.string(),
});

export const ZRouteDayExportQuery = z.object({ portalId: ZPortalId, day: ZCalendarDay });

export const routeDayCsvFileName = (portalId: string, day: string) =>
  `route-day-${portalId.replace(/[^A-Za-z0-9_-]/g, '_')}-${day}.csv`;

export const ROUTE_DAY_MESSAGES = {
  unknownPortal: 'This portal does not exist.',
  notAStop: 'This address is not a stop of that route on that day.',
  csvEmpty: 'The file has no events.',
  csvLinesWrong: 'Some lines of the file are wrong; nothing was saved.',
  csvTooLarge: 'The file is larger than 5 MB.',
} as const;

/** "TRASH-TUE does not run on 2026-12-09 (a Wednesday)": the route's weekday is not the day's. */
export const routeNotOnDayMessage = (route: string, day: string) =>
  `${route} does not run on ${day}; choose a route of that weekday.`;
