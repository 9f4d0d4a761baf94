/**
 * npm run bench:upload-memory -- --data-dir FOLDER                [--port 3530] [--uploads 8]
 * npm run bench:upload-memory -- --database-url postgres://…/db  [--port 3530] [--uploads 8]
 *
 * Issue 26 §3: no upload can take the server's memory. The built server (dist/server/main.js,
 * `npm run build` first) is started as its own process with the node flags `npm start` gives it
 * (the 256 MB heap cap on PostgreSQL), on an empty PGlite folder or PostgreSQL database (the demo is
 * seeded at start). Eight anonymous registrations then send, all at once, the review's PDF bomb: 4 KB
 * whose page is compressed twice (`/Filter [/FlateDecode /FlateDecode]`) and inflates to 2 GB. Before
 * the fix the server grew from 192 MB to 1,438 MB with one such upload and kept it.
 *
 * Meanwhile the server's resident memory (VmRSS; VmHWM, its peak, at the end) and its document
 * parser processes' (children of the server) are sampled every 20 ms from /proc, and /api/health is
 * asked one request after another. It passes when every upload gets the spec's processing error
 * (422), the server's growth stays under 100 MB and comes back, and every health answer comes within
 * a second; it exits 1 otherwise.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { parseBenchArgs, startBuiltServerOf, waitUntilServing } from './bench-server.mjs';

const values = parseBenchArgs({
  script: 'bench:upload-memory',
  port: '3530',
  options: {
    uploads: { type: 'string', default: '8' },
  },
});
const port = Number(values.port);
const uploads = Number(values.uploads);
const base = `http://127.0.0.1:${port}`;

/** The same bomb as doubleFlatePdf() in src/server/ports/ocr/hostile-documents.ts (2 GiB of zeros). */
function doubleFlatePdf(size = 2 * 1024 * 1024 * 1024) {
  const piece = 8 * 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(piece), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0);
  const zlibZeros = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array(size / piece).fill(block),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
  const stream = deflateSync(zlibZeros, { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ];
  const parts = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets = [];
  let length = parts[0].length;
  const add = (b) => {
    parts.push(b);
    length += b.length;
  };
  objects.forEach((o, i) => {
    offsets.push(length);
    add(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  add(
    Buffer.from(
      `4 0 obj\n<< /Length ${stream.length} /Filter [/FlateDecode /FlateDecode] >>\nstream\n`,
      'latin1',
    ),
  );
  add(stream);
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  let tail = `xref\n0 5\n0000000000 65535 f \n`;
  tail += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  tail += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  add(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

// each registration comes from its own address (rate limits are per address), told by the one proxy
process.env.TRUST_PROXY = '1';
const { server, kb } = startBuiltServerOf(values);

/** Resident memory of the server's children (the document parsers), in kB. */
function childrenKb() {
  let total = 0;
  for (const task of readdirSync(`/proc/${server.pid}/task`)) {
    let children = '';
    try {
      children = readFileSync(`/proc/${server.pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const pid of children.split(' ').filter(Boolean)) {
      try {
        total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        // it ended meanwhile
      }
    }
  }
  return total;
}

const mb = (k) => (k / 1024).toFixed(0);
let failed = false;
try {
  await waitUntilServing(base);
  const pdf = doubleFlatePdf();

  // eight registrations, each from its own address
  const clients = [];
  for (let i = 0; i < uploads; i++) {
    const headers = { 'x-forwarded-for': `192.0.2.${10 + i}` };
    const found = await fetch(`${base}/api/registration/addresses?zip=60044`, { headers }).then((r) =>
      r.json(),
    );
    const started = await fetch(`${base}/api/registration`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ addressId: found.items[i % found.items.length].addressId }),
    });
    if (started.status !== 201) throw new Error(`registration: ${started.status} ${await started.text()}`);
    clients.push({ ...headers, 'x-registration-token': (await started.json()).registrationToken });
  }

  // the same probes for 5 s with nothing uploading: what this machine's load alone costs
  const idle = { health: [], static: [] };
  {
    const until = performance.now() + 5000;
    const idleProbe = async (path, into) => {
      while (performance.now() < until) {
        const started = performance.now();
        await (await fetch(`${base}${path}`)).arrayBuffer();
        into.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await Promise.all([idleProbe('/api/health', idle.health), idleProbe('/favicon.svg', idle.static)]);
  }

  const before = kb('VmRSS');
  let peak = before;
  let childrenPeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, kb('VmRSS'));
    childrenPeak = Math.max(childrenPeak, childrenKb());
  }, 20);

  let uploading = true;
  /** Asks `path` one request after another while the uploads run: [{ ms, ok }]. */
  const probe = (path) => {
    const times = [];
    const done = (async () => {
      while (uploading) {
        const started = performance.now();
        const res = await fetch(`${base}${path}`);
        await res.arrayBuffer();
        times.push({ ms: performance.now() - started, ok: res.ok });
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    return { times, done };
  };
  // the health check asks the database; a static file shows the main thread alone
  const healthProbe = probe('/api/health');
  const staticProbe = probe('/favicon.svg');
  const health = healthProbe.times;

  const started = performance.now();
  const answers = await Promise.all(
    clients.map(async (headers) => {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'bill.pdf');
      const res = await fetch(`${base}/api/registration/document`, { method: 'POST', headers, body: form });
      return { status: res.status, message: (await res.json()).message };
    }),
  );
  const took = performance.now() - started;
  uploading = false;
  await Promise.all([healthProbe.done, staticProbe.done]);
  clearInterval(sampler);
  // the parsers are gone; what the server holds now
  await new Promise((r) => setTimeout(r, 2000));
  const after = kb('VmRSS');
  const hwm = kb('VmHWM');

  const worst = Math.max(...health.map((h) => h.ms));
  const sorted = health.map((h) => h.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const refused = answers.filter(
    (a) => a.status === 422 && a.message === 'Error processing file. Please try another document.',
  ).length;
  console.log(
    `${values['database-url'] ? 'PostgreSQL' : 'PGlite'}: ${uploads} uploads of a ${pdf.length}-byte PDF ` +
      `(2 GB inflated) at once, answered in ${(took / 1000).toFixed(1)} s: ${refused}/${uploads} got 422 "Error processing file"`,
  );
  console.log(
    `server RSS: before ${mb(before)} MB, peak sampled ${mb(peak)} MB (growth ${mb(peak - before)} MB), ` +
      `2 s after ${mb(after)} MB; VmHWM since start ${mb(hwm)} MB`,
  );
  console.log(`document parser processes: peak ${mb(childrenPeak)} MB resident in all`);
  console.log(
    `/api/health: ${health.length} checks, median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms, ` +
      `${health.filter((h) => !h.ok).length} failed`,
  );
  const staticWorst = Math.max(...staticProbe.times.map((h) => h.ms));
  console.log(
    `/favicon.svg (no database): ${staticProbe.times.length} requests, worst ${staticWorst.toFixed(0)} ms`,
  );
  console.log(
    `idle, 5 s before: /api/health worst ${Math.max(...idle.health).toFixed(0)} ms, ` +
      `/favicon.svg worst ${Math.max(...idle.static).toFixed(0)} ms; load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`,
  );
  const problems = [];
  if (refused !== uploads) problems.push(`answers: ${JSON.stringify(answers)}`);
  if (peak - before >= 100 * 1024) problems.push('the server grew by 100 MB or more');
  if (after - before >= 50 * 1024) problems.push('the memory did not come back');
  if (worst >= 1000 || health.some((h) => !h.ok)) problems.push('a health check took a second or failed');
  if (problems.length) {
    failed = true;
    console.error(`FAIL: ${problems.join('; ')}`);
  } else console.log('PASS');
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
