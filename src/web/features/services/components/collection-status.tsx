/**
 * What a service card says about collection day (issue 32 §1): "Collected today at 9:42", "Not
 * collected: the cart was not out" (with the crew's note and a photo link) or "Route in progress",
 * for today's pickup and the last one; and the words of the missed-pickup window (§2). Times are
 * shown on the portal's clock, days in the reader's language.
 */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconTruck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCollectionStatus } from '../../../../domain/collection-day/route-events';
import type { TMissedPickupReport } from '../../../../domain/services/missed-pickup-report';
import type { TServiceCard } from '../../../../domain/services/services-api';
import { daysBetween } from '../../../../domain/pickup-calendar/calendar-days';
import { formatCalendarDay, formatDate } from '../../../i18n/format';

/** The crew's photo is a link only when it is one the browser can open safely. */
const photoLink = (ref: string | null) => (ref && /^https:\/\//i.test(ref) ? ref : null);

/** Words for a status's day and time: "today" or "Monday", "9:42 AM" on the portal's clock. */
export function useCollectionText(timeZone: string, today: string) {
  const { t } = useTranslation('services');
  const time = (at: string) => formatDate(at, { hour: 'numeric', minute: '2-digit', timeZone });
  // "Tuesday" within the last week; "November 24" further back, where a weekday would mislead
  const weekday = (day: string) =>
    daysBetween(day, today) < 7
      ? formatCalendarDay(day, { weekday: 'long' })
      : formatCalendarDay(day, { month: 'long', day: 'numeric' });
  const longDay = (day: string) => formatCalendarDay(day, { month: 'long', day: 'numeric' });
  const reason = (code: string) => t(`collection.reasons.${code}`);
  return {
    time,
    longDay,
    reason,
    /** One line: what happened to the cart on `status.day`. */
    status(status: TCollectionStatus): string | null {
      const isToday = status.day === today;
      switch (status.state) {
        case 'collected':
          return isToday
            ? t('collection.collectedToday', { time: time(status.at) })
            : t('collection.collectedOn', { day: weekday(status.day), time: time(status.at) });
        case 'not-collected':
          return t('collection.notCollected', { reason: reason(status.reason) });
        case 'in-progress':
          return t('collection.routeInProgress');
        case 'no-report':
          return t('collection.noReport', { day: isToday ? t('collection.today') : weekday(status.day) });
        case 'scheduled':
          return null;
      }
    },
    /** "Recorded Monday at 9:05": when the crew recorded an exception. */
    recordedWhen(status: Extract<TCollectionStatus, { state: 'not-collected' }>): string {
      return status.day === today
        ? t('collection.recordedToday', { time: time(status.at) })
        : t('collection.recordedOn', { day: weekday(status.day), time: time(status.at) });
    },
  };
}

const ICONS = {
  collected: IconCircleCheck,
  'not-collected': IconCircleX,
  'in-progress': IconTruck,
  'no-report': IconClockHour4,
  scheduled: IconClockHour4,
} as const;
const COLORS = {
  collected: 'var(--mantine-color-brand-7)',
  'not-collected': 'var(--mantine-color-red-7)',
  'in-progress': 'var(--mantine-color-blue-7)',
  'no-report': 'var(--mantine-color-dimmed)',
  scheduled: 'var(--mantine-color-dimmed)',
} as const;

function StatusLine({
  status,
  text,
  compact,
}: {
  status: TCollectionStatus;
  text: ReturnType<typeof useCollectionText>;
  compact: boolean;
}) {
  const { t } = useTranslation('services');
  const line = text.status(status);
  if (!line) return null;
  const Icon = ICONS[status.state];
  const photo = status.state === 'not-collected' ? photoLink(status.photoRef) : null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Icon
        size={18}
        aria-hidden="true"
        color={COLORS[status.state]}
        style={{ flexShrink: 0, marginTop: 1 }}
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text
          size="sm"
          fw={status.state === 'no-report' ? 400 : 600}
          c={status.state === 'no-report' ? 'dimmed' : undefined}
        >
          {line}
          {photo ? (
            <>
              {' '}
              <Anchor href={photo} target="_blank" rel="noopener noreferrer" size="sm">
                {t('collection.photo')}
              </Anchor>
            </>
          ) : null}
        </Text>
        {status.state === 'not-collected' && !compact ? (
          <Text size="xs" c="dimmed">
            {text.recordedWhen(status)}
            {status.note ? ` · ${t('collection.note', { note: status.note })}` : ''}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/** Today's status (when today is a pickup day) and the last pickup's; nothing when neither is known. */
export function CollectionStatus({
  card,
  timeZone,
  today,
  compact = false,
}: {
  card: TServiceCard;
  timeZone: string;
  today: string;
  /** The home page's one line per service: the newest status only, without the note. */
  compact?: boolean;
}) {
  const { t } = useTranslation('services');
  const text = useCollectionText(timeZone, today);
  const { today: todays, last } = card.collection;
  // the home page's line leaves out "no report": it tells only what happened
  const shown = (compact ? [todays ?? last] : [todays, last]).filter(
    (s): s is TCollectionStatus =>
      s !== null && s !== undefined && text.status(s) !== null && !(compact && s.state === 'no-report'),
  );
  if (shown.length === 0) return null;
  return (
    <Stack gap={6} aria-label={t('collection.heading')} role="group">
      {shown.map((status) => (
        <StatusLine key={status.day} status={status} text={text} compact={compact} />
      ))}
    </Stack>
  );
}

/**
 * Why Missed Pickup cannot be used now, in the reader's words: the route is still out, or the
 * window closed ("call us", with the portal's phone). Null when a report is taken (or no window applies).
 */
export function useMissedPickupRefusal() {
  const { t } = useTranslation('services');
  return (report: TMissedPickupReport | null, phone: string | null): string | null => {
    if (!report || report.state === 'open') return null;
    if (report.state === 'route-in-progress') return t('collection.reportInProgress');
    const date = formatCalendarDay(report.pickupDay, { month: 'long', day: 'numeric' });
    return phone
      ? t('collection.reportsClosedPhone', { date, phone })
      : t('collection.reportsClosed', { date });
  };
}
