/**
 * Runs document jobs (PDF text, BMP pixels) in a child process each, so a hostile upload can neither
 * block the server's main thread nor take its memory (issues 8 §1 and 26 §3):
 *
 * - one fresh process per job, started with a minimal environment (no secrets): whatever a job
 *   allocates goes back to the system when it exits. A worker thread did not do that: its decode
 *   buffers live outside the V8 heap its `resourceLimits` bound, and a 4 KB PDF compressed twice grew
 *   the server by 2 GB, which it kept after the thread ended;
 * - a memory limit for the whole process: a watchdog reads the child's resident memory from
 *   /proc/<pid>/status every 50 ms and kills it past `maxMemoryMb`; its V8 heap is capped with
 *   --max-old-space-size as well. (Where there is no /proc, only the heap cap and the PDF inflate
 *   budget, pdf-inflate-budget.ts, hold.);
 * - a time limit: a job still running then is killed and its request fails;
 * - a lower scheduling priority (nice 10), so parsing uploads never starves the server's requests;
 * - at most `concurrency` processes at once; further jobs wait their turn.
 *
 * The entry is document-worker.ts, from source through tsx (which vitest and `npm run dev` run under)
 * and dist/server/document-worker.js beside main.js in the bundle (an entry of scripts/build-server.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DocumentJob, DocumentJobAnswer, DocumentJobMessage } from './document-job';
import { PDF_INFLATE_BUDGET_BYTES } from './pdf-inflate-budget';

export interface DocumentJobLimits {
  /** Longest a job may run before its process is ended. */
  timeoutMs: number;
  /** Longest a process may take to start (load its modules) before it is ended. */
  startupTimeoutMs: number;
  /** V8 heap of a job's process (old generation), in MB. */
  maxHeapMb: number;
  /** Resident memory a job's process may reach, in MB (about 95 MB of it is Node and pdfjs loaded). */
  maxMemoryMb: number;
  /** Bytes all streams of one PDF may decode to, through all their filters. */
  maxInflatedBytes: number;
  /** Processes running at once. */
  concurrency: number;
}

export const DEFAULT_DOCUMENT_JOB_LIMITS: DocumentJobLimits = {
  timeoutMs: 10_000,
  startupTimeoutMs: 30_000,
  maxHeapMb: 128,
  maxMemoryMb: 256,
  maxInflatedBytes: PDF_INFLATE_BUDGET_BYTES,
  concurrency: 2,
};

/** How often the watchdog reads a child's memory. */
const WATCH_MS = 50;
/** The parser's scheduling priority below the server's (nice 10). */
const PARSER_NICENESS = 10;

export class DocumentJobError extends Error {
  constructor(
    message: string,
    /** The child's peak resident memory as last read, in MB (0 when it could not be read). */
    readonly peakMemoryMb = 0,
    /** Why the child refused the document, when it did (e.g. 'inflate-budget'). */
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** pdfjs and its in-process "worker"; each puts itself on globalThis (pdfjsLib, pdfjsWorker) when loaded. */
export const PDFJS_MODULES = ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'];

/** Node's arguments to run the entry: the bundled file, or the TypeScript entry through tsx. */
function entryArgs(): string[] {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return [fileURLToPath(new URL('./document-worker.js', here))];
  // pdfjs is loaded natively first: through tsx its 3 MB take many seconds to load
  const require = createRequire(here);
  const native = PDFJS_MODULES.map((name) => JSON.stringify(pathToFileURL(require.resolve(name)).href));
  const entry = new URL('./document-worker.ts', here).href;
  // tsx's ES module API sits next to the CommonJS file that require.resolve finds (its exports map)
  const tsx = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  return [
    '-e',
    [
      `import(${native[0]})`,
      `.then(() => import(${native[1]}))`,
      `.then(() => import(${JSON.stringify(tsx)}))`,
      `.then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}));`,
    ].join(''),
  ];
}

/** VmRSS and VmHWM (peak) of a process in MB, or null where /proc cannot be read. */
export function processMemoryMb(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export interface DocumentJobRunner {
  run(job: DocumentJob): Promise<DocumentJobAnswer>;
  /** Ends every running process (their jobs fail) and refuses new jobs. */
  close(): Promise<void>;
}

export function createDocumentJobRunner(limits: Partial<DocumentJobLimits> = {}): DocumentJobRunner {
  const { timeoutMs, startupTimeoutMs, maxHeapMb, maxMemoryMb, maxInflatedBytes, concurrency } = {
    ...DEFAULT_DOCUMENT_JOB_LIMITS,
    ...limits,
  };
  const running = new Set<ChildProcess>();
  const waiting: (() => void)[] = [];
  let slotsTaken = 0;
  let closed = false;

  function runInProcess(job: DocumentJob): Promise<DocumentJobAnswer> {
    const child = spawn(process.execPath, [`--max-old-space-size=${maxHeapMb}`, ...entryArgs()], {
      // nothing of the server's environment (database URL, secrets) is given to the parser
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production', PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    running.add(child);
    // parsing yields the processor to the server: requests keep their share while uploads are parsed
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, PARSER_NICENESS);
      } catch {
        // not allowed here: the parser runs at the server's priority
      }
    }
    return new Promise<DocumentJobAnswer>((resolve, reject) => {
      let settled = false;
      let timer: NodeJS.Timeout;
      let peak = 0;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(watchdog);
        running.delete(child);
        outcome();
        // the process has answered or failed: nothing it does later matters
        child.kill('SIGKILL');
      };
      const fail = (message: string, reason?: string) =>
        settle(() => reject(new DocumentJobError(message, Math.round(peak), reason)));
      const limit = (ms: number, what: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => fail(`${what} took longer than ${ms} ms`), ms);
      };
      const watchdog = setInterval(() => {
        const memory = child.pid === undefined ? null : processMemoryMb(child.pid);
        if (!memory) return;
        peak = Math.max(peak, memory.peak, memory.rss);
        if (memory.rss > maxMemoryMb) {
          fail(`${job.kind} used more than ${maxMemoryMb} MB of memory`, 'memory-limit');
        }
      }, WATCH_MS);
      // starting a process is not up to the upload: it gets its own, longer limit
      limit(startupTimeoutMs, 'starting the document parser');
      child.on('message', (message: DocumentJobMessage) => {
        if ('ready' in message) {
          const sendable: DocumentJob =
            job.kind === 'pdf-text' ? { ...job, limits: { maxInflatedBytes, ...job.limits } } : job;
          child.send(sendable, (error) => {
            if (error) fail(`sending the document failed: ${error.message}`);
          });
          limit(timeoutMs, job.kind);
          return;
        }
        if (message.ok) settle(() => resolve(message.answer));
        else fail(message.message, message.reason);
      });
      child.on('error', (error) => fail(`${job.kind} failed: ${error.message}`));
      child.on('exit', (code, signal) =>
        fail(`${job.kind} ended without an answer (${signal ?? `exit ${code}`})`),
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
        return await runInProcess(job);
      } finally {
        giveSlotBack();
      }
    },
    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve();
      await Promise.all(
        [...running].map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}
