/**
 * Hostile uploads made on the fly for tests (issue 8 §1): files that claim more than they hold, that
 * inflate far beyond their size, or that are two formats at once. Each must end in a 4xx answer
 * while the server keeps serving.
 */
import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { billImage } from './test-documents';

/** A 118-byte BMP whose header claims 400×400 24-bit pixels but which holds 64 bytes of them. */
export function truncatedBmp(): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + 400 * 400 * 3, 2); // file size as claimed
  header.writeUInt32LE(54, 10); // pixel data offset
  header.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  header.writeInt32LE(400, 18);
  header.writeInt32LE(400, 22);
  header.writeUInt16LE(1, 26); // planes
  header.writeUInt16LE(24, 28); // bits per pixel
  header.writeUInt32LE(0, 30); // BI_RGB
  return Buffer.concat([header, Buffer.alloc(64, 0xff)]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr)]);
}

/** A valid PNG header claiming width×height, then no pixel data at all. */
export function pngHeaderOnly(width = 10_000, height = 10_000): Buffer {
  return Buffer.concat([pngHeader(width, height), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A real, well-formed greyscale PNG of width×height white pixels: tiny on the wire, width×height
 * bytes once decoded (20000×20000 is 400 MB from about 400 KB).
 */
export function pngDimensionBomb(width = 20_000, height = 20_000): Buffer {
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(raw, y * row.length);
  const idat = deflateSync(raw, { level: 9 });
  return Buffer.concat([pngHeader(width, height), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A GIF of `frames` 1×1 images on a `width`×`height` logical screen (two-colour global table). The
 * default is the review's 35-byte GIF claiming a 65535×65535 screen; libvips reports it as 1×1.
 */
export function gifOf(width = 65_535, height = 65_535, frames = 1): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of 2 colours
  const frame = Buffer.from([
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0, // image descriptor: at 0,0, 1×1, no local table
    0x02,
    0x02,
    0x44,
    0x01,
    0x00, // LZW minimum code size 2, one data sub-block, end
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    ...Array<Buffer>(frames).fill(frame),
    Buffer.from([0x3b]),
  ]);
}

/** A bill photo cut off half way through its pixel data. */
export async function truncatedPng(): Promise<Buffer> {
  const whole = await billImage(['1234 SHERIDAN RD', 'LAKE BLUFF, IL 60044'], { width: 900, height: 700 });
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A PDF whose objects are given as strings or raw stream bytes. */
function pdfOf(objects: (string | { dict: string; stream: Buffer })[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === 'string') {
      add(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    } else {
      add(Buffer.from(`${i + 1} 0 obj\n${object.dict}\nstream\n`, 'latin1'));
      add(object.stream);
      add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = length;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  tail += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  add(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * A small PDF whose one page's text stream inflates to `inflatedBytes` of tiny text runs, all at
 * the same spot (T* with no leading does not move): megabytes of text operators and hundreds of
 * thousands of text items on one line from a few kilobytes of file.
 */
export function inflatingPdf(inflatedBytes = 4 * 1024 * 1024): Buffer {
  const run = '(A B) Tj T* ';
  const content = Buffer.from(
    `BT\n/F1 12 Tf\n72 720 Td\n${run.repeat(Math.ceil(inflatedBytes / run.length))}\nET`,
    'latin1',
  );
  const stream = deflateSync(content, { level: 9 });
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    { dict: `<< /Length ${stream.length} /Filter /FlateDecode >>`, stream },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * A zlib stream of `size` zero bytes (a multiple of 8 MiB), made without inflating anything: one
 * sync-flushed raw block of 8 MiB of zeros is self-contained (its matches reach back one byte), so it is
 * repeated, closed with an empty final block and the Adler-32 of the zeros. 2 GiB take about 2 MB.
 */
function zerosZlib(size: number): Buffer {
  const piece = 8 * 1024 * 1024;
  if (size % piece !== 0) throw new Error(`size must be a multiple of ${piece}`);
  const block = deflateRawSync(Buffer.alloc(piece), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0); // a stays 1, b adds 1 per zero byte
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array<Buffer>(size / piece).fill(block),
    Buffer.from([0x03, 0x00]), // empty final block (fixed Huffman)
    adler,
  ]);
}

/**
 * The review's memory bomb (issue 26 §3): a PDF of a few kilobytes whose page content stream is
 * compressed twice (`/Filter [/FlateDecode /FlateDecode]`) and inflates to `inflatedBytes` (2 GiB)
 * of zeros. Sent to the document upload it grew the server by 1.2 GB, which it kept.
 */
export function doubleFlatePdf(inflatedBytes = 2 * 1024 * 1024 * 1024): Buffer {
  const stream = deflateSync(zerosZlib(inflatedBytes), { level: 9 });
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    { dict: `<< /Length ${stream.length} /Filter [/FlateDecode /FlateDecode] >>`, stream },
  ]);
}

/** PDF magic followed by a JPEG: sniffed as a PDF, and no PDF at all. */
export async function pdfImagePolyglot(): Promise<Buffer> {
  const jpeg = await billImage(['1234 SHERIDAN RD'], { width: 600, height: 400, format: 'jpeg' });
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), jpeg]);
}

/** A PNG signature and header followed by a whole PDF instead of image data. */
export function pngPdfPolyglot(): Buffer {
  return Buffer.concat([
    pngHeader(800, 600),
    pngChunk('tEXt', Buffer.from('Comment\0see below', 'latin1')),
    inflatingPdf(64 * 1024),
  ]);
}

/** An image as a well-formed 24-bit bottom-up BMP (what a scanner writes), to show BMP still works. */
export async function toBmp(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rowBytes = Math.ceil((info.width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + rowBytes * info.height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(info.width, 18);
  out.writeInt32LE(info.height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  for (let y = 0; y < info.height; y++) {
    const row = 54 + (info.height - 1 - y) * rowBytes;
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels;
      out[row + x * 3] = data[at + 2]!;
      out[row + x * 3 + 1] = data[at + 1]!;
      out[row + x * 3 + 2] = data[at]!;
    }
  }
  return out;
}
