/**
 * The web app rendered to HTML outside the browser (issue 9, Lighthouse: a page paints from its HTML
 * instead of waiting for the scripts), bundled for Node by scripts/prerender.mjs into dist/ssr:
 *
 * - at build time, the public pages (PRERENDERED_PAGES) as a signed-out visitor sees them, in every
 *   language (scripts/prerender.mjs; the server picks one per request, src/server/prerendered-pages.ts);
 * - per request, the signed-in pages of app/server-rendered-pages.ts (the resident's Services page,
 *   the staff pages) with the answers the server has just given for them, in the reader's time zone
 *   (src/server/signed-in-pages.ts).
 *
 * main.tsx hydrates either. The tree is the browser's own (App with the same routes), on a memory
 * router at the page's path and with the browser's query answers, so that hydration finds exactly
 * what it would render.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, type DataRouter } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';
import { directionOf } from '../domain/languages';
import type { TSession } from '../domain/session';
import i18n, { i18nReady, SUPPORTED_LANGUAGES } from './i18n';
import { setRenderTimeZone } from './i18n/format';
import { App } from './app/app';
import { paths } from '../domain/paths';
import { createQueryClient } from './lib/query-client';
import { routes } from './app/router';
import { routerReady } from './app/router-ready';
import { sessionQueryKey } from './lib/use-session';

export { pageAnswers, pageQueries } from './app/server-rendered-pages';

/** The pages rendered at build time, each with the name of its file. */
export const PRERENDERED_PAGES = [
  { path: paths.home, name: 'index' },
  { path: paths.login, name: 'login' },
  { path: paths.register, name: 'register' },
] as const;

export const LANGUAGES: readonly string[] = SUPPORTED_LANGUAGES.map((language) => language.code);

/** The query answers a page is rendered with, as the browser's cache holds them when it hydrates. */
export interface PageData {
  session: TSession;
  /** Answers besides the session's, by query key; the browser puts them in its cache first. */
  queries?: ReadonlyArray<readonly [QueryKey, unknown]>;
}

const SIGNED_OUT: PageData = {
  // the session as the browser will have it when it hydrates: a visitor; the portal's branding is
  // still on its way then, as here
  session: { customer: null, staff: null, pendingGoogleRegistration: false },
};

/** A part of the page still waiting (<!--$?-->) or left to the browser (<!--$!-->), or a script. */
const INCOMPLETE = /<script|<!--\$[!?]-->/i;

let lastRender: Promise<unknown> = Promise.resolve();
let waiting = 0;
/** Renders queued beyond this many are not waited for (≈ 25 ms each): the browser renders the page. */
const MAX_WAITING = 8;

export interface RenderOptions {
  /** The IANA zone moments are formatted in (the reader's); the process's own without it. */
  timeZone?: string;
  /** Filled with the keys of the queries the page read without an answer (they render loading). */
  unanswered?: QueryKey[];
}

/**
 * The markup of #root for `path` in `language` with `data`, or null when a part of it could not be
 * rendered here or too many renders are waiting (the caller then sends the bare page and the
 * browser renders it).
 */
export function renderPage(
  path: string,
  language: string,
  data: PageData = SIGNED_OUT,
  options: RenderOptions = {},
): Promise<string | null> {
  if (waiting >= MAX_WAITING) return Promise.resolve(null);
  waiting += 1;
  // one render at a time: i18next's language (and the formatters' time zone) is the one instance's,
  // set just before rendering
  const render = lastRender
    .then(() => renderNow(path, language, data, options))
    .finally(() => (waiting -= 1));
  lastRender = render.catch(() => undefined);
  return render;
}

/**
 * One memory router per path, kept: a router starts a navigation (an AbortController, a Request) that
 * its disposal does not free entirely, ~2.5 KB left behind per render otherwise. A few paths are ever
 * rendered (the public pages at build time, the signed-in pages in their spellings); the oldest goes
 * beyond those.
 */
const routers = new Map<string, Promise<DataRouter>>();
const MAX_ROUTERS = 16;

function routerAt(path: string): Promise<DataRouter> {
  let router = routers.get(path);
  if (!router) {
    const created = createMemoryRouter(routes, { initialEntries: [path] });
    router = routerReady(created).then(() => created);
    routers.set(path, router);
    const oldest = routers.keys().next().value;
    if (routers.size > MAX_ROUTERS && oldest !== undefined) {
      void routers.get(oldest)?.then((old) => old.dispose());
      routers.delete(oldest);
    }
  }
  return router;
}

async function renderNow(
  path: string,
  language: string,
  data: PageData,
  { timeZone, unanswered }: RenderOptions,
): Promise<string | null> {
  await i18nReady;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  const router = await routerAt(path);
  const queryClient = createQueryClient();
  setRenderTimeZone(timeZone);
  try {
    queryClient.setQueryData(sessionQueryKey, data.session);
    for (const [key, answer] of data.queries ?? []) queryClient.setQueryData(key, answer);
    const tree = (
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>
    );
    let page = renderToString(tree);
    if (INCOMPLETE.test(page)) {
      // The page suspended on what it loads the first time (lazy components, translations). Streamed
      // HTML would finish those parts with inline scripts, which the CSP forbids (script-src 'self'):
      // wait for all of it, then render again in one go, now that nothing is left to wait for.
      await prerenderToNodeStream(tree);
      page = renderToString(tree);
    }
    if (INCOMPLETE.test(page)) return null;
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.data === undefined) unanswered?.push(query.queryKey);
    }
    // Until the app has taken the page over, a form must not submit natively (a GET to the page's own
    // address, the password in the query): method="dialog" outside a dialog submits nothing. React
    // handles every submit after hydration and leaves the attribute alone.
    return page.replace(/<form(?=[\s>])/g, '<form method="dialog"');
  } finally {
    setRenderTimeZone(undefined);
    queryClient.clear(); // its garbage-collection timers would keep the answers for minutes
  }
}

const ROOT = '<div id="root"></div>';

/**
 * The whole HTML document: the built page (`template`, dist/web/prerendered/template.html) in
 * `language` with `markup` in #root. `attributes` go on #root (main.tsx reads what the page was
 * rendered for there); `queries` follow it as a JSON data block, which the CSP lets through since it
 * is never run.
 */
export function pageDocument(
  template: string,
  language: string,
  markup: string,
  attributes: Record<string, string>,
  queries?: PageData['queries'],
): string {
  if (!template.includes(ROOT)) throw new Error(`the page template has no ${ROOT}`);
  const rootAttributes = Object.entries(attributes)
    .map(([name, value]) => ` data-${name}="${escapeAttribute(value)}"`)
    .join('');
  // "<" escaped: a "</script>" in an answer must not end the block
  const data = queries?.length
    ? `<script type="application/json" id="page-data">${JSON.stringify(queries).replace(/</g, '\\u003c')}</script>`
    : '';
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}" dir="${directionOf(language)}"`)
    .replace(ROOT, () => `<div id="root"${rootAttributes}>${markup}</div>${data}`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
