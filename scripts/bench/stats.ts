/** Summaries of a load run and the table the bench prints. */
import type { LoadResult } from './load';

export interface EndpointSummary {
  endpoint: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Requests per second of the bare server running the same SQL, when the bench measured it. */
  barePerSecond?: number;
}

/** Nearest-rank percentile of sorted values (p in 0–100); NaN for no values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarize(endpoint: string, result: LoadResult): EndpointSummary {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  const errors = Object.entries(result.statuses)
    .filter(([status]) => Number(status) === 0 || Number(status) >= 400)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    endpoint,
    requests: sorted.length,
    perSecond: result.elapsedMs > 0 ? (sorted.length / result.elapsedMs) * 1000 : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
  };
}

/** Several runs of one endpoint as one: their requests together over their summed wall time. */
export function mergeLoadResults(runs: readonly LoadResult[]): LoadResult {
  const statuses: Record<number, number> = {};
  for (const run of runs)
    for (const [status, n] of Object.entries(run.statuses))
      statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
  return {
    latenciesMs: runs.flatMap((run) => run.latenciesMs),
    statuses,
    elapsedMs: runs.reduce((sum, run) => sum + run.elapsedMs, 0),
    firstError: runs.find((run) => run.firstError)?.firstError,
  };
}

const ms = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(2) : n.toFixed(1));

/** A Markdown table, readable in a terminal and ready for docs/benchmarks.md. */
export function formatTable(rows: readonly EndpointSummary[]): string {
  const withBare = rows.some((r) => r.barePerSecond !== undefined);
  const header = ['endpoint', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  if (withBare) header.push('bare req/s', 'app/bare');
  const body = rows.map((r) => {
    const cells = [
      r.endpoint,
      String(r.requests),
      r.perSecond.toFixed(0),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      String(r.errors),
    ];
    if (withBare && r.barePerSecond)
      cells.push(r.barePerSecond.toFixed(0), (r.perSecond / r.barePerSecond).toFixed(2));
    else if (withBare) cells.push('–', '–');
    return cells;
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  // the separator row as Prettier writes it, so the output pastes into docs unchanged
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)].join('\n');
}
