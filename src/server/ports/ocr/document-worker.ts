/**
 * The document worker thread: the parsing an upload can make expensive (a PDF's text layer, a BMP's
 * pixels) runs here, never on the server's main thread. The parent starts one thread per job with a
 * time limit and memory limits and ends it when either is exceeded (see isolated-job.ts). The thread
 * loads its modules, says it is ready, and then gets its one job.
 *
 * This file is an entry point of its own: run by tsx from source, bundled to
 * dist/server/document-worker.js by scripts/build-server.mjs.
 */
import { parentPort } from 'node:worker_threads';
import { decodeBmp } from './bmp-decode';
import { readPdfText } from './pdf-text';
import type { DocumentJob, DocumentJobAnswer } from './document-job';

async function run(job: DocumentJob): Promise<DocumentJobAnswer> {
  switch (job.kind) {
    case 'pdf-text':
      return { kind: 'pdf-text', result: await readPdfText(job.data, job.limits) };
    case 'bmp-pixels':
      return { kind: 'bmp-pixels', image: decodeBmp(job.data, job.maxPixels) };
  }
}

async function answer(job: DocumentJob): Promise<void> {
  try {
    const result = await run(job);
    const transfer = result.kind === 'bmp-pixels' ? [result.image.pixels.buffer as ArrayBuffer] : [];
    parentPort!.postMessage({ ok: true, answer: result }, transfer);
  } catch (error) {
    parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
}

// loaded before the parent is told it may send the job, so the job's time limit counts parsing only
// (from source they are loaded already: see isolated-job.ts); pdfjs runs its own "worker" in this
// thread, taken from globalThis.pdfjsWorker
const loaded = globalThis as { pdfjsLib?: unknown; pdfjsWorker?: unknown };
if (!loaded.pdfjsLib) await import('pdfjs-dist/legacy/build/pdf.mjs');
// @ts-expect-error pdfjs-dist ships no types for its worker module
if (!loaded.pdfjsWorker) await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
parentPort!.once('message', (job: DocumentJob) => void answer(job));
parentPort!.postMessage({ ready: true });
