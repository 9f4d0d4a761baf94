/**
 * The Customer Profiles spreadsheet (spec 03 §9): sheet "Customer Services", file
 * customer-services-export-{timestamp}.xlsx, one row per customer with the current filters. It is
 * generated on the server from keyset batches of EXPORT_BATCH_SIZE rows (never the whole table in
 * memory) and streamed with ExcelJS's streaming writer: each row is committed as soon as it is written.
 *
 * Back-pressure: between batches the writer waits while more than BUFFER_LIMIT bytes sit unread in
 * the response stream, so a slow download slows the database reads instead of filling memory. A
 * client that goes away ends the loop.
 */
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../db/client';
import {
  CUSTOMER_EXPORT_COLUMNS,
  CUSTOMER_EXPORT_SHEET_NAME,
  toCustomerExportRow,
  type TCustomerExportColumn,
  type TCustomerProfileFilters,
} from '../../../domain/customer-profiles/customer-profile-admin';
import {
  EXPORT_BATCH_SIZE,
  findExportBatch,
  findPortalExportDefaults,
  type ExportBatchRow,
} from './customer-profiles-repository';

const BUFFER_LIMIT = 4 * 1024 * 1024;

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
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(CUSTOMER_EXPORT_SHEET_NAME);
  sheet.columns = CUSTOMER_EXPORT_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: WIDE[column] ?? 16,
  }));

  const writeBatch = (rows: ExportBatchRow[]) => {
    for (const row of rows) {
      const portal = row.defaultServicesId ? portals.get(row.defaultServicesId) : undefined;
      sheet
        .addRow(
          toCustomerExportRow(
            {
              ...row,
              customerType: row.entryType === 'EnterpriseCustomerProfile' ? 'enterprise' : 'residential',
              portalTitle: portal?.title ?? null,
            },
            portal?.defaults,
          ),
        )
        .commit();
    }
  };

  void (async () => {
    let batch = first;
    while (batch.length > 0) {
      writeBatch(batch);
      const last = batch[batch.length - 1]!;
      while (out.readableLength > BUFFER_LIMIT && !out.destroyed) await sleep(5);
      // let other requests in between batches: writing a batch is synchronous work
      await new Promise((resolve) => setImmediate(resolve));
      if (out.destroyed) return;
      batch = await findExportBatch(db, filters, { createdAt: last.cursorTime, uid: last.uid }, batchSize);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
