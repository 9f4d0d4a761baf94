/**
 * A streaming XLSX writer for the exports: one sheet of text, number and date cells, a bold header
 * row, column widths. Rows are turned into sheet XML and deflated straight into the response, so memory
 * stays flat however many rows there are.
 *
 * Why not ExcelJS's streaming writer: it builds a cell object per value and zips through archiver;
 * on this 2-core machine it writes about 22,000 rows/s alone, and with the database and the HTTP
 * response on the same cores the export of a million customers ran at 12,000 rows/s. This writer
 * produces the same workbook (tests read it back with ExcelJS) several times faster.
 *
 * The ZIP container is written by hand: entries with a data descriptor (sizes follow the data, so
 * nothing is buffered), then the central directory. A workbook stays far below ZIP64's 4 GB.
 *
 * Memory at a million rows: each row's XML is one short-lived string encoded straight into a reused
 * CHUNK_BYTES buffer (no batch-sized strings or buffers that would outlive a young-generation
 * collection and pile up in the old generation until a full collection), handed to the compressor
 * when full and reused once the compressor has read it. Cells carry `xml:space="preserve"` only when
 * their text needs it, which keeps the XML, and the compressor's work, a fifth smaller.
 *
 * Dates are number cells with a number format (a column's `numFmt`, e.g. "yyyy-mm-dd hh:mm"): the
 * value is Excel's serial day of the local wall-clock time (src/domain/spreadsheet-dates.ts), which
 * spreadsheets show, sort and filter as dates. Each format gets a cell style in styles.xml (custom
 * number formats from id 164, one `cellXfs` entry each, after the plain and the bold header style).
 *
 * Every string is a text cell (inline string), never a formula: a value starting with =, +, -, @, a
 * tab or a carriage return opens in a spreadsheet as the text it is. (Curbside writes no CSV; a CSV
 * output would need those values prefixed with ' instead, since a CSV has no cell types.)
 */
import { PassThrough } from 'node:stream';
import { crc32, createDeflateRaw, type DeflateRaw, type ZlibOptions } from 'node:zlib';

export type XlsxCell = string | number | null | undefined;

export interface XlsxColumn {
  header: string;
  /** In characters, as spreadsheets measure column width. */
  width?: number;
  /**
   * The number format of the column's number cells: a date column holds Excel serial days
   * (excelSerialAt) shown through a date format such as "yyyy-mm-dd hh:mm". Text cells stay text.
   */
  numFmt?: string;
}

export interface XlsxSheetWriter {
  /** The workbook's bytes; pipe it to the response. */
  readonly stream: PassThrough;
  /** Writes rows; resolves when the compressor and the response can take more (back-pressure). */
  addRows(rows: readonly (readonly XlsxCell[])[]): Promise<void>;
  /** The same, each row's cells made by `toCells` just before they are written (nothing batch-sized kept). */
  addRows<T>(rows: readonly T[], toCells: (row: T) => readonly XlsxCell[]): Promise<void>;
  /** Finishes the workbook and ends the stream. */
  end(): Promise<void>;
}

// a carriage return as a character reference: written as is, an XML reader turns it into a line feed
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
};
// characters XML 1.0 cannot hold at all are dropped (a spreadsheet cannot show them either)
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (text: string) =>
  text.replace(XML_INVALID, '').replace(/[&<>"\r]/g, (c) => XML_ESCAPES[c]!);
/** Text that needs escaping, or `xml:space="preserve"` (control characters, edge or double spaces). */
// eslint-disable-next-line no-control-regex
const NEEDS_CARE = /[&<>"\u0000-\u001f\ufffe\uffff]|^\s|\s$|\s\s/;

/** Uncompressed sheet XML collected before it goes to the compressor (one buffer, reused). */
const CHUNK_BYTES = 256 * 1024;

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
];

/** Built-in number formats need no numFmt entry; custom ones are numbered from 164. */
const FIRST_CUSTOM_NUM_FMT = 164;

/**
 * styles.xml: style 0 plain, 1 the bold header, then one style per number format in `numFmts` order
 * (style 2 + i).
 */
function stylesXml(numFmts: readonly string[]): string {
  const formats = numFmts
    .map((code, i) => `<numFmt numFmtId="${FIRST_CUSTOM_NUM_FMT + i}" formatCode="${escapeXml(code)}"/>`)
    .join('');
  const formatStyles = numFmts
    .map(
      (_, i) =>
        `<xf numFmtId="${FIRST_CUSTOM_NUM_FMT + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    (numFmts.length > 0 ? `<numFmts count="${numFmts.length}">${formats}</numFmts>` : '') +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + numFmts.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${formatStyles}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
  );
}

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
    // two chunks may wait in the compressor while the next is filled: writing and compressing overlap
    const deflate = createDeflateRaw({
      level: options.level ?? 1,
      chunkSize: 64 * 1024,
      writableHighWaterMark: 2 * CHUNK_BYTES,
    } as ZlibOptions);
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

  // the uncompressed bytes of the open entry gather in `chunk`; spare chunks come back once read
  const spare: Buffer[] = [];
  let chunk: Buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  let used = 0;
  let compressorFull = false;

  const compress = (bytes: Buffer, read?: () => void) => {
    const { entry, deflate } = current!;
    entry.crc = crc32(bytes, entry.crc);
    entry.size += bytes.length;
    if (!deflate.write(bytes, read)) compressorFull = true;
  };

  /** Hands the gathered bytes to the compressor and starts another chunk. */
  const flush = () => {
    if (used === 0) return;
    const full = chunk;
    compress(full.subarray(0, used), () => spare.push(full));
    chunk = spare.pop() ?? Buffer.allocUnsafeSlow(CHUNK_BYTES);
    used = 0;
  };

  const append = (text: string) => {
    // a UTF-16 unit never takes more than 3 bytes in UTF-8
    if (used + text.length * 3 > CHUNK_BYTES) {
      flush();
      if (text.length * 3 > CHUNK_BYTES) return compress(Buffer.from(text, 'utf8'));
    }
    used += chunk.write(text, used);
  };

  /** Waits while the compressor or the response holds more than it asked for. */
  const drained = async () => {
    const { deflate } = current!;
    if (compressorFull) {
      compressorFull = false;
      if (deflate.writableNeedDrain) await new Promise((resolve) => deflate.once('drain', resolve));
    }
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
    flush();
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
    append(text);
    await close();
  };

  // per column, the start of its cells: `<c r="B` (the row number follows)
  const cellStarts = options.columns.map((_, i) => `<c r="${columnLetters(i)}`);
  // per column, the style of its number cells: ` s="2"` for a column with a number format
  const numFmts = [...new Set(options.columns.flatMap((c) => (c.numFmt ? [c.numFmt] : [])))];
  const numberStyles = options.columns.map((c) => (c.numFmt ? ` s="${2 + numFmts.indexOf(c.numFmt)}"` : ''));
  let rowNumber = 0;
  /** One row's XML; empty cells are left out. */
  const rowXml = (cells: readonly XlsxCell[], style?: string) => {
    const r = String(++rowNumber);
    let xml = `<row r="${r}">`;
    const n = Math.min(cells.length, cellStarts.length);
    for (let i = 0; i < n; i++) {
      const value = cells[i];
      if (value === null || value === undefined || value === '') continue;
      if (typeof value === 'number') {
        if (Number.isFinite(value))
          xml += `${cellStarts[i]}${r}"${style ?? numberStyles[i]}><v>${value}</v></c>`;
      } else if (NEEDS_CARE.test(value)) {
        xml += `${cellStarts[i]}${r}"${style ?? ''} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
      } else {
        xml += `${cellStarts[i]}${r}"${style ?? ''} t="inlineStr"><is><t>${value}</t></is></c>`;
      }
    }
    return `${xml}</row>`;
  };

  const started = (async () => {
    for (const [name, text] of STATIC_PARTS) await whole(name, text);
    await whole('xl/styles.xml', stylesXml(numFmts));
    await whole('xl/workbook.xml', workbookXml(options.sheetName));
    open('xl/worksheets/sheet1.xml');
    const cols = options.columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`)
      .join('');
    append(
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
    async addRows<T>(rows: readonly T[], toCells?: (row: T) => readonly XlsxCell[]) {
      await started;
      if (out.destroyed) return;
      for (const row of rows) {
        append(rowXml(toCells ? toCells(row) : (row as readonly XlsxCell[])));
        // the compressor is behind: let it catch up (other requests get the event loop meanwhile)
        if (compressorFull) await drained();
        if (out.destroyed) return;
      }
      await drained();
    },
    async end() {
      await started;
      append('</sheetData></worksheet>');
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
