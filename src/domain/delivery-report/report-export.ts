/** The delivery report's columns (table and spreadsheet) and its export file (spec 03 §2.11, §9). */
import { toCalendarDate } from '../services/calendar-date';
import type { DateInput } from '../services/calendar-date';
import type { DeliveryReportRow } from './delivery-report-row';
import { DATE_US_FORMAT } from '../spreadsheet-dates';

export const DELIVERY_REPORT_SHEET_NAME = 'Delivery Report';

export interface DeliveryColumn {
  key: keyof DeliveryReportRow;
  header: string;
}

const ADDRESS_COLUMNS: DeliveryColumn[] = [
  { key: 'streetNumber', header: 'Street Number' },
  { key: 'direction', header: 'Direction' },
  { key: 'street', header: 'Street' },
  { key: 'streetType', header: 'Street Type' },
  { key: 'city', header: 'City' },
  { key: 'customerName', header: 'Customer Name' },
  { key: 'serviceDay', header: 'Service Day' },
];
const SERVICE_COLUMNS: Record<'trash' | 'recycling' | 'yardwaste', DeliveryColumn[]> = {
  trash: [
    { key: 'trashDel', header: 'Trash Del' },
    { key: 'trashRem', header: 'Trash Rem' },
  ],
  recycling: [
    { key: 'recyDel', header: 'Recycling Del' },
    { key: 'recyRem', header: 'Recycling Rem' },
  ],
  yardwaste: [
    { key: 'ywDel', header: 'Yard Waste Del' },
    { key: 'ywRem', header: 'Yard Waste Rem' },
  ],
};
const REMOVAL_KEYS = new Set<keyof DeliveryReportRow>(['trashRem', 'recyRem', 'ywRem']);
const TRAILING_COLUMNS: DeliveryColumn[] = [
  { key: 'notes', header: 'Notes' },
  { key: 'date', header: 'Date' },
];

export interface DeliveryColumnOptions {
  /** The Trash, Recycling and Yard Waste switches (on unless false). */
  trash?: boolean;
  recycling?: boolean;
  yardwaste?: boolean;
  /** The No Removals switch drops the removal columns. */
  noRemovals?: boolean;
}

/** The spreadsheet's date columns: Date is a date cell shown as the table shows it, MM/DD/YYYY. */
export const DELIVERY_EXPORT_DATE_FORMATS: Partial<Record<keyof DeliveryReportRow, string>> = {
  date: DATE_US_FORMAT,
};

export function deliveryReportColumns(options: DeliveryColumnOptions = {}): DeliveryColumn[] {
  const services = (['trash', 'recycling', 'yardwaste'] as const)
    .filter((service) => options[service] !== false)
    .flatMap((service): DeliveryColumn[] => SERVICE_COLUMNS[service])
    .filter((column) => !(options.noRemovals && REMOVAL_KEYS.has(column.key)));
  return [...ADDRESS_COLUMNS, ...services, ...TRAILING_COLUMNS];
}

/** delivery-report-{MM-DD-YYYY}.xlsx: the delivery date (shown as MM/DD/YYYY) with dashes. */
export function deliveryReportFileName(deliveryDate: DateInput): string {
  const [year, month, day] = toCalendarDate(deliveryDate).split('-');
  return `delivery-report-${month}-${day}-${year}.xlsx`;
}

/** Spreadsheet rows keyed by column header, in column order. */
export function toDeliveryExportRows(
  rows: readonly DeliveryReportRow[],
  columns: readonly DeliveryColumn[],
): Record<string, string>[] {
  return rows.map((row) =>
    Object.fromEntries(columns.map((column) => [column.header, String(row[column.key] ?? '')])),
  );
}
