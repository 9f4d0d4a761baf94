/**
 * An embedded database that has stopped for good says so at once instead of hanging (issue 27).
 *
 * PostgreSQL answers a failure it cannot undo (a checkpoint that cannot write on a full disk) with a
 * PANIC, and a real server restarts its backends. PGlite is the backend: after a PANIC it answers the
 * next query with nothing and the one after that never (measured: a CHECKPOINT on a full 100 MB disk
 * failed with PANIC 53100, `select 1` then returned no row, and the next insert spun the process's only
 * thread for as long as it was left, space freed or not). The same holds for FATAL and for a
 * WebAssembly trap (RuntimeError) or exit inside PGlite.
 *
 * `guardAgainstLoss` wraps the two methods every PGlite query goes through (`execProtocol`,
 * `execProtocolStream`, which `query`, `exec` and transactions call on the instance): the first such
 * failure marks the database as lost and tells the listener (main.ts logs one line and exits, so a
 * supervisor starts a fresh process, whose PGlite recovers from the write-ahead log); every later query
 * fails at once with DatabaseLostError instead of entering the broken backend.
 */
import type { PGlite } from '@electric-sql/pglite';

export class DatabaseLostError extends Error {
  constructor(readonly reason: string) {
    super(
      `The embedded database stopped after an error it cannot recover from (${reason}); ` +
        'the server must be restarted.',
    );
    this.name = 'DatabaseLostError';
  }
}

/** Whether `error`, thrown by PGlite, leaves the database unusable. */
export function isFatalToDatabase(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { severity, name } = error as { severity?: unknown; name?: unknown };
  return severity === 'PANIC' || severity === 'FATAL' || name === 'RuntimeError' || name === 'ExitStatus';
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { severity, code } = error as { severity?: string; code?: string };
  return [severity, code, error.message].filter(Boolean).join(' ');
}

export interface LossGuard {
  /** The loss, once it happened. */
  lost(): DatabaseLostError | undefined;
  /** Called once, when the database is lost (a listener added after the loss is called at once). */
  onLost(listener: (error: DatabaseLostError) => void): void;
}

type ProtocolMethod = (message: Uint8Array, options?: object) => Promise<unknown>;

export function guardAgainstLoss(client: PGlite): LossGuard {
  let lost: DatabaseLostError | undefined;
  const listeners: ((error: DatabaseLostError) => void)[] = [];
  const wrap = (name: 'execProtocol' | 'execProtocolStream') => {
    const original = (client[name] as ProtocolMethod).bind(client);
    const guarded: ProtocolMethod = async (message, options) => {
      if (lost) throw lost;
      try {
        return await original(message, options);
      } catch (error) {
        if (!lost && isFatalToDatabase(error)) {
          lost = new DatabaseLostError(describe(error));
          for (const listener of listeners) listener(lost);
        }
        throw error;
      }
    };
    (client as unknown as Record<string, ProtocolMethod>)[name] = guarded;
  };
  wrap('execProtocol');
  wrap('execProtocolStream');
  return {
    lost: () => lost,
    onLost(listener) {
      if (lost) listener(lost);
      else listeners.push(listener);
    },
  };
}
