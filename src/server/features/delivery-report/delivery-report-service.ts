/**
 * The delivery report (spec 03 §2.11, §5): portal rows (newest profile first) and then, with "Show All
 * Services from TRUX", the portal's back-office sites that no portal row already covers. The rules are
 * the pure ones of src/domain/delivery-report; this file only feeds them in batches.
 *
 * Nothing holds a whole portal: profiles are read in keyset batches of BATCH.size and TRUX sites in
 * batches of as many whole sites. The one thing kept for a whole portal is the set of its address
 * keys (short strings), needed to drop TRUX sites the portal already has.
 *
 * A page stops reading once it has a row past its 20; the first page (no cursor) reads everything
 * matching once, for the summary figures, keeping only its 20 rows.
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
} from '../../../domain/delivery-report/delivery-report-api';
import type { DeliveryReportRow } from '../../../domain/delivery-report/delivery-report-row';
import { buildPortalDeliveryRow } from '../../../domain/delivery-report/portal-rows';
import { filterDeliveryRows } from '../../../domain/delivery-report/report-filters';
import { groupTruxRows } from '../../../domain/delivery-report/trux-rows';
import { addressKey, parseStreetAddress } from '../../../domain/delivery-report/street-address';
import { dayBounds, formatCalendarDate, toCalendarDate } from '../../../domain/services/calendar-date';
import type { DeliverySummary } from '../../../domain/delivery-report/report-filters';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import {
  findAddressBatch,
  findProfileBatch,
  findReportPortals,
  type ProfileKey,
  type ReportPortal,
} from './delivery-report-repository';

/** Profiles and TRUX sites per read (tests make it small to cross batch boundaries). */
export const BATCH = { size: 500 };

export interface KeyedRow {
  row: DeliveryReportRow;
  /** Where a page that ends with this row resumes. */
  cursor: TDeliveryCursor;
}

export async function listReportPortals(ctx: AppContext): Promise<{ portals: TDeliveryReportPortal[] }> {
  const portals = await findReportPortals(ctx.db);
  return { portals: portals.map(({ defaults: _defaults, ...portal }) => portal) };
}

/** The report's delivery date: the chosen day, or today. */
export function deliveryDayOf(ctx: AppContext, filters: TDeliveryReportFilters): string {
  return filters.date ?? toCalendarDate(ctx.now());
}

interface Scope {
  filters: TDeliveryReportFilters;
  day: string;
  portals: Map<string, ReportPortal>;
  portal: ReportPortal | undefined;
}

async function scopeOf(ctx: AppContext, filters: TDeliveryReportFilters): Promise<Scope> {
  const portals = new Map((await findReportPortals(ctx.db)).map((p) => [p.id, p]));
  const portal = filters.portalId ? portals.get(filters.portalId) : undefined;
  if (filters.portalId && !portal) throw new AppError('NOT_FOUND', 'Portal setup not found.');
  if (filters.trux && portal && (portal.routingCustomerId === '' || portal.sourceDatabase === ''))
    throw new AppError('VALIDATION_FAILED', DELIVERY_REPORT_MESSAGES.truxMissingSetup);
  return { filters, day: deliveryDayOf(ctx, filters), portals, portal };
}

/** The portal's address keys: every street a portal row of it has (TRUX sites at them are left out). */
async function portalAddressKeys(ctx: AppContext, portalId: string): Promise<Set<string>> {
  const keys = new Set<string>();
  let after: ProfileKey | undefined;
  for (;;) {
    const batch = await findAddressBatch(ctx.db, portalId, after, BATCH.size * 4);
    for (const r of batch) {
      if ((r.street ?? '').trim() !== '' && (r.city ?? '').trim() !== '')
        keys.add(addressKey(parseStreetAddress(r.street.trim())));
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH.size * 4) return keys;
    after = { cursorTime: last.cursorTime, uid: last.uid };
  }
}

/** The matching rows after `start`, batch by batch, each with the cursor that resumes after it. */
async function* reportRows(
  ctx: AppContext,
  scope: Scope,
  start: TDeliveryCursor | undefined,
): AsyncGenerator<KeyedRow[]> {
  const { filters, day, portals, portal } = scope;
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

  if (start === undefined || start.phase === 'portal') {
    let after: ProfileKey | undefined =
      start?.phase === 'portal' ? { cursorTime: start.createdAt, uid: start.uid } : undefined;
    for (;;) {
      const batch = await findProfileBatch(
        ctx.db,
        { portalId: filters.portalId, search: filters.search, ...created },
        after,
        BATCH.size,
      );
      const keyed: KeyedRow[] = [];
      for (const profile of batch) {
        const defaults = profile.defaultServicesId
          ? portals.get(profile.defaultServicesId)?.defaults
          : undefined;
        const address = profile.selectedAddress as Record<string, string | null | undefined> | null;
        const row = buildPortalDeliveryRow(
          { ...profile, serviceDay: typeof address?.SERVICEDAY === 'string' ? address.SERVICEDAY : null },
          defaults,
          day,
        );
        if (row && keep([row]).length === 1)
          keyed.push({ row, cursor: { phase: 'portal', createdAt: profile.cursorTime, uid: profile.uid } });
      }
      if (keyed.length > 0) yield keyed;
      const last = batch.at(-1);
      if (!last || batch.length < BATCH.size) break;
      after = { cursorTime: last.cursorTime, uid: last.uid };
    }
  }

  // TRUX rows never have changes, so the Changes switch leaves none of them
  if (!filters.trux || !portal || filters.changes) return;
  const taken = await portalAddressKeys(ctx, portal.id);
  let afterSite = start?.phase === 'trux' ? start.site : undefined;
  for (;;) {
    let records;
    try {
      records = await ctx.ports.backOffice.findDeliveryReportSiteBatch({
        customer: portal.routingCustomerId,
        source: portal.sourceDatabase,
        afterSite,
        siteLimit: BATCH.size,
      });
    } catch (error) {
      throw new AppError('BACK_OFFICE_UNAVAILABLE', DELIVERY_REPORT_MESSAGES.truxFailed, {
        cause: error instanceof AppError ? error.message : 'unreachable',
      });
    }
    const rows = keep(groupTruxRows(records, day).filter((row) => !taken.has(addressKey(row))));
    const keyed = rows.map((row) => ({ row, cursor: { phase: 'trux', site: row.truxSite ?? '' } as const }));
    if (keyed.length > 0) yield keyed;
    const sites = new Set(records.map((r) => String(r.CM04_SITE)));
    if (records.length === 0 || sites.size < BATCH.size) return;
    afterSite = String(records[records.length - 1]!.CM04_SITE);
  }
}

/** One page of 20 rows; the first page (no cursor) also has the summary of every matching row. */
export async function getDeliveryReportPage(
  ctx: AppContext,
  filters: TDeliveryReportFilters,
  cursorText: string | undefined,
): Promise<TDeliveryReportPage> {
  const scope = await scopeOf(ctx, filters);
  const start = cursorText ? decodeDeliveryCursor(cursorText) : undefined;
  const firstPage = start === undefined;
  const page: KeyedRow[] = [];
  let more = false;
  let summary: DeliverySummary | null = null;
  for await (const batch of reportRows(ctx, scope, start)) {
    if (firstPage)
      summary = addToSummary(
        summary,
        batch.map((k) => k.row),
      );
    for (const keyed of batch) {
      if (page.length < DELIVERY_REPORT_PAGE_SIZE) page.push(keyed);
      else more = true;
    }
    if (more && !firstPage) break;
  }
  const last = page.at(-1);
  return {
    rows: page.map((k) => k.row),
    nextCursor: more && last ? encodeDeliveryCursor(last.cursor) : null,
    summary: firstPage ? (summary ?? addToSummary(null, [])) : null,
    deliveryDate: formatCalendarDate(scope.day),
    truxIncluded: filters.trux && !filters.changes,
    lastUpdated: ctx.now().toISOString(),
  };
}

/** Every matching row in batches, for the export. */
export async function deliveryReportBatches(
  ctx: AppContext,
  filters: TDeliveryReportFilters,
): Promise<AsyncGenerator<KeyedRow[]>> {
  const scope = await scopeOf(ctx, filters);
  return reportRows(ctx, scope, undefined);
}
