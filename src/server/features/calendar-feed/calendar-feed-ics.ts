/**
 * The text of a customer's calendar feed (issue 14): an RFC 5545 VCALENDAR, built with ical-generator,
 * holding one all-day event per pickup day over the feed's 12 months.
 *
 * - Each event's UID is `pickupEventUid(key, day)`, built from the day's route day, so a calendar
 *   app that fetches the feed again updates its events (and moves one a holiday shifted) instead of
 *   adding copies.
 * - The summary names the carts ("Trash and Recycling pickup"); a moved day's description says why
 *   ("Moved because of Thanksgiving Day (usually Thursday, November 26).").
 * - Dates are written as DATE values (no time, no zone): a pickup day is the same day wherever the
 *   reader is. The portal's zone is named in X-WR-TIMEZONE for the apps that read it.
 * - No pickups (Non Regular Service, an enterprise site without a day of service) give a calendar
 *   without events, which calendar apps accept.
 *
 * Pure apart from the library: the route loads the customer's calendar and passes it in.
 */
import { createHash } from 'node:crypto';
import ical, { ICalEventTransparency } from 'ical-generator';
import { addDays, type CalendarDate } from '../../../domain/pickup-calendar/calendar-days';
import { pickupEventUid } from '../../../domain/pickup-calendar/pickup-days';
import type { TPickupDayView } from '../../../domain/pickup-calendar/pickups-api';
import { SERVICE_TITLES } from '../../../domain/services/services-api';
import type { ServiceType } from '../../../domain/services/service-changes';

/** How often a calendar app is asked to fetch the feed again (apps that honour it). */
export const FEED_REFRESH_SECONDS = 6 * 60 * 60;

export interface CalendarFeedInput {
  /** The base of every event UID: stable for the customer, and not their id (calendarEventKey). */
  eventKey: string;
  /** The calendar's name, e.g. "LRS pickups". */
  name: string;
  timeZone: string;
  days: readonly TPickupDayView[];
  /** When the feed is built (each event's DTSTAMP). */
  now: Date;
}

/** "Trash", "Trash and Recycling", "Trash, Recycling and Yard Waste". */
export function cartList(carts: readonly ServiceType[]): string {
  const titles = carts.map((cart) => SERVICE_TITLES[cart]);
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

/** A calendar day as a Date at midnight UTC, which ical-generator writes as that DATE. */
const utcMidnight = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);

const longDate = (date: CalendarDate) =>
  utcMidnight(date).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function pickupDescription(day: Pick<TPickupDayView, 'originalDate' | 'shiftedBy'>): string | null {
  if (!day.shiftedBy) return null;
  return `Moved because of ${day.shiftedBy} (usually ${longDate(day.originalDate)}).`;
}

export function buildCalendarFeed(input: CalendarFeedInput): string {
  const calendar = ical({
    name: input.name,
    prodId: { company: 'Curbside', product: 'Pickup calendar', language: 'EN' },
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const day of input.days) {
    calendar.createEvent({
      id: pickupEventUid(input.eventKey, day),
      allDay: true,
      start: utcMidnight(day.date),
      end: utcMidnight(addDays(day.date, 1)),
      stamp: input.now,
      summary: `${cartList(day.carts)} pickup`,
      description: pickupDescription(day),
      // a pickup does not make the customer busy
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off
  return `${withTimeZoneName(calendar.toString(), input.timeZone).replace(/\r\n$/, '')}\r\n`;
}

/**
 * Adds X-WR-TIMEZONE among the calendar's own properties. ical-generator writes it only with a
 * calendar time zone, which would also make it write the DATE values on the server's clock; its
 * `x()` properties come after the events, where RFC 5545 has no calendar properties.
 */
function withTimeZoneName(ics: string, timeZone: string): string {
  const line = `X-WR-TIMEZONE:${timeZone.replace(/[^A-Za-z0-9_+\-/]/g, '')}\r\n`;
  const at = ics.indexOf('\r\nBEGIN:VEVENT\r\n');
  const position = at >= 0 ? at + 2 : ics.lastIndexOf('END:VCALENDAR');
  return ics.slice(0, position) + line + ics.slice(position);
}

/**
 * The feed's entity tag, for calendar apps that ask "has it changed?" (If-None-Match → 304). DTSTAMP
 * is the time of each fetch, so it is left out: the tag changes only when a pickup day does.
 */
export function calendarFeedEtag(ics: string): string {
  const content = ics.replace(/^DTSTAMP:.*\r\n/gm, '');
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

/** Does an If-None-Match header name this tag (a list, weak tags, or `*`)? */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
