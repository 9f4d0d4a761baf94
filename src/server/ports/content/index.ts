/**
 * Chooses the content adapter from config: Strapi when STRAPI_URL is set, the built-in
 * portal_content table otherwise.
 */
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { createBuiltInContent } from './built-in-content';
import { createStrapiContent } from './strapi-content';
import type { ContentPort } from './content-port';

export type { ContentPort, ContentPortal, LocalizedContent } from './content-port';
export { contentUnavailable } from './content-port';
export { createBuiltInContent } from './built-in-content';
export { createStrapiContent, STRAPI_POPULATE } from './strapi-content';

export function createContentPort(
  config: Config,
  db: DbOrTx,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): ContentPort {
  if (!config.STRAPI_URL) return createBuiltInContent(db);
  return createStrapiContent({
    baseUrl: config.STRAPI_URL,
    token: config.STRAPI_TOKEN || undefined,
    timeoutMs: config.STRAPI_TIMEOUT_MS,
    fetch: fetchImpl,
  });
}
