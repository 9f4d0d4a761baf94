/**
 * The built-in OCR, offline. Every upload is hostile until proven otherwise (issue 8 §1), so:
 *
 * - Images: every image is decoded and re-encoded by sharp first (libvips, off the main thread) into a
 *   clean greyscale PNG of bounded size; a truncated file or one claiming more than
 *   OCR_MAX_INPUT_PIXELS fails there and Tesseract never sees it. BMP, which libvips cannot read, is
 *   read by a strict decoder in the document parser process and then goes through sharp the same way.
 * - Tesseract: tesseract.js (WebAssembly Tesseract, LSTM engine) in its own worker thread, with the
 *   English data shipped by the @tesseract.js-data/eng npm package (nothing is downloaded at run time).
 *   The worker is created with an error handler (without one tesseract.js rethrows a failed job on the
 *   main thread, which ended the server) and its thread is watched: a job that fails, takes too long,
 *   or whose thread dies fails alone, and the worker is replaced for the next job. Jobs run one at a time.
 * - PDFs: the text layer, read with pdfjs-dist in a child process with time and memory limits, after
 *   its streams are measured against an inflate budget (isolated-job.ts, pdf-inflate-budget.ts); first
 *   pages and first 64 KB of text only. A scanned PDF without a text layer gives no text; rendering PDF pages to images would need a canvas library that is not installed.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Worker as Thread } from 'node:worker_threads';
import sharp, { type Sharp } from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { createDocumentJobRunner, type DocumentJobLimits } from './isolated-job';
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
  /** PDF text kept at most, in characters (a utility bill needs a few kilobytes). */
  maxPdfChars?: number;
  /** Limits of the PDF and BMP parser processes. */
  documentJobs?: Partial<DocumentJobLimits>;
}

/** The most pixels an image may claim (a 48-megapixel phone photo is 8000×6000). */
export const OCR_MAX_INPUT_PIXELS = 50_000_000;
const OCR_MIN_SIDE = 1400;
const OCR_MAX_SIDE = 3000;

/**
 * Grey, stretched contrast, and a size Tesseract reads well (text about 20–40 px high), as a PNG of at
 * most 3000×3000. The whole image is decoded here; sharp's default `failOn: 'warning'` refuses
 * truncated or corrupt pixel data, and `limitInputPixels` refuses dimension bombs before decoding.
 */
async function cleanImage(image: Sharp): Promise<Buffer> {
  const meta = await image.metadata();
  const longest = Math.max(meta.width ?? 0, meta.height ?? 0);
  const target = longest < OCR_MIN_SIDE ? OCR_MIN_SIDE : longest > OCR_MAX_SIDE ? OCR_MAX_SIDE : null;
  const resized = target
    ? image.resize({ width: target, height: target, fit: 'inside', kernel: 'lanczos3' })
    : image;
  return resized.flatten({ background: '#ffffff' }).grayscale().normalise().png().toBuffer();
}

/** A Tesseract worker and a promise that rejects when its thread fails or ends. */
interface Engine {
  tesseract: Worker;
  failed: Promise<never>;
}

async function startEngine(): Promise<Engine> {
  const tesseract = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishLangPath(),
    gzip: true,
    cacheMethod: 'none',
    // the failed job's own promise rejects and its request gets the error; without a handler
    // tesseract.js also throws it inside its message listener, an uncaught error that ends the server
    errorHandler: () => undefined,
  });
  // tesseract.js keeps the node:worker_threads Worker as `worker` and listens to messages only: an
  // 'error' event with no listener would end the server, and a dead thread would leave its job hanging
  const thread = (tesseract as unknown as { worker: Thread }).worker;
  const failed = new Promise<never>((_, reject) => {
    thread.on('error', (error) => reject(new Error(`OCR worker failed: ${error.message}`)));
    thread.on('exit', (code) => reject(new Error(`OCR worker ended (exit ${code})`)));
  });
  failed.catch(() => undefined);
  return { tesseract, failed };
}

export function createBuiltInOcr(options: BuiltInOcrOptions = {}): OcrPort {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxPdfPages = options.maxPdfPages ?? 5;
  const maxPdfChars = options.maxPdfChars ?? 64 * 1024;
  const documents = createDocumentJobRunner(options.documentJobs);
  let engine: Promise<Engine> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function getEngine(): Promise<Engine> {
    engine ??= startEngine().catch((error: unknown) => {
      engine = null;
      throw error;
    });
    return engine;
  }

  async function endEngine(): Promise<void> {
    const current = engine;
    engine = null;
    if (current) await current.then((e) => e.tesseract.terminate()).catch(() => undefined);
  }

  async function recognise(image: Buffer): Promise<OcrResult> {
    const current = await getEngine();
    let timer: NodeJS.Timeout | undefined;
    try {
      const { data } = await Promise.race([
        current.tesseract.recognize(image),
        current.failed,
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
      // a failed, stuck or dead worker is replaced on the next job
      await endEngine();
      throw error instanceof Error ? error : new Error(String(error));
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

  /** The image as a clean PNG for Tesseract; throws for anything that does not fully decode. */
  async function prepareImage(input: OcrInput): Promise<Buffer> {
    if (input.mimeType === 'image/bmp') {
      const answer = await documents.run({
        kind: 'bmp-pixels',
        data: input.data,
        maxPixels: OCR_MAX_INPUT_PIXELS,
      });
      if (answer.kind !== 'bmp-pixels') throw new Error('unexpected answer');
      const { width, height, pixels } = answer.image;
      return cleanImage(sharp(pixels, { raw: { width, height, channels: 1 } }));
    }
    return cleanImage(
      sharp(input.data, { limitInputPixels: OCR_MAX_INPUT_PIXELS, animated: false }).rotate(),
    );
  }

  return {
    adapter: 'built-in',
    async readText(input: OcrInput): Promise<OcrResult> {
      if (input.mimeType === 'application/pdf') {
        const answer = await documents.run({
          kind: 'pdf-text',
          data: input.data,
          limits: { maxPages: maxPdfPages, maxChars: maxPdfChars },
        });
        if (answer.kind !== 'pdf-text') throw new Error('unexpected answer');
        return answer.result;
      }
      const prepared = await prepareImage(input);
      return enqueue(() => recognise(prepared));
    },
    async close() {
      await documents.close();
      await queue;
      await endEngine();
    },
  };
}
