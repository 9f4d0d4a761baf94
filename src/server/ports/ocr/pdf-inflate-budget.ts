/**
 * An inflate budget for one PDF (issue 26 §3): before pdfjs reads a document, every stream in it is
 * decoded here, through every filter of its chain, counting the bytes each filter makes and throwing
 * away the bytes. Past the budget the document is refused. pdfjs keeps each decoded stream whole in
 * memory, outside the JavaScript heap, so a 4 KB file compressed twice (`/Filter [/FlateDecode
 * /FlateDecode]`) made 2 GB of buffers that no heap limit bounded.
 *
 * Streams are found in the bytes the way pdfjs's parser reads them (a `stream` keyword, then the
 * dictionary's direct /Length when `endstream` follows it, else up to the next `endstream`), so a
 * broken cross-reference table or a stream no object points at is measured too. Every /Filter (or /F)
 * of the stream's dictionary is measured; an indirect filter is looked up, and one that cannot be is
 * tried as Flate again and again while its output is again a zlib stream.
 *
 * What this cannot see: the streams of an encrypted PDF decode to noise until decrypted, and image
 * codecs (JPEG, JPEG 2000, CCITT, JBIG2) are not decoded. Those are bounded by the document parser
 * process's memory limit instead (isolated-job.ts), which holds for everything the parser does.
 */
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync, constants, inflateSync } from 'node:zlib';
import { decoderFor, filterOf, type MeasuredFilter } from './pdf-filters';

/** Decoded bytes one document may make across all its streams and filters (a bill needs a few MB). */
export const PDF_INFLATE_BUDGET_BYTES = 64 * 1024 * 1024;

export class InflateBudgetError extends Error {
  constructor(readonly budget: number) {
    super(`the PDF's streams inflate to more than ${Math.round(budget / (1024 * 1024))} MB`);
  }
}

class Budget {
  used = 0;
  constructor(readonly limit: number) {}
  /** Counts bytes made; false once the budget is spent. */
  charge(bytes: number): boolean {
    this.used += bytes;
    return this.used <= this.limit;
  }
}

interface FoundStream {
  dictionary: string;
  data: Buffer;
}

/** `#xx` escapes in a PDF name (`/Flat#65Decode` is /FlateDecode). */
const unescapeName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const STREAM_KEYWORD = /(?<![A-Za-z0-9])stream[^\r\n]*?(?:\r\n|\n|\r)/g;
const OBJECT_HEADER = /\d+\s+\d+\s+obj(?![A-Za-z])/g;

/** Every stream in the file, with the dictionary text in front of it. */
function findStreams(text: string, bytes: Buffer): FoundStream[] {
  const found: FoundStream[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const keyword = match.index;
    const start = keyword + match[0].length;
    if (keyword < previousEnd) continue;
    // the dictionary: from the last object header before the keyword (within 64 KB)
    const windowStart = Math.max(previousEnd, keyword - 64 * 1024);
    const window = text.slice(windowStart, keyword);
    let dictionaryStart = 0;
    for (const header of window.matchAll(OBJECT_HEADER)) dictionaryStart = header.index + header[0].length;
    const dictionary = window.slice(dictionaryStart);
    let end = -1;
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    if (length) {
      const claimed = start + Number(length[1]);
      if (claimed <= bytes.length && /^\s*endstream/.test(text.slice(claimed, claimed + 64))) end = claimed;
    }
    if (end < 0) {
      const next = text.indexOf('endstream', start);
      end = next < 0 ? bytes.length : next;
    }
    found.push({ dictionary, data: bytes.subarray(start, end) });
    previousEnd = end;
  }
  return found;
}

type Chain = { filters: (MeasuredFilter | 'image' | null)[]; earlyChange: number } | 'unknown';

/** The names of a /Filter value: a name, an array of names, or an indirect object holding either. */
function namesOf(value: string, text: string): string[] | null {
  const reference = /^(\d+)\s+(\d+)\s+R/.exec(value);
  if (reference) {
    const target = new RegExp(
      `(?<![0-9])${reference[1]}\\s+${reference[2]}\\s+obj\\s*(\\[[^\\]]*\\]|/[^\\s/\\[\\]<>()%]+)`,
    ).exec(text);
    return target ? namesOf(target[1]!, text) : null;
  }
  return [...value.matchAll(/\/([^\s/[\]<>()%]+)/g)].map((m) => unescapeName(m[1]!));
}

/** Every filter chain the dictionary could mean (a dictionary normally has one /Filter). */
function chainsOf(dictionary: string, text: string): Chain[] {
  const earlyChange = /\/EarlyChange\s+0(?![0-9])/.test(dictionary) ? 0 : 1;
  const chains: Chain[] = [];
  const values = /\/(?:Filter|F)(?![^\s/[\]<>()%])\s*(\[[^\]]*\]|\/[^\s/[\]<>()%]+|\d+\s+\d+\s+R)/g;
  for (const match of dictionary.matchAll(values)) {
    const names = namesOf(match[1]!, text);
    chains.push(names ? { filters: names.map(filterOf), earlyChange } : 'unknown');
  }
  return chains;
}

/** Passes a stage's output on, counting it; fails the pipeline when the budget is spent. */
function counter(budget: Budget): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (budget.charge(chunk.length)) callback(null, chunk);
      else callback(new InflateBudgetError(budget.limit));
    },
  });
}

/** Decodes `data` through `filters` in turn, charging each filter's output to the budget. */
async function measure(data: Buffer, filters: MeasuredFilter[], earlyChange: number, budget: Budget) {
  // each stage's output is counted on its way to the next one, and then dropped
  const stages = filters.flatMap((filter) => [decoderFor(filter, { earlyChange }), counter(budget)]);
  const drop = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  try {
    await pipeline(Readable.from([data]), ...(stages as [Transform]), drop);
  } catch {
    // a corrupt stream ends where it breaks, as pdfjs reads it; only the budget matters here
  }
  if (budget.used > budget.limit) throw new InflateBudgetError(budget.limit);
}

/** Output one filter may make in memory on the quick path; larger outputs are measured as a stream. */
const QUICK_OUTPUT_BYTES = 4 * 1024 * 1024;

/**
 * The quick path for the usual stream (Flate or Brotli, small): decoded in one call each, at most
 * QUICK_OUTPUT_BYTES and the budget left. False when the stream must be measured as a stream instead
 * (larger, corrupt part-way, or another filter); streaming costs about a millisecond a stream, which
 * a document of thousands of small streams would feel.
 */
function measureQuickly(data: Buffer, filters: MeasuredFilter[], budget: Budget): boolean {
  if (!filters.every((f) => f === 'flate' || f === 'brotli')) return false;
  const start = budget.used;
  try {
    let current = data;
    for (const filter of filters) {
      const maxOutputLength = Math.max(1, Math.min(QUICK_OUTPUT_BYTES, budget.limit - budget.used + 1));
      current =
        filter === 'flate'
          ? inflateSync(current, { maxOutputLength, finishFlush: constants.Z_SYNC_FLUSH })
          : brotliDecompressSync(current, { maxOutputLength });
      if (!budget.charge(current.length)) throw new InflateBudgetError(budget.limit);
    }
    return true;
  } catch (error) {
    if (error instanceof InflateBudgetError) throw error;
    // too large for the quick path, or broken part-way: the stream measure counts up to the break
    budget.used = start;
    return false;
  }
}

/** Flate while the output is again a zlib stream (for a filter that cannot be looked up), at most 4 times. */
async function measureUnknown(data: Buffer, budget: Budget): Promise<void> {
  let current = data;
  for (let round = 0; round < 4; round++) {
    const isZlib =
      current.length >= 2 && (current[0]! & 0x0f) === 8 && ((current[0]! << 8) | current[1]!) % 31 === 0;
    if (!isZlib) return;
    // the whole output of one round is kept for the next (within the budget)
    const parts: Buffer[] = [];
    const before = budget.used;
    const collect = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        parts.push(chunk);
        callback(budget.charge(chunk.length) ? undefined : new InflateBudgetError(budget.limit));
      },
    });
    try {
      await pipeline(Readable.from([current]), decoderFor('flate'), collect);
    } catch {
      // read as far as it goes
    }
    if (budget.used > budget.limit) throw new InflateBudgetError(budget.limit);
    if (budget.used === before) return;
    current = Buffer.concat(parts);
  }
}

/**
 * Throws InflateBudgetError when the document's streams decode to more than `budget` bytes in all
 * (each filter's output counted: a stream compressed twice counts both stages).
 */
export async function checkPdfInflateBudget(
  data: Uint8Array,
  budget: number = PDF_INFLATE_BUDGET_BYTES,
): Promise<{ decodedBytes: number; streams: number }> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const text = bytes.toString('latin1');
  const spent = new Budget(budget);
  const streams = findStreams(text, bytes);
  for (const stream of streams) {
    for (const chain of chainsOf(stream.dictionary, text)) {
      if (chain === 'unknown') {
        await measureUnknown(stream.data, spent);
        continue;
      }
      // measured up to the first image codec; pdfjs passes a name it does not know through
      const measured: MeasuredFilter[] = [];
      for (const filter of chain.filters) {
        if (filter === 'image') break;
        if (filter !== null) measured.push(filter);
      }
      if (measured.length > 0 && !measureQuickly(stream.data, measured, spent)) {
        await measure(stream.data, measured, chain.earlyChange, spent);
      }
    }
  }
  return { decodedBytes: spent.used, streams: streams.length };
}
