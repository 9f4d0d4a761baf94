/**
 * Prometheus metrics for operators (issue 30, DESIGN "Scaling past one machine"): what each instance
 * served and how the shared queues are doing, on a port of its own (METRICS_PORT, loopback unless
 * METRICS_HOST says otherwise, a bearer token when METRICS_TOKEN is set), never on the public one.
 *
 * - Requests: a counter and a duration histogram by method, route pattern (not the raw URL, which
 *   would make a series per customer) and status. Counted per instance: Prometheus sums them.
 * - Gauges read from the database at each scrape (cheap indexed counts, one query each): job queues
 *   (waiting, active, failed, the oldest waiting job's age), the service-request outbox (queued and
 *   failed tickets). Every instance reports the same shared values; dashboards take `max` of them.
 * - The process: CPU, memory, event-loop lag, from prom-client's default collectors; the PostgreSQL
 *   pool's connections when there is one.
 *
 * A registry per app, not prom-client's global one, so tests and several apps in one process do not
 * share series.
 */
import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export interface MetricsSources {
  database: Database;
  /** pg-boss's schema, where job rows live. */
  jobsSchema: string;
}

export interface Metrics {
  registry: client.Registry;
  /** Counts one finished request. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Counts one message handed to (or refused by) the mail or text port. */
  observeSend(channel: 'mail' | 'sms', outcome: 'sent' | 'failed'): void;
  /** Counts one job try this instance ran. */
  observeJobTry(queue: string, outcome: 'completed' | 'failed', seconds: number): void;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'curbside_' });

  const requests = new client.Counter({
    name: 'curbside_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new client.Histogram({
    name: 'curbside_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const sends = new client.Counter({
    name: 'curbside_message_sends_total',
    help: 'Mails and texts handed to their port (sent) or refused by it (failed, retried by the job)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });

  const jobTries = new client.Counter({
    name: 'curbside_job_tries_total',
    help: 'Job tries this instance ran, by queue and outcome (a failed try is retried with backoff)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new client.Histogram({
    name: 'curbside_job_try_duration_seconds',
    help: 'Time one job try took, by queue',
    labelNames: ['queue'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const { database, jobsSchema } = sources;
  const query = async <T>(text: string): Promise<T[]> =>
    (await database.executor.executeSql(text)).rows as T[];

  new client.Gauge({
    name: 'curbside_job_queue_jobs',
    help: 'Jobs per queue and state (waiting: created or retry; active; failed and kept)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await query<{ name: string; state: string; n: string }>(
        `select name, case when state in ('created', 'retry') then 'waiting' else state::text end as state,
                count(*) as n
           from ${jobsSchema}.job
          where state in ('created', 'retry', 'active', 'failed')
          group by 1, 2`,
      ).catch(() => []);
      for (const row of rows) this.set({ queue: row.name, state: row.state }, Number(row.n));
    },
  });
  new client.Gauge({
    name: 'curbside_job_queue_oldest_waiting_seconds',
    help: 'Age of the oldest job per queue that is due and not yet taken',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await query<{ name: string; age: string }>(
        `select name, extract(epoch from now() - min(start_after)) as age
           from ${jobsSchema}.job
          where state in ('created', 'retry') and start_after <= now()
          group by name`,
      ).catch(() => []);
      for (const row of rows) this.set({ queue: row.name }, Math.max(0, Number(row.age)));
    },
  });
  new client.Gauge({
    name: 'curbside_service_requests_outbox',
    help: 'Service requests not yet accepted by the back office (queued) or given up (failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await query<{ status: string; n: string }>(
        `select status, count(*) as n from service_requests where status in ('queued', 'failed') group by status`,
      ).catch(() => []);
      this.set({ status: 'queued' }, 0);
      this.set({ status: 'failed' }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  if (database.poolStats) {
    const stats = database.poolStats;
    new client.Gauge({
      name: 'curbside_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting } = stats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    observeSend(channel, outcome) {
      sends.inc({ channel, outcome });
    },
    observeJobTry(queue, outcome, seconds) {
      jobTries.inc({ queue, outcome });
      jobSeconds.observe({ queue }, seconds);
    },
  };
}

/**
 * The label for a request: its route pattern (`/api/my-services/:uid`), or what kind of unrouted
 * answer it got, so a scan of random URLs cannot create a series per URL.
 */
export function routeLabel(pattern: string | undefined, url: string): string {
  if (pattern) return pattern;
  if (url.startsWith('/api/') || url.startsWith('/open311/')) return '(no route)';
  return '(page)';
}

export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      routeLabel(request.routeOptions.url, request.url),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string;
}

/** Serves GET /metrics on its own port; resolves with a function that stops it. */
export async function startMetricsServer(
  metrics: Metrics,
  options: MetricsServerOptions,
): Promise<{ port: number; close(): Promise<void> }> {
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
  const authorized = (header: string | undefined) => {
    if (!expected) return true;
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    if (!authorized(req.headers.authorization)) {
      res
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('Unauthorized\n');
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text))
      .catch(() => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be read\n'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
