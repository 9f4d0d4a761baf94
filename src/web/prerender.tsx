/**
 * Build-time rendering of the public pages (issue 9, Lighthouse): scripts/prerender.mjs bundles this
 * module for Node and writes each page's HTML, as a signed-out visitor sees it, in every language.
 * The server sends that HTML for these paths (src/server/prerendered-pages.ts) and main.tsx hydrates
 * it. The tree is the browser's own (App with the same routes), on a memory router at the page's
 * path, so that hydration finds exactly what it would render.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import type { TSession } from '../domain/session';
import i18n, { i18nReady, SUPPORTED_LANGUAGES } from './i18n';
import { App } from './app/app';
import { paths } from './app/paths';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { routerReady } from './app/router-ready';
import { sessionQueryKey } from './app/use-session';

/** The pages rendered at build time, each with the name of its file. */
export const PRERENDERED_PAGES = [
  { path: paths.home, name: 'index' },
  { path: paths.login, name: 'login' },
  { path: paths.register, name: 'register' },
] as const;

export const LANGUAGES: readonly string[] = SUPPORTED_LANGUAGES.map((language) => language.code);
export { directionOf } from '../domain/languages';

const SIGNED_OUT: TSession = { customer: null, staff: null, pendingGoogleRegistration: false };

/** The markup of #root for `path` in `language`, for a signed-out visitor. */
export async function renderPage(path: string, language: string): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  const queryClient = createQueryClient();
  // the session as the browser will have it when it hydrates: a visitor; the portal's branding is
  // still on its way then, as here
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
  const tree = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // The first pass waits for what the page suspends on (lazy components, translations). Its HTML
  // would finish those parts with inline scripts, which the CSP forbids (script-src 'self'), so the
  // page is rendered again in one go, now that nothing is left to wait for.
  await prerenderToNodeStream(tree);
  const page = renderToString(tree);
  // a part that still suspended would be left to the browser (<!--$!-->): the page would not paint
  if (/<script|<!--\$[!?]-->/i.test(page)) throw new Error(`${path} (${language}) still suspends`);
  router.dispose();
  // Until the app has taken the page over, a form must not submit natively (a GET to the page's own
  // address, the password in the query): method="dialog" outside a dialog submits nothing. React
  // handles every submit after hydration and leaves the attribute alone.
  return page.replace(/<form(?=[\s>])/g, '<form method="dialog"');
}
