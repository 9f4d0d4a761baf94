/**
 * Compression of the web app's pages. They are sent from the not-found handler (app.ts), which
 * @fastify/compress does not reach: it hooks routes. Uncompressed, the signed-in Services page is
 * 113 KB and the built login page 42 KB, a large part of a phone's first paint on a slow network
 * (issue 9, Lighthouse). Brotli when the browser takes it, else gzip; nothing under the API's
 * threshold.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type HtmlEncoding = 'br' | 'gzip';

/** Answers over 1 KB are compressed: the API's (@fastify/compress in app.ts, the bench's bare server) and the pages. */
export const COMPRESSION = { threshold: 1024 } as const;
/** Pages built once (the public pages, index.html) are compressed once, at Brotli's best. */
const compressedOnce: Record<HtmlEncoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };

/** The encoding to send: Brotli, else gzip, when Accept-Encoding takes it (q above 0). */
export function htmlEncoding(acceptEncoding: string | string[] | undefined): HtmlEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function compress(html: string, encoding: HtmlEncoding, quality: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(html, { level: 6 });
}

/**
 * `html` as it should be sent for this Accept-Encoding: the body and its Content-Encoding (none when
 * not compressed). `built` pages are kept compressed; a page rendered per request is not.
 */
export function compressHtml(
  html: string,
  acceptEncoding: string | string[] | undefined,
  built: boolean,
): { body: string | Buffer; encoding: HtmlEncoding | null } {
  const encoding = htmlEncoding(acceptEncoding);
  if (!encoding || Buffer.byteLength(html) < COMPRESSION.threshold) return { body: html, encoding: null };
  if (!built) return { body: compress(html, encoding, 5), encoding };
  let body = compressedOnce[encoding].get(html);
  if (!body) {
    body = compress(html, encoding, 11);
    compressedOnce[encoding].set(html, body);
  }
  return { body, encoding };
}
