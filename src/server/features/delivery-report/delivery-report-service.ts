/**
 * The delivery report (spec 03 §2.11, §5): portal rows (newest profile first) and then, with "Show All
 * Services from TRUX", the portal's back-office sites that no portal row already covers. The rules are
 * the pure ones of src/domain/delivery-report; this file only feeds them in batches.
 *
 * Nothing holds a whole portal: profiles are read in keyset batches and TRUX sites in batches of as
 * many whole sites. The one thing kept for a whole portal is the set of its address keys (short
 * strings), needed to drop TRUX sites the portal already has; it is kept for ADDRESS_KEYS_TTL_MS so
 * the Load More pages after a first page do not read every profile again.
 *
 * A page (the first one too) stops reading once it has a row past its 20. The summary figures are a
 * request of their own that reads every matching row once, keeping none of them; it and the export
 * read each batch ahead, asked for while the one before is worked on (issue 13's benchmark:
 * 100,000 profiles and 100,000 sites, the first page in 1 s; docs/benchmarks.md).
 */
import {
  addToSummary,
  decodeDeliveryCursor,
  DELIVERY_REPORT_MESSAGES,
  DELIVERY_REPORT_PAGE_SIZE,
  encodeDeliveryCursor,
  type TDeliveryCursor,
  type TDeliveryReportFilters,
  type TDeliveryReportPage,
  type TDeliveryReportPortal,
  type TDeliveryReportSummary,
} from '../../../domain/delivery-report/delivery-report-api';
import type { DeliveryReportRow } from '../../../domain/delivery-report/delivery-report-row';
import {
  buildPortalDeliveryRow,
  serviceDayOfServices,
  toCreatedAt,
} from '../../../domain/delivery-report/portal-rows';
import { DASHBOARD_SERVICES } from '../../../domain/dashboard/dashboard';
import { filterDeliveryRows } from '../../../domain/delivery-report/report-filters';
import { groupTruxRows } from '../../../domain/delivery-report/trux-rows';
import { addressKey, parseStreetAddress } from '../../../domain/delivery-report/street-address';
import { dayBounds, formatCalendarDate } from '../../../domain/services/calendar-date';
import type { DeliverySummary } from '../../../domain/delivery-report/report-filters';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { portalToday } from '../pickup-calendar/pickup-calendar-settings';
import { readProfileCounts, type ChangesFacet } from '../dashboard/profile-counts';
import {
  findAddressBatch,
  findCreatedSpan,
  findProfileBatch,
  findReportPortals,
  type ProfileKey,
  type ReportPortal,
} from './delivery-report-repository';

/**
 * Profiles and TRUX sites per read: `size` where a page of 20 is wanted, `bulk` where every matching
 * row is read (the summary, the export; the next batch is read ahead).
 * Tests make both small to cross batch boundaries. Bigger bulk batches were not faster and cost
 * memory: at 2,000 the server's resident memory grew by about 100 MB over a first page at 100,000
 * profiles, at 500 by about 30 MB (more rows alive at once outlive the young generation).
 */
export const BATCH = { size: 500, bulk: 500 };
/** The most sites the back office answers in one batch (the built-in one's cap; fewer means the last batch). */
const MAX_SITES_PER_BATCH = 1000;

/**
 * How long a portal's address keys (the TRUX deduplication set) are reused, by the Load More pages
 * after a first page and by exports: rebuilding them reads every profile of the portal, which at a
 * hundred thousand profiles cost each Load More page past the portal rows a few hundred milliseconds.
 * A profile added or moved meanwhile shows up in the deduplication at the latest this long after.
 */
export const ADDRESS_KEYS_TTL_MS = 60_000;
/** Portals whose keys are kept at once (per app; the oldest goes first). */
const ADDRESS_KEYS_MAX_PORTALS = 8;

export interface KeyedRow {
  row: DeliveryReportRow;
  /** Where a page that ends with this row resumes. */
  cursor: TDeliveryCursor;
}

export async function listReportPortals(ctx: AppContext): Promise<{ portals: TDeliveryReportPortal[] }> {
  const portals = await findReportPortals(ctx.db);
  return { portals: portals.map(({ defaults: _defaults, timeZone: _timeZone, ...portal }) => portal) };
}

/**
 * The report's delivery date: the chosen day, or today at the portal (in its time zone; the default
 * zone for All Portal Setups), never the server's UTC day.
 */
function deliveryDayOf(
  ctx: AppContext,
  filters: TDeliveryReportFilters,
  portal: ReportPortal | undefined,
): string {
  if (filters.date) return filters.date;
  return portalToday(ctx.now(), portal?.timeZone ? { pickupCalendar: { timeZone: portal.timeZone } } : null);
}

export interface Scope {
  filters: TDeliveryReportFilters;
  day: string;
  portals: Map<string, ReportPortal>;
  portal: ReportPortal | undefined;
}

export async function scopeOf(ctx: AppContext, filters: TDeliveryReportFilters): Promise<Scope> {
  const portals = new Map((await findReportPortals(ctx.db)).map((p) => [p.id, p]));
  const portal = filters.portalId ? portals.get(filters.portalId) : undefined;
  if (filters.portalId && !portal) throw new AppError('NOT_FOUND', 'Portal setup not found.');
  if (filters.trux && portal && (portal.routingCustomerId === '' || portal.sourceDatabase === ''))
    throw new AppError('VALIDATION_FAILED', DELIVERY_REPORT_MESSAGES.truxMissingSetup);
  return { filters, day: deliveryDayOf(ctx, filters, portal), portals, portal };
}

// ---------------------------------------------------------------------------------------------
// the portal's address keys, kept for a short while

interface CachedKeys {
  expires: number;
  keys: Promise<ReadonlySet<string>>;
}

/** Per app (each has its own database): portal id → its address keys. */
const addressKeyCache = new WeakMap<AppContext, Map<string, CachedKeys>>();

function keyCacheOf(ctx: AppContext): Map<string, CachedKeys> {
  let cache = addressKeyCache.get(ctx);
  if (!cache) {
    cache = new Map();
    addressKeyCache.set(ctx, cache);
  }
  return cache;
}

function storeKeys(ctx: AppContext, portalId: string, keys: Promise<ReadonlySet<string>>): void {
  const cache = keyCacheOf(ctx);
  const now = ctx.now().getTime();
  for (const [id, entry] of cache) if (entry.expires <= now || id === portalId) cache.delete(id);
  while (cache.size >= ADDRESS_KEYS_MAX_PORTALS) cache.delete(cache.keys().next().value!);
  cache.set(portalId, { expires: now + ADDRESS_KEYS_TTL_MS, keys });
  // a failed read is not kept
  keys.catch(() => {
    if (cache.get(portalId)?.keys === keys) cache.delete(portalId);
  });
}

/** The portal's address keys: from the cache while fresh, else read (requests at the same time share the read). */
export function portalAddressKeys(ctx: AppContext, portalId: string): Promise<ReadonlySet<string>> {
  const hit = keyCacheOf(ctx).get(portalId);
  if (hit && hit.expires > ctx.now().getTime()) return hit.keys;
  const keys = readPortalAddressKeys(ctx, portalId);
  storeKeys(ctx, portalId, keys);
  return keys;
}

/** Every street a portal row of the portal has (TRUX sites at them are left out). */
async function readPortalAddressKeys(ctx: AppContext, portalId: string): Promise<Set<string>> {
  const keys = new Set<string>();
  const limit = BATCH.bulk * 2;
  let after: ProfileKey | undefined;
  for (;;) {
    const batch = await findAddressBatch(ctx.db, portalId, after, limit);
    for (const r of batch) {
      if ((r.street ?? '').trim() !== '' && (r.city ?? '').trim() !== '')
        keys.add(addressKey(parseStreetAddress(r.street.trim())));
    }
    const last = batch.at(-1);
    if (!last || batch.length < limit) return keys;
    after = { cursorTime: last.cursorTime, uid: last.uid };
  }
}

// ---------------------------------------------------------------------------------------------
// the rows

/**
 * Batches one after another from `read(after)`; with `readAhead` the next batch is asked for as soon
 * as the current one is in (its last key is known), so the database reads it while this one is worked on.
 */
async function* keysetBatches<T, K>(
  read: (after: K | undefined) => Promise<T[]>,
  next: (batch: T[]) => K | undefined,
  start: K | undefined,
  readAhead: boolean,
): AsyncGenerator<T[]> {
  let pending: Promise<T[]> | undefined = read(start);
  while (pending) {
    const batch: T[] = await pending;
    const after = next(batch);
    pending = undefined;
    if (after !== undefined && readAhead) {
      pending = read(after);
      // if the reader stops early, this read's failure is nobody's
      pending.catch(() => undefined);
    }
    yield batch;
    if (after !== undefined && !readAhead) pending = read(after);
  }
}

/** The matching rows after `start`, batch by batch, each with the cursor that resumes after it. */
async function* reportRows(
  ctx: AppContext,
  scope: Scope,
  start: TDeliveryCursor | undefined,
  mode: 'page' | 'all',
): AsyncGenerator<KeyedRow[]> {
  const { filters, day, portals, portal } = scope;
  const size = mode === 'all' ? BATCH.bulk : BATCH.size;
  const readAhead = mode === 'all';
  const created = {
    createdFrom: filters.createdFrom ? dayBounds(filters.createdFrom).start : undefined,
    createdTo: filters.createdTo ? dayBounds(filters.createdTo).end : undefined,
  };
  const keep = (rows: DeliveryReportRow[]) =>
    filterDeliveryRows(rows, {
      search: filters.search,
      changesOnly: filters.changes,
      from: filters.createdFrom,
      to: filters.createdTo,
    });
  /** The keyed rows whose row `keep` keeps (it keeps a subsequence of the same objects). */
  const kept = (keyed: KeyedRow[]) => {
    const rows = keep(keyed.map((k) => k.row));
    let i = 0;
    return keyed.filter((k) => (rows[i] === k.row ? (i++, true) : false));
  };

  // TRUX rows never have changes, so the Changes switch leaves none of them
  const truxPortal = filters.trux && !filters.changes ? portal : undefined;
  // A pass over every profile of the portal (no search, no creation range) sees every address key:
  // collected on the way, they need no second read.
  const collected =
    truxPortal && start === undefined && !filters.search && !filters.createdFrom && !filters.createdTo
      ? new Set<string>()
      : undefined;

  if (start === undefined || start.phase === 'portal') {
    /** The back-office site of each row whose profile carries no Service Day. */
    const sitesOf = new Map<DeliveryReportRow, { site: string; source: string }>();
    const batches = keysetBatches(
      (after: ProfileKey | undefined) =>
        findProfileBatch(
          ctx.db,
          { portalId: filters.portalId, search: filters.search, ...created },
          after,
          size,
        ),
      (batch) => {
        const last = batch.at(-1);
        return last && batch.length >= size ? { cursorTime: last.cursorTime, uid: last.uid } : undefined;
      },
      start?.phase === 'portal' ? { cursorTime: start.createdAt, uid: start.uid } : undefined,
      readAhead,
    );
    for await (const batch of batches) {
      const keyed: KeyedRow[] = [];
      for (const profile of batch) {
        const defaults = profile.defaultServicesId
          ? portals.get(profile.defaultServicesId)?.defaults
          : undefined;
        const row = buildPortalDeliveryRow(
          {
            id: profile.uid,
            firstName: profile.firstName,
            lastName: profile.lastName,
            displayName: profile.displayName,
            selectedAddress: {
              CM04_ADD2: profile.street,
              CM04_CITY: profile.city,
              CM04_CUST: profile.customerNumber,
            },
            serviceChanges:
              typeof profile.serviceChanges === 'string'
                ? (JSON.parse(profile.serviceChanges) as unknown)
                : profile.serviceChanges,
            // the cursor's time to the millisecond ("YYYY-MM-DDTHH:MM:SS.mmm" of "….uuuuuuZ")
            createdAt: `${profile.cursorTime.slice(0, 23)}Z`,
            serviceDay: profile.serviceDay,
          },
          defaults,
          day,
        );
        if (!row) continue;
        collected?.add(addressKey(row));
        keyed.push({ row, cursor: { phase: 'portal', createdAt: profile.cursorTime, uid: profile.uid } });
        if (row.serviceDay === '' && profile.site && profile.source)
          sitesOf.set(row, { site: profile.site, source: profile.source });
      }
      const rows = kept(keyed);
      await fillServiceDays(ctx, rows, sitesOf);
      sitesOf.clear();
      if (rows.length > 0) yield rows;
    }
  }

  if (!truxPortal) return;
  const siteLimit = Math.min(size, MAX_SITES_PER_BATCH);
  let taken: ReadonlySet<string>;
  if (collected) {
    storeKeys(ctx, truxPortal.id, Promise.resolve(collected));
    taken = collected;
  } else {
    taken = await portalAddressKeys(ctx, truxPortal.id);
  }
  const sites = keysetBatches(
    async (afterSite: string | undefined) => {
      try {
        return await ctx.ports.backOffice.findDeliveryReportSiteBatch({
          customer: truxPortal.routingCustomerId,
          source: truxPortal.sourceDatabase,
          afterSite,
          siteLimit,
        });
      } catch (error) {
        throw new AppError('BACK_OFFICE_UNAVAILABLE', DELIVERY_REPORT_MESSAGES.truxFailed, {
          cause: error instanceof AppError ? error.message : 'unreachable',
        });
      }
    },
    (records) => {
      const siteIds = new Set(records.map((r) => String(r.CM04_SITE)));
      return records.length === 0 || siteIds.size < siteLimit
        ? undefined
        : String(records[records.length - 1]!.CM04_SITE);
    },
    start?.phase === 'trux' ? start.site : undefined,
    readAhead,
  );
  for await (const records of sites) {
    const rows = keep(groupTruxRows(records, day).filter((row) => !taken.has(addressKey(row))));
    const keyed = rows.map((row) => ({ row, cursor: { phase: 'trux', site: row.truxSite ?? '' } as const }));
    if (keyed.length > 0) yield keyed;
  }
}

/** How many Service Day look-ups run at once. */
const SERVICE_DAY_LOOKUPS = 8;

/**
 * Fills the Service Day of portal rows whose profile carries none (the registration wizard stores the
 * address, not the day) from the back office's services of their site, as the TRUX rows have it. Only
 * the rows kept are looked up; a look-up that fails leaves the cell blank rather than failing the report.
 */
async function fillServiceDays(
  ctx: AppContext,
  rows: readonly KeyedRow[],
  sitesOf: ReadonlyMap<DeliveryReportRow, { site: string; source: string }>,
): Promise<void> {
  const wanted = rows.filter((k) => sitesOf.has(k.row));
  for (let i = 0; i < wanted.length; i += SERVICE_DAY_LOOKUPS) {
    await Promise.all(
      wanted.slice(i, i + SERVICE_DAY_LOOKUPS).map(async ({ row }) => {
        const { site, source } = sitesOf.get(row)!;
        try {
          const services = await ctx.ports.backOffice.findCustomerServices({
            source,
            customer: row.customerId,
            site,
          });
          row.serviceDay = serviceDayOfServices(services);
        } catch {
          // the report goes on without it
        }
      }),
    );
  }
}

/** One page of 20 rows, read batch by batch until a row past the 20 shows there is a next page. */
export async function getDeliveryReportPage(
  ctx: AppContext,
  filters: TDeliveryReportFilters,
  cursorText: string | undefined,
): Promise<TDeliveryReportPage> {
  const scope = await scopeOf(ctx, filters);
  const start = cursorText ? decodeDeliveryCursor(cursorText) : undefined;
  const page: KeyedRow[] = [];
  let more = false;
  for await (const batch of reportRows(ctx, scope, start, 'page')) {
    for (const keyed of batch) {
      if (page.length < DELIVERY_REPORT_PAGE_SIZE) page.push(keyed);
      else more = true;
    }
    if (more) break;
  }
  const last = page.at(-1);
  return {
    rows: page.map((k) => k.row),
    nextCursor: more && last ? encodeDeliveryCursor(last.cursor) : null,
    deliveryDate: formatCalendarDate(scope.day),
    truxIncluded: filters.trux && !filters.changes,
    lastUpdated: ctx.now().toISOString(),
  };
}

/**
 * The summary cards. Without a search, a creation range, the Changes switch or TRUX rows they are made
 * from the maintained counts (issue 33 §2): a few dozen rows per portal and the two ends of the
 * creation-time index, whatever the number of profiles. Otherwise over every matching row (one pass, no
 * row kept): those filters need each row (TRUX sites are not counted, nor which rows have a change
 * against the portal's default sizes at their creation times).
 */
export async function getDeliveryReportSummary(
  ctx: AppContext,
  filters: TDeliveryReportFilters,
): Promise<TDeliveryReportSummary> {
  const scope = await scopeOf(ctx, filters);
  const counted =
    !filters.search && !filters.createdFrom && !filters.createdTo && !filters.changes && !filters.trux;
  const summary = counted ? await countedSummary(ctx, scope) : await scannedSummary(ctx, scope);
  return { summary, lastUpdated: ctx.now().toISOString() };
}

/** The summary over every row of the scope, read batch by batch. */
export async function scannedSummary(ctx: AppContext, scope: Scope): Promise<DeliverySummary> {
  let summary: DeliverySummary | null = null;
  for await (const batch of reportRows(ctx, scope, undefined, 'all'))
    summary = addToSummary(
      summary,
      batch.map((k) => k.row),
    );
  return summary ?? addToSummary(null, []);
}

/**
 * The summary from the maintained counts: each counted kind of profile (its portal and what it asks of
 * each service) is made into a report row by the report's own rule (buildPortalDeliveryRow, with the
 * portal's default sizes now) and counted as many times as there are such profiles.
 */
export async function countedSummary(ctx: AppContext, scope: Scope): Promise<DeliverySummary> {
  const portalId = scope.filters.portalId;
  const counts = await readProfileCounts(ctx.db, portalId ? [portalId] : undefined);
  let total = 0;
  const delivered = { trash: 0, recycling: 0, yardwaste: 0 };
  for (const { portalKey, facet, n } of counts.changes) {
    if (!facet.address) continue;
    const row = buildPortalDeliveryRow(
      {
        id: '',
        selectedAddress: { CM04_ADD2: '-', CM04_CITY: '-' },
        serviceChanges: serviceChangesOf(facet),
      },
      scope.portals.get(portalKey)?.defaults,
      scope.day,
    );
    if (!row) continue;
    total += n;
    if (row.trashDel !== '' || row.trashRem !== '') delivered.trash += n;
    if (row.recyDel !== '' || row.recyRem !== '') delivered.recycling += n;
    if (row.ywDel !== '' || row.ywRem !== '') delivered.yardwaste += n;
  }
  const span = total === 0 ? { first: null, last: null } : await findCreatedSpan(ctx.db, portalId);
  const share = (count: number) => ({
    count,
    percent: total === 0 ? 0 : Math.round((count / total) * 1000) / 10,
  });
  return {
    totalItems: total,
    trash: share(delivered.trash),
    recycling: share(delivered.recycling),
    yardwaste: share(delivered.yardwaste),
    firstCreatedAt: span.first === null ? null : toCreatedAt(`${span.first.slice(0, 23)}Z`),
    lastCreatedAt: span.last === null ? null : toCreatedAt(`${span.last.slice(0, 23)}Z`),
  };
}

/**
 * service_changes as the report's rule reads a counted kind of profile: the size asked for as stored,
 * and one valid extra cart when the profile has one (the summary asks only whether a cell is filled).
 */
function serviceChangesOf(facet: ChangesFacet): Record<string, unknown> {
  return Object.fromEntries(
    DASHBOARD_SERVICES.map((service) => [
      service,
      {
        changedDefaults: { CM05_SIZE: facet[service].size },
        additional: facet[service].carts ? [{ CM05_QTY: 1, CM05_SIZE: 1 }] : [],
      },
    ]),
  );
}

/** Every matching row in batches, for the export, with the delivery day (the file's name). */
export async function deliveryReportBatches(
  ctx: AppContext,
  filters: TDeliveryReportFilters,
): Promise<{ day: string; batches: AsyncGenerator<KeyedRow[]> }> {
  const scope = await scopeOf(ctx, filters);
  return { day: scope.day, batches: reportRows(ctx, scope, undefined, 'all') };
}
