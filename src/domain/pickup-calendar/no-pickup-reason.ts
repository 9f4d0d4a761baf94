/**
 * Why a service shows no pickup dates (issue 14): a Non Regular Service, an enterprise site with no
 * day of service, or yard waste out of season. The card shows a sentence instead of an empty list;
 * the web translates by key (the texts below are the English ones, with i18next placeholders).
 */
import { parseServiceDays } from './calendar-days';
import type { CalendarDate } from './calendar-days';
import { findRouteDays } from './pickup-schedule';
import type { PickupSchedule, PickupWindow, TPickupService } from './pickup-schedule';
import type { TYardWasteSeason } from './holiday-rules';

export const NO_PICKUP_MESSAGES = {
  nonRegularService:
    'This service has no regular day of service (Non Regular Service), so there are no pickup dates to show. Contact customer service to schedule a pickup.',
  enterpriseSiteWithoutDay:
    'This site has no day of service on record, so there are no pickup dates to show. Contact customer service for its schedule.',
  outOfSeason: 'Yard waste is collected from {{start}} to {{end}}. Pickups resume on {{resumes}}.',
  noPickupsInWindow: 'No pickups are scheduled in the coming weeks.',
} as const;
export type TNoPickupMessageKey = keyof typeof NO_PICKUP_MESSAGES;

export type NoPickupReason =
  | { key: 'nonRegularService' | 'enterpriseSiteWithoutDay' | 'noPickupsInWindow' }
  | { key: 'outOfSeason'; params: { start: string; end: string; resumes: CalendarDate } };

/** The season's start in `year`; a 02-29 start falls on 03-01 in other years, as `isInSeason` reads it. */
function seasonStartIn(year: number, season: TYardWasteSeason): CalendarDate {
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  return season.start === '02-29' && !leap ? `${year}-03-01` : `${year}-${season.start}`;
}

/** The first season start on or after `from`. */
function nextSeasonStart(from: CalendarDate, season: TYardWasteSeason): CalendarDate {
  const year = Number(from.slice(0, 4));
  const thisYear = seasonStartIn(year, season);
  return thisYear >= from ? thisYear : seasonStartIn(year + 1, season);
}

/**
 * Why `schedule` (the service's pickups in `window`) is empty, or null when it is not. Enterprise
 * sites and residential services differ only in the sentence: both lack a day of service.
 */
export function explainMissingPickups(input: {
  service: TPickupService;
  siteKind: 'residential' | 'enterprise';
  season: TYardWasteSeason | null;
  window: PickupWindow;
  schedule: PickupSchedule;
}): NoPickupReason | null {
  const { service, siteKind, season, window, schedule } = input;
  if (schedule.pickups.length > 0) return null;
  if (parseServiceDays(service.daysOfWeek).length === 0) {
    return { key: siteKind === 'enterprise' ? 'enterpriseSiteWithoutDay' : 'nonRegularService' };
  }
  const outOfSeason =
    service.serviceType === 'yardwaste' &&
    season !== null &&
    findRouteDays(service, season, window.from, window.until).length === 0;
  if (outOfSeason) {
    return {
      key: 'outOfSeason',
      params: { start: season.start, end: season.end, resumes: nextSeasonStart(window.from, season) },
    };
  }
  return { key: 'noPickupsInWindow' };
}
