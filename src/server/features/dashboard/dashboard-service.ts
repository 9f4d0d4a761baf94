/**
 * The dashboard's figures (spec 03 §2.10), at most a minute old: each scope's figures (all portals, or
 * one) are computed by the SQL aggregates of dashboard-repository.ts and kept for FIGURES_CACHE_MS in
 * this process. Requests that arrive while they are being computed wait for that one computation
 * instead of starting their own, so a busy minute costs one pass over the profiles per scope, however
 * many staff have the page open. Several instances each keep their own (each at most a minute old).
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
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { defaultServiceOf, isServiceShown } from '../services/service-cards';
import {
  countAskedSizes,
  countNewPerDay,
  countProfiles,
  findPortalSetups,
  firstProfileDay,
  portalExists,
  type AskedSizeCount,
} from './dashboard-repository';

export const FIGURES_CACHE_MS = 60_000;

interface CacheEntry {
  until: number;
  value: Promise<TDashboardFigures>;
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

export async function getDashboardFigures(ctx: AppContext, query: TDashboardQuery): Promise<TDashboardFigures> {
  if (query.portalId && !(await portalExists(ctx.db, query.portalId))) {
    throw new AppError('NOT_FOUND', DASHBOARD_MESSAGES.unknownPortal);
  }
  const cache = cacheOf(ctx);
  const key = `${query.portalId ?? '*'}|${query.growth}`;
  const now = Date.now();
  const kept = cache.get(key);
  if (kept && kept.until > now) return kept.value;
  const value = computeFigures(ctx, query);
  cache.set(key, { until: now + FIGURES_CACHE_MS, value });
  // a failed computation is not kept: the next request tries again
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

async function computeFigures(ctx: AppContext, query: TDashboardQuery): Promise<TDashboardFigures> {
  const at = ctx.now();
  const today = dayOf(at);
  const { portalId } = query;
  const first = query.growth === 'all' ? await firstProfileDay(ctx.db, portalId) : null;
  const window = growthWindow(query.growth, today, first);
  // one after the other: PGlite is one connection, and on PostgreSQL each is one pass anyway
  const counts = await countProfiles(ctx.db, portalId, new Date(at.getTime() - NEW_THIS_WEEK_MS));
  const asked = await countAskedSizes(ctx.db, portalId);
  const growth = await countNewPerDay(ctx.db, portalId, window.from);
  const setups = await portalSetupsById(ctx);
  return {
    computedAt: at.toISOString(),
    totals: {
      customers: counts.customers,
      newThisWeek: counts.newThisWeek,
      serviceChanges: counts.serviceChanges,
      additionalServices: counts.additionalServices,
      optInMarketing: counts.optInMarketing,
      optInNotifications: counts.optInNotifications,
      optInPaperless: counts.optInPaperless,
    },
    serviceChangesByService: DASHBOARD_SERVICES.map((service) => ({
      service,
      sizeChanges: counts.sizeChanges[service],
      additionalCarts: counts.additionalCarts[service],
    })),
    residenceTypes: {
      singleFamily: counts.singleFamily,
      multiFamily: counts.multiFamily,
      other: counts.otherResidence,
      unknown: counts.unknownResidence,
    },
    cartSizes: cartSizes(asked, setups),
    growth: {
      range: query.growth,
      unit: window.unit,
      points: growthPoints(growth.perDay, growth.before, window.from, today, window.unit),
    },
  };
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
  return { trash: sorted(tally.trash), recycling: sorted(tally.recycling), yardwaste: sorted(tally.yardwaste) };
}
