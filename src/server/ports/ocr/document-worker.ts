/**
 * The document parser process: the parsing an upload can make expensive (a PDF's text layer, a BMP's
 * pixels) runs here, never in the server's process. The server starts one process per job with time
 * and memory limits and kills it when either is exceeded (see isolated-job.ts). The process loads its
 * modules, says it is ready, gets its one job over the IPC channel, answers, and is ended.
 *
 * This file is an entry point of its own: run by tsx from source, bundled to
 * dist/server/document-worker.js by scripts/build-server.mjs.
 */
import { decodeBmp } from './bmp-decode';
import { InflateBudgetError } from './pdf-inflate-budget';
import { readPdfText } from './pdf-text';
import type { DocumentJob, DocumentJobAnswer, DocumentJobMessage } from './document-job';

async function run(job: DocumentJob): Promise<DocumentJobAnswer> {
  switch (job.kind) {
    case 'pdf-text': {
      // the IPC channel hands a Buffer over; pdfjs takes a plain Uint8Array only
      const data = new Uint8Array(job.data.buffer, job.data.byteOffset, job.data.byteLength);
      return { kind: 'pdf-text', result: await readPdfText(data, job.limits) };
    }
    case 'bmp-pixels':
      return { kind: 'bmp-pixels', image: decodeBmp(job.data, job.maxPixels) };
  }
}

const send = (message: DocumentJobMessage) => process.send?.(message);

async function answer(job: DocumentJob): Promise<void> {
  try {
    send({ ok: true, answer: await run(job) });
  } catch (error) {
    send({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof InflateBudgetError ? { reason: 'inflate-budget' } : {}),
    });
  }
}

if (!process.send) {
  console.error('document-worker is started by the server (isolated-job.ts), with an IPC channel');
  process.exit(2);
}
// loaded before the server is told it may send the job, so the job's time limit counts parsing only
// (from source they are loaded already: see isolated-job.ts); pdfjs runs its own "worker" in this
// process, taken from globalThis.pdfjsWorker
const loaded = globalThis as { pdfjsLib?: unknown; pdfjsWorker?: unknown };
if (!loaded.pdfjsLib) await import('pdfjs-dist/legacy/build/pdf.mjs');
// @ts-expect-error pdfjs-dist ships no types for its worker module
if (!loaded.pdfjsWorker) await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
process.once('message', (job: DocumentJob) => void answer(job));
send({ ready: true });
