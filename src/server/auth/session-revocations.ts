/**
 * Sign-outs, ended sessions and changed profiles reach every instance at once (issue 30). Each
 * instance caches a customer's session for a few seconds (sessions.ts); a trigger notifies
 * `curbside_customer_sessions` with the customer's uid when one of their sessions is deleted or their
 * e-mail changes (migration 0014), at commit, and this listener forgets that customer's cached
 * sessions. While the listening connection is down a notification could be missed, so the cache is
 * off until it is back (and emptied then): an instance never honours an ended session from its cache.
 *
 * PostgreSQL only: the embedded database is one process, where forgetting is already immediate.
 */
import pg from 'pg';
import type { SessionRevocationListener } from '../app-context';
import { forgetCustomerSessions, setCustomerSessionCacheTrusted } from './sessions';

export const SESSION_CHANNEL = 'curbside_customer_sessions';

export function listenForSessionRevocations(
  connectionString: string,
  log: (line: string) => void,
  retryMs = 1000,
): SessionRevocationListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const reconnectLater = () => {
    setCustomerSessionCacheTrusted(false);
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL && message.payload) forgetCustomerSessions(message.payload);
    });
    next.on('error', (error) => {
      log(
        `session revocations: the listening connection failed (${error.message}); cache off until it is back`,
      );
      next.end().catch(() => undefined);
      if (client === next) client = null;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      setCustomerSessionCacheTrusted(true);
      markReady();
    } catch (error) {
      log(`session revocations: cannot listen (${(error as Error).message}); retrying`);
      next.end().catch(() => undefined);
      reconnectLater();
    }
  };

  setCustomerSessionCacheTrusted(false);
  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
