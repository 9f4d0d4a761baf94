/**
 * The delivery report's API contract (spec 03 §2.11, §5, §9; issue 13): the Report Settings as query
 * fields, a page of rows with an opaque cursor, the summary cards and the portals to choose from.
 */
import { z } from 'zod';
import { fieldsOf } from '../fields-of';
import {
  cursorParam,
  DATES_IN_ORDER,
  datesInOrder,
  decodeKeysetCursor,
  emptyToUndefined,
  encodeKeysetCursor,
  optionalDate,
} from '../list-query';
import { summarizeDeliveryRows, type DeliverySummary } from './report-filters';
import type { DeliveryReportRow } from './delivery-report-row';

/** 20 rows at first, Load More adds 20 (spec §9). */
export const DELIVERY_REPORT_PAGE_SIZE = 20;

export const DELIVERY_REPORT_MESSAGES = {
  fetchFailed: 'An error occurred while fetching data',
  truxFailed: 'Failed to fetch TRUX data',
  exportFailed: 'Failed to export delivery report. Please try again.',
  truxMissingSetup: 'Missing required setup details for TRUX data fetch.',
  truxNoPortal: 'Please select a Portal Title to fetch TRUX data',
  truxPortalMissing: 'Portal setup details missing. Please select a Portal Title first.',
  errorPanel: 'Error Loading Data',
} as const;

/** A switch in the query: "true"/"false" (or 1/0); absent gives the default. */
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? fallback : v === true || v === 'true' || v === '1'),
    z.boolean(),
  );

// ---------------------------------------------------------------------------------------------
// the cursor: portal rows (newest profile first) and then TRUX sites (in site order)

export type TDeliveryCursor =
  { phase: 'portal'; createdAt: string; uid: string } | { phase: 'trux'; site: string };

/** A creation time no profile has, to carry a TRUX site in the keyset cursor's shape. */
const TRUX_CURSOR_TIME = '0001-01-01T00:00:00.000000Z';

export function encodeDeliveryCursor(cursor: TDeliveryCursor): string {
  return cursor.phase === 'portal'
    ? `p${encodeKeysetCursor({ createdAt: cursor.createdAt, id: cursor.uid })}`
    : `t${encodeKeysetCursor({ createdAt: TRUX_CURSOR_TIME, id: cursor.site })}`;
}

export function decodeDeliveryCursor(text: string): TDeliveryCursor | undefined {
  const keyset = decodeKeysetCursor(text.slice(1));
  if (!keyset) return undefined;
  if (text.startsWith('p')) return { phase: 'portal', createdAt: keyset.createdAt, uid: keyset.id };
  if (text.startsWith('t')) return { phase: 'trux', site: keyset.id };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// the query

export const ZDeliveryReportFilters = z
  .object({
    /** A portal setup's id; absent for All Portal Setups. */
    portalId: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).optional()),
    /** The delivery date (YYYY-MM-DD); today when absent. */
    date: optionalDate,
    /** Address, name or city contains this text. */
    search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
    /** Customer creation date range (days, start of the first to end of the last). */
    createdFrom: optionalDate,
    createdTo: optionalDate,
    trash: flag(true),
    recycling: flag(true),
    yardwaste: flag(true),
    /** The Changes switch: only rows with a change. */
    changes: flag(false),
    /** The No Removals switch: the removal columns are dropped. */
    noRemovals: flag(false),
    /** "Show All Services from TRUX" once fetched: the portal's back-office sites are added. */
    trux: flag(false),
  })
  .refine(datesInOrder, DATES_IN_ORDER)
  .refine((f) => !f.trux || f.portalId !== undefined, {
    message: DELIVERY_REPORT_MESSAGES.truxNoPortal,
    path: ['portalId'],
  });
export type TDeliveryReportFilters = z.output<typeof ZDeliveryReportFilters>;
export type TDeliveryReportFiltersInput = z.input<typeof ZDeliveryReportFilters>;

export const ZDeliveryReportQuery = ZDeliveryReportFilters.and(
  z.object({ cursor: cursorParam(decodeDeliveryCursor) }),
);
export type TDeliveryReportQuery = z.output<typeof ZDeliveryReportQuery>;

// ---------------------------------------------------------------------------------------------
// the answer

/** The row's text cells (DeliveryReportRow says what each holds). */
const DELIVERY_ROW_TEXT_FIELDS = [
  ...['id', 'customerId', 'customerName'],
  ...['streetNumber', 'direction', 'street', 'streetType', 'fullAddress', 'city', 'serviceDay'],
  ...['trashDel', 'trashRem', 'recyDel', 'recyRem', 'ywDel', 'ywRem', 'notes', 'date'],
] as const;

export const ZDeliveryReportRow = z.object({
  ...fieldsOf(DELIVERY_ROW_TEXT_FIELDS, z.string()),
  createdAt: z.string().nullable(),
  origin: z.enum(['portal', 'trux']),
  truxSite: z.string().nullable(),
  trashHasChanges: z.boolean(),
  recyHasChanges: z.boolean(),
  ywHasChanges: z.boolean(),
  hasChanges: z.boolean(),
}) satisfies z.ZodType<DeliveryReportRow>;

const ZServiceCount = z.object({ count: z.number().int().min(0), percent: z.number().min(0).max(100) });

export const ZDeliverySummary = z.object({
  totalItems: z.number().int().min(0),
  trash: ZServiceCount,
  recycling: ZServiceCount,
  yardwaste: ZServiceCount,
  firstCreatedAt: z.string().nullable(),
  lastCreatedAt: z.string().nullable(),
}) satisfies z.ZodType<DeliverySummary>;

export const ZDeliveryReportPage = z.object({
  rows: z.array(ZDeliveryReportRow),
  nextCursor: z.string().nullable(),
  /** The delivery date shown in the rows (MM/DD/YYYY). */
  deliveryDate: z.string(),
  /** Whether the portal's TRUX sites are in the rows. */
  truxIncluded: z.boolean(),
  /** When the rows were read (ISO). */
  lastUpdated: z.iso.datetime(),
});
export type TDeliveryReportPage = z.infer<typeof ZDeliveryReportPage>;

/** The summary cards over every matching row (a request of its own: it reads them all). */
export const ZDeliveryReportSummary = z.object({
  summary: ZDeliverySummary,
  /** When the rows were read (ISO). */
  lastUpdated: z.iso.datetime(),
});
export type TDeliveryReportSummary = z.infer<typeof ZDeliveryReportSummary>;

export const ZDeliveryReportPortal = z.object({
  id: z.string(),
  portalTitle: z.string(),
  /** The routing customer ID (defaultRoutingCustomerID); empty when not set. */
  routingCustomerId: z.string(),
  sourceDatabase: z.string(),
  sourceSystem: z.string(),
});
export type TDeliveryReportPortal = z.infer<typeof ZDeliveryReportPortal>;
export const ZDeliveryReportPortals = z.object({ portals: z.array(ZDeliveryReportPortal) });

/** What blocks a TRUX fetch for this choice of portal (spec §5), or null when it may go ahead. */
export function truxFetchProblem(
  portal: TDeliveryReportPortal | null | undefined,
  portalChosen: boolean,
): string | null {
  if (!portalChosen) return DELIVERY_REPORT_MESSAGES.truxNoPortal;
  if (!portal) return DELIVERY_REPORT_MESSAGES.truxPortalMissing;
  if (portal.routingCustomerId.trim() === '' || portal.sourceDatabase.trim() === '')
    return DELIVERY_REPORT_MESSAGES.truxMissingSetup;
  return null;
}

// ---------------------------------------------------------------------------------------------
// the summary over many batches

/** Adds a batch's rows to a running summary (counts add up; percents are of the new total). */
export function addToSummary(
  summary: DeliverySummary | null,
  rows: readonly DeliveryReportRow[],
): DeliverySummary {
  const batch = summarizeDeliveryRows(rows);
  if (!summary) return batch;
  const total = summary.totalItems + batch.totalItems;
  const merged = (a: { count: number }, b: { count: number }) => {
    const count = a.count + b.count;
    return { count, percent: total === 0 ? 0 : Math.round((count / total) * 1000) / 10 };
  };
  const earliest = [summary.firstCreatedAt, batch.firstCreatedAt].filter((v): v is string => v !== null);
  const latest = [summary.lastCreatedAt, batch.lastCreatedAt].filter((v): v is string => v !== null);
  const byTime = (a: string, b: string) => new Date(a).getTime() - new Date(b).getTime();
  return {
    totalItems: total,
    trash: merged(summary.trash, batch.trash),
    recycling: merged(summary.recycling, batch.recycling),
    yardwaste: merged(summary.yardwaste, batch.yardwaste),
    firstCreatedAt: earliest.sort(byTime)[0] ?? null,
    lastCreatedAt: latest.sort(byTime).at(-1) ?? null,
  };
}
