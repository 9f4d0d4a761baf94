/** Report Settings filters and the summary cards of the delivery report (spec 03 §2.11, §5). */
import { dayBounds } from '../services/calendar-date';
import type { DateInput } from '../services/calendar-date';
import type { DeliveryReportRow } from './delivery-report-row';

export interface CreatedDateRange {
  from?: DateInput | null;
  to?: DateInput | null;
}

/**
 * Keeps portal rows whose customer was created from the start of `from`'s day to the end of `to`'s
 * day (local time; either end may be open). A portal row without a creation time is dropped once a
 * range is set. TRUX rows have no creation time and are always kept.
 */
export function filterByCreatedDate(
  rows: readonly DeliveryReportRow[],
  range: CreatedDateRange,
): DeliveryReportRow[] {
  const from = range.from ? dayBounds(range.from).start.getTime() : null;
  const to = range.to ? dayBounds(range.to).end.getTime() : null;
  if (from === null && to === null) return [...rows];
  return rows.filter((row) => {
    if (row.origin === 'trux') return true;
    if (row.createdAt === null) return false;
    const created = new Date(row.createdAt).getTime();
    return (from === null || created >= from) && (to === null || created <= to);
  });
}

export interface DeliveryRowFilters extends CreatedDateRange {
  /** Address, customer name or city contains this text (case-insensitive). */
  search?: string;
  /** The Changes switch: only rows with a change. */
  changesOnly?: boolean;
}

export function filterDeliveryRows(
  rows: readonly DeliveryReportRow[],
  filters: DeliveryRowFilters,
): DeliveryReportRow[] {
  const search = (filters.search ?? '').trim().toLowerCase();
  return filterByCreatedDate(rows, filters).filter(
    (row) =>
      (!filters.changesOnly || row.hasChanges) &&
      (search === '' ||
        [row.fullAddress, row.customerName, row.city].some((field) => field.toLowerCase().includes(search))),
  );
}

export interface ServiceCount {
  count: number;
  /** Percent of all items, one decimal. */
  percent: number;
}

export interface DeliverySummary {
  totalItems: number;
  trash: ServiceCount;
  recycling: ServiceCount;
  yardwaste: ServiceCount;
  /** Earliest and latest customer creation time among the rows (ISO), for the "date span". */
  firstCreatedAt: string | null;
  lastCreatedAt: string | null;
}

/** A service counts for a row when the row delivers or removes a cart of it. */
export function summarizeDeliveryRows(rows: readonly DeliveryReportRow[]): DeliverySummary {
  const total = rows.length;
  const count = (pick: (row: DeliveryReportRow) => boolean): ServiceCount => {
    const n = rows.filter(pick).length;
    return { count: n, percent: total === 0 ? 0 : Math.round((n / total) * 1000) / 10 };
  };
  // the earliest and latest in one pass (each time read once; no sort: the first page sums 100,000s of rows)
  let first: { at: string; time: number } | null = null;
  let last: { at: string; time: number } | null = null;
  for (const row of rows) {
    if (row.createdAt === null) continue;
    const time = new Date(row.createdAt).getTime();
    if (first === null || time < first.time) first = { at: row.createdAt, time };
    if (last === null || time >= last.time) last = { at: row.createdAt, time };
  }
  return {
    totalItems: total,
    trash: count((row) => row.trashDel !== '' || row.trashRem !== ''),
    recycling: count((row) => row.recyDel !== '' || row.recyRem !== ''),
    yardwaste: count((row) => row.ywDel !== '' || row.ywRem !== ''),
    firstCreatedAt: first?.at ?? null,
    lastCreatedAt: last?.at ?? null,
  };
}
