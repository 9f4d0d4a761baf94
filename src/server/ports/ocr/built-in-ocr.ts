/**
 * The built-in OCR, offline:
 *
 * - Images: tesseract.js (WebAssembly Tesseract, LSTM engine) in its own worker thread, with the English
 *   data shipped by the @tesseract.js-data/eng npm package (nothing is downloaded at run time; the
 *   data is read gzipped from node_modules and never cached to disk). One worker is started on first
 *   use and reused; jobs run one at a time; a job that takes too long ends the worker (a new one is
 *   started for the next job). Photos are cleaned up with sharp first (grey, contrast stretched,
 *   small ones enlarged), which libvips does off the main thread.
 * - PDFs: the text layer, read with pdfjs-dist (first pages only). A scanned PDF without a text layer
 *   gives no text; rendering PDF pages to images would need a canvas library that is not installed.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { OcrInput, OcrPort, OcrResult } from './ocr-port';

const require = createRequire(import.meta.url);

/** The English LSTM data of @tesseract.js-data/eng (4.0.0_best_int: eng.traineddata.gz). */
export function englishLangPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export interface BuiltInOcrOptions {
  /** Longest a recognition may take before the worker is ended. */
  timeoutMs?: number;
  /** PDF pages read at most. */
  maxPdfPages?: number;
}

const OCR_MIN_SIDE = 1400;
const OCR_MAX_SIDE = 3000;

/** Grey, stretched contrast, and a size Tesseract reads well (text about 20–40 px high). */
async function prepareImage(data: Buffer, mimeType: OcrInput['mimeType']): Promise<Buffer> {
  // libvips in sharp has no BMP reader; Tesseract reads BMP itself
  if (mimeType === 'image/bmp') return data;
  const image = sharp(data, { limitInputPixels: 100_000_000, animated: false }).rotate();
  const meta = await image.metadata();
  const longest = Math.max(meta.width ?? 0, meta.height ?? 0);
  const target = longest < OCR_MIN_SIDE ? OCR_MIN_SIDE : longest > OCR_MAX_SIDE ? OCR_MAX_SIDE : null;
  const resized = target
    ? image.resize({ width: target, height: target, fit: 'inside', kernel: 'lanczos3' })
    : image;
  return resized.flatten({ background: '#ffffff' }).grayscale().normalise().png().toBuffer();
}

async function readPdfText(data: Buffer, maxPages: number): Promise<OcrResult> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(data),
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        } else if (item.str !== '' && !line.endsWith(' ')) {
          line += ' ';
        }
      }
      if (line.trim() !== '') lines.push(line);
      page.cleanup();
    }
    const text = lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l !== '');
    return { lines: text, confidence: text.length > 0 ? 1 : 0 };
  } finally {
    await document.destroy();
  }
}

export function createBuiltInOcr(options: BuiltInOcrOptions = {}): OcrPort {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxPdfPages = options.maxPdfPages ?? 5;
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function getWorker(): Promise<Worker> {
    worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishLangPath(),
      gzip: true,
      cacheMethod: 'none',
    }).catch((error: unknown) => {
      worker = null;
      throw error;
    });
    return worker;
  }

  async function endWorker(): Promise<void> {
    const current = worker;
    worker = null;
    if (current) await current.then((w) => w.terminate()).catch(() => undefined);
  }

  async function recognise(image: Buffer): Promise<OcrResult> {
    const w = await getWorker();
    let timer: NodeJS.Timeout | undefined;
    try {
      const { data } = await Promise.race([
        w.recognize(image),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`OCR took longer than ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      const lines = data.text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
      return { lines, confidence: Math.max(0, Math.min(1, (data.confidence ?? 0) / 100)) };
    } catch (error) {
      // a stuck or broken worker is replaced on the next job
      await endWorker();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs jobs one after another on the one worker. */
  function enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    adapter: 'built-in',
    async readText(input: OcrInput): Promise<OcrResult> {
      if (input.mimeType === 'application/pdf') return readPdfText(input.data, maxPdfPages);
      const prepared = await prepareImage(input.data, input.mimeType);
      return enqueue(() => recognise(prepared));
    },
    async close() {
      await queue;
      await endWorker();
    },
  };
}
