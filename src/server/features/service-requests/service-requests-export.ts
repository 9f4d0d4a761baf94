/**
 * The tickets desk's spreadsheet: the filtered service requests, newest first, one row each (sheet
 * "Service Requests", file service-requests-export-{timestamp}.xlsx). Read in keyset batches of
 * EXPORT_BATCH_SIZE rows (never the whole table in memory) and streamed by the XLSX writer
 * (http/xlsx-stream.ts) straight into the response; the writer's back-pressure slows the reads when the
 * download is slow, and a client that goes away ends the loop.
 */
import type { PassThrough } from 'node:stream';
import {
  SERVICE_REQUEST_EXPORT_COLUMNS,
  SERVICE_REQUEST_EXPORT_DATE_FORMATS,
  SERVICE_REQUEST_EXPORT_SHEET_NAME,
  toServiceRequestExportRow,
  type TServiceRequestExportColumn,
  type TServiceRequestFilters,
} from '../../../domain/service-requests/service-request-desk';
import type { DbOrTx } from '../../db/client';
import { exportColumns, writeBatches } from '../../http/xlsx-export';
import { createXlsxSheetWriter } from '../../http/xlsx-stream';
import {
  EXPORT_BATCH_SIZE,
  findServiceRequestExportBatch,
  toListItem,
  type ServiceRequestExportRow,
} from './service-requests-repository';
import { findPortalTimeZones, type PortalTimeZones } from '../pickup-calendar/portal-time-zones';

const WIDE: Partial<Record<TServiceRequestExportColumn, number>> = {
  'Request ID': 38,
  Created: 18,
  Customer: 24,
  Email: 30,
  Address: 36,
  'Last Error': 40,
  Filed: 18,
  'Closing Note': 40,
};

/** One row's cells; its dates in its own portal's time zone (the desk spans portals). */
const cellsOf = (zones: PortalTimeZones) => (row: ServiceRequestExportRow) => {
  const values = toServiceRequestExportRow(
    { ...toListItem(row), boClosingNote: row.row.boClosingNote },
    zones.of(row.row.portalId),
  );
  return SERVICE_REQUEST_EXPORT_COLUMNS.map((column) => values[column]);
};

/**
 * Starts writing the workbook and answers its byte stream. The caller reads the first batch before
 * answering (so "nothing to export" is a clean 404), and the portals' time zones are read here before
 * the answer starts; a later failure ends the stream with an error.
 */
export async function streamServiceRequestWorkbook(
  db: DbOrTx,
  filters: TServiceRequestFilters,
  first: ServiceRequestExportRow[],
  batchSize = EXPORT_BATCH_SIZE,
): Promise<PassThrough> {
  const rowCells = cellsOf(await findPortalTimeZones(db));
  const writer = createXlsxSheetWriter({
    sheetName: SERVICE_REQUEST_EXPORT_SHEET_NAME,
    columns: exportColumns(SERVICE_REQUEST_EXPORT_COLUMNS, WIDE, SERVICE_REQUEST_EXPORT_DATE_FORMATS),
  });
  const nextBatch = (last: ServiceRequestExportRow) =>
    findServiceRequestExportBatch(db, filters, { createdAt: last.cursorTime, id: last.row.id }, batchSize);
  return writeBatches(writer, first, nextBatch, rowCells, batchSize);
}
