/**
 * The signed-in resident's Services page rendered per request (issue 9, Lighthouse on /Services: its
 * largest paint, the subtitle with the portal's name, waited for the entry script, some fifty route
 * chunks and two API answers). The server asks itself for the answers the page reads (GET
 * /api/session, /api/services and /api/portal/branding with the browser's cookies), renders the page
 * with the web app's own tree (dist/ssr, built from src/web/prerender.tsx) in the language the
 * browser will pick, and sends it with those answers as a JSON data block: the browser puts them in
 * its cache and hydrates the page (src/web/main.tsx).
 *
 * Anything else gets the bare index.html as before: another path or a query, no customer session,
 * staff or a pending Google registration, an enterprise customer (the page sends them on to My
 * Services), an answer other than 200, a build without dist/ssr, or a render that fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSession } from '../domain/session';
import { GOOGLE_PENDING_COOKIE } from './auth/google';
import { CUSTOMER_COOKIE, STAFF_COOKIE } from './auth/sessions';
import { pageLanguage, PRERENDERED_FOLDER } from './prerendered-pages';

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

export interface SignedInPages {
  /** True when `pathname` may be rendered per request (its answer then depends on the cookies). */
  has(pathname: string): boolean;
  /** The page's HTML for this request, or null for the bare index.html. */
  render(request: FastifyRequest): Promise<string | null>;
}

export function signedInPages(app: FastifyInstance, webDir: string): SignedInPages {
  const bundle = path.join(webDir, '..', 'ssr', 'prerender.mjs');
  const templateFile = path.join(webDir, PRERENDERED_FOLDER, 'template.html');
  const built = fs.existsSync(bundle) && fs.existsSync(templateFile);
  const template = built ? fs.readFileSync(templateFile, 'utf8') : '';
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

  async function render(request: FastifyRequest): Promise<string | null> {
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
    const branding = brandingAnswer.statusCode === 200 ? brandingAnswer.json() : undefined;
    const data = pages.servicesPageData(session, servicesAnswer.json(), branding);
    const markup = await pages.renderPage(pathname, language, data);
    if (markup === null) return null;
    return pages.pageDocument(
      template,
      language,
      markup,
      { prerendered: language, customer: customer.uid },
      data.queries,
    );
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
