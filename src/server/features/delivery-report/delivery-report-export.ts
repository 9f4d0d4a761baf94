/**
 * Export Report (spec 03 §2.11, §9): delivery-report-{MM-DD-YYYY}.xlsx, sheet "Delivery Report", the
 * columns of the current switches (deliveryReportColumns) and every row of the current filters. The
 * rows come in the report's batches and go straight to the streamed XLSX writer (http/xlsx-stream.ts),
 * which waits while the response is unread, so neither the rows nor the file are held whole.
 */
import type { PassThrough } from 'node:stream';
import {
  DELIVERY_EXPORT_DATE_FORMATS,
  DELIVERY_REPORT_SHEET_NAME,
  deliveryReportColumns,
  type DeliveryColumn,
} from '../../../domain/delivery-report/report-export';
import type { TDeliveryReportFilters } from '../../../domain/delivery-report/delivery-report-api';
import { excelSerialOfDay } from '../../../domain/spreadsheet-dates';
import { writeInBackground } from '../../http/xlsx-export';
import { createXlsxSheetWriter, type XlsxCell } from '../../http/xlsx-stream';
import type { KeyedRow } from './delivery-report-service';

const WIDE: Partial<Record<string, number>> = {
  Street: 28,
  'Customer Name': 28,
  City: 18,
  Notes: 28,
  Date: 12,
};

export function exportColumns(filters: TDeliveryReportFilters): DeliveryColumn[] {
  return deliveryReportColumns({
    trash: filters.trash,
    recycling: filters.recycling,
    yardwaste: filters.yardwaste,
    noRemovals: filters.noRemovals,
  });
}

/**
 * Writes `first` and then every batch `rest` yields. A failure after the answer has started (the back
 * office going away mid-way) ends the stream with an error, which the browser sees as a failed download.
 */
export function writeDeliveryWorkbook(
  columns: readonly DeliveryColumn[],
  first: KeyedRow[] | undefined,
  rest: AsyncIterator<KeyedRow[]>,
  now: Date,
): PassThrough {
  const writer = createXlsxSheetWriter({
    sheetName: DELIVERY_REPORT_SHEET_NAME,
    columns: columns.map((column) => ({
      header: column.header,
      width: WIDE[column.header] ?? 12,
      numFmt: DELIVERY_EXPORT_DATE_FORMATS[column.key],
    })),
    now,
  });
  // the delivery day is already the portal's day (MM/DD/YYYY): its serial has no time of day
  const cellsOf = ({ row }: KeyedRow) =>
    columns.map((column): XlsxCell => {
      const text = String(row[column.key] ?? '');
      return DELIVERY_EXPORT_DATE_FORMATS[column.key] ? (excelSerialOfDay(text) ?? text) : text;
    });
  return writeInBackground(writer.stream, async () => {
    let batch = first;
    while (batch !== undefined) {
      await writer.addRows(batch, cellsOf);
      if (writer.stream.destroyed) {
        await rest.return?.(undefined);
        return;
      }
      const next = await rest.next();
      batch = next.done ? undefined : next.value;
    }
    await writer.end();
  });
}
