/** The streaming XLSX writer: a workbook ExcelJS reads back, cells escaped, the header bold. */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { columnLetters, createXlsxSheetWriter } from './xlsx-stream';
import { excelSerialAt, excelSerialOfDay } from '../../domain/spreadsheet-dates';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('createXlsxSheetWriter', () => {
  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes a sheet that ExcelJS reads back, with text escaped and empty cells left out', async () => {
    const writer = createXlsxSheetWriter({
      sheetName: 'Customer Services',
      columns: [{ header: 'Name', width: 30 }, { header: 'Count' }, { header: 'Note' }],
    });
    const read = bytesOf(writer.stream);
    await writer.addRows([
      ['Ana & <Bob> "quoted"', 3, null],
      ['control\u0001char', 4.5, 'José Ā € 😀'],
    ]);
    const many = Array.from({ length: 2000 }, (_, i) => [`row ${i}`, i, '']);
    await writer.addRows(many);
    await writer.end();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await read) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Customer Services')!;
    expect(sheet.rowCount).toBe(2003);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Count', 'Note']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getRow(2).getCell(1).value).toBe('Ana & <Bob> "quoted"');
    expect(sheet.getRow(2).getCell(2).value).toBe(3);
    expect(sheet.getRow(2).getCell(3).value).toBeNull();
    expect(sheet.getRow(3).getCell(1).value).toBe('controlchar');
    expect(sheet.getRow(3).getCell(2).value).toBe(4.5);
    expect(sheet.getRow(3).getCell(3).value).toBe('José Ā € 😀');
    expect(sheet.getRow(2003).getCell(1).value).toBe('row 1999');
  });

  it('writes values that look like formulas as text, as they are, never as formulas', async () => {
    const writer = createXlsxSheetWriter({ sheetName: 'S', columns: [{ header: 'A' }] });
    const read = bytesOf(writer.stream);
    const lookalikes = ['=HYPERLINK("http://x.test","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];
    await writer.addRows(lookalikes.map((text) => [text]));
    await writer.end();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await read) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('S')!;
    lookalikes.forEach((text, i) => {
      const cell = sheet.getRow(2 + i).getCell(1);
      expect(cell.type, text).toBe(ExcelJS.ValueType.String);
      expect(cell.value, text).toBe(text);
    });
  });

  it('keeps spaces, tabs and line breaks, and rows across many buffers and larger than one', async () => {
    const writer = createXlsxSheetWriter({ sheetName: 'S', columns: [{ header: 'A' }, { header: 'B' }] });
    const read = bytesOf(writer.stream);
    const tricky = [' leading', 'trailing ', 'two  spaces', 'tab\there', 'line\nbreak', 'plain text'];
    await writer.addRows(tricky.map((text, i) => [text, i]));
    // about 1.5 MB of sheet XML: the writer's 256 KB buffer fills and is reused several times
    const rows = Array.from({ length: 6000 }, (_, i) => ({ n: i, text: `customer ${i} `.repeat(12).trim() }));
    await writer.addRows(rows, (row) => [row.text, row.n]);
    const huge = 'x'.repeat(300_000); // one cell larger than the buffer
    await writer.addRows([[huge, 1]]);
    await writer.end();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await read) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('S')!;
    expect(sheet.rowCount).toBe(1 + tricky.length + rows.length + 1);
    tricky.forEach((text, i) => expect(sheet.getRow(2 + i).getCell(1).value).toBe(text));
    const firstMany = 2 + tricky.length;
    expect(sheet.getRow(firstMany).getCell(1).value).toBe(rows[0]!.text);
    expect(sheet.getRow(firstMany + 5999).getCell(1).value).toBe(rows[5999]!.text);
    expect(sheet.getRow(firstMany + 5999).getCell(2).value).toBe(5999);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe(huge);
  });

  it('writes date cells: serials of the local time with a number format, which sort as dates', async () => {
    const writer = createXlsxSheetWriter({
      sheetName: 'S',
      columns: [
        { header: 'Created', numFmt: 'yyyy-mm-dd hh:mm' },
        { header: 'Count' },
        { header: 'Day', numFmt: 'mm/dd/yyyy' },
      ],
    });
    const read = bytesOf(writer.stream);
    const chicago = (iso: string) => excelSerialAt(iso, 'America/Chicago');
    await writer.addRows([
      // 03:30 UTC on Nov 28 is 21:30 the day before in Chicago (CST, UTC−6)
      [chicago('2026-11-28T03:30:00Z'), 2, excelSerialOfDay('11/24/2026')],
      // summer time (CDT, UTC−5); a text in a date column stays text
      [chicago('2026-07-04T17:05:42.123456Z'), 3, 'n/a'],
      [null, 4, excelSerialOfDay('2026-01-02')],
    ]);
    await writer.end();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await read) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('S')!;
    const created = sheet.getRow(2).getCell(1);
    // ExcelJS reads a serial with a date format as a Date whose UTC fields are the cell's wall clock
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect((created.value as Date).toISOString()).toBe('2026-11-27T21:30:00.000Z');
    expect((sheet.getRow(3).getCell(1).value as Date).toISOString()).toBe('2026-07-04T12:05:42.000Z');
    expect(sheet.getRow(4).getCell(1).value).toBeNull();
    // the number column keeps no format; the header stays bold text
    expect(sheet.getRow(2).getCell(2).value).toBe(2);
    expect(sheet.getRow(2).getCell(2).numFmt).toBeUndefined();
    expect(sheet.getRow(1).getCell(1).value).toBe('Created');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const day = sheet.getRow(2).getCell(3);
    expect(day.type).toBe(ExcelJS.ValueType.Date);
    expect(day.numFmt).toBe('mm/dd/yyyy');
    expect((day.value as Date).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(sheet.getRow(3).getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).getCell(3).value).toBe('n/a');
  });
});
