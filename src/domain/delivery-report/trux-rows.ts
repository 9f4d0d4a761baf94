/**
 * "Show All Services from TRUX" (spec 03 §5): back-office services grouped into one row per site,
 * and dropped where the portal already has a row for the same address.
 */
import { formatCalendarDate, toCalendarDate } from '../services/calendar-date';
import type { DateInput } from '../services/calendar-date';
import { textBeforeDecimalPoint, toNumber } from '../services/numbers';
import type { DeliveryReportRow } from './delivery-report-row';
import { addressKey, parseStreetAddress } from './street-address';

/** The TRUX service record fields the report reads (spec 03 §3). */
export interface TruxServiceRecord {
  CM04_SITE: string | number;
  CM04_ADD2?: string | null;
  CM04_CITY?: string | null;
  CM04_CUST?: string | number | null;
  CM04_NAME?: string | null;
  SERVICEDAY?: string | null;
  CM05_TYPE?: string | null;
  CM05_SIZE?: string | number | null;
}

const SERVICE_COLUMN = { RG: 'trashDel', RR: 'recyDel', RY: 'ywDel' } as const;
type ServiceCode = keyof typeof SERVICE_COLUMN;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

export function truxRowId(site: string): string {
  return `trux-site-${site}`;
}

/**
 * One row per site (in the order sites first appear) with the largest size per service type
 * (RG trash, RR recycling, RY yard waste) as the delivery. Other service types are ignored, and a
 * site with none of the three gives no row.
 */
export function groupTruxRows(
  records: readonly TruxServiceRecord[],
  deliveryDate: DateInput,
): DeliveryReportRow[] {
  const date = formatCalendarDate(toCalendarDate(deliveryDate));
  const sites = new Map<
    string,
    { first: TruxServiceRecord; largest: Partial<Record<ServiceCode, number>> }
  >();
  for (const rec of records) {
    const site = text(rec.CM04_SITE);
    const code = text(rec.CM05_TYPE).toUpperCase();
    const size = toNumber(rec.CM05_SIZE);
    if (site === '' || !(code in SERVICE_COLUMN) || size === null) continue;
    const group = sites.get(site) ?? { first: rec, largest: {} };
    const current = group.largest[code as ServiceCode];
    if (current === undefined || size > current) group.largest[code as ServiceCode] = size;
    sites.set(site, group);
  }
  return [...sites.entries()].map(([site, { first, largest }]) => {
    const street = text(first.CM04_ADD2);
    const size = (code: ServiceCode) =>
      largest[code] === undefined ? '' : textBeforeDecimalPoint(largest[code]);
    return {
      id: truxRowId(site),
      customerId: text(first.CM04_CUST),
      customerName: text(first.CM04_NAME),
      ...parseStreetAddress(street),
      fullAddress: street,
      city: text(first.CM04_CITY),
      serviceDay: text(first.SERVICEDAY),
      trashDel: size('RG'),
      trashRem: '',
      recyDel: size('RR'),
      recyRem: '',
      ywDel: size('RY'),
      ywRem: '',
      notes: '',
      date,
      createdAt: null,
      origin: 'trux',
      truxSite: site,
      trashHasChanges: false,
      recyHasChanges: false,
      ywHasChanges: false,
      hasChanges: false,
    };
  });
}

/** TRUX rows whose address (number, direction, street, street type; any case) no portal row has. */
export function withoutPortalDuplicates(
  truxRows: readonly DeliveryReportRow[],
  portalRows: readonly DeliveryReportRow[],
): DeliveryReportRow[] {
  const portalKeys = new Set(portalRows.map(addressKey));
  return truxRows.filter((row) => !portalKeys.has(addressKey(row)));
}

/** Portal rows first, then the TRUX rows the portal does not already cover. */
export function combineDeliveryRows(
  portalRows: readonly DeliveryReportRow[],
  truxRows: readonly DeliveryReportRow[],
): DeliveryReportRow[] {
  return [...portalRows, ...withoutPortalDuplicates(truxRows, portalRows)];
}
