// The one script of the pages rendered at build time (/, /login, /register; scripts/prerender.mjs).
// It starts the app's entry (named in its data-app-entry) only once the built HTML has been painted:
// fetched and run from the page itself, the entry (~170 KB gzipped, ~550 KB of JavaScript to evaluate)
// shares the connection with the page's stylesheet on a slow network and may run before the first
// paint, so the page would show only after it (issue 9, first contentful paint). The page works as
// HTML meanwhile (its forms submit nowhere, typed text is kept, clicks are held: src/web/early-input.js).
// requestAnimationFrame runs just before the next paint, and the task it queues just after it.
const entry = document.querySelector('script[data-app-entry]')?.dataset.appEntry;
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry)));
