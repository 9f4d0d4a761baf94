/**
 * The Customer Profiles spreadsheet (spec 03 §9): sheet "Customer Services", file
 * customer-services-export-{timestamp}.xlsx, one row per customer with the current filters. It is
 * generated on the server from keyset batches of EXPORT_BATCH_SIZE rows (never the whole table in
 * memory) and streamed by the XLSX writer (http/xlsx-stream.ts) straight into the response.
 *
 * Back-pressure: the writer waits while the response holds a few megabytes unread, so a slow download
 * slows the database reads instead of filling memory. A client that goes away ends the loop.
 */
import type { PassThrough } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { exportColumns, writeBatches } from '../../http/xlsx-export';
import { createXlsxSheetWriter } from '../../http/xlsx-stream';
import {
  CUSTOMER_EXPORT_COLUMNS,
  CUSTOMER_EXPORT_DATE_FORMATS,
  CUSTOMER_EXPORT_SHEET_NAME,
  customerExportCells,
  type CustomerExportPortal,
  type TCustomerExportColumn,
  type TCustomerProfileFilters,
} from '../../../domain/customer-profiles/customer-profile-admin';
import {
  EXPORT_BATCH_SIZE,
  findExportBatch,
  findPortalExportDefaults,
  type ExportBatchRow,
} from './customer-profiles-repository';
import { findPortalTimeZones, type PortalTimeZones } from '../pickup-calendar/portal-time-zones';

const WIDE: Partial<Record<TCustomerExportColumn, number>> = {
  'Customer ID': 24,
  Portal: 28,
  Email: 32,
  Address: 32,
  Organization: 24,
  Created: 20,
  'Service Changes': 40,
};

/**
 * Starts writing the workbook and answers its byte stream. The first batch is read by the caller
 * before answering (so "nothing to export" is a clean 404); a failure later ends the stream with an
 * error, which the browser sees as a failed download.
 */
export async function streamCustomerWorkbook(
  db: DbOrTx,
  filters: TCustomerProfileFilters,
  first: ExportBatchRow[],
  batchSize = EXPORT_BATCH_SIZE,
): Promise<PassThrough> {
  const portals = await findPortalExportDefaults(db);
  const zones = await findPortalTimeZones(db);
  return writeCustomerWorkbook(portals, zones, first, (last) =>
    findExportBatch(db, filters, { createdAt: last.createdAt, uid: last.uid }, batchSize),
  );
}

/**
 * Writes `first` and every batch `nextBatch` reads after the last row so far, until one is empty. The
 * export spans portals: each row's Created is in its own portal's time zone.
 */
export function writeCustomerWorkbook(
  portals: ReadonlyMap<string, CustomerExportPortal>,
  zones: PortalTimeZones,
  first: ExportBatchRow[],
  nextBatch: (last: ExportBatchRow) => Promise<ExportBatchRow[]>,
): PassThrough {
  const writer = createXlsxSheetWriter({
    sheetName: CUSTOMER_EXPORT_SHEET_NAME,
    columns: exportColumns(CUSTOMER_EXPORT_COLUMNS, WIDE, CUSTOMER_EXPORT_DATE_FORMATS),
  });

  const cellsOf = (row: ExportBatchRow) =>
    customerExportCells(
      row,
      row.defaultServicesId ? portals.get(row.defaultServicesId) : undefined,
      zones.of(row.defaultServicesId),
    );

  return writeBatches(writer, first, nextBatch, cellsOf);
}
