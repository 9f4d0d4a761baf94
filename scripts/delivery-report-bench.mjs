/**
 * npm run bench:delivery-report -- --database-url postgres://…/benchdr [--port 3710] [--server dist/server/main.js]
 * npm run bench:delivery-report -- --data-dir FOLDER   the same on the embedded PGlite in FOLDER/pglite
 *
 * The delivery report (issue 13) against the built server as its own process, on a database seeded
 * with the delivery-report load portal (`npm run seed -- --delivery-portal 100000`):
 *
 * - the first page (20 rows, read until they are found) without and with "Show All Services from
 *   TRUX", --requests times each, one at a time (the first of each is listed on its own);
 * - the summary (GET …/summary, a pass over every matching row) the same way, --summary-requests times each;
 * - Load More pages within the portal rows, and from the last few portal rows on into the TRUX rows
 *   (a cursor just above the oldest profile, then --pages pages by their nextCursor);
 * - the export with TRUX, downloaded and counted as it streams, with the server's resident memory
 *   sampled every 100 ms (and its peak since start, VmHWM, read at the end).
 *
 * The staff member signs in through the development identity provider in Chromium, as in
 * scripts/export-memory.mjs. Load averages (1 min) are printed before and after: note them with the figures.
 */
import { loadavg } from 'node:os';
import { signInStaff, parseBenchArgs, startBuiltServerOf, waitUntilServing } from './bench-server.mjs';

const values = parseBenchArgs({
  script: 'bench:delivery-report',
  port: '3710',
  options: {
    portal: { type: 'string', default: 'load-delivery-portal' },
    requests: { type: 'string', default: '7' },
    'summary-requests': { type: 'string', default: '3' },
    pages: { type: 'string', default: '20' },
    'no-export': { type: 'boolean', default: false },
    // the export on the freshly started server, before the pages (its memory without their garbage)
    'export-first': { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const requests = Number(values.requests);
const summaryRequests = Number(values['summary-requests']);
const pages = Number(values.pages);
const portal = values.portal;

const { server, kb } = startBuiltServerOf(values);
const mb = (k) => `${Math.round(k / 1024)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return `p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms (n=${sorted.length})`;
};

/** A portal-phase cursor (the server's own format): rows created before `time` come next. */
function portalCursorBefore(time) {
  const json = JSON.stringify([time.toISOString().replace('Z', '000Z'), '~']);
  return `p${Buffer.from(json).toString('base64url')}`;
}

try {
  await waitUntilServing(base);
  const cookie = await signInStaff(port, 'Alex Admin');

  async function report(query, path = '/api/admin/delivery-report') {
    const started = performance.now();
    const res = await fetch(`${base}${path}?${query}`, { headers: { cookie } });
    const body = await res.json();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
    return { ms, body };
  }

  async function exportOnce() {
    for (const trux of [true]) {
      const before = kb('VmRSS');
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, kb('VmRSS'));
      }, 100);
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/delivery-report/export?portalId=${portal}&trux=${trux}`, {
        headers: { cookie },
      });
      if (!res.ok) throw new Error(`export answered ${res.status}: ${await res.text()}`);
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.length;
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const rows =
        summaries[trux]?.totalItems ??
        (await report(`portalId=${portal}&trux=${trux}`, '/api/admin/delivery-report/summary')).body.summary
          .totalItems;
      console.log(
        `export, trux=${trux}: ${rows.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds).toLocaleString('en')} rows/s; server resident memory ${mb(before)} before, peak ${mb(peak)} (sampled every 100 ms), peak since start (VmHWM) ${mb(kb('VmHWM'))}`,
      );
    }
  }

  console.log(
    `load average at the start: ${load()}; server resident memory ${mb(kb('VmRSS'))} after sign-in (peak so far ${mb(kb('VmHWM'))})`,
  );
  const first = {};
  const summaries = {};
  if (values['export-first']) await exportOnce();
  for (const trux of [false, true]) {
    const query = `portalId=${portal}&trux=${trux}`;
    const times = [];
    for (let i = 0; i < requests; i++) {
      const { ms, body } = await report(query);
      times.push(ms);
      first[trux] = body;
    }
    console.log(
      `first page (rows), trux=${trux}: ${first[trux].rows.length} rows; first request ${times[0].toFixed(0)} ms; ${stats(times)}; server resident memory now ${mb(kb('VmRSS'))}, peak since start ${mb(kb('VmHWM'))}`,
    );
  }
  for (const trux of [false, true]) {
    const query = `portalId=${portal}&trux=${trux}`;
    const times = [];
    for (let i = 0; i < summaryRequests; i++) {
      const { ms, body } = await report(query, '/api/admin/delivery-report/summary');
      times.push(ms);
      summaries[trux] = body.summary;
    }
    const s = summaries[trux];
    console.log(
      `summary, trux=${trux}: ${s.totalItems.toLocaleString('en')} rows summed (trash ${s.trash.count}, recycling ${s.recycling.count}, yard waste ${s.yardwaste.count}); first request ${times[0].toFixed(0)} ms; ${stats(times)}; server resident memory now ${mb(kb('VmRSS'))}, peak since start ${mb(kb('VmHWM'))}`,
    );
  }

  // Load More within the portal rows (from the first page with TRUX)
  {
    const times = [];
    let cursor = first[true].nextCursor;
    for (let i = 0; i < Math.min(pages, 10) && cursor; i++) {
      const { ms, body } = await report(`portalId=${portal}&trux=true&cursor=${encodeURIComponent(cursor)}`);
      times.push(ms);
      cursor = body.nextCursor;
    }
    console.log(`Load More within the portal rows: ${stats(times)}`);
  }

  // Load More from the last portal rows on into the TRUX rows
  {
    const oldest = new Date(summaries[true].firstCreatedAt);
    let cursor = portalCursorBefore(new Date(oldest.getTime() + 30 * 60_000));
    const times = [];
    const origins = [];
    for (let i = 0; i < pages && cursor; i++) {
      const { ms, body } = await report(`portalId=${portal}&trux=true&cursor=${encodeURIComponent(cursor)}`);
      times.push(ms);
      origins.push(...body.rows.map((r) => r.origin));
      cursor = body.nextCursor;
    }
    const portalRows = origins.filter((o) => o === 'portal').length;
    console.log(
      `Load More past the portal rows (${portalRows} portal rows, then ${origins.length - portalRows} TRUX rows): first page ${times[0].toFixed(0)} ms; ${stats(times)}`,
    );
  }

  if (!values['no-export'] && !values['export-first']) await exportOnce();
  console.log(`load average at the end: ${load()}`);
} finally {
  server.kill('SIGTERM');
}
