/**
 * The signed-in resident's Services page rendered per request (issue 9, Lighthouse on /Services: its
 * largest paint, the subtitle with the portal's name, waited for the entry script, some fifty route
 * chunks and two API answers). The server asks itself for the answers the page reads (GET
 * /api/session, /api/services and /api/portal/branding with the browser's cookies), renders the page
 * with the web app's own tree (dist/ssr, built from src/web/prerender.tsx) in the language the
 * browser will pick, and sends it with those answers as a JSON data block: the browser puts them in
 * its cache and hydrates the page (src/web/main.tsx).
 *
 * The answers are asked for on every request (they are the authority: a signed-out session or a
 * changed service shows at once), but the render is not redone for answers it has already rendered
 * (issue 33 §3: ≈ 24 ms of CPU each, one at a time). The page is kept compressed in a cache bounded by
 * bytes (rendered-page-cache.ts), under a hash of everything the render reads: the build, the path,
 * the language, the encoding and the three answers, the session's (with the customer's uid)
 * included. The same hash is the page's ETag, so a reload with nothing changed is a 304.
 *
 * Anything else gets the bare index.html as before: another path or a query, no customer session,
 * staff or a pending Google registration, an enterprise customer (the page sends them on to My
 * Services), an answer other than 200, a build without dist/ssr, or a render that fails.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSession } from '../domain/session';
import { GOOGLE_PENDING_COOKIE } from './auth/google';
import { CUSTOMER_COOKIE, STAFF_COOKIE } from './auth/sessions';
import { compressHtml, htmlEncoding } from './html-compression';
import { pageLanguage, PRERENDERED_FOLDER } from './prerendered-pages';
import { RenderedPageCache, type CachedPage } from './rendered-page-cache';

/** The part of dist/ssr/prerender.mjs used here (src/web/prerender.tsx). */
interface PageRenderer {
  LANGUAGES: readonly string[];
  servicesPageData(session: TSession, services: unknown, branding?: unknown): PageData;
  renderPage(path: string, language: string, data: PageData): Promise<string | null>;
  pageDocument(
    template: string,
    language: string,
    markup: string,
    attributes: Record<string, string>,
    queries: PageData['queries'],
  ): string;
}
interface PageData {
  session: TSession;
  queries?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
}

/** Route matching ignores case in the web app (src/domain/paths.ts). */
const SERVICES_PATH = '/services';

/** The page for one request: its ETag, and its body unless the browser's copy is the same. */
export type SignedInPage =
  | { etag: string; notModified: true }
  | ({ etag: string; notModified: false } & Pick<CachedPage, 'body' | 'encoding'>);

export interface SignedInPages {
  /** True when `pathname` may be rendered per request (its answer then depends on the cookies). */
  has(pathname: string): boolean;
  /** The page for this request, or null for the bare index.html. */
  render(request: FastifyRequest): Promise<SignedInPage | null>;
}

export interface SignedInPagesOptions {
  /** The rendered pages kept, in bytes (RENDERED_PAGE_CACHE_MB); 0: every page is rendered. */
  cacheBytes: number;
}

export function signedInPages(
  app: FastifyInstance,
  webDir: string,
  { cacheBytes }: SignedInPagesOptions,
): SignedInPages {
  const bundle = path.join(webDir, '..', 'ssr', 'prerender.mjs');
  const templateFile = path.join(webDir, PRERENDERED_FOLDER, 'template.html');
  const built = fs.existsSync(bundle) && fs.existsSync(templateFile);
  const template = built ? fs.readFileSync(templateFile, 'utf8') : '';
  // the build a page was rendered by: the template names the web app's hashed assets, and the
  // renderer's file changes with every build of it (an ETag must not outlive either)
  const buildId = built
    ? JSON.stringify([template, fs.statSync(bundle).size, fs.statSync(bundle).mtimeMs])
    : '';
  const cache = new RenderedPageCache(cacheBytes);
  // renders under way, by key: a burst of reloads with the same answers renders the page once
  const rendering = new Map<string, Promise<CachedPage | null>>();
  // loaded on the first signed-in page: a server that never renders one does not hold the web app
  let renderer: Promise<PageRenderer | null> | undefined;
  const loadRenderer = () =>
    (renderer ??= (import(pathToFileURL(bundle).href) as Promise<PageRenderer>).catch((error: unknown) => {
      app.log.error(
        { err: error },
        'the page renderer (dist/ssr) could not be loaded; pages render in the browser',
      );
      return null;
    }));

  const has = (pathname: string) => built && pathname.toLowerCase() === SERVICES_PATH;

  async function render(request: FastifyRequest): Promise<SignedInPage | null> {
    const [pathname = '/', query] = request.url.split('?');
    if (!has(pathname) || query !== undefined) return null;
    const { cookies } = request;
    if (!cookies[CUSTOMER_COOKIE] || cookies[STAFF_COOKIE] || cookies[GOOGLE_PENDING_COOKIE]) return null;
    const acceptLanguage = request.headers['accept-language'];
    // the answers this browser would get: its cookies, its language, its address (rate limits)
    const ask = (url: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: {
          cookie: request.headers.cookie ?? '',
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        },
        remoteAddress: request.ip,
      });
    const sessionAnswer = await ask('/api/session');
    if (sessionAnswer.statusCode !== 200) return null;
    const session = sessionAnswer.json<TSession>();
    const customer = session.customer;
    if (!customer || session.staff || session.pendingGoogleRegistration) return null;
    if (customer.entryType === 'EnterpriseCustomerProfile') return null;
    const [servicesAnswer, brandingAnswer, pages] = await Promise.all([
      ask('/api/services'),
      ask('/api/portal/branding'),
      loadRenderer(),
    ]);
    if (servicesAnswer.statusCode !== 200 || !pages) return null;
    // the language the app takes the page over in: the browser's choice, else the profile's (issue 28)
    const language = pageLanguage({ cookies, acceptLanguage }, pages.LANGUAGES, customer.language);
    // the shell's title and contact details come with the page when the branding answered
    const branding = brandingAnswer.statusCode === 200 ? brandingAnswer.body : null;
    const encoding = htmlEncoding(request.headers['accept-encoding']);
    // everything the page is made from; the session's answer names the customer
    const key = createHash('sha256')
      .update(
        JSON.stringify([
          buildId,
          pathname,
          language,
          encoding,
          sessionAnswer.body,
          servicesAnswer.body,
          branding,
        ]),
      )
      .digest('base64url');
    const etag = `"${key}"`;
    if (sameEtag(request.headers['if-none-match'], etag)) return { etag, notModified: true };

    let page = cache.get(key, customer.uid);
    if (!page) {
      let pending = rendering.get(key);
      if (!pending) {
        pending = (async () => {
          const data = pages.servicesPageData(
            session,
            servicesAnswer.json(),
            branding === null ? undefined : JSON.parse(branding),
          );
          const markup = await pages.renderPage(pathname, language, data);
          // not rendered here (too many waiting, or a part left to the browser): not kept either
          if (markup === null) return null;
          const html = pages.pageDocument(
            template,
            language,
            markup,
            { prerendered: language, customer: customer.uid },
            data.queries,
          );
          const rendered = { customer: customer.uid, ...compressHtml(html, encoding ?? undefined, false) };
          cache.set(key, rendered);
          return rendered;
        })().finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      page = (await pending) ?? undefined;
    }
    if (!page || page.customer !== customer.uid) return null;
    return { etag, notModified: false, body: page.body, encoding: page.encoding };
  }

  return {
    has,
    async render(request) {
      try {
        return await render(request);
      } catch (error) {
        request.log.warn({ err: error }, 'the signed-in page could not be rendered; the browser renders it');
        return null;
      }
    },
  };
}

/** True when If-None-Match names `etag` (or any page, "*"); a weak match counts for a GET. */
function sameEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '');
    return bare === etag || bare === '*';
  });
}
