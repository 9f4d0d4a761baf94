/**
 * Issue 8 §1: while a hostile upload is processed, the server's main thread stays free. A PDF whose
 * page inflates to megabytes of text once froze every request (health checks included, SIGTERM too)
 * for minutes; its parsing now runs in a worker thread. Health is asked over a real listening socket
 * every 20 ms during the upload: half the answers must come within 500 ms and all within 5 s (the
 * frozen thread took minutes; the speed itself is for the benchmarks, not for this test).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { inflatingPdf } from '../../ports/ocr/hostile-documents';
import { RegistrationClient, SITES, createRegistrationTestApp, uploadDocument } from './test-support';

let base: string;

const t = useTestApp(() => createRegistrationTestApp());

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

async function healthLatency(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/health`);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

describe('health during a hostile upload', () => {
  it('keeps answering /api/health while an inflating PDF is processed', async () => {
    const c = new RegistrationClient(t.app);
    await c.start(SITES.withEmail.street);
    await healthLatency(); // the first request sets up the connection

    let done = false;
    const upload = uploadDocument(t.app, c, 'inflating.pdf', 'application/pdf', inflatingPdf()).finally(
      () => {
        done = true;
      },
    );
    const latencies: number[] = [];
    while (!done) {
      latencies.push(await healthLatency());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const res = await upload;
    expect(res.statusCode, res.body).toBe(422);
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
    // the figures for the closing note
    console.warn(
      `health during hostile PDF: ${sorted.length} checks, median ${at(0.5).toFixed(0)} ms, 95th ${at(0.95).toFixed(0)} ms, worst ${at(1).toFixed(0)} ms`,
    );
    expect(sorted.length).toBeGreaterThan(3);
    // on the main thread the parse blocked every answer for minutes. The bounds catch that and leave
    // room for a busy machine: on the shared 2-core test machine, with other engineers' test runs
    // beside this one (load average 14), the 95th percentile reached 890 ms with the parse in its
    // worker, and 1,262 ms at load average 8 (median 94 ms); on a quiet machine a few milliseconds.
    // So the rule is on the median and the worst answer: a frozen thread fails both.
    expect(at(0.5)).toBeLessThan(500);
    expect(at(1)).toBeLessThan(5000);
  });
});
