/**
 * Runs document jobs (PDF text, BMP pixels) in a worker thread each, so a hostile upload can never
 * block the server's main thread: health checks keep answering and SIGTERM is handled while it runs.
 *
 * - one fresh thread per job, so whatever a job leaves behind goes with its thread;
 * - a time limit: a job still running then is ended (`worker.terminate()`) and its request fails;
 * - memory limits (`resourceLimits`): a job that inflates past them ends its thread, not the server;
 * - at most `concurrency` threads at once; further jobs wait their turn.
 *
 * The worker entry is found next to this module from source (document-worker.ts, loaded through tsx,
 * which vitest and `npm run dev` run under) and next to dist/server/main.js in the bundle
 * (document-worker.js, a second entry point of scripts/build-server.mjs).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { DocumentJob, DocumentJobAnswer, DocumentJobMessage } from './document-job';

export interface DocumentJobLimits {
  /** Longest a job may run before its thread is ended. */
  timeoutMs: number;
  /** Longest a thread may take to start (load its modules) before it is ended. */
  startupTimeoutMs: number;
  /** V8 heap of a job's thread (old generation), in MB. */
  maxHeapMb: number;
  /** Threads running at once. */
  concurrency: number;
}

export const DEFAULT_DOCUMENT_JOB_LIMITS: DocumentJobLimits = {
  timeoutMs: 10_000,
  startupTimeoutMs: 30_000,
  maxHeapMb: 256,
  concurrency: 2,
};

export class DocumentJobError extends Error {}

/** pdfjs and its in-thread "worker"; each puts itself on globalThis (pdfjsLib, pdfjsWorker) when loaded. */
export const PDFJS_MODULES = ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'];

/** How to start the worker thread from here: the bundled file, or the TypeScript entry through tsx. */
function workerEntry(): { filename: string | URL; options: WorkerOptions } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { filename: new URL('./document-worker.js', here), options: {} };
  // Node 20 does not pass tsx's loader to a worker's own entry, so a tiny script imports it through
  // tsx. pdfjs is loaded natively first: through tsx its 3 MB take many seconds to load.
  const require = createRequire(here);
  const native = PDFJS_MODULES.map((name) => JSON.stringify(pathToFileURL(require.resolve(name)).href));
  const entry = new URL('./document-worker.ts', here).href;
  // tsx's ES module API sits next to the CommonJS file that require.resolve finds (its exports map)
  const tsx = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  return {
    filename: [
      `import(${native[0]})`,
      `.then(() => import(${native[1]}))`,
      `.then(() => import(${JSON.stringify(tsx)}))`,
      `.then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}));`,
    ].join(''),
    options: { eval: true },
  };
}

export interface DocumentJobRunner {
  run(job: DocumentJob): Promise<DocumentJobAnswer>;
  /** Ends every running thread (their jobs fail) and refuses new jobs. */
  close(): Promise<void>;
}

export function createDocumentJobRunner(limits: Partial<DocumentJobLimits> = {}): DocumentJobRunner {
  const { timeoutMs, startupTimeoutMs, maxHeapMb, concurrency } = {
    ...DEFAULT_DOCUMENT_JOB_LIMITS,
    ...limits,
  };
  const running = new Set<Worker>();
  const waiting: (() => void)[] = [];
  let slotsTaken = 0;
  let closed = false;

  function runInThread(job: DocumentJob): Promise<DocumentJobAnswer> {
    const { filename, options } = workerEntry();
    const worker = new Worker(filename, {
      ...options,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    running.add(worker);
    return new Promise<DocumentJobAnswer>((resolve, reject) => {
      let settled = false;
      let timer: NodeJS.Timeout;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        running.delete(worker);
        outcome();
        // the thread has answered or failed: nothing it does later matters
        void worker.terminate();
      };
      const limit = (ms: number, what: string) => {
        clearTimeout(timer);
        timer = setTimeout(
          () => settle(() => reject(new DocumentJobError(`${what} took longer than ${ms} ms`))),
          ms,
        );
      };
      // starting a thread is not up to the upload: it gets its own, longer limit
      limit(startupTimeoutMs, 'starting the document worker');
      worker.on('message', (message: DocumentJobMessage) => {
        if ('ready' in message) {
          worker.postMessage(job);
          limit(timeoutMs, job.kind);
          return;
        }
        settle(() => (message.ok ? resolve(message.answer) : reject(new DocumentJobError(message.message))));
      });
      worker.on('error', (error) =>
        settle(() => reject(new DocumentJobError(`${job.kind} failed: ${error.message}`))),
      );
      worker.on('exit', (code) =>
        settle(() => reject(new DocumentJobError(`${job.kind} ended without an answer (exit ${code})`))),
      );
    });
  }

  /** Takes a slot, or waits until a finishing job hands its slot over. */
  async function takeSlot(): Promise<void> {
    if (slotsTaken < concurrency) {
      slotsTaken++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function giveSlotBack(): void {
    const next = waiting.shift();
    if (next) next();
    else slotsTaken--;
  }

  return {
    async run(job) {
      if (closed) throw new DocumentJobError('the document reader is closed');
      await takeSlot();
      try {
        if (closed) throw new DocumentJobError('the document reader is closed');
        return await runInThread(job);
      } finally {
        giveSlotBack();
      }
    },
    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve();
      await Promise.all([...running].map((worker) => worker.terminate()));
    },
  };
}
