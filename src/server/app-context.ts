/**
 * The type of the context every feature is handed (built by context.ts, composed into the app by
 * app.ts). A module of types alone, importing no feature, so that every module of the server can
 * import it without an import circle (issue 29).
 */
import type { Config } from './config';
import type { AppDb, Database } from './db/client';
import type { Jobs } from './jobs/jobs';
import type { Metrics } from './http/metrics';
import type { Ports } from './ports';

export interface AppContext {
  config: Config;
  database: Database;
  db: AppDb;
  jobs: Jobs;
  ports: Ports;
  /** Set when the instance is shutting down: readiness answers 503 so the balancer drains it. */
  lifecycle: { stopping: boolean };
  /** PostgreSQL: hears sign-outs and ended sessions of the other instances (auth/session-revocations.ts). */
  sessionRevocations: SessionRevocationListener | null;
  /** Prometheus metrics of this instance (served on METRICS_PORT; http/metrics.ts). */
  metrics: Metrics;
  /** The clock; tests replace it. */
  now: () => Date;
}

/** auth/session-revocations.ts's listener, as the context holds it. */
export interface SessionRevocationListener {
  /** Resolves once LISTEN is in place (tests wait for it). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}
