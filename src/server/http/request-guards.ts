/**
 * Request guards that hold for every route, before any feature code runs.
 *
 * 1. Cross-site request forgery. A state-changing request (POST, PUT, PATCH, DELETE) to /api must come
 *    from this site. Browsers send `Origin` on every cross-origin POST (and on same-origin fetch POSTs),
 *    and `Sec-Fetch-Site` on every request, so a browser request is accepted only when its Origin is
 *    the public address's origin or the request's own host, or when Sec-Fetch-Site says same-origin.
 *    A page on another port of the same host is "same-site" but not same-origin, and is refused.
 *    A request with neither header is not from a browser (curl, server-to-server, app.inject in tests)
 *    and carries no ambient cookies by accident, so it is accepted.
 *    One route is exempt: the RFC 8058 one-click unsubscribe, which some webmail posts with its own
 *    Origin. It is authorised by the signed token in its URL and reads no cookie, so a cross-site post
 *    can do nothing there that the link's holder could not; it says so with the route config
 *    `signedLinkOnly` (see FastifyContextConfig below), and every other route keeps the check.
 * 2. Content types. The API takes JSON, and multipart or a form body only on the routes that declare
 *    it in `consumes` (the upload routes: `multipart/form-data`; webhooks and RFC 8058 one-click
 *    unsubscribe posts, which carry their own proof: `application/x-www-form-urlencoded`; the
 *    route-day CSV import: `text/csv`). A
 *    `text/plain` or form body (what an HTML form or a "simple" cross-site fetch can send without a
 *    preflight) is refused with 415 everywhere else, also on routes that take no body.
 * 3. Text the database cannot store. PostgreSQL text and jsonb reject NUL (U+0000) and JSON's lone
 *    surrogate escapes; both used to surface as 500s. Every string (and object key) of the body, query
 *    and path parameters is checked once here, so each route answers 400 instead.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route acts only on a signed token in its URL and reads no session cookie, so a post from
     * another site is no forgery: the cross-site check (1.) does not apply. Content types (2.) do.
     */
    signedLinkOnly?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const guardMessages = {
  crossSite: 'This request came from another site and was refused. Open the portal and try again.',
  contentType: 'Send the request body as JSON (Content-Type: application/json).',
  badText: 'The request contains a character that is not allowed (a null character or a broken one).',
} as const;

export interface RequestGuardOptions {
  /** The public address (PUBLIC_URL); its origin is always accepted. */
  publicUrl: string;
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Whether a browser request comes from this site (see the module comment). */
export function isSameOriginRequest(
  headers: { origin?: string; host?: string; 'sec-fetch-site'?: string },
  publicOrigin: string,
): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    if (origin === publicOrigin) return true;
    try {
      const url = new URL(origin);
      // `Origin: null` (sandboxed frames, some redirects) has no host and never matches
      return url.origin === origin && headers.host !== undefined && url.host === headers.host.toLowerCase();
    } catch {
      return false;
    }
  }
  const site = headers['sec-fetch-site'];
  if (site === undefined) return true;
  // 'none': typed or bookmarked by the user themself; 'same-site' is another origin (e.g. another port)
  return site === 'same-origin' || site === 'none';
}

function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

// text/csv is not a CORS "simple" type: a cross-site page cannot send it without a preflight
const DECLARABLE = new Set(['multipart/form-data', 'application/x-www-form-urlencoded', 'text/csv']);

/** Whether the route declares this (multipart, form or CSV) media type in its schema's `consumes`. */
function declares(request: FastifyRequest, type: string): boolean {
  if (!DECLARABLE.has(type)) return false;
  const consumes = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes;
  return consumes?.includes(type) ?? false;
}

function isJson(type: string): boolean {
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

// lone UTF-16 surrogates: JSON.stringify writes them as \udXXX escapes, which jsonb rejects
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isBadText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether any string or object key inside a parsed value holds text the database cannot store. */
export function containsBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isBadText(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsBadText(item, depth + 1));
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => isBadText(key) || containsBadText(item, depth + 1));
}

export function registerRequestGuards(app: FastifyInstance, options: RequestGuardOptions): void {
  const publicOrigin = new URL(options.publicUrl).origin;

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isApiPath(request.url)) return;
    if (
      !request.routeOptions.config.signedLinkOnly &&
      !isSameOriginRequest(request.headers as Record<string, string | undefined>, publicOrigin)
    ) {
      throw new AppError('FORBIDDEN', guardMessages.crossSite);
    }
    const type = mediaType(request.headers['content-type']);
    if (type === undefined) {
      if (hasBody(request)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', guardMessages.contentType);
      return;
    }
    if (isJson(type)) return;
    if (declares(request, type)) return;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', guardMessages.contentType);
  });

  app.addHook('preValidation', async (request) => {
    if (containsBadText(request.params) || containsBadText(request.query) || containsBadText(request.body)) {
      throw new AppError('BAD_REQUEST', guardMessages.badText);
    }
  });
}
