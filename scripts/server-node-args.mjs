/**
 * Node's own flags for the built server, shared by `npm start` and the benchmarks that start the
 * server as its own process, so a benchmark measures the server as it is deployed.
 *
 * The old generation is capped at SERVER_HEAP_MB (256 by default): the heavy reports (the Customer
 * Profiles export of a million rows, the delivery report of a 100,000-customer portal) and a stream
 * of page loads make garbage fast, and with Node's default heap (a quarter of the machine's memory or
 * more) V8 lets the process grow to 300–415 MB on PostgreSQL, 580–720 MB on the embedded database,
 * before it collects; with the cap it stays near 200–250 MB on PostgreSQL and near 420 MB on the
 * embedded database at the same speed (docs/benchmarks.md, issues 13 and 33 §4). The embedded
 * database's own memory (WebAssembly) is outside the cap. SERVER_HEAP_MB=0, or a
 * --max-old-space-size in NODE_OPTIONS, leaves the choice to Node/the operator.
 */
export const DEFAULT_SERVER_HEAP_MB = 256;

/** @param {NodeJS.ProcessEnv} env */
export function serverNodeArgs(env = process.env) {
  const args = ['--enable-source-maps'];
  const heapMb = Number(env.SERVER_HEAP_MB ?? DEFAULT_SERVER_HEAP_MB);
  const operatorChose = /--max-old-space-size/.test(env.NODE_OPTIONS ?? '');
  if (heapMb > 0 && !operatorChose) args.push(`--max-old-space-size=${heapMb}`);
  return args;
}
