/**
 * PDF stream filters as Node transform streams, for measuring what a PDF's streams inflate to before
 * pdfjs is given the file (pdf-inflate-budget.ts). Only the filters that can make more bytes than they
 * read, or that sit in front of one that can, are decoded here: Flate and Brotli (zlib), LZW and
 * RunLength, and ASCIIHex and ASCII85 (which come before Flate in older files). Each one streams in
 * small pieces, so measuring a bomb never holds it. Predictors only reorder bytes and are left out.
 *
 * The names are pdfjs's own list, abbreviations included (parser.js `makeFilter`), so a stream is read
 * the way pdfjs would read it.
 */
import { Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';

export type MeasuredFilter = 'flate' | 'brotli' | 'lzw' | 'run-length' | 'ascii-hex' | 'ascii-85';

const FILTER_NAMES: Record<string, MeasuredFilter | 'image'> = {
  Fl: 'flate',
  FlateDecode: 'flate',
  BrotliDecode: 'brotli',
  LZW: 'lzw',
  LZWDecode: 'lzw',
  RL: 'run-length',
  RunLengthDecode: 'run-length',
  AHx: 'ascii-hex',
  ASCIIHexDecode: 'ascii-hex',
  A85: 'ascii-85',
  ASCII85Decode: 'ascii-85',
  // image codecs: pdfjs decodes them only to draw, and their output is bounded by the parser
  // process's memory limit, not measured here
  DCT: 'image',
  DCTDecode: 'image',
  JPX: 'image',
  JPXDecode: 'image',
  CCF: 'image',
  CCITTFaxDecode: 'image',
  JBIG2Decode: 'image',
};

/** What a filter name means here: a filter to measure, an image codec, or null (pdfjs passes it through). */
export function filterOf(name: string): MeasuredFilter | 'image' | null {
  return FILTER_NAMES[name] ?? null;
}

const OUT_CHUNK = 64 * 1024;

/** Collects output bytes and pushes them in pieces of at most OUT_CHUNK. */
class Output {
  private buffer = Buffer.allocUnsafe(OUT_CHUNK);
  private length = 0;
  constructor(private readonly stream: Transform) {}
  byte(value: number): void {
    this.buffer[this.length++] = value;
    if (this.length === OUT_CHUNK) this.flush();
  }
  flush(): void {
    if (this.length === 0) return;
    this.stream.push(Buffer.from(this.buffer.subarray(0, this.length)));
    this.length = 0;
  }
}

/** A transform whose decoding is a byte-at-a-time state machine; `done` stops it like an end marker. */
abstract class ByteDecoder extends Transform {
  protected readonly out = new Output(this);
  protected done = false;
  protected abstract decodeByte(byte: number): void;
  protected finish(): void {}
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    for (let i = 0; i < chunk.length && !this.done; i++) this.decodeByte(chunk[i]!);
    this.out.flush();
    callback();
  }
  override _flush(callback: TransformCallback): void {
    if (!this.done) this.finish();
    this.out.flush();
    callback();
  }
}

/** LZWDecode (PDF 32000 §7.4.4): 9–12-bit codes, 256 clears the table, 257 ends the data. */
class LzwDecoder extends ByteDecoder {
  private readonly prefix = new Int32Array(4096);
  private readonly suffix = new Uint8Array(4096);
  private readonly lengths = new Uint16Array(4096);
  private readonly scratch = new Uint8Array(4096);
  private next = 258;
  private codeLength = 9;
  private previous = -1;
  private bits = 0;
  private bitCount = 0;
  constructor(private readonly earlyChange: number) {
    super();
    for (let i = 0; i < 256; i++) {
      this.suffix[i] = i;
      this.lengths[i] = 1;
      this.prefix[i] = -1;
    }
  }
  protected decodeByte(byte: number): void {
    this.bits = ((this.bits << 8) | byte) & 0xffffff;
    this.bitCount += 8;
    while (this.bitCount >= this.codeLength && !this.done) {
      this.bitCount -= this.codeLength;
      this.code((this.bits >>> this.bitCount) & ((1 << this.codeLength) - 1));
    }
  }
  private code(code: number): void {
    if (code === 256) {
      this.next = 258;
      this.codeLength = 9;
      this.previous = -1;
      return;
    }
    if (code === 257) {
      this.done = true;
      return;
    }
    let entry = code;
    if (code >= this.next) {
      // the code being defined now (KwKwK) or a broken stream
      if (code !== this.next || this.previous < 0) {
        this.done = true;
        return;
      }
      entry = this.previous;
    }
    // write out the entry's bytes (walked backwards from its last byte)
    let length = this.lengths[entry]!;
    for (let at = entry, i = length - 1; i >= 0; i--, at = this.prefix[at]!)
      this.scratch[i] = this.suffix[at]!;
    const first = this.scratch[0]!;
    for (let i = 0; i < length; i++) this.out.byte(this.scratch[i]!);
    if (code >= this.next) {
      this.out.byte(first);
      length++;
    }
    if (this.previous >= 0 && this.next < 4096) {
      this.prefix[this.next] = this.previous;
      this.suffix[this.next] = first;
      this.lengths[this.next] = Math.min(this.lengths[this.previous]! + 1, 4095);
      this.next++;
    }
    this.previous = code;
    const limit = this.next + this.earlyChange;
    this.codeLength = limit >= 2048 ? 12 : limit >= 1024 ? 11 : limit >= 512 ? 10 : 9;
  }
}

/** RunLengthDecode: a length byte n, then n+1 bytes (n < 128) or one byte 257−n times; 128 ends. */
class RunLengthDecoder extends ByteDecoder {
  private literal = 0;
  private repeat = 0;
  protected decodeByte(byte: number): void {
    if (this.literal > 0) {
      this.out.byte(byte);
      this.literal--;
    } else if (this.repeat > 0) {
      for (let i = 0; i < this.repeat; i++) this.out.byte(byte);
      this.repeat = 0;
    } else if (byte === 128) {
      this.done = true;
    } else if (byte < 128) {
      this.literal = byte + 1;
    } else {
      this.repeat = 257 - byte;
    }
  }
}

const isPdfWhite = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;

/** ASCIIHexDecode: hex digit pairs, white space ignored, `>` ends. */
class AsciiHexDecoder extends ByteDecoder {
  private high = -1;
  protected decodeByte(byte: number): void {
    if (byte === 0x3e) {
      this.finish();
      this.done = true;
      return;
    }
    const digit =
      byte >= 0x30 && byte <= 0x39
        ? byte - 0x30
        : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66
          ? (byte | 0x20) - 0x57
          : -1;
    if (digit < 0) return;
    if (this.high < 0) this.high = digit;
    else {
      this.out.byte((this.high << 4) | digit);
      this.high = -1;
    }
  }
  protected override finish(): void {
    if (this.high >= 0) this.out.byte(this.high << 4);
    this.high = -1;
  }
}

/** ASCII85Decode: groups of five characters `!`–`u` make four bytes, `z` four zeros, `~` ends. */
class Ascii85Decoder extends ByteDecoder {
  private readonly group: number[] = [];
  protected decodeByte(byte: number): void {
    if (byte === 0x7e) {
      this.finish();
      this.done = true;
      return;
    }
    if (isPdfWhite(byte)) return;
    if (byte === 0x7a && this.group.length === 0) {
      for (let i = 0; i < 4; i++) this.out.byte(0);
      return;
    }
    if (byte < 0x21 || byte > 0x75) return;
    this.group.push(byte - 0x21);
    if (this.group.length === 5) this.emitGroup(4);
  }
  private emitGroup(count: number): void {
    while (this.group.length < 5) this.group.push(84);
    let value = 0;
    for (const digit of this.group) value = value * 85 + digit;
    for (let i = 0; i < count; i++) this.out.byte((value >>> (24 - 8 * i)) & 0xff);
    this.group.length = 0;
  }
  protected override finish(): void {
    if (this.group.length > 1) this.emitGroup(this.group.length - 1);
    this.group.length = 0;
  }
}

/** A decoding stream for the filter (zlib's own for Flate and Brotli). */
export function decoderFor(filter: MeasuredFilter, options: { earlyChange?: number } = {}): Transform {
  switch (filter) {
    case 'flate':
      // a stream cut short is read as far as it goes, as pdfjs does
      return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH, chunkSize: OUT_CHUNK });
    case 'brotli':
      return zlib.createBrotliDecompress({ chunkSize: OUT_CHUNK });
    case 'lzw':
      return new LzwDecoder(options.earlyChange ?? 1);
    case 'run-length':
      return new RunLengthDecoder();
    case 'ascii-hex':
      return new AsciiHexDecoder();
    case 'ascii-85':
      return new Ascii85Decoder();
  }
}
