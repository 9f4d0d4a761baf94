/**
 * What the spreadsheet exports share: their columns, the writing of keyset batches into the sheet
 * while the answer is read (http/xlsx-stream.ts holds back the reads while the download is slow), and
 * the answer itself, a download under its file name, never cached.
 */
import type { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { XlsxCell, XlsxColumn, XlsxSheetWriter } from './xlsx-stream';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends the workbook (a stream, written while it is read) as the attachment `fileName`. */
export function sendXlsx(reply: FastifyReply, fileName: string, workbook: NodeJS.ReadableStream) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(workbook);
}

/** The sheet's columns: a width for the wide ones (`width` for the others), a number format for dates. */
export function exportColumns<Header extends string>(
  headers: readonly Header[],
  wide: Partial<Record<Header, number>>,
  dateFormats: Partial<Record<Header, string>>,
  width = 16,
): XlsxColumn[] {
  return headers.map((header) => ({ header, width: wide[header] ?? width, numFmt: dateFormats[header] }));
}

/**
 * Runs `write` without waiting for it and answers `stream`: the rows are written while the answer is
 * read. A failure after the answer has started ends the stream with the error, which the browser sees
 * as a failed download.
 */
export function writeInBackground(stream: PassThrough, write: () => Promise<void>): PassThrough {
  void write().catch((error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}

/**
 * Writes `first` and the batches after it until an empty one (or, given the batch size, one shorter
 * than a full batch), then ends the workbook. The next batch is read while one is written (the
 * database and the writer overlap); a client that went away ends the loop.
 */
export function writeBatches<Row>(
  writer: XlsxSheetWriter,
  first: readonly Row[],
  nextBatch: (last: Row) => Promise<readonly Row[]>,
  cellsOf: (row: Row) => readonly XlsxCell[],
  batchSize?: number,
): PassThrough {
  const after = async (batch: readonly Row[]) =>
    batchSize !== undefined && batch.length < batchSize ? [] : nextBatch(batch[batch.length - 1]!);
  return writeInBackground(writer.stream, async () => {
    let batch = first;
    while (batch.length > 0) {
      const next = after(batch);
      next.catch(() => undefined); // awaited below; a stream that closed first must not leave it unhandled
      await writer.addRows(batch, cellsOf);
      if (writer.stream.destroyed) return;
      batch = await next;
    }
    await writer.end();
  });
}
