/**
 * The added-addresses spreadsheet (spec 03 §3, §9): file added-addresses-{yyyy-MM-dd}.xlsx, sheet
 * "Added Addresses", the 14 columns of §3, Added Date a date cell shown as MM/dd/yyyy HH:mm in the
 * address's portal's local time (issue 31 §3), newest first, with the
 * list's filters. Generated on the server from keyset batches (never the whole table in memory) and
 * streamed by the XLSX writer (http/xlsx-stream.ts) into the response, which holds back the reads
 * while the download is slow. A client that goes away ends the loop.
 */
import type { PassThrough } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { exportColumns, writeBatches } from '../../http/xlsx-export';
import { createXlsxSheetWriter } from '../../http/xlsx-stream';
import {
  ADDED_ADDRESS_EXPORT_COLUMNS,
  ADDED_ADDRESS_EXPORT_DATE_FORMATS,
  ADDED_ADDRESS_SHEET_NAME,
  toAddedAddressExportRow,
  type TAddedAddressExportColumn,
  type TAddedAddressFilters,
} from '../../../domain/address-tools/address-tools';
import { findAddedAddressBatch, toAddedAddress } from './address-tools-repository';
import { findPortalTimeZones } from '../pickup-calendar/portal-time-zones';

export const ADDED_ADDRESS_EXPORT_BATCH = 1000;

type Batch = Awaited<ReturnType<typeof findAddedAddressBatch>>;

const WIDE: Partial<Record<TAddedAddressExportColumn, number>> = {
  'Street Address': 30,
  Portal: 28,
  'Added Date': 18,
  'Smarty Full Address': 44,
  'Customer Email': 32,
};

/** The first batch of the export (read before answering, so "nothing to export" is a clean 404). */
export function findFirstExportBatch(db: DbOrTx, filters: TAddedAddressFilters): Promise<Batch> {
  return findAddedAddressBatch(db, filters, undefined, ADDED_ADDRESS_EXPORT_BATCH);
}

/** Starts the workbook (the portals' time zones read before the answer starts) and answers its bytes. */
export async function streamAddedAddressWorkbook(
  db: DbOrTx,
  filters: TAddedAddressFilters,
  first: Batch,
  now: Date,
): Promise<PassThrough> {
  const zones = await findPortalTimeZones(db);
  const cellsOf = (row: Batch[number]) =>
    toAddedAddressExportRow(toAddedAddress(row), zones.of(row.row.defaultServicesId));
  const writer = createXlsxSheetWriter({
    sheetName: ADDED_ADDRESS_SHEET_NAME,
    columns: exportColumns(ADDED_ADDRESS_EXPORT_COLUMNS, WIDE, ADDED_ADDRESS_EXPORT_DATE_FORMATS),
    now,
  });
  const nextBatch = (last: Batch[number]) =>
    findAddedAddressBatch(
      db,
      filters,
      { createdAt: last.cursorTime, id: last.row.id },
      ADDED_ADDRESS_EXPORT_BATCH,
    );
  return writeBatches(writer, first, nextBatch, cellsOf, ADDED_ADDRESS_EXPORT_BATCH);
}
