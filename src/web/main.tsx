import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';
import '@mantine/core/styles.css';
// the styles of Mantine's other packages (notifications, dates, dropzone) come with the modules that
// use them: the first paint needs only the core's (issue 9, first load)
import { currentLanguage, i18nReady } from './i18n';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import { prefetchRouteData } from './app/route-prefetch';
import { routes } from './app/router';
import { routerReady } from './app/router-ready';
import { dropEarlyInput, guardEarlyInput, releaseGuards } from './app/early-input';
import { markTakingOver } from './app/keep-early-scroll';
import { loadDeferredOverlays } from './components/shell/deferred-overlay';
import { markHydrated, whenHydrated } from './lib/use-hydrated';
import { keepPageAnswers } from './lib/page-answers';
import { sessionQueryOptions } from './lib/use-session';
import { TIME_ZONE_COOKIE } from '../domain/server-rendered-pages';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// the answers a page rendered by the server was rendered with (src/web/prerender.tsx, pageDocument):
// the page hydrates with them instead of asking again (lib/page-answers.ts)
const pageData: Array<[QueryKey, unknown]> = JSON.parse(
  document.getElementById('page-data')?.textContent ?? '[]',
);
keepPageAnswers(queryClient, pageData);
// every page waits for who is signed in: ask now, while the page's own module is still loading
const session = queryClient.fetchQuery(sessionQueryOptions).catch(() => null);
// and a signed-in page's data does not wait for its code (/Services, issue 9)
void session.then((answer) => prefetchRouteData(window.location.pathname, answer, queryClient));

/** The reader's time zone, as the browser formats moments in it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Tells the server the reader's time zone, for the pages it renders for them (format.ts): kept
 * beside the language cookie, written when the browser is idle (building a formatter takes a few
 * milliseconds on a phone).
 */
function rememberTimeZone() {
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The public pages (/, /login, /register) come with their HTML rendered at build time for a
 * signed-out visitor in one language (scripts/prerender.mjs); the signed-in pages of
 * app/server-rendered-pages.ts (the resident's Services page, the staff pages) with their HTML
 * rendered by the server for whoever is signed in (data-customer, data-staff) in their time zone
 * (data-time-zone; src/server/signed-in-pages.ts): the page shows before any script runs
 * (docs/ARCHITECTURE.md). Once the page's code, its translations and the session are here, the app
 * takes over that HTML (hydration) when it would render the same page; otherwise (signed in or out
 * since, another language or time zone) it renders its own page in place of it in one step.
 */
async function takeOver(container: HTMLElement, builtLanguage: string, router: DataRouter, app: ReactNode) {
  const [answer] = await Promise.all([session, routerReady(router), i18nReady]);
  // a signed-in customer's browser without a language of its own takes the profile's: the server
  // rendered the page in it (signed-in-pages.ts), and the app takes it over in it, not switching in
  // the middle of hydration (React error #418, issue 28)
  if (answer?.customer) {
    const { settleSessionLanguage } = await import('./i18n/profile-language');
    await settleSessionLanguage(answer.customer);
  }
  // the page was rendered for this customer and staff member (data-customer, data-staff: none for a
  // visitor's page), and they are still the ones signed in
  const { customer, staff, timeZone } = container.dataset;
  const samePerson = answer?.customer?.uid === customer && answer?.staff?.email === staff;
  // answers rendered for someone else (signed in or out since) are not this session's
  if (!samePerson) for (const [key] of pageData) queryClient.removeQueries({ queryKey: key, exact: true });
  const same =
    answer !== null &&
    samePerson &&
    !answer.pendingGoogleRegistration &&
    currentLanguage() === builtLanguage &&
    (timeZone === undefined || timeZone === browserTimeZone());
  // rendering in a transition lets React yield to the browser every few milliseconds (issue 9,
  // blocking time) instead of building the whole page in one long task
  startTransition(() => {
    if (same) {
      // what was typed and clicked on the HTML meanwhile is the app's once it has taken the page over
      guardEarlyInput(container);
      markTakingOver();
      whenHydrated(
        () =>
          // the header's menus replace their buttons before clicks go to the app (deferred-overlay.tsx)
          void Promise.all([import('./app/early-input-handover'), loadDeferredOverlays()])
            .then(([{ handOverEarlyInput }]) =>
              handOverEarlyInput(() => {
                // the built HTML is the app's now (the browser journeys wait for this before they click)
                delete container.dataset.prerendered;
              }),
            )
            .catch(() => {
              releaseGuards();
              delete container.dataset.prerendered;
            }),
      );
      hydrateRoot(container, app);
    } else {
      markHydrated(); // nothing to take over: the app renders its own page
      dropEarlyInput();
      delete container.dataset.prerendered;
      createRoot(container).render(app);
    }
  });
}

/** Creates the router (it matches the path and starts loading the page's modules) and renders. */
function start(container: HTMLElement) {
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  const builtLanguage = container.dataset.prerendered;
  if (builtLanguage) {
    void takeOver(container, builtLanguage, router, app);
  } else {
    markHydrated();
    startTransition(() => createRoot(container).render(app));
  }
}

// in a task of its own: evaluating this script is one long task already (issue 9, blocking time)
setTimeout(() => start(root), 0);
whenHydrated(() =>
  'requestIdleCallback' in window
    ? requestIdleCallback(rememberTimeZone)
    : setTimeout(rememberTimeZone, 1000),
);
