/**
 * The operators' metrics (issue 30): the endpoint on its own port with its token, request counts by
 * route pattern, the shared queue gauges and the message sends, and readiness apart from liveness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { queueMail } from '../jobs/messaging';
import { routeLabel, startMetricsServer } from './metrics';

let t: TestApp;
let server: Awaited<ReturnType<typeof startMetricsServer>>;
const TOKEN = 'scrape-secret-123';
const scrape = (token: string | null = TOKEN) =>
  fetch(`http://127.0.0.1:${server.port}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const text = async () => {
  const res = await scrape();
  expect(res.status).toBe(200);
  return res.text();
};

beforeAll(async () => {
  t = await createTestApp();
  server = await startMetricsServer(t.ctx.metrics, { port: 0, host: '127.0.0.1', token: TOKEN });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe('GET /metrics on the metrics port', () => {
  it('asks for the token and serves nothing else', async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('wrong-token-----x')).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).not.toBe(200);
  });

  it('counts requests by route pattern and status, not by raw URL', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-abc' });
    await t.app.inject({ method: 'GET', url: '/api/my-services/someone-else' });
    const body = await text();
    expect(body).toContain('curbside_http_requests_total{method="GET",route="/api/health",status="200"} 3');
    expect(body).toContain('route="/api/*",status="404"');
    expect(body).toContain('route="/api/my-services/:uid"');
    expect(body).not.toContain('no-such-route-abc');
    expect(body).not.toContain('someone-else');
    expect(body).toMatch(/curbside_http_request_duration_seconds_bucket\{[^}]*route="\/api\/health"/);
    expect(body).toContain('curbside_process_resident_memory_bytes');
  });

  it('reports the job queues and the outbox from the database, and counts sends', async () => {
    await t.ctx.db.transaction((tx) =>
      queueMail(t.ctx, tx, { to: 'ops@hauler.test', subject: 'Metrics', text: 'Counted.' }),
    );
    await expect
      .poll(
        async () =>
          (await text()).match(/curbside_message_sends_total\{channel="mail",outcome="sent"\} (\d+)/)?.[1],
      )
      .toBe('1');
    // the try is counted once the job is marked completed, a moment after the mail was sent
    await expect
      .poll(async () =>
        /curbside_job_tries_total\{queue="mail-send",outcome="completed"\} [1-9]/.test(await text()),
      )
      .toBe(true);
    const body = await text();
    expect(body).toContain('curbside_service_requests_outbox{status="queued"} 0');
    expect(body).toContain('# TYPE curbside_job_queue_jobs gauge');
    expect(body).toContain('# TYPE curbside_job_queue_oldest_waiting_seconds gauge');
  });

  it('labels unrouted requests by kind', () => {
    expect(routeLabel(undefined, '/api/x')).toBe('(no route)');
    expect(routeLabel(undefined, '/Services')).toBe('(page)');
    expect(routeLabel('/api/health', '/api/health?x=1')).toBe('/api/health');
  });
});

describe('GET /api/ready', () => {
  it('is ready when migrations have run, and not while the instance shuts down (health stays up)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    t.ctx.lifecycle.stopping = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('This instance is shutting down.');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.ctx.lifecycle.stopping = false;
    }
  });
});
