/**
 * The calendar services of a residential customer (issue 14): one per service the portal shows and
 * the back office has started for the site, with its day of service as the Services cards read it
 * (the record's SERVICE_DAY_OF_WEEK, else the portal default's) and its cadence. The calendar, the
 * reminders and the cards' collection status (collection-day/collection-status.ts) read the same.
 */
import { SERVICE_VALUES, type TPortalSetup } from '../../../domain/portal-setup';
import type { TCustomerServiceRecord } from '../../../domain/back-office';
import type { TPickupCalendarSettings } from '../../../domain/pickup-calendar/holiday-rules';
import type { TPickupService } from '../../../domain/pickup-calendar/pickup-schedule';
import { defaultServiceOf, shownServiceTypes } from '../services/service-cards';

export interface CalendarService {
  service: TPickupService;
  siteKind: 'residential' | 'enterprise';
  siteName: string | null;
}

/** A record has started when it has no start date or one on or before today. */
const started = (record: TCustomerServiceRecord, today: string) =>
  record.CM05_SDTE === null || record.CM05_SDTE <= today;

export function residentialServices(
  setup: TPortalSetup,
  records: readonly TCustomerServiceRecord[],
  today: string,
  settings: Pick<TPickupCalendarSettings, 'everyOtherWeek'>,
): CalendarService[] {
  const alternate = settings.everyOtherWeek;
  const services: CalendarService[] = [];
  for (const serviceType of shownServiceTypes(setup)) {
    const active = records.filter(
      (r) => Number(r.CM05_SERV) === SERVICE_VALUES[serviceType] && started(r, today),
    );
    if (active.length === 0) continue;
    const daysOfWeek =
      active.find((r) => r.SERVICE_DAY_OF_WEEK.trim() !== '')?.SERVICE_DAY_OF_WEEK ??
      defaultServiceOf(setup, serviceType).SERVICE_DAY_OF_WEEK;
    services.push({
      service: {
        serviceType,
        daysOfWeek,
        cadence: alternate?.serviceTypes.includes(serviceType)
          ? { kind: 'every-other-week', referenceDate: alternate.referenceDate }
          : { kind: 'weekly' },
      },
      siteKind: 'residential',
      siteName: null,
    });
  }
  return services;
}
