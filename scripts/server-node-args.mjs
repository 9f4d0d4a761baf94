/**
 * Node's own flags for the built server, shared by `npm start` and the benchmarks that start the
 * server as its own process, so a benchmark measures the server as it is deployed.
 *
 * On PostgreSQL the old generation is capped at SERVER_HEAP_MB (256 by default): the heavy reports
 * (the Customer Profiles export of a million rows, the delivery report of a 100,000-customer portal)
 * make garbage fast, and with Node's default heap V8 lets the process grow to 300–415 MB before it
 * collects; with the cap it stays near 200–250 MB at the same speed (docs/benchmarks.md, issue 13).
 * The embedded database (no DATABASE_URL) keeps Node's default: its memory is WebAssembly memory,
 * which the cap does not bound, and its large queries hand whole results to JavaScript.
 * SERVER_HEAP_MB=0, or a --max-old-space-size in NODE_OPTIONS, leaves the choice to Node/the operator.
 */
export const DEFAULT_SERVER_HEAP_MB = 256;

/** @param {NodeJS.ProcessEnv} env */
export function serverNodeArgs(env = process.env) {
  const args = ['--enable-source-maps'];
  const heapMb = Number(env.SERVER_HEAP_MB ?? DEFAULT_SERVER_HEAP_MB);
  const operatorChose = /--max-old-space-size/.test(env.NODE_OPTIONS ?? '');
  if (env.DATABASE_URL && heapMb > 0 && !operatorChose) args.push(`--max-old-space-size=${heapMb}`);
  return args;
}
