/**
 * The signed-in customer's pickup days (issue 14), for the home page's "Next pickup" card and the
 * Services page's month view. Reads the customer's portal settings (./pickup-calendar-settings), their
 * services from the back office, and applies the pure rules of src/domain/pickup-calendar.
 *
 * - Residential: one entry per service the portal shows and the back office has started for the
 *   customer's site, with its day of service as the Services cards read it (the record's
 *   SERVICE_DAY_OF_WEEK, else the portal default's).
 * - Enterprise: the first ENTERPRISE_SITE_LIMIT service rows of the customer's companies; rows with a
 *   day of service get dates, the others the "no day of service on record" reason.
 *
 * "Today" is ctx.now() on the portal's clock (its time zone), so the window does not jump at
 * midnight UTC. Only the customer's own records are read: the uid comes from the session.
 */
import { SERVICE_VALUES } from '../../../domain/portal-setup';
import { zonedNow } from '../../../domain/pickup-calendar/calendar-days';
import { holidayRuleFor, type TPickupCalendarSettings } from '../../../domain/pickup-calendar/holiday-rules';
import { explainMissingPickups } from '../../../domain/pickup-calendar/no-pickup-reason';
import {
  findNextPickupDay,
  groupPickupsByDay,
  type PickupDay,
} from '../../../domain/pickup-calendar/pickup-days';
import { findPickups, weeksFrom, type PickupWindow } from '../../../domain/pickup-calendar/pickup-schedule';
import type {
  TPickupDayView,
  TPickupServiceView,
  TPickupsResponse,
} from '../../../domain/pickup-calendar/pickups-api';
import type { ServiceType } from '../../../domain/services/service-changes';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { findEnterpriseCustomer } from '../my-services/my-services-repository';
import { findServicesCustomer, type ServicesCustomer } from '../services/services-repository';
import { lookupRecords, NO_PORTAL } from '../services/services-service';
import { pickupCalendarOf } from './pickup-calendar-settings';
import { findSiteOutcomes, type CollectionSite } from '../collection-day/collection-status';
import { residentialServices, type CalendarService } from './residential-services';

export { residentialServices, type CalendarService };

const SERVICE_TYPE_OF_VALUE = new Map<number, ServiceType>(
  Object.entries(SERVICE_VALUES).map(([type, value]) => [value, type as ServiceType]),
);

/** Enterprise customers can have thousands of sites; the calendar lists the first ones. */
export const ENTERPRISE_SITE_LIMIT = 50;

async function enterpriseServices(
  ctx: AppContext,
  uid: string,
): Promise<{ services: CalendarService[]; truncated: boolean }> {
  const customer = await findEnterpriseCustomer(ctx.db, uid);
  const refs = (customer?.selectedCustomers ?? []).map(({ database, customerNumber }) => ({
    database,
    customerNumber,
  }));
  if (refs.length === 0) return { services: [], truncated: false };
  const page = await ctx.ports.backOffice.findEnterpriseServices({
    customers: refs,
    page: { page: 1, pageSize: ENTERPRISE_SITE_LIMIT },
  });
  const services = page.items.map((record) => ({
    service: {
      // commercial lines (other service numbers) are shown as trash collection
      serviceType: SERVICE_TYPE_OF_VALUE.get(Number(record.CM05_SERV)) ?? 'trash',
      daysOfWeek: record.SERVICE_DAY_OF_WEEK,
      cadence: { kind: 'weekly' as const },
    },
    siteKind: 'enterprise' as const,
    siteName: record.SITE_NAME ?? record.SITE_ADDRESS ?? null,
  }));
  return { services, truncated: page.total > page.items.length };
}

const dayView = (day: PickupDay): TPickupDayView => ({
  date: day.date,
  originalDate: day.originalDate,
  carts: day.carts,
  shiftedBy: day.shiftedBy,
});

/** What a customer's calendar is computed from: their portal's settings, its day, their services. */
export interface CustomerCalendarInput {
  settings: TPickupCalendarSettings;
  today: string;
  services: readonly CalendarService[];
  truncated: boolean;
  /** A residential customer's site (what collection-day events name); null for enterprise. */
  site?: CollectionSite | null;
}

/** The pickups of the given services from `today` over `window` (the card's 8 weeks by default). */
export function buildPickupsResponse(
  input: CustomerCalendarInput,
  window: PickupWindow = weeksFrom(input.today),
): TPickupsResponse {
  const { settings, today } = input;
  const rule = holidayRuleFor(settings);
  const views: TPickupServiceView[] = [];
  const all = [];
  for (const { service, siteKind, siteName } of input.services) {
    const schedule = findPickups(service, settings, window, rule);
    all.push(...schedule.pickups);
    const reason = explainMissingPickups({
      service,
      siteKind,
      season: settings.yardWasteSeason,
      window,
      schedule,
    });
    views.push({
      serviceType: service.serviceType,
      siteName,
      daysOfWeek: service.daysOfWeek,
      pickups: schedule.pickups.map(({ date, originalDate, shiftedBy }) => ({
        date,
        originalDate,
        shiftedBy,
      })),
      reason: reason ? { key: reason.key, ...('params' in reason ? { params: reason.params } : {}) } : null,
    });
  }
  const days = groupPickupsByDay(all);
  const next = findNextPickupDay(days, today);
  return {
    today,
    timeZone: settings.timeZone,
    window,
    days: days.map(dayView),
    nextPickup: next ? dayView(next) : null,
    services: views,
    truncated: input.truncated,
    past: [],
  };
}

/**
 * The customer's portal settings, the portal's day and their services (the calendar feed reads the
 * same; the reminder run passes the instant it runs for as `now`). Throws UNAUTHENTICATED when the profile is gone and NOT_FOUND when it has no portal.
 */
export async function loadCustomerCalendar(
  ctx: AppContext,
  uid: string,
  now: Date = ctx.now(),
): Promise<CustomerCalendarInput> {
  const customer: ServicesCustomer | null = await findServicesCustomer(ctx.db, uid);
  if (!customer) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  if (!customer.setup) throw new AppError('NOT_FOUND', NO_PORTAL);
  const settings = pickupCalendarOf(customer.setup, now);
  const today = zonedNow(now, settings.timeZone).date;
  if (customer.entryType === 'EnterpriseCustomerProfile') {
    const { services, truncated } = await enterpriseServices(ctx, uid);
    return { settings, today, services, truncated };
  }
  const records = await lookupRecords(ctx, customer);
  return {
    settings,
    today,
    services: residentialServices(customer.setup, records, today, settings),
    truncated: false,
    site: customer.address
      ? { source: customer.address.source, customer: customer.address.cust, site: customer.address.site }
      : null,
  };
}

export async function findCustomerPickups(ctx: AppContext, uid: string): Promise<TPickupsResponse> {
  const input = await loadCustomerCalendar(ctx, uid);
  const response = buildPickupsResponse(input);
  if (!input.site) return response;
  // this month's past days, marked collected or missed where the back office recorded the cart
  const past = await findSiteOutcomes(ctx.db, input.site, `${input.today.slice(0, 7)}-01`, input.today);
  return { ...response, past };
}
