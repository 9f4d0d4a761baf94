/**
 * The web app rendered outside the browser (prerender.tsx): the public pages at build time and the
 * signed-in Services page per request, complete (nothing left for scripts, which the CSP forbids
 * inline), and the document around them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES as ALL_LANGUAGES } from '../domain/languages';
import type { TSession } from '../domain/session';
import { RESIDENT_SESSION_CUSTOMER, servicesPageFixture } from './features/services/test-fixtures';
import { LANGUAGES, pageDocument, PRERENDERED_PAGES, renderPage, servicesPageData } from './prerender';

describe('pre-rendered public pages', () => {
  it('renders every page complete, with no script and no part left to the browser', async () => {
    expect(PRERENDERED_PAGES.map((page) => page.path)).toEqual(['/', '/login', '/register']);
    // every language with a locale folder, in the menu's order
    const folders = fs.readdirSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'i18n', 'locales'),
    );
    expect(LANGUAGES).toEqual(ALL_LANGUAGES.map((l) => l.code).filter((code) => folders.includes(code)));
    expect(LANGUAGES).toEqual(expect.arrayContaining(['en', 'es']));
    const login = await renderPage('/login', 'en');
    expect(login).not.toMatch(/<script|<!--\$[!?]-->/);
    expect(login).toContain('Login</h1>');
    // the shell is the visitor's: no profile, the menu's public items
    expect(login).toContain('href="/register"');
    // no native submission before hydration (the password would go into the address)
    expect(login).toMatch(/<form method="dialog"/);
    expect(login).not.toMatch(/<form(?! method="dialog")[\s>]/);
  });

  it('renders in Spanish', async () => {
    const home = await renderPage('/', 'es');
    expect(home).toContain('Registre su dirección de servicio');
    expect(home).not.toMatch(/<script|<!--\$[!?]-->/);
  });
});

describe('the signed-in Services page', () => {
  const session: TSession = {
    customer: RESIDENT_SESSION_CUSTOMER,
    staff: null,
    pendingGoogleRegistration: false,
  };

  it('renders the customer’s services from the answers it is given, complete', async () => {
    const page = await renderPage('/Services', 'en', servicesPageData(session, servicesPageFixture()));
    expect(page).not.toBeNull();
    expect(page).not.toMatch(/<script|<!--\$[!?]-->/);
    expect(page).toContain('Services</h1>');
    expect(page).toContain('Village of Lake Bluff · Your carts, pickup days and rates.');
    expect(page).toContain('data-testid="service-card-trash"');
    expect(page).toContain('$26.52 per month');
    // the signed-in shell: the profile button is there, the visitor's Login link is not
    expect(page).not.toContain('href="/login"');
  });

  it('renders several pages at once each in its own language', async () => {
    const data = servicesPageData(session, servicesPageFixture());
    const [english, spanish] = await Promise.all([
      renderPage('/Services', 'en', data),
      renderPage('/Services', 'es', data),
    ]);
    expect(english).toContain('Services</h1>');
    expect(spanish).toContain('Servicios</h1>');
  });

  it('queues a few renders at most: those beyond are left to the browser', async () => {
    const data = servicesPageData(session, servicesPageFixture());
    const pages = await Promise.all(Array.from({ length: 12 }, () => renderPage('/Services', 'en', data)));
    expect(pages.slice(0, 8).every((page) => page?.includes('Services</h1>'))).toBe(true);
    expect(pages.slice(8)).toEqual([null, null, null, null]);
    expect(await renderPage('/Services', 'en', data)).toContain('Services</h1>');
  });

  it('puts the answers after #root as a data block no answer can close', () => {
    const html = pageDocument(
      '<html lang="en" data-x><body><div id="root"></div></body>',
      'ar',
      '<p>$&amp; page</p>',
      { prerendered: 'ar', customer: 'u"1' },
      [[['services', 'cards'], { portalTitle: '</script><script>alert(1)</script>' }]],
    );
    expect(html).toBe(
      '<html lang="ar" dir="rtl" data-x><body><div id="root" data-prerendered="ar" data-customer="u&quot;1">' +
        '<p>$&amp; page</p></div><script type="application/json" id="page-data">' +
        '[[["services","cards"],{"portalTitle":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}]]</script>' +
        '</body>',
    );
    expect(JSON.parse(html.split('id="page-data">')[1]!.split('</script>')[0]!)).toEqual([
      [['services', 'cards'], { portalTitle: '</script><script>alert(1)</script>' }],
    ]);
  });
});
