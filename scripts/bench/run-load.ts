/**
 * Runs a load in a worker thread. The bench serves the app in-process: a generator on the same event
 * loop would add its own work to every latency it measures.
 */
import { Worker } from 'node:worker_threads';
import type { LoadOptions, LoadResult } from './load';
import { assertLocalTarget } from './load';

const WORKER_URL = new URL('./load-worker.ts', import.meta.url).href;

export function runLoadInWorker(options: LoadOptions): Promise<LoadResult> {
  assertLocalTarget(options.url);
  // The worker is TypeScript: load it through tsx's API (workers do not inherit tsx's loader).
  const bootstrap = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(WORKER_URL)}))`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: options });
    let settled = false;
    worker.once('message', (result: LoadResult) => {
      settled = true;
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`load worker exited with code ${code} before reporting`));
    });
  });
}
