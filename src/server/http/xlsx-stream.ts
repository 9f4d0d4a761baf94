/**
 * A streaming XLSX writer for the exports: one sheet of text and number cells, a bold header row,
 * column widths. Rows are turned into sheet XML and deflated straight into the response, so memory
 * stays flat however many rows there are.
 *
 * Why not ExcelJS's streaming writer: it builds a cell object per value and zips through archiver;
 * on this 2-core machine it writes about 22,000 rows/s alone, and with the database and the HTTP
 * response on the same cores the export of a million customers ran at 12,000 rows/s. This writer
 * produces the same workbook (tests read it back with ExcelJS) several times faster.
 *
 * The ZIP container is written by hand: entries with a data descriptor (sizes follow the data, so
 * nothing is buffered), then the central directory. A workbook stays far below ZIP64's 4 GB.
 */
import { PassThrough } from 'node:stream';
import { crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';

export type XlsxCell = string | number | null | undefined;

export interface XlsxColumn {
  header: string;
  /** In characters, as spreadsheets measure column width. */
  width?: number;
}

export interface XlsxSheetWriter {
  /** The workbook's bytes; pipe it to the response. */
  readonly stream: PassThrough;
  /** Writes rows; resolves when the compressor can take more (back-pressure). */
  addRows(rows: readonly (readonly XlsxCell[])[]): Promise<void>;
  /** Finishes the workbook and ends the stream. */
  end(): Promise<void>;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// characters XML 1.0 cannot hold at all are dropped (a spreadsheet cannot show them either)
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (text: string) => text.replace(XML_INVALID, '').replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const STATIC_PARTS: ReadonlyArray<[string, string]> = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  ],
  [
    'xl/styles.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  ],
];

const workbookXml = (sheetName: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/** MS-DOS time and date of `at` (the ZIP's file times). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

const FLAGS = 0x0808; // bit 3: sizes in a data descriptor; bit 11: UTF-8 names

export function createXlsxSheetWriter(options: {
  sheetName: string;
  columns: readonly XlsxColumn[];
  /** Deflate level: 1 is several times faster than the default 6 for a slightly larger file. */
  level?: number;
  now?: Date;
}): XlsxSheetWriter {
  const out = new PassThrough({ highWaterMark: 4 * 1024 * 1024 });
  const { time, date } = dosTime(options.now ?? new Date());
  const entries: Entry[] = [];
  let offset = 0;
  const push = (chunk: Buffer) => {
    offset += chunk.length;
    out.write(chunk);
  };

  let current: { entry: Entry; deflate: DeflateRaw; done: Promise<void> } | null = null;

  const open = (name: string) => {
    const nameBytes = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt16LE(nameBytes.length, 26);
    const entry: Entry = { name: nameBytes, offset, crc: 0, compressed: 0, size: 0 };
    push(header);
    push(nameBytes);
    const deflate = createDeflateRaw({ level: options.level ?? 1 });
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      push(chunk);
    });
    const done = new Promise<void>((resolve, reject) => {
      deflate.once('end', resolve);
      deflate.once('error', reject);
    });
    current = { entry, deflate, done };
  };

  const write = async (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    const { entry, deflate } = current!;
    entry.crc = crc32(bytes, entry.crc);
    entry.size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
    // the response is the slow end: wait until it has taken what is buffered
    if (out.writableNeedDrain && !out.destroyed) {
      await new Promise((resolve) => {
        const done = () => {
          out.off('drain', done).off('close', done);
          resolve(undefined);
        };
        out.on('drain', done).on('close', done);
      });
    }
  };

  const close = async () => {
    const { entry, deflate, done } = current!;
    deflate.end();
    await done;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    push(descriptor);
    entries.push(entry);
    current = null;
  };

  const whole = async (name: string, text: string) => {
    open(name);
    await write(text);
    await close();
  };

  const cellXml = (value: XlsxCell, ref: string, style: string) => {
    if (value === null || value === undefined || value === '') return '';
    if (typeof value === 'number')
      return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
    return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
  };
  const letters = options.columns.map((_, i) => columnLetters(i));
  let rowNumber = 0;
  const rowXml = (cells: readonly XlsxCell[], style = '') => {
    rowNumber++;
    let xml = `<row r="${rowNumber}">`;
    for (let i = 0; i < cells.length && i < letters.length; i++) {
      xml += cellXml(cells[i], `${letters[i]}${rowNumber}`, style);
    }
    return `${xml}</row>`;
  };

  const started = (async () => {
    for (const [name, text] of STATIC_PARTS) await whole(name, text);
    await whole('xl/workbook.xml', workbookXml(options.sheetName));
    open('xl/worksheets/sheet1.xml');
    const cols = options.columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`)
      .join('');
    await write(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        `<cols>${cols}</cols><sheetData>` +
        rowXml(
          options.columns.map((c) => c.header),
          ' s="1"',
        ),
    );
  })();

  return {
    stream: out,
    async addRows(rows) {
      await started;
      if (out.destroyed) return;
      let xml = '';
      for (const row of rows) xml += rowXml(row);
      await write(xml);
    },
    async end() {
      await started;
      await write('</sheetData></worksheet>');
      await close();
      const directoryStart = offset;
      for (const entry of entries) {
        const record = Buffer.alloc(46);
        record.writeUInt32LE(0x02014b50, 0);
        record.writeUInt16LE(20, 4);
        record.writeUInt16LE(20, 6);
        record.writeUInt16LE(FLAGS, 8);
        record.writeUInt16LE(8, 10);
        record.writeUInt16LE(time, 12);
        record.writeUInt16LE(date, 14);
        record.writeUInt32LE(entry.crc >>> 0, 16);
        record.writeUInt32LE(entry.compressed, 20);
        record.writeUInt32LE(entry.size, 24);
        record.writeUInt16LE(entry.name.length, 28);
        record.writeUInt32LE(entry.offset, 42);
        push(record);
        push(entry.name);
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - directoryStart, 12);
      end.writeUInt32LE(directoryStart, 16);
      push(end);
      out.end();
    },
  };
}
