/**
 * The dashboard's figures (spec 03 §2.10), at most a minute old: each scope's figures (all portals, one,
 * or a municipality user's portals, and the growth range) are made from the maintained counts of
 * profile-counts.ts (a few hundred rows whatever the number of profiles; issue 33 §2) and kept in
 * this process. Requests that arrive while they are being computed wait for that one computation
 * instead of starting their own, however many staff have the page open. Figures older than FIGURES_REFRESH_MS are still answered while a
 * fresh computation runs behind them (so an open dashboard never waits for the aggregates again);
 * figures FIGURES_CACHE_MS old are not answered at all. Several instances each keep their own.
 */
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_SERVICES,
  dayOf,
  growthPoints,
  growthWindow,
  NEW_THIS_WEEK_MS,
  type TDashboardFigures,
  type TDashboardQuery,
  type TDashboardService,
} from '../../../domain/dashboard/dashboard';
import { ZPortalSetup, type TPortalSetup } from '../../../domain/portal-setup';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { defaultServiceOf, isServiceShown } from '../services/service-cards';
import {
  countCreatedBetween,
  findPortalSetups,
  portalExists,
  type PortalScope,
} from './dashboard-repository';
import { profilesCounted, readProfileCounts, type ProfileCounts } from './profile-counts';

/** Figures are never answered older than this. */
export const FIGURES_CACHE_MS = 60_000;
/** Figures older than this are answered while fresh ones are computed. */
export const FIGURES_REFRESH_MS = 30_000;

interface CacheEntry {
  /** When the computation started. */
  at: number;
  value: Promise<TDashboardFigures>;
  /** The computation that will replace `value`, while it runs. */
  refreshing?: Promise<TDashboardFigures>;
}
const caches = new WeakMap<AppContext, Map<string, CacheEntry>>();

function cacheOf(ctx: AppContext): Map<string, CacheEntry> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  return cache;
}

/** Drops the kept figures (tests, and after a bulk import). */
export function forgetDashboardFigures(ctx: AppContext): void {
  caches.delete(ctx);
}

/** What one set of figures covers: the portals (undefined: every profile) and the growth range. */
interface FiguresScope {
  portals: PortalScope;
  growth: TDashboardQuery['growth'];
}

/**
 * The figures of `portals` (default: the query's portal, or every portal). The caller has already
 * narrowed the portals to the staff member's own (auth/portal-scope.ts); a portal asked for that does
 * not exist is 404.
 */
export async function getDashboardFigures(
  ctx: AppContext,
  query: TDashboardQuery,
  portals: PortalScope = query.portalId ? [query.portalId] : undefined,
): Promise<TDashboardFigures> {
  if (query.portalId && !(await portalExists(ctx.db, query.portalId))) {
    throw new AppError('NOT_FOUND', DASHBOARD_MESSAGES.unknownPortal);
  }
  const scope: FiguresScope = { portals, growth: query.growth };
  const cache = cacheOf(ctx);
  // the same portals in any order are the same figures
  const key = `${portals ? [...new Set(portals)].sort().join(',') : '*'}|${query.growth}`;
  const now = Date.now();
  const kept = cache.get(key);
  if (kept && now - kept.at < FIGURES_CACHE_MS) {
    if (now - kept.at >= FIGURES_REFRESH_MS && !kept.refreshing) refresh(cache, key, kept, ctx, scope);
    return kept.value;
  }
  return start(cache, key, ctx, scope).value;
}

/** Starts a computation and keeps it under `key` (a failed one is dropped: the next request retries). */
function start(
  cache: Map<string, CacheEntry>,
  key: string,
  ctx: AppContext,
  scope: FiguresScope,
): CacheEntry {
  const entry: CacheEntry = { at: Date.now(), value: computeFigures(ctx, scope) };
  cache.set(key, entry);
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry;
}

/** Computes fresh figures behind the kept ones; they replace them once ready (errors keep the old). */
function refresh(
  cache: Map<string, CacheEntry>,
  key: string,
  kept: CacheEntry,
  ctx: AppContext,
  scope: FiguresScope,
): void {
  const at = Date.now();
  kept.refreshing = computeFigures(ctx, scope);
  kept.refreshing.then(
    (figures) => {
      if (cache.get(key) === kept) cache.set(key, { at, value: Promise.resolve(figures) });
    },
    () => {
      kept.refreshing = undefined;
    },
  );
}

async function computeFigures(ctx: AppContext, scope: FiguresScope): Promise<TDashboardFigures> {
  const at = ctx.now();
  const today = dayOf(at);
  const { portals } = scope;
  const counts = await readProfileCounts(ctx.db, portals);
  const window = growthWindow(scope.growth, today, scope.growth === 'all' ? firstDay(counts) : null);
  const newThisWeek = await countNewSince(ctx, portals, counts, new Date(at.getTime() - NEW_THIS_WEEK_MS));
  const setups = await portalSetupsById(ctx);
  const { flags } = counts;
  const residence = (type: string | null) => counts.residences.get(type) ?? 0;
  const residential = counts.changes.filter((row) => row.facet.residential);
  const serviceCount = (service: TDashboardService, has: 'sized' | 'extra') =>
    residential.reduce((sum, row) => sum + (row.facet[service][has] ? row.n : 0), 0);
  const customers = profilesCounted(counts);
  const singleFamily = residence('singleFamily');
  const multiFamily = residence('multiFamily');
  const unknown = residence(null);
  return {
    computedAt: at.toISOString(),
    totals: {
      customers,
      newThisWeek,
      serviceChanges: flags.serviceChanges,
      additionalServices: flags.additionalServices,
      optInMarketing: flags.optInMarketing,
      optInNotifications: flags.optInNotifications,
      optInPaperless: flags.optInPaperless,
    },
    serviceChangesByService: DASHBOARD_SERVICES.map((service) => ({
      service,
      sizeChanges: serviceCount(service, 'sized'),
      additionalCarts: serviceCount(service, 'extra'),
    })),
    residenceTypes: {
      singleFamily,
      multiFamily,
      other: customers - singleFamily - multiFamily - unknown,
      unknown,
    },
    cartSizes: cartSizes(askedSizes(counts), setups),
    growth: {
      range: scope.growth,
      unit: window.unit,
      points: growthPoints(
        newPerDayFrom(counts, window.from),
        sumDays(counts, (day) => day < window.from),
        window.from,
        today,
        window.unit,
      ),
    },
  };
}

/** The first UTC day with a profile, null when none. */
function firstDay(counts: ProfileCounts): string | null {
  let first: string | null = null;
  for (const day of counts.days.keys()) if (first === null || day < first) first = day;
  return first;
}

/** Profiles created per day from `from` (inclusive). */
function newPerDayFrom(counts: ProfileCounts, from: string): Map<string, number> {
  return new Map([...counts.days].filter(([day]) => day >= from));
}

/** Profiles created on the days `keep` keeps. */
function sumDays(counts: ProfileCounts, keep: (day: string) => boolean): number {
  let n = 0;
  for (const [day, count] of counts.days) if (keep(day)) n += count;
  return n;
}

/**
 * Profiles created after `since` (an instant): the whole days after its day from the daily counts,
 * and the rest of its own day from the profiles (at most a day's, over the created_at index).
 */
async function countNewSince(
  ctx: AppContext,
  portals: PortalScope,
  counts: ProfileCounts,
  since: Date,
): Promise<number> {
  const nextDay = new Date(`${dayOf(since)}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  const firstWholeDay = dayOf(nextDay);
  const wholeDays = sumDays(counts, (day) => day >= firstWholeDay);
  return wholeDays + (await countCreatedBetween(ctx.db, portals, since, nextDay));
}

/** Residential profiles per portal and asked-for size (a number; null: none) of each service. */
export interface AskedSizeCount {
  service: TDashboardService;
  portalId: string | null;
  /** The size asked for; null for customers who kept their portal's default. */
  size: number | null;
  count: number;
}

function askedSizes(counts: ProfileCounts): AskedSizeCount[] {
  return counts.changes.flatMap(({ portalKey, facet, n }) =>
    facet.residential
      ? DASHBOARD_SERVICES.map((service) => {
          const size = facet[service].size;
          return {
            service,
            portalId: portalKey === '' ? null : portalKey,
            size: typeof size === 'number' ? size : null,
            count: n,
          };
        })
      : [],
  );
}

async function portalSetupsById(ctx: AppContext): Promise<Map<string, TPortalSetup>> {
  const rows = await findPortalSetups(ctx.db);
  const setups = new Map<string, TPortalSetup>();
  for (const row of rows) {
    const parsed = ZPortalSetup.safeParse(row.setup);
    if (parsed.success) setups.set(row.id, parsed.data);
  }
  return setups;
}

/**
 * Customers per cart size and service: the size they asked for, else their portal's default size for
 * that service (customers of a portal that does not offer the service, and without a portal, are not
 * counted for it). Sizes ascending.
 */
export function cartSizes(
  asked: readonly AskedSizeCount[],
  setups: ReadonlyMap<string, TPortalSetup>,
): TDashboardFigures['cartSizes'] {
  const tally = Object.fromEntries(DASHBOARD_SERVICES.map((s) => [s, new Map<number, number>()])) as Record<
    TDashboardService,
    Map<number, number>
  >;
  for (const row of asked) {
    let size = row.size;
    if (size === null) {
      const setup = row.portalId ? setups.get(row.portalId) : undefined;
      if (!setup || !isServiceShown(setup, row.service)) continue;
      size = defaultServiceOf(setup, row.service).CM05_SIZE;
    }
    const sizes = tally[row.service];
    sizes.set(size, (sizes.get(size) ?? 0) + row.count);
  }
  const sorted = (sizes: Map<number, number>) =>
    [...sizes].sort(([a], [b]) => a - b).map(([size, count]) => ({ size, count }));
  return {
    trash: sorted(tally.trash),
    recycling: sorted(tally.recycling),
    yardwaste: sorted(tally.yardwaste),
  };
}
