/**
 * The Customer Service Dashboard (spec 03 §2.10, §9; issue 13): what the API answers and the pure
 * rules behind the figures. Every figure is an aggregate the server computes in SQL; the browser gets
 * counts, never customer rows (except the recent-customers page of 10).
 */
import { z } from 'zod';
import { ZCustomerProfileListItem } from '../customer-profiles/customer-profile-admin';
import { cursorPage, emptyToUndefined, ZKeysetCursorParam } from '../list-query';

export const DASHBOARD_SERVICES = ['trash', 'recycling', 'yardwaste'] as const;
export type TDashboardService = (typeof DASHBOARD_SERVICES)[number];

/** "New this week": created within the last 7 days (10080 minutes, spec §9). */
export const NEW_THIS_WEEK_MS = 10_080 * 60_000;
export const RECENT_CUSTOMERS_PAGE_SIZE = 10;

/** The growth chart's toggle. Unlike the spec's original, it filters the data. */
export const GROWTH_RANGES = ['all', 'month', 'week'] as const;
export type TGrowthRange = (typeof GROWTH_RANGES)[number];
/** Days shown by the Last Week and Last Month toggles (today included). */
export const GROWTH_RANGE_DAYS = { week: 7, month: 30 } as const;
/** An All Time span longer than this many days is shown by month, not by day. */
export const GROWTH_DAILY_LIMIT_DAYS = 180;

const portalParam = z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).optional());

export const ZDashboardQuery = z.object({
  /** One portal setup's id; absent for all portals. */
  portalId: portalParam,
  growth: z.preprocess(emptyToUndefined, z.enum(GROWTH_RANGES).default('all')),
});
export type TDashboardQuery = z.output<typeof ZDashboardQuery>;

const count = z.number().int().min(0);

export const ZGrowthPoint = z.object({
  /** YYYY-MM-DD (a UTC day), or YYYY-MM when the chart is by month. */
  period: z.string(),
  new: count,
  /** All profiles created up to the end of this period. */
  cumulative: count,
});
export type TGrowthPoint = z.infer<typeof ZGrowthPoint>;

export const ZCartSizeCount = z.object({ size: z.number(), count });

export const ZDashboardFigures = z.object({
  /** When the figures were computed (they are at most a minute old). */
  computedAt: z.iso.datetime(),
  totals: z.object({
    customers: count,
    newThisWeek: count,
    serviceChanges: count,
    additionalServices: count,
    optInMarketing: count,
    optInNotifications: count,
    optInPaperless: count,
  }),
  /** Residential profiles with a size change or extra carts, per service. */
  serviceChangesByService: z.array(
    z.object({ service: z.enum(DASHBOARD_SERVICES), sizeChanges: count, additionalCarts: count }),
  ),
  residenceTypes: z.object({ singleFamily: count, multiFamily: count, other: count, unknown: count }),
  /** Residential customers per cart size: the size they asked for, else their portal's default size. */
  cartSizes: z.object({
    trash: z.array(ZCartSizeCount),
    recycling: z.array(ZCartSizeCount),
    yardwaste: z.array(ZCartSizeCount),
  }),
  growth: z.object({
    range: z.enum(GROWTH_RANGES),
    unit: z.enum(['day', 'month']),
    points: z.array(ZGrowthPoint),
  }),
});
export type TDashboardFigures = z.infer<typeof ZDashboardFigures>;

export const ZRecentCustomersQuery = z.object({
  portalId: portalParam,
  /** The `nextCursor` of the page before; absent for the newest 10. */
  cursor: ZKeysetCursorParam,
});
export type TRecentCustomersQuery = z.output<typeof ZRecentCustomersQuery>;

/** A new profile: who it is as Customer Profiles lists it, then its residence type and services. */
export const ZRecentCustomer = ZCustomerProfileListItem.pick({
  uid: true,
  portalTitle: true,
  firstName: true,
  lastName: true,
  organizationName: true,
  email: true,
  phoneNumber: true,
}).extend({
  residenceType: z.string().nullable(),
  /** The services with a size change or extra carts. */
  changedServices: z.array(z.enum(DASHBOARD_SERVICES)),
  hasAdditionalServices: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TRecentCustomer = z.infer<typeof ZRecentCustomer>;

/** `nextCursor`: send back as `cursor` for the next (older) 10; null on the last page. */
export const ZRecentCustomersPage = cursorPage(ZRecentCustomer);
export type TRecentCustomersPage = z.infer<typeof ZRecentCustomersPage>;

/** The portals the dashboard's filter offers: every portal, or a municipality user's own (issue 13). */
export const ZDashboardPortals = z.object({
  portals: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type TDashboardPortals = z.infer<typeof ZDashboardPortals>;

export const DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load dashboard data',
  unknownPortal: 'This portal does not exist.',
} as const;

/** `part` as a percentage of `whole` with one decimal (0 when there is no whole). */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The first day the chart shows for a range, and whether it counts by day or by month. */
export function growthWindow(
  range: TGrowthRange,
  today: string,
  firstProfileDay: string | null,
): { from: string; unit: 'day' | 'month' } {
  if (range !== 'all') return { from: addDays(today, 1 - GROWTH_RANGE_DAYS[range]), unit: 'day' };
  const from = firstProfileDay && firstProfileDay < today ? firstProfileDay : today;
  const spanDays = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return { from, unit: spanDays > GROWTH_DAILY_LIMIT_DAYS ? 'month' : 'day' };
}

/**
 * The chart's points from `from` to `today`: one per day (or month), periods without new profiles
 * included as 0, and the running total starting from the profiles created before `from`.
 */
export function growthPoints(
  newPerDay: ReadonlyMap<string, number>,
  before: number,
  from: string,
  today: string,
  unit: 'day' | 'month',
): TGrowthPoint[] {
  const points: TGrowthPoint[] = [];
  let cumulative = before;
  for (let day = from; day <= today; day = addDays(day, 1)) {
    const added = newPerDay.get(day) ?? 0;
    cumulative += added;
    const period = unit === 'day' ? day : day.slice(0, 7);
    const last = points[points.length - 1];
    if (last && last.period === period) {
      last.new += added;
      last.cumulative = cumulative;
    } else {
      points.push({ period, new: added, cumulative });
    }
  }
  return points;
}

/** The cart-size pie's label: "32 Gallon". */
export const gallonLabel = (size: number) => `${size} Gallon`;

/** Days the collection-day panel covers (issue 32 §2): the last week, today included. */
export const ROUTE_EXCEPTION_DAYS = 7;

export const ZRouteExceptionsQuery = z.object({ portalId: portalParam });
export type TRouteExceptionsQuery = z.output<typeof ZRouteExceptionsQuery>;

/**
 * Missed-pickup and exception counts per route and day (issue 32 §2): exceptions the back office
 * recorded (stops not collected) and missed-pickup tickets by their pickup day, newest day first;
 * only the routes and days with a count.
 */
export const ZRouteExceptionCounts = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      day: z.string(),
      route: z.string(),
      exceptions: count,
      missedPickups: count,
    }),
  ),
});
export type TRouteExceptionCounts = z.infer<typeof ZRouteExceptionCounts>;
