/**
 * The server never hangs: when the database stops answering, the process ends with one clear line and
 * a supervisor (systemd, Docker's restart policy, `npm start` under one of them) starts a fresh one
 * (issue 27).
 *
 * Why a separate thread: the way the embedded database hangs is by spinning inside WebAssembly on the
 * main thread, so nothing on that thread (a timer, a signal handler) runs again. A worker thread keeps
 * its own event loop; the main thread writes two heartbeats into memory they share:
 * - every second, "the event loop ran" (a loop blocked for `blockedAfterMs` is stuck: no synchronous
 *   step of Curbside takes that long, and the folder lock of PGlite counts a holder silent for 60 s
 *   as dead anyway);
 * - every `probeEveryMs`, a trivial query (`select 1`) is started, and its answer, error or not, is
 *   recorded: one that stays unanswered for `unansweredAfterMs` means the database is gone. This is
 *   longer than the event-loop limit because on PGlite a query waits for any transaction in progress
 *   (an import, a big report) to finish.
 * The worker checks both every second; on a breach it writes the line to stderr and ends the process
 * with SIGKILL, the one signal a stuck thread cannot ignore (the folder lock of a process that is
 * gone is taken over at once by the next start, folder-lock.ts).
 */
import { Worker } from 'node:worker_threads';

export interface WatchdogOptions {
  /** The trivial query; its answer (or error) proves the database still responds. */
  probe: () => Promise<unknown>;
  probeEveryMs?: number;
  unansweredAfterMs?: number;
  blockedAfterMs?: number;
  /** How often the worker looks (tests shorten it). */
  checkEveryMs?: number;
}

/** Slots of the shared memory: when the loop last ran, when the probe in flight started (0: none). */
const TICK = 0;
const PROBE_STARTED = 1;

// plain JavaScript, run with `eval` so the bundled server needs no second file (getBuiltinModule
// works whether the eval is taken as a script or as a module)
const WORKER_SOURCE = `
const { workerData } = process.getBuiltinModule('node:worker_threads');
const fs = process.getBuiltinModule('node:fs');
const slots = new BigInt64Array(workerData.shared);
const stop = (line) => {
  fs.writeSync(2, line + '\\n');
  process.kill(process.pid, 'SIGKILL');
};
setInterval(() => {
  const now = Date.now();
  const tick = Number(Atomics.load(slots, ${TICK}));
  const started = Number(Atomics.load(slots, ${PROBE_STARTED}));
  if (now - tick > workerData.blockedAfterMs) {
    stop('Curbside stopped itself: its main thread has not run for ' + Math.round((now - tick) / 1000) +
      ' s (the embedded database is stuck). Exiting so that the supervisor starts it again.');
  } else if (started > 0 && now - started > workerData.unansweredAfterMs) {
    stop('Curbside stopped itself: the database has not answered "select 1" for ' +
      Math.round((now - started) / 1000) + ' s. Exiting so that the supervisor starts it again.');
  }
}, workerData.checkEveryMs);
`;

export interface Watchdog {
  stop(): Promise<void>;
}

export function startWatchdog(options: WatchdogOptions): Watchdog {
  const probeEveryMs = options.probeEveryMs ?? 10_000;
  const shared = new SharedArrayBuffer(2 * BigInt64Array.BYTES_PER_ELEMENT);
  const slots = new BigInt64Array(shared);
  const mark = () => Atomics.store(slots, TICK, BigInt(Date.now()));
  mark();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      shared,
      blockedAfterMs: options.blockedAfterMs ?? 60_000,
      unansweredAfterMs: options.unansweredAfterMs ?? 120_000,
      checkEveryMs: options.checkEveryMs ?? 1_000,
    },
  });
  worker.unref();
  const ticker = setInterval(mark, 1_000);
  ticker.unref();
  let probing = false;
  const probe = () => {
    if (probing) return;
    probing = true;
    Atomics.store(slots, PROBE_STARTED, BigInt(Date.now()));
    options
      .probe()
      .catch(() => undefined)
      .finally(() => {
        probing = false;
        Atomics.store(slots, PROBE_STARTED, 0n);
      });
  };
  const prober = setInterval(probe, probeEveryMs);
  prober.unref();
  return {
    async stop() {
      clearInterval(ticker);
      clearInterval(prober);
      await worker.terminate();
    },
  };
}
