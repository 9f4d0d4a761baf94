/**
 * npm run bench:export-memory -- --database-url postgres://…/benchcs [--port 3510] [--server dist/server/main.js]
 * npm run bench:export-memory -- --data-dir FOLDER   the same on the embedded PGlite in FOLDER/pglite
 *
 * The Customer Profiles export measured against the real server as its own process: the built server
 * (dist/server/main.js, `npm run build` first) is started on the given database, a staff member signs
 * in through the development identity provider in Chromium, the whole export is downloaded and
 * counted as it streams, and the server's resident memory is sampled every 100 ms (its peak,
 * VmHWM, is read at the end). Meanwhile the list's first page is requested one at a time, to show
 * other requests keep answering.
 */
import { signInStaff, parseBenchArgs, startBuiltServerOf, waitUntilServing } from './bench-server.mjs';

const values = parseBenchArgs({ script: 'bench:export-memory', port: '3510' });
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const { server, kb } = startBuiltServerOf(values);

try {
  await waitUntilServing(base);
  const cookie = await signInStaff(port, 'Alex Admin');

  const before = kb('VmRSS');
  let peakSampled = before;
  const sampler = setInterval(() => {
    peakSampled = Math.max(peakSampled, kb('VmRSS'));
  }, 100);

  let exporting = true;
  const listTimes = [];
  const lister = (async () => {
    while (exporting) {
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/customer-profiles`, { headers: { cookie } });
      await res.arrayBuffer();
      listTimes.push(performance.now() - started);
    }
  })();

  const started = performance.now();
  const res = await fetch(`${base}/api/admin/customer-profiles/export`, { headers: { cookie } });
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  console.log(`content-encoding: ${res.headers.get('content-encoding') ?? 'none'}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  exporting = false;
  await lister;
  clearInterval(sampler);

  listTimes.sort((a, b) => a - b);
  const at = (q) => listTimes[Math.min(listTimes.length - 1, Math.floor(q * listTimes.length))]?.toFixed(0);
  const total = Number(
    (await (await fetch(`${base}/api/admin/customer-profiles`, { headers: { cookie } })).json()).counts.total,
  );
  console.log(
    `Export of ${total.toLocaleString('en')} profiles by the server as its own process: ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s = ${Math.round(total / seconds).toLocaleString('en')} rows/s.`,
  );
  console.log(
    `Server resident memory: ${Math.round(before / 1024)} MB before, peak while exporting ${Math.round(peakSampled / 1024)} MB (sampled every 100 ms), peak since start (VmHWM) ${Math.round(kb('VmHWM') / 1024)} MB.`,
  );
  console.log(
    `Meanwhile the list's first page answered ${listTimes.length} requests, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms.`,
  );
} finally {
  server.kill('SIGTERM');
}
