/**
 * Issue 8 §1: while a hostile upload is processed, the server's main thread stays free. A PDF whose
 * page inflates to megabytes of text once froze every request (health checks included, SIGTERM too)
 * for minutes; its parsing now runs in a worker thread. Health is asked over a real listening socket
 * every 20 ms during the upload: 95 % of the answers must come within 200 ms, all within 1 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { inflatingPdf } from '../../ports/ocr/hostile-documents';
import {
  RegistrationClient,
  SITES,
  seedRegistrationFixtures,
  testPorts,
  uploadDocument,
} from './test-support';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ ports: testPorts, prepare: seedRegistrationFixtures });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

async function healthLatency(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/health`);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

describe('health during a hostile upload', () => {
  it('answers /api/health within 200 ms while an inflating PDF is processed', async () => {
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
    // on the main thread the parse blocked every answer for minutes; on a shared 2-core test machine
    // single answers can still wait for the CPU, so the rule is on the 95th percentile, with a ceiling
    expect(at(0.95)).toBeLessThan(200);
    expect(at(1)).toBeLessThan(1000);
  });
});
