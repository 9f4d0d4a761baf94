/**
 * The enterprise wizard's selection: pick-list rows, each customer at most once (spec 03 §5: the same
 * database, customer number and site is the same customer, see isSameSelectedCustomer), never more
 * than MAX_SELECTED_CUSTOMERS. Lookups go through a database|customer-number index so that adding a
 * select-all of thousands stays fast.
 */
import {
  isSameSelectedCustomer,
  selectedSiteKey,
  type TAvailableCustomer,
  type TCustomerRef,
} from '../../../../domain/customer-profiles/manage-customer-profile';
import { MAX_SELECTED_CUSTOMERS } from '../../../../domain/customer-profiles/setup-customer-profile';

export type TSelectedCustomer = Omit<TAvailableCustomer, 'selected'>;

const bucketOf = (c: { database: string; customerNumber: string }) =>
  `${c.database.trim().toLowerCase()}|${c.customerNumber.trim().toLowerCase()}`;

/** A stable React key for a row. */
export const customerRowKey = (c: TSelectedCustomer) => `${bucketOf(c)}|${selectedSiteKey(c).toLowerCase()}`;

function indexOf(selected: readonly TSelectedCustomer[]): Map<string, TSelectedCustomer[]> {
  const index = new Map<string, TSelectedCustomer[]>();
  for (const c of selected) {
    const bucket = index.get(bucketOf(c));
    if (bucket) bucket.push(c);
    else index.set(bucketOf(c), [c]);
  }
  return index;
}

/** Answers "is this row selected?" for many rows at once. */
export function selectionLookup(selected: readonly TSelectedCustomer[]) {
  const index = indexOf(selected);
  return (c: TSelectedCustomer) => (index.get(bucketOf(c)) ?? []).some((s) => isSameSelectedCustomer(s, c));
}

/**
 * `selected` with the `rows` not already in it, up to the limit; `dropped` counts the rows that did
 * not fit.
 */
export function addCustomers(
  selected: readonly TSelectedCustomer[],
  rows: readonly TSelectedCustomer[],
  limit = MAX_SELECTED_CUSTOMERS,
): { selected: TSelectedCustomer[]; dropped: number } {
  const index = indexOf(selected);
  const next = [...selected];
  let dropped = 0;
  for (const row of rows) {
    const key = bucketOf(row);
    const bucket = index.get(key) ?? [];
    if (bucket.some((s) => isSameSelectedCustomer(s, row))) continue;
    if (next.length >= limit) {
      dropped += 1;
      continue;
    }
    const entry = toSelected(row);
    next.push(entry);
    index.set(key, [...bucket, entry]);
  }
  return { selected: next, dropped };
}

export function removeCustomer(
  selected: readonly TSelectedCustomer[],
  row: TSelectedCustomer,
): TSelectedCustomer[] {
  return selected.filter((s) => !isSameSelectedCustomer(s, row));
}

function toSelected(row: TSelectedCustomer): TSelectedCustomer {
  return {
    database: row.database,
    companyFullName: row.companyFullName,
    customerNumber: row.customerNumber,
    customerName: row.customerName,
    siteId: row.siteId,
    siteName: row.siteName,
    salesRepCode: row.salesRepCode,
  };
}

/** What the API is sent: database, customer number and the site (its id, else its name). */
export const toCustomerRef = (c: TSelectedCustomer): TCustomerRef => ({
  database: c.database,
  customerNumber: c.customerNumber,
  site: selectedSiteKey(c),
});

/** A badge's text: the customer's name and, when it has one, the site. */
export const customerLabel = (c: TSelectedCustomer) =>
  c.siteName ? `${c.customerName} · ${c.siteName}` : c.customerName;
