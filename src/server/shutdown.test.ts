/**
 * A graceful stop (issue 30): the request in flight is answered, a new connection is refused (so a
 * balancer tries another instance), readiness is off at once, and the process exits 0; a stop that
 * hangs exits 1 after the time limit instead of waiting for a SIGKILL.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp, composeContext, type AppInstance } from './app';
import type { AppContext } from './app-context';
import { createTestDatabase } from './test/db';
import { testConfig } from './test/app';
import { installGracefulShutdown } from './shutdown';

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, turns not-ready and exits 0', async () => {
    const ctx = await composeContext(testConfig(), { database: await createTestDatabase() });
    await ctx.jobs.start({ work: true });
    const app = await buildApp(ctx, { logger: false });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow-for-test', async () => {
      arrived();
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;

    const lines: string[] = [];
    const exits: number[] = [];
    const stop = installGracefulShutdown({
      app,
      ctx,
      timeoutMs: 20_000,
      log: (line) => lines.push(line),
      exit: (code) => exits.push(code),
    });
    const answer = fetch(`http://127.0.0.1:${port}/slow-for-test`);
    await inFlight;
    const stopped = stop();
    expect(ctx.lifecycle.stopping).toBe(true);
    await expect.poll(() => connects(port)).toBe(false);
    release();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await stopped;
    expect(exits).toEqual([0]);
    expect(lines.at(-1)).toContain('every request and job in flight finished');
    await ctx.database.close().catch(() => undefined);
  });

  it('exits 1 with a line when the stop takes longer than its limit', async () => {
    const hanging = { close: () => new Promise<void>(() => undefined) } as unknown as AppInstance;
    const ctx = { lifecycle: { stopping: false } } as AppContext;
    const lines: string[] = [];
    const exits: number[] = [];
    const stop = installGracefulShutdown({
      app: hanging,
      ctx,
      timeoutMs: 50,
      log: (line) => lines.push(line),
      exit: (code) => exits.push(code),
    });
    void stop();
    await expect.poll(() => exits).toEqual([1]);
    expect(lines[0]).toContain('longer than 50 ms');
  });
});
