/**
 * CORS for the Open311 endpoint only (/open311/v2): a city's web app on another domain calls it from
 * the browser. The origins allowed are OPEN311_CORS_ORIGINS (config.ts; `*` allows any). A request
 * from an allowed origin gets Access-Control-Allow-Origin (the origin itself, with Vary: Origin, or `*`),
 * and a preflight OPTIONS from one answers 204 with the methods and headers the endpoint takes. Other
 * origins get no CORS headers (the browser then keeps the answer from the page), and their preflight
 * a 204 without them. No cookies are involved (the API key is a field), so credentials are never
 * allowed. Nothing outside this scope answers CORS: the web app's /api stays same-site.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const OPEN311_CORS = {
  methods: 'GET, POST, OPTIONS',
  /** The headers a client may send: the form's type and the optional Idempotency-Key. */
  headers: 'Content-Type, Idempotency-Key',
  /** Exposed to the page: when to retry after a 429. */
  exposeHeaders: 'Retry-After',
  maxAgeSeconds: 600,
} as const;

/** The Access-Control-Allow-Origin value for a request's Origin, or null when it is not allowed. */
export function allowedOrigin(origins: readonly string[], origin: string | undefined): string | null {
  if (!origin || origins.length === 0) return null;
  if (origins.includes('*')) return '*';
  const wanted = origin.trim().toLowerCase();
  return origins.includes(wanted) ? origin.trim() : null;
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  return typeof origin === 'string' ? origin : undefined;
}

function setCorsHeaders(reply: FastifyReply, allowed: string): void {
  reply.header('access-control-allow-origin', allowed);
  if (allowed !== '*') reply.header('vary', 'Origin');
  reply.header('access-control-expose-headers', OPEN311_CORS.exposeHeaders);
  // helmet's same-origin resource policy would keep the answer from the other origin's page
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/** Registers the CORS answers in the Open311 scope: headers on every answer, and the preflight. */
export function registerOpen311Cors(scope: FastifyInstance, origins: readonly string[]): void {
  scope.addHook('onRequest', async (request, reply) => {
    const allowed = allowedOrigin(origins, originOf(request));
    if (allowed) setCorsHeaders(reply, allowed);
  });
  scope.options('/*', { schema: { hide: true } }, async (request, reply) => {
    reply.header('allow', OPEN311_CORS.methods);
    const allowed = allowedOrigin(origins, originOf(request));
    if (allowed && request.headers['access-control-request-method']) {
      reply
        .header('access-control-allow-methods', OPEN311_CORS.methods)
        .header('access-control-allow-headers', OPEN311_CORS.headers)
        .header('access-control-max-age', String(OPEN311_CORS.maxAgeSeconds));
    }
    return reply.status(204).send();
  });
}
