/**
 * Pickup dates and reasons as the card and the calendar show them, in the reader's language. Dates
 * are calendar days (YYYY-MM-DD), formatted at noon UTC in UTC so no time zone moves them.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../i18n/format';
import type { ServiceType } from '../../../../domain/services/service-changes';
import type {
  TNoPickupReasonView,
  TPickupDayView,
  TPickupServiceView,
} from '../../../../domain/pickup-calendar/pickups-api';

export const CART_COLORS: Record<ServiceType, string> = {
  trash: 'gray',
  recycling: 'blue',
  yardwaste: 'green',
};

export const dateOf = (day: string) => new Date(`${day}T12:00:00Z`);

export function formatDay(day: string, language: string, options: Intl.DateTimeFormatOptions): string {
  return formatCalendarDay(day, options, language);
}

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) =>
  Math.round((dateOf(to).getTime() - dateOf(from).getTime()) / 86_400_000);

/** Formats days, the season's MM-DD ends and the reasons in the current language. */
export function usePickupText() {
  const { t, i18n } = useTranslation('pickup-calendar');
  const language = i18n.language;

  const longDate = useCallback(
    (day: string) => formatDay(day, language, { weekday: 'long', month: 'long', day: 'numeric' }),
    [language],
  );
  const monthDay = useCallback(
    (mmdd: string) => formatDay(`2024-${mmdd}`, language, { month: 'long', day: 'numeric' }),
    [language],
  );
  const reasonText = useCallback(
    (reason: TNoPickupReasonView) => {
      const params = reason.params ?? {};
      return t(`reasons.${reason.key}`, {
        start: params.start ? monthDay(params.start) : '',
        end: params.end ? monthDay(params.end) : '',
        resumes: params.resumes ? longDate(params.resumes) : '',
      });
    },
    [t, monthDay, longDate],
  );
  /** "Moved one day later because of Thanksgiving Day", or without "one day later" for other moves. */
  const shiftText = useCallback(
    (day: TPickupDayView) => {
      if (!day.shiftedBy) return null;
      const days = daysBetween(day.originalDate, day.date);
      if (days === 1) return t('shift.oneDayLater', { holiday: day.shiftedBy });
      return t('shift.moved', { holiday: day.shiftedBy, date: longDate(day.originalDate) });
    },
    [t, longDate],
  );
  const cartName = useCallback((cart: ServiceType) => t(`carts.${cart}`), [t]);
  return { language, longDate, reasonText, shiftText, cartName };
}

/** The services' reasons, each sentence once (several enterprise sites share one). */
export function distinctReasons(services: readonly TPickupServiceView[]): TNoPickupReasonView[] {
  const seen = new Set<string>();
  const reasons: TNoPickupReasonView[] = [];
  for (const service of services) {
    if (!service.reason) continue;
    const key = JSON.stringify(service.reason);
    if (seen.has(key)) continue;
    seen.add(key);
    reasons.push(service.reason);
  }
  return reasons;
}
