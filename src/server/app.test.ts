import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, type TestApp } from './test/app';
import { expectClientError, postRaw } from './test/client-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ work: false });
});
afterAll(() => t.close());

describe('API basics', () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.ctx.database.kind });
  });

  it('answers an unknown API path with the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('serves the OpenAPI document and its viewer at /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths['/api/health']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('logs one line per request, with its status and time', async () => {
    const lines: string[] = [];
    const ctx = { ...t.ctx, config: { ...t.ctx.config, LOG_LEVEL: 'info' as const } };
    const app = await buildApp(ctx, { logStream: { write: (line: string) => void lines.push(line) } });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      const about = lines.map((line) => JSON.parse(line)).filter((l) => l.req || l.res);
      expect(about).toHaveLength(1);
      expect(about[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
      expect(about[0].responseTime).toEqual(expect.any(Number));
    } finally {
      await app.close();
    }
  });

  it('refuses a malformed JSON body with 400, not 500', async () => {
    const res = await postRaw(t.app, '/api/health', 'application/json', '{not json');
    expectClientError(res);
    expect(res.json().code).toBeDefined();
  });
});

describe('serving the web app', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Curbside</title>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)'.repeat(200));
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  it('answers /favicon.ico with the app’s icon (the built-in sign-in pages ask for it)', async () => {
    const app = await buildApp(t.ctx, { webDir, logger: false });
    try {
      const icon = await app.inject({ method: 'GET', url: '/favicon.ico' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.body).toContain('<svg');
    } finally {
      await app.close();
    }
  });

  it('caches hashed assets for a year and revalidates the page', async () => {
    const app = await buildApp(t.ctx, { webDir, logger: false });
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    const page = await app.inject({ method: 'GET', url: '/Services' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Curbside</title>');
    await app.close();
  });

  it('answers the app with 404 for a path it has no page for, and 200 for each of its pages', async () => {
    const app = await buildApp(t.ctx, { webDir, logger: false });
    try {
      for (const url of ['/no-such-page', '/Services/extra', '/admin/no-such-page', '/MyServices']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(404);
        expect(page.body).toContain('<title>Curbside</title>');
      }
      const pages = ['/', '/login', '/services?x=1', '/MyServices/u-1', '/admin', '/admin/content/p-1'];
      for (const url of [...pages, '/admin/customer-setups/edit/p-1', '/admin/content', '/FAQ/']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
