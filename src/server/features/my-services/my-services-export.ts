/**
 * The My Services spreadsheet (spec 02 §9): sheet "My services Report", file
 * my-services-report-{MM-DD-YYYY}.xlsx, the spec's columns. ExcelJS's streaming writer sends each row
 * as it is read, page by page from the back office, so memory stays flat however many rows there are.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  MY_SERVICES_EXPORT_COLUMNS,
  MY_SERVICES_SHEET_NAME,
  toMyServicesExportRow,
  toServiceRow,
} from '../../../domain/services/enterprise';
import type { TMyServicesFilters } from '../../../domain/services/my-services-api';
import type { TCustomerServiceRecord } from '../../../domain/back-office';
import type { AppContext } from '../../app-context';
import type { EnterpriseCustomer } from './my-services-repository';
import { writeInBackground } from '../../http/xlsx-export';
import { scanMyServices } from './my-services-service';

const COLUMN_WIDTHS: Record<(typeof MY_SERVICES_EXPORT_COLUMNS)[number], number> = {
  'SITE ID': 10,
  'SITE NAME': 40,
  ADDRESS: 44,
  RATE: 12,
  QUANTITY: 10,
  SIZE: 8,
  'DAY OF SERVICE': 28,
  FREQUENCY: 11,
  'SERVICE TYPE': 24,
};

/**
 * Starts writing the workbook and answers its byte stream. The first page is read by the caller
 * before answering (so an unavailable back office is a clean 503); a failure later ends the stream
 * with an error, which the client sees as a broken download.
 */
export function streamMyServicesWorkbook(
  ctx: AppContext,
  customer: EnterpriseCustomer,
  filters: TMyServicesFilters,
  first: { items: TCustomerServiceRecord[]; total: number },
): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(MY_SERVICES_SHEET_NAME);
  sheet.columns = MY_SERVICES_EXPORT_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: COLUMN_WIDTHS[column],
    style: column === 'RATE' ? { numFmt: '"$"#,##0.00' } : undefined,
  }));
  sheet.getRow(1).font = { bold: true };

  return writeInBackground(out, async () => {
    let index = 0;
    for await (const items of scanMyServices(ctx, customer, filters, first)) {
      for (const record of items) {
        sheet.addRow(toMyServicesExportRow(toServiceRow(record, index++))).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  });
}
