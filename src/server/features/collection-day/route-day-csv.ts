/**
 * The CSV of a day's route events (issue 32 §1): what a routing system hands over at the end of the
 * day, and what the route-day screen exports. One event a line, in the columns
 *
 *   day,route,customer,site,service,outcome,time,reason,note,photo
 *
 * `outcome` is started or completed for a route (customer and site empty) or collected or
 * not-collected for a stop (not-collected with a reason). `time` is an ISO 8601 instant with its
 * offset, or the portal's wall-clock "HH:MM" (or "HH:MM:SS") on that day. `service` may be left empty:
 * the route names it. The export writes every instant in the portal's zone with its offset, to the
 * millisecond when it has some, so the export loaded again changes nothing.
 *
 * Parsing checks each line on its own and reports every wrong one with its line number; whether a
 * site is a stop of its route needs the database and is checked by the caller (route-day-service.ts).
 */
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import {
  ROUTE_DAY_CSV_COLUMNS,
  ROUTE_DAY_CSV_OUTCOMES,
  type TCsvLineError,
} from '../../../domain/collection-day/route-day-api';
import {
  NOT_COLLECTED_REASONS,
  parseRouteCode,
  ZRouteDayEvent,
  ZSiteCollectionEvent,
  type TRouteDayEvent,
  type TSiteCollectionEvent,
} from '../../../domain/collection-day/route-events';
import { zonedParts, type WeekdayCode } from '../../../domain/pickup-calendar/calendar-days';
import { csvLine, unprotectCsvCell } from '../../http/csv-export';
import type { DayEventRow, RouteDayState } from './route-day-repository';

export type RouteDayCsvEvent = { line: number; event: TRouteDayEvent | TSiteCollectionEvent };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Minutes the zone is ahead of UTC at an instant (-360 for Chicago in winter). */
function offsetMinutesAt(instant: Date, timeZone: string): number {
  const part = zonedParts(instant, timeZone);
  const n = (type: Parameters<typeof part>[0]) => Number(part(type));
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time on a day in a zone (the later one in a daylight-saving fold). */
export function instantOfWallClock(day: string, time: string, timeZone: string): Date {
  const [h, m, sec] = time.split(':').map(Number);
  const [y, mo, d] = day.split('-').map(Number);
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, m!, sec ?? 0);
  const first = asUtc - offsetMinutesAt(new Date(asUtc), timeZone) * 60_000;
  return new Date(asUtc - offsetMinutesAt(new Date(first), timeZone) * 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** "2026-12-08T09:42:00-06:00": the instant as the portal's clock read it, with the offset. */
export function zonedIsoTime(instant: Date, timeZone: string): string {
  const offset = offsetMinutesAt(instant, timeZone);
  const wall = new Date(instant.getTime() + offset * 60_000);
  const ms = wall.getUTCMilliseconds();
  const sign = offset < 0 ? '-' : '+';
  return (
    `${wall.toISOString().slice(0, 19)}${ms ? `.${pad(ms, 3)}` : ''}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** The first problem zod found, as one sentence. */
const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
};

export interface RouteDayCsvContext {
  source: string;
  timeZone: string;
  /** The weekdays whose routes run on a day at the portal (the holiday rule applied). */
  weekdaysOn: (day: string) => readonly WeekdayCode[];
}

/** Reads a CSV of route events of `source`; `errors` lists every wrong line (none: all good). */
export function parseRouteDayCsv(
  text: string,
  { source, timeZone, weekdaysOn }: RouteDayCsvContext,
): { events: RouteDayCsvEvent[]; errors: TCsvLineError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { events: [], errors: [{ line, message: 'The file is not valid CSV.' }] };
  }
  const [first, ...rows] = records;
  const columns = (first?.record ?? []).map((name) => name.trim().toLowerCase());
  const missing = ROUTE_DAY_CSV_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    return { events: [], errors: [{ line: 1, message: `Missing columns: ${missing.join(', ')}.` }] };
  }
  const events: RouteDayCsvEvent[] = [];
  const errors: TCsvLineError[] = [];
  rows.forEach(({ record: row, info }) => {
    // the line the record ends on (a quoted note may span lines)
    const line = info.lines;
    const cell = (name: (typeof ROUTE_DAY_CSV_COLUMNS)[number]) =>
      unprotectCsvCell((row[columns.indexOf(name)] ?? '').trim());
    const result = eventOfLine(cell, { source, timeZone, weekdaysOn });
    if (typeof result === 'string') errors.push({ line, message: result });
    else events.push({ line, event: result });
  });
  return { events, errors };
}

type Cell = (name: (typeof ROUTE_DAY_CSV_COLUMNS)[number]) => string;

/** The event of one line, or what is wrong with it. */
function eventOfLine(
  cell: Cell,
  { source, timeZone, weekdaysOn }: RouteDayCsvContext,
): TRouteDayEvent | TSiteCollectionEvent | string {
  const day = cell('day');
  if (!ISO_DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    return 'day: enter a date as YYYY-MM-DD.';
  }
  const route = parseRouteCode(cell('route'));
  if (!route) return 'route: choose a route such as TRASH-MON.';
  if (!weekdaysOn(day).includes(route.weekday)) {
    return `route: ${cell('route').toUpperCase()} does not run on ${day}.`;
  }
  const service = cell('service').toLowerCase();
  if (service && service !== route.serviceType) {
    return `service: ${service} is not the service of ${cell('route').toUpperCase()}.`;
  }
  const outcome = cell('outcome').toLowerCase();
  if (!(ROUTE_DAY_CSV_OUTCOMES as readonly string[]).includes(outcome)) {
    return `outcome: choose one of ${ROUTE_DAY_CSV_OUTCOMES.join(', ')}.`;
  }
  const time = cell('time');
  let at: string;
  if (WALL_CLOCK.test(time)) at = instantOfWallClock(day, time, timeZone).toISOString();
  else if (z.iso.datetime({ offset: true }).safeParse(time).success) at = time;
  else return 'time: enter HH:MM or an ISO 8601 date and time.';
  const routeCode = cell('route').toUpperCase();
  if (outcome === 'started' || outcome === 'completed') {
    if (cell('customer') || cell('site') || cell('reason')) {
      return 'A route’s line leaves customer, site and reason empty.';
    }
    const parsed = ZRouteDayEvent.safeParse({
      kind: 'route',
      source,
      route: routeCode,
      day,
      state: outcome,
      at,
    });
    return parsed.success ? parsed.data : firstIssue(parsed.error);
  }
  if (!cell('customer') || !cell('site')) return 'A stop’s line needs its customer and site.';
  const reason = cell('reason').toLowerCase();
  if (outcome === 'not-collected' && !(NOT_COLLECTED_REASONS as readonly string[]).includes(reason)) {
    return `reason: choose one of ${NOT_COLLECTED_REASONS.join(', ')}.`;
  }
  if (outcome === 'collected' && reason) return 'reason: a collected cart has no reason.';
  const parsed = ZSiteCollectionEvent.safeParse({
    kind: 'site',
    source,
    customer: cell('customer'),
    site: cell('site'),
    serviceType: route.serviceType,
    day,
    route: routeCode,
    outcome,
    at,
    reason: reason || null,
    note: cell('note') || null,
    photoRef: cell('photo') || null,
  });
  return parsed.success ? parsed.data : firstIssue(parsed.error);
}

/** The header line of the CSV. */
export const routeDayCsvHeader = () => csvLine(ROUTE_DAY_CSV_COLUMNS);

/** A route's started and completed lines (those it has). */
export function routeDayCsvLines(day: string, state: RouteDayState, timeZone: string): string {
  const line = (outcome: 'started' | 'completed', at: Date) =>
    csvLine([
      day,
      state.route,
      '',
      '',
      parseRouteCode(state.route)?.serviceType ?? '',
      outcome,
      zonedIsoTime(at, timeZone),
      '',
      '',
      '',
    ]);
  return (
    (state.startedAt ? line('started', state.startedAt) : '') +
    (state.completedAt ? line('completed', state.completedAt) : '')
  );
}

/** A stop's line. */
export function siteEventCsvLine(row: DayEventRow, timeZone: string): string {
  return csvLine([
    row.day,
    row.route,
    row.customer,
    row.site,
    row.serviceType,
    row.outcome,
    zonedIsoTime(row.at, timeZone),
    row.reason ?? '',
    row.note ?? '',
    row.photoRef ?? '',
  ]);
}
