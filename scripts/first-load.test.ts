/**
 * The first-load budget of issue 9 on the built app (`npm test` builds before it runs this): the
 * gzipped JavaScript a browser fetches before the first paint of `/` and `/login`, the entry and what
 * it imports statically, at most 170 KB. The grouping of on-demand modules into chunks
 * (scripts/lazy-library-chunks.ts) could pull a page's components into the entry; this says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const WEB_DIR = path.resolve('dist/web');
const BUDGET_BYTES = 170 * 1024;

/** The entry named by index.html and every script it imports statically, directly or not. */
function firstLoadScripts(): string[] {
  const indexHtml = path.join(WEB_DIR, 'index.html');
  if (!fs.existsSync(indexHtml)) throw new Error('no dist/web/index.html: run `npm run build` first');
  const html = fs.readFileSync(indexHtml, 'utf8');
  const queue = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g),
  ].map((match) => path.join(WEB_DIR, match[1]!));
  const seen = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\.?\/[^"']+\.js)["']/g,
    )) {
      queue.push(path.join(path.dirname(file), match[1]!));
    }
  }
  return [...seen];
}

describe('first-load JavaScript of the built app', () => {
  it('is at most 170 KB gzipped, and none of the on-demand library chunks', () => {
    const scripts = firstLoadScripts();
    const bytes = scripts.reduce(
      (sum, file) => sum + gzipSync(fs.readFileSync(file), { level: 9 }).length,
      0,
    );
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(
      scripts.map((file) => path.basename(file)).filter((name) => /^(mantine|icons|lib-)/.test(name)),
    ).toEqual([]);
  });
});
