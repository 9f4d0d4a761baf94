/**
 * One worker on one queue: our own fetch loop instead of pg-boss's work(). pg-boss's worker hands a
 * batch to its callback and, when the callback returns, marks every job of the batch completed that is
 * still active (issue 27): a job that failed fast inside the batch, was retried and taken by another
 * worker while the batch still waited on a slow sibling, was then completed under that other worker's
 * running try, and the try's own failure was ignored. pg-boss 10 has no setting that turns this off, so
 * the worker fetches with `fetch()` and leaves every report to the job's own outcome (Jobs.runAndReport).
 *
 * The worker keeps up to `batchSize` jobs in flight. It fetches as many as there are free places, in
 * one query; when the fetch came back full, more are probably waiting, so it fetches again as soon as a
 * place is free (a slow job holds one place, not the whole batch); when it came back short, the queue
 * is empty for now and it waits the polling interval. Stopping ends the fetching at once; the jobs in
 * flight are given some time to end, and those still running after it are handed back to the caller.
 *
 * The worker does not look inside a job, so it is generic in the job's type: jobs.ts gives it pg-boss's
 * records, and this module imports nothing of jobs.ts (no import circle, issue 29).
 */

export interface QueueWorkerOptions<Job> {
  /** Takes up to `count` jobs from the queue (marking them active); [] when none is waiting. */
  fetch: (count: number) => Promise<Job[]>;
  /** Runs one job and reports its outcome; never throws. */
  handle: (job: Job) => Promise<void>;
  /** Jobs in flight at most (JOB_BATCH_SIZE), and so the most one fetch asks for. */
  batchSize: number;
  /** The pause after a fetch that found fewer jobs than it asked for. */
  pollingIntervalMs: number;
  /** A fetch (or, against its promise, a handle) that threw; the loop goes on. */
  onError: (error: unknown) => void;
}

export class QueueWorker<Job> {
  private readonly inFlight = new Map<Job, Promise<void>>();
  private stopping = false;
  private loop: Promise<void> | null = null;
  /** Ends the current pause; `forSlot` tells whether the pause was waiting for a free place. */
  private pause: { wake: () => void; forSlot: boolean } | null = null;

  constructor(private readonly options: QueueWorkerOptions<Job>) {}

  start(): void {
    this.loop ??= this.run();
  }

  private async run(): Promise<void> {
    const { batchSize, pollingIntervalMs } = this.options;
    while (!this.stopping) {
      const free = batchSize - this.inFlight.size;
      if (free <= 0) {
        await this.wait(null, true);
        continue;
      }
      let jobs: Job[] = [];
      try {
        jobs = await this.options.fetch(free);
      } catch (error) {
        this.options.onError(error);
      }
      for (const job of jobs) this.track(job);
      // a full fetch means more are probably waiting: take them as soon as a place is free
      if (jobs.length < free && !this.stopping) await this.wait(pollingIntervalMs, false);
    }
  }

  private track(job: Job): void {
    const running = this.options
      .handle(job)
      .catch(this.options.onError)
      .finally(() => {
        this.inFlight.delete(job);
        if (this.pause?.forSlot) this.pause.wake();
      });
    this.inFlight.set(job, running);
  }

  /** Pauses for `ms` (null: until woken); a job that ends wakes it only when `forSlot`. */
  private wait(ms: number | null, forSlot: boolean): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = ms === null ? undefined : setTimeout(() => wake(), ms);
      const wake = () => {
        clearTimeout(timer);
        if (this.pause?.wake === wake) this.pause = null;
        resolve();
      };
      this.pause = { wake, forSlot };
    });
  }

  /**
   * Stops fetching, then waits up to `graceMs` for the jobs in flight. Answers the jobs still running
   * after that (their reports, should they end later, are the caller's to suppress).
   */
  async stop(graceMs: number): Promise<Job[]> {
    this.stopping = true;
    this.pause?.wake();
    await this.loop;
    if (this.inFlight.size > 0) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...this.inFlight.values()]),
        new Promise((r) => (timer = setTimeout(r, graceMs))),
      ]);
      clearTimeout(timer);
    }
    return [...this.inFlight.keys()];
  }
}
