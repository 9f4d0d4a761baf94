/**
 * The signed-in pages rendered per request: the resident's Services page (issue 9, Lighthouse on
 * /Services: its largest paint waited for the entry script, some fifty route chunks and two API
 * answers) and the staff pages people open all day (issue 33 §1: the Admin Center, Customer
 * Profiles, the tickets desk, the dashboard and the delivery report). Which pages, and whose session
 * may have one, is src/domain/server-rendered-pages.ts; which answers each is rendered with is the
 * web app's own table (src/web/app/server-rendered-pages.ts, in dist/ssr). The server asks itself
 * for GET /api/session and then for the page's answers with the browser's cookies, language and
 * address (app.inject goes through the same routes, so every answer passes the route's own role and
 * portal checks), renders the page with the web app's own tree (dist/ssr, built from
 * src/web/prerender.tsx) in the language and time zone the browser will use, and sends it with
 * those answers as a JSON data block: the browser puts them in its cache and hydrates the page
 * (src/web/main.tsx).
 *
 * The answers are asked for on every request (they are the authority: a signed-out session or a
 * changed service shows at once), but the render is not redone for answers it has already rendered
 * (issue 33 §3: ≈ 24 ms of CPU each, one at a time). The page is kept compressed in a cache bounded by
 * bytes (rendered-page-cache.ts), under a hash of everything the render reads: the build, the path,
 * the language, the time zone, the encoding and the answers, the session's (naming the customer or
 * staff member) included. The same hash is the page's ETag, so a reload with nothing changed is a 304.
 *
 * Anything else gets the bare index.html as before: another path or a query, no session of the
 * page's kind (a customer's cookie on a staff page, staff on the Services page), a pending Google
 * registration, a session the page is not rendered for (an enterprise customer, a role the admin
 * guard sends elsewhere), an answer other than 200, a build without dist/ssr, or a render that fails.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverRenderedPage, TIME_ZONE_COOKIE } from '../domain/server-rendered-pages';
import type { TSession } from '../domain/session';
import { GOOGLE_PENDING_COOKIE } from './auth/google';
import { CUSTOMER_COOKIE, STAFF_COOKIE } from './auth/sessions';
import { compressHtml, htmlEncoding } from './html-compression';
import { pageStyles } from './page-styles';
import { pageLanguage, PRERENDERED_FOLDER } from './prerendered-pages';
import { RenderedPageCache, type CachedPage } from './rendered-page-cache';

/** The part of dist/ssr/prerender.mjs used here (src/web/prerender.tsx). */
interface PageRenderer {
  LANGUAGES: readonly string[];
  pageAnswers(pathname: string, session: TSession): PageAnswer[] | null;
  pageQueries(answers: readonly PageAnswer[], bodies: readonly unknown[]): PageData['queries'];
  renderPage(
    path: string,
    language: string,
    data: PageData,
    options: { timeZone: string; unanswered: unknown[] },
  ): Promise<string | null>;
  pageDocument(
    template: string,
    language: string,
    markup: string,
    attributes: Record<string, string>,
    queries: PageData['queries'],
  ): string;
}
interface PageAnswer {
  url: string;
  optional?: boolean;
}
interface PageData {
  session: TSession;
  queries?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
}

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

/** The zone this process formats moments in: a page's, when the browser has not named its own. */
const PROCESS_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The browser's time zone from its cookie (main.tsx) when Intl knows it, else the process's. */
export function pageTimeZone(cookie: string | undefined): string {
  if (!cookie || cookie.length > 64) return PROCESS_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: cookie }).resolvedOptions().timeZone;
  } catch {
    return PROCESS_TIME_ZONE;
  }
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
  // the lazily loaded routes' CSS the page's markup uses, inline (page-styles.ts)
  const styles = pageStyles(webDir);
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

  const has = (pathname: string) => built && serverRenderedPage(pathname) !== undefined;

  async function render(request: FastifyRequest): Promise<SignedInPage | null> {
    const [pathname = '/', query] = request.url.split('?');
    const page = serverRenderedPage(pathname);
    if (!built || !page || query !== undefined) return null;
    const { cookies } = request;
    // a session of the page's kind, else nothing to ask for (the guard sends the browser on)
    const pageCookie = page.session === 'customer' ? CUSTOMER_COOKIE : STAFF_COOKIE;
    if (!cookies[pageCookie] || cookies[GOOGLE_PENDING_COOKIE]) return null;
    if (page.session === 'customer' && cookies[STAFF_COOKIE]) return null;
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
    if (!session[page.session]) return null; // a cookie that names no session: nothing to render
    const pages = await loadRenderer();
    const answers = pages?.pageAnswers(pathname, session);
    if (!pages || !answers) return null;
    const replies = await Promise.all(answers.map((answer) => ask(answer.url)));
    // a page is not rendered around a refusal or a failure: the browser asks and shows it itself
    if (replies.some((reply, i) => reply.statusCode !== 200 && !answers[i]?.optional)) return null;
    const bodies = replies.map((reply) => (reply.statusCode === 200 ? reply.body : null));
    // the language the app takes the page over in: the browser's choice, else the profile's (issue 28)
    const language = pageLanguage({ cookies, acceptLanguage }, pages.LANGUAGES, session.customer?.language);
    const timeZone = pageTimeZone(cookies[TIME_ZONE_COOKIE]);
    const encoding = htmlEncoding(request.headers['accept-encoding']);
    // who the page is for: only a request of the same people is given it from the cache
    const owner = JSON.stringify([session.customer?.uid ?? null, session.staff?.email ?? null]);
    // everything the page is made from; the session's answer names whoever is signed in
    const key = createHash('sha256')
      .update(
        JSON.stringify([buildId, pathname, language, timeZone, encoding, sessionAnswer.body, ...bodies]),
      )
      .digest('base64url');
    const etag = `"${key}"`;
    if (sameEtag(request.headers['if-none-match'], etag)) return { etag, notModified: true };

    let rendered = cache.get(key, owner);
    if (!rendered) {
      let pending = rendering.get(key);
      if (!pending) {
        pending = (async () => {
          const queries = pages.pageQueries(
            answers,
            bodies.map((body) => (body === null ? undefined : JSON.parse(body))),
          );
          const unanswered: unknown[] = [];
          const markup = await pages.renderPage(
            pathname,
            language,
            { session, queries },
            {
              timeZone,
              unanswered,
            },
          );
          // not rendered here (too many waiting, or a part left to the browser): not kept either
          if (markup === null) return null;
          if (unanswered.length > 0) {
            request.log.debug(
              { path: pathname, unanswered },
              'a rendered page read answers it was not given',
            );
          }
          const attributes: Record<string, string> = { prerendered: language, 'time-zone': timeZone };
          if (session.customer) attributes.customer = session.customer.uid;
          if (session.staff) attributes.staff = session.staff.email;
          const html = styles.add(
            pages.pageDocument(template, language, markup, attributes, queries),
            markup,
          );
          const kept = { owner, ...compressHtml(html, encoding ?? undefined, false) };
          cache.set(key, kept);
          return kept;
        })().finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      rendered = (await pending) ?? undefined;
    }
    if (!rendered || rendered.owner !== owner) return null;
    return { etag, notModified: false, body: rendered.body, encoding: rendered.encoding };
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
