/**
 * A graceful stop on SIGTERM (a rolling restart) or SIGINT: the instance turns not-ready at once (the
 * balancer drains it), stops listening (a new connection is refused, so a balancer such as nginx
 * tries the next instance), finishes the requests in flight and the jobs it is running, then closes
 * the database and exits. Bounded: past `timeoutMs` it exits anyway with a line that says what was
 * left, since a supervisor's SIGKILL would come next and say nothing; a job cut off then is expired
 * and retried by another instance (jobs.ts).
 */
import type { AppInstance } from './app';
import type { AppContext } from './app-context';
import { closeContext } from './context';

export interface ShutdownOptions {
  app: AppInstance;
  ctx: AppContext;
  timeoutMs: number;
  /** Stopped first: the metrics listener, the daily backups. */
  before?: Array<() => unknown>;
  log: (line: string) => void;
  exit: (code: number) => void;
}

export function installGracefulShutdown(options: ShutdownOptions): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      const { app, ctx, timeoutMs, log, exit } = options;
      ctx.lifecycle.stopping = true;
      const timer = setTimeout(() => {
        log(`shutdown took longer than ${timeoutMs} ms: exiting with requests or jobs unfinished`);
        exit(1);
      }, timeoutMs);
      timer.unref();
      try {
        for (const step of options.before ?? []) await step();
        await app.close();
        await closeContext(ctx);
        clearTimeout(timer);
        log('stopped: every request and job in flight finished');
        exit(0);
      } catch (error) {
        clearTimeout(timer);
        log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      }
    })();
    return stopping;
  };
  return stop;
}
