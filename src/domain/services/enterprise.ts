/**
 * My Services (enterprise, spec 02 §2.2, §3, §5, §9): service rows, day-of-service text, service
 * type names, filters, summary totals, number formats and the spreadsheet export.
 */
import { toCalendarDate } from './calendar-date';
import type { DateInput } from './calendar-date';
import { roundCents, textBeforeDecimalPoint, toNumber } from './numbers';

export const NON_REGULAR_SERVICE = 'Non Regular Service';
export const UNKNOWN_SERVICE = 'Unknown Service';

const DAY_NAMES = new Map([
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
]);

/**
 * "mon, WED,mon" → "Monday, Wednesday": codes trimmed and matched case-insensitively, duplicates
 * dropped, the back office's order kept. Codes other than mon–sun are ignored; when none is left
 * (or the text is blank) the service is a Non Regular Service.
 */
export function dayOfServiceLabel(daysOfWeek: string | null | undefined): string {
  const days: string[] = [];
  for (const part of (daysOfWeek ?? '').split(',')) {
    const name = DAY_NAMES.get(part.trim().toLowerCase());
    if (name && !days.includes(name)) days.push(name);
  }
  return days.length === 0 ? NON_REGULAR_SERVICE : days.join(', ');
}

/**
 * Service type codes with a known name. The spec lists these and says the full list (about 62) is
 * not shown; add a hauler's other codes here rather than guessing them.
 */
export const SERVICE_TYPE_NAMES: Readonly<Record<string, string>> = {
  RF: 'Roll Off',
  RG: 'Default Trash',
  RR: 'Default Recycling',
  RY: 'Default Yardwaste',
  SU: 'Standard Unit',
  PT: 'Standard Unit',
  DU: 'Deluxe Unit',
  HW: 'Hand Wash Station',
  TT: 'Transfer Trailer',
  WT: 'Waste Holding Tank',
  CC: 'Commercial Organics',
  CY: 'Commercial Organics',
  DC: 'Drop-Off Service',
  DF: 'Drop-Off Service',
};

/** One entry of the service-type filter: a name and every code the customer has under it. */
export interface ServiceTypeGroup {
  name: string;
  codes: string[];
}

/**
 * The filter's entries (issue 9): one per name, so that CC and CY appear once as "Commercial
 * Organics" and every code without a name once as "Unknown Service"; codes and names sorted.
 */
export function groupServiceTypes(codes: Iterable<string>): ServiceTypeGroup[] {
  const byName = new Map<string, Set<string>>();
  for (const raw of codes) {
    const code = raw.trim().toUpperCase();
    if (!code) continue;
    const name = serviceTypeName(code);
    byName.set(name, (byName.get(name) ?? new Set()).add(code));
  }
  return [...byName]
    .map(([name, group]) => ({ name, codes: [...group].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The name of a service type code (case and spaces ignored); unknown codes give "Unknown Service". */
export function serviceTypeName(code: string | null | undefined): string {
  const key = (code ?? '').trim().toUpperCase();
  return Object.hasOwn(SERVICE_TYPE_NAMES, key) ? SERVICE_TYPE_NAMES[key] : UNKNOWN_SERVICE;
}

/** The CM05 fields a My Services row is built from (enterprise lookups fill them). */
export interface EnterpriseServiceRecord {
  SITE_NAME?: string | null;
  CM05_TYPE?: string | null;
  SITE_ADDRESS?: string | null;
  CM05_SITE?: string | number | null;
  TOTAL_RATE?: number | string | null;
  CM05_QTY?: number | string | null;
  CM05_SIZE?: number | string | null;
  CM05_UOM?: string | null;
  SERVICE_DAY_OF_WEEK?: string | null;
  FREQUENCY?: number | string | null;
  SOURCE?: string | null;
  CM05_CUST?: string | number | null;
  CM05_SERV?: string | number | null;
  CD07_CODE?: string | null;
}

export interface ServiceRow {
  /** 1, 2, 3 … in the order of the records. */
  id: number;
  siteName: string;
  /** The service type code (CM05_TYPE). */
  service: string;
  address: string;
  site: string;
  rate: number;
  quantity: number;
  /** The size text before the decimal point ("4.00" → "4"). */
  size: string;
  /** The size's unit code (GA gallons, YD cubic yards), upper case; '' when unknown. */
  unit: string;
  dayOfService: string;
  /** The frequency text before the decimal point; "0" when missing. */
  frequency: string;
  source: string;
  cust: string;
  serv: string;
  salesRepCode: string;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

export function toServiceRow(record: EnterpriseServiceRecord, index: number): ServiceRow {
  return {
    id: index + 1,
    siteName: text(record.SITE_NAME),
    service: text(record.CM05_TYPE).toUpperCase(),
    address: text(record.SITE_ADDRESS),
    site: text(record.CM05_SITE),
    rate: toNumber(record.TOTAL_RATE) ?? 0,
    quantity: toNumber(record.CM05_QTY) ?? 0,
    size: textBeforeDecimalPoint(record.CM05_SIZE),
    unit: text(record.CM05_UOM).toUpperCase(),
    dayOfService: dayOfServiceLabel(record.SERVICE_DAY_OF_WEEK),
    frequency: textBeforeDecimalPoint(record.FREQUENCY, '0'),
    source: text(record.SOURCE),
    cust: text(record.CM05_CUST),
    serv: text(record.CM05_SERV),
    salesRepCode: text(record.CD07_CODE),
  };
}

export function toServiceRows(records: readonly EnterpriseServiceRecord[]): ServiceRow[] {
  return records.map(toServiceRow);
}

export interface ServiceRowFilters {
  /** Service type codes to keep; empty or missing keeps all. */
  serviceTypes?: readonly string[];
  siteNameContains?: string;
  addressContains?: string;
  /** Drop Non Regular Service rows (the "Show only regular services" switch, on by default). */
  regularOnly?: boolean;
}

/** The My Services filters (spec 02 §5): type list, site name and address contain (case-insensitive), regular only. */
export function filterServiceRows(rows: readonly ServiceRow[], filters: ServiceRowFilters): ServiceRow[] {
  const types = new Set((filters.serviceTypes ?? []).map((t) => t.trim().toUpperCase()));
  const siteName = (filters.siteNameContains ?? '').trim().toLowerCase();
  const address = (filters.addressContains ?? '').trim().toLowerCase();
  const regularOnly = filters.regularOnly ?? true;
  return rows.filter(
    (row) =>
      (types.size === 0 || types.has(row.service)) &&
      (siteName === '' || row.siteName.toLowerCase().includes(siteName)) &&
      (address === '' || row.address.toLowerCase().includes(address)) &&
      (!regularOnly || row.dayOfService !== NON_REGULAR_SERVICE),
  );
}

export interface ServiceSummary {
  totalServices: number;
  totalRate: number;
  /** Distinct sites, a site being its company database, customer and site id. */
  totalSites: number;
}

export function summarizeServiceRows(rows: readonly ServiceRow[]): ServiceSummary {
  const sites = new Set(rows.map((row) => `${row.source}|${row.cust}|${row.site}`));
  return {
    totalServices: rows.length,
    totalRate: roundCents(rows.reduce((sum, row) => sum + row.rate, 0)),
    totalSites: sites.size,
  };
}

export const MY_SERVICES_SHEET_NAME = 'My services Report';
export const MY_SERVICES_EXPORT_COLUMNS = [
  'SITE ID',
  'SITE NAME',
  'ADDRESS',
  'RATE',
  'QUANTITY',
  'SIZE',
  'DAY OF SERVICE',
  'FREQUENCY',
  'SERVICE TYPE',
] as const;
export type MyServicesExportColumn = (typeof MY_SERVICES_EXPORT_COLUMNS)[number];

/** my-services-report-{MM-DD-YYYY}.xlsx */
export function myServicesExportFileName(today: DateInput): string {
  const [year, month, day] = toCalendarDate(today).split('-');
  return `my-services-report-${month}-${day}-${year}.xlsx`;
}

/** One spreadsheet row; SERVICE TYPE is the type's name, RATE stays a number for the sheet to sum. */
export function toMyServicesExportRow(row: ServiceRow): Record<MyServicesExportColumn, string | number> {
  return {
    'SITE ID': row.site,
    'SITE NAME': row.siteName,
    ADDRESS: row.address,
    RATE: row.rate,
    QUANTITY: row.quantity,
    SIZE: row.size,
    'DAY OF SERVICE': row.dayOfService,
    FREQUENCY: row.frequency,
    'SERVICE TYPE': serviceTypeName(row.service),
  };
}
