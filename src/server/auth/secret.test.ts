import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/app';
import { resolveAuthSecret, useSecureCookies } from './secret';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-secret-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('auth secret', () => {
  it('uses AUTH_SECRET when given', () => {
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret(testConfig({ AUTH_SECRET: secret }))).toBe(secret);
  });

  it('refuses a short AUTH_SECRET', () => {
    expect(() => testConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('generates one secret for a zero-config start and keeps it in DATA_DIR/secret', () => {
    const config = testConfig({ NODE_ENV: 'production', DATA_DIR: dir });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(config)).toBe(first);
    const file = path.join(dir, 'secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });
});

describe('secure cookies', () => {
  // DEMO_MODE=true: a public PUBLIC_URL without the real services is refused otherwise (config.ts)
  it.each<[Record<string, string>, boolean]>([
    [{ DEMO_MODE: 'true', PUBLIC_URL: 'https://portal.example.com' }, true],
    [{ DEMO_MODE: 'true', NODE_ENV: 'production', PUBLIC_URL: 'http://portal.example.com' }, true],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }, false],
    [{ DEMO_MODE: 'true', COOKIE_SECURE: 'false', PUBLIC_URL: 'https://portal.example.com' }, false],
  ])('are on for https and for production on a real host, off on localhost: %j gives %s', (env, secure) => {
    expect(useSecureCookies(testConfig(env))).toBe(secure);
  });
});
