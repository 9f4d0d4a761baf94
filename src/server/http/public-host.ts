/**
 * One address for the portal: a page opened at another host name than PUBLIC_URL's (the server's
 * http://127.0.0.1:3000 beside PUBLIC_URL http://localhost:3000, or a bare IP behind a load balancer)
 * is redirected to the same path at PUBLIC_URL's origin before anything starts there. Without it,
 * sign-in began on one host and came back to the other, where the browser had no sign-in cookie:
 * "An error occurred during login."
 *
 * Only page loads are moved (GET or HEAD asking for HTML): API calls, assets and feeds answer on any
 * host. Host names are compared, not ports (cookies do not tell ports apart, and `app.inject` in tests
 * sends `localhost:80`). The host is Fastify's `request.hostname`, which believes X-Forwarded-Host
 * only from the proxies TRUST_PROXY names; a proxy that rewrites Host must forward the original in
 * X-Forwarded-Host, or every page would be sent to PUBLIC_URL again (docs/operations.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whether the request is a page load that should move to `publicUrl`, and where to; null when not. */
export function publicHostRedirect(
  request: Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'hostname'>,
  publicUrl: string,
): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const accept = request.headers.accept ?? '';
  if (!accept.includes('text/html')) return null;
  const hostname = (request.hostname ?? '').toLowerCase();
  if (hostname === '') return null;
  const target = new URL(publicUrl);
  if (hostname === target.hostname.toLowerCase()) return null;
  return `${target.origin}${request.url}`;
}

export function registerPublicHostRedirect(app: FastifyInstance, options: { publicUrl: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    const location = publicHostRedirect(request, options.publicUrl);
    if (location) return reply.redirect(location, 302);
  });
}

/**
 * The start-up line: where the server listens, and the address to open (PUBLIC_URL), so nobody opens
 * the listening address (http://127.0.0.1:PORT) and meets the redirect above, or sign-in at another host.
 */
export function listenText(address: string, publicUrl: string): string {
  return `Server listening at ${address}; open the portal at ${publicUrl}`;
}
