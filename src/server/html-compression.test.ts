import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml, htmlEncoding } from './html-compression';

const PAGE = `<!doctype html><main>${'<p>Trash, recycling and yard waste</p>'.repeat(100)}</main>`;

describe('compression of the web app’s pages', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('takes Brotli, else gzip, as the browser accepts them: %j gives %j', (accepted, encoding) => {
    expect(htmlEncoding(accepted)).toBe(encoding);
  });

  it('compresses a page over 1 KB and leaves a small one as it is', () => {
    const br = compressHtml(PAGE, 'br', false);
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(PAGE);
    const gzip = compressHtml(PAGE, 'gzip', false);
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(PAGE);
    expect((gzip.body as Buffer).length).toBeLessThan(PAGE.length / 10);
    expect(compressHtml('<p>small</p>', 'br', false)).toEqual({ body: '<p>small</p>', encoding: null });
    expect(compressHtml(PAGE, undefined, false)).toEqual({ body: PAGE, encoding: null });
  });

  it('compresses a built page once', () => {
    const first = compressHtml(PAGE, 'br', true);
    expect(compressHtml(PAGE, 'br', true).body).toBe(first.body);
    expect(compressHtml(PAGE, 'br', false).body).not.toBe(first.body);
  });
});
