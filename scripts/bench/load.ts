/**
 * A small HTTP load generator on fetch: `concurrency` loops each send one request at a time until the
 * time or request budget is spent, and the latency of every request (until its body is read) is kept.
 * It refuses any target but this machine: load tests run against 127.0.0.1 or localhost only.
 */

export interface LoadOptions {
  /** The whole URL of the request, e.g. http://127.0.0.1:41234/api/health. */
  url: string;
  headers?: Record<string, string>;
  concurrency: number;
  /** Stop starting requests after this long. */
  durationMs: number;
  /** Stop after this many measured requests. */
  maxRequests: number;
  /** Requests sent first and not measured (connections, JIT and caches warm up). */
  warmupRequests?: number;
  /** Send each request with its own X-Forwarded-For address (see BenchEndpoint.manyClients). */
  manyClients?: boolean;
}

export interface LoadResult {
  /** Latency of each measured request in milliseconds, in completion order. */
  latenciesMs: number[];
  /** Count of answers by HTTP status; 0 counts requests that got no answer. */
  statuses: Record<number, number>;
  /** Wall time of the measured part. */
  elapsedMs: number;
  /** The first non-2xx answer or network error, to say what went wrong. */
  firstError?: string;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Throws unless the URL points at this machine over http(s). */
export function assertLocalTarget(url: string): URL {
  const parsed = new URL(url);
  if (!/^https?:$/.test(parsed.protocol) || !LOCAL_HOSTS.has(parsed.hostname)) {
    throw new Error(`Load tests only target 127.0.0.1 or localhost, not ${parsed.host}`);
  }
  return parsed;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  assertLocalTarget(options.url);
  const latenciesMs: number[] = [];
  const statuses: Record<number, number> = {};
  let firstError: string | undefined;
  let client = 0;
  const headersOfNext = (): Record<string, string> | undefined => {
    if (!options.manyClients) return options.headers;
    client += 1;
    return {
      ...options.headers,
      'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    };
  };

  async function once(): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    try {
      const response = await fetch(options.url, { headers: headersOfNext() });
      const body = await response.text();
      const ms = performance.now() - started;
      if (response.status >= 400 && !firstError) firstError = `${response.status} ${body.slice(0, 200)}`;
      return { status: response.status, ms };
    } catch (error) {
      if (!firstError)
        firstError = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
      return { status: 0, ms: performance.now() - started };
    }
  }

  // warm-up, with the same concurrency
  let warmup = options.warmupRequests ?? 0;
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency, warmup) }, async () => {
      while (warmup-- > 0) await once();
    }),
  );
  firstError = undefined;

  const started = performance.now();
  const deadline = started + options.durationMs;
  let budget = options.maxRequests;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (budget > 0 && performance.now() < deadline) {
        budget -= 1;
        const { status, ms } = await once();
        latenciesMs.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { latenciesMs, statuses, elapsedMs: performance.now() - started, firstError };
}
