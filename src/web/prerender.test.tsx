/**
 * The web app rendered outside the browser (prerender.tsx): the public pages at build time and the
 * signed-in pages per request (the resident's Services page, the staff pages), complete (nothing
 * left for scripts, which the CSP forbids inline) and from exactly the answers the table names
 * (app/server-rendered-pages.ts: no query read without an answer), in the reader's time zone, and
 * the document around them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES as ALL_LANGUAGES } from '../domain/languages';
import type { TSession } from '../domain/session';
import { RESIDENT_SESSION_CUSTOMER, servicesPageFixture } from './features/services/test-fixtures';
import type { QueryKey } from '@tanstack/react-query';
import { sampleFigures } from '../domain/dashboard/test-fixtures';
import type { TServiceRequestListResult } from '../domain/service-requests/service-request-desk';
import {
  LANGUAGES,
  pageAnswers,
  pageDocument,
  pageQueries,
  PRERENDERED_PAGES,
  renderPage,
  type PageData,
} from './prerender';

/** A page's data as the server makes it: the table's answers for the session, with these bodies by address. */
function pageData(path: string, session: TSession, bodies: Record<string, unknown>): PageData {
  const answers = pageAnswers(path, session);
  if (!answers) throw new Error(`${path} is not rendered for this session`);
  return {
    session,
    queries: pageQueries(
      answers,
      answers.map((answer) => bodies[answer.url]),
    ),
  };
}

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

describe('the staff pages rendered per request (issue 33 §1)', () => {
  const admin: TSession = {
    customer: null,
    staff: { name: 'Alex Admin', email: 'admin@curbside.demo', role: 'admin' },
    pendingGoogleRegistration: false,
  };
  const branding = { '/api/portal/branding': undefined };
  const ticket: TServiceRequestListResult['items'][number] = {
    id: 'req-1',
    reference: 'REQ-0123456789',
    kind: 'missed-pickup',
    serviceType: 'trash',
    portalId: 'demo-lake-bluff',
    portalTitle: 'Village of Lake Bluff',
    customer: {
      uid: 'demo-resident-1',
      name: 'Rita Resident',
      email: 'resident@curbside.demo',
      phone: '(847) 555-0111',
      profileExists: true,
    },
    address: '100 Elm St',
    issueId: null,
    delivery: 'queued',
    attempts: 0,
    lastError: null,
    boStatus: null,
    // late on the 19th in Chicago, early on the 20th in UTC
    createdAt: '2026-11-20T03:30:00.000Z',
    filedAt: null,
    lastPolledAt: null,
  };
  const desk = (timeZone: string) => {
    const unanswered: QueryKey[] = [];
    const data = pageData('/admin/service-requests', admin, {
      ...branding,
      '/api/admin/service-requests': {
        items: [ticket],
        nextCursor: null,
        counts: {
          matching: 1,
          boStatus: { open: 0, 'in-progress': 0, closed: 0, none: 1 },
          delivery: { queued: 1, filed: 0, failed: 0 },
        },
      } satisfies TServiceRequestListResult,
      '/api/admin/customer-profiles/filter-options': {
        portals: [{ id: 'demo-lake-bluff', title: 'Village of Lake Bluff' }],
      },
    });
    return renderPage('/admin/service-requests', 'en', data, { timeZone, unanswered }).then((page) => ({
      page,
      unanswered,
    }));
  };

  it('renders the Admin Center and the desk from the table’s answers alone, complete', async () => {
    const unanswered: QueryKey[] = [];
    const center = await renderPage(
      '/admin',
      'en',
      pageData('/admin', admin, { ...branding, '/api/admin/center': { supportEmail: 'help@curbside.demo' } }),
      { unanswered },
    );
    expect(center).not.toMatch(/<script|<!--\$[!?]-->/);
    expect(center).toContain('Alex Admin');
    expect(center).toContain('mailto:help@curbside.demo');
    expect(unanswered).toEqual([['portal-branding', 'visitor']]);

    const { page, unanswered: deskUnanswered } = await desk('UTC');
    expect(page).not.toMatch(/<script|<!--\$[!?]-->/);
    expect(page).toContain('REQ-0123456789');
    expect(page).toContain('Rita Resident');
    expect(deskUnanswered).toEqual([['portal-branding', 'visitor']]);
  });

  it('renders the dashboard with its charts drawn, complete', async () => {
    const unanswered: QueryKey[] = [];
    const figures = sampleFigures;
    const data = pageData('/admin/dashboard', admin, {
      ...branding,
      '/api/admin/dashboard?growth=all': figures,
      '/api/admin/dashboard/portals': {
        portals: [{ id: 'demo-lake-bluff', title: 'Village of Lake Bluff' }],
      },
      '/api/admin/dashboard/route-exceptions': { from: '2026-11-14', to: '2026-11-20', rows: [] },
      '/api/admin/dashboard/recent-customers': { items: [], nextCursor: null },
      '/api/admin/what-goes-where/misses': { items: [] },
    });
    const page = await renderPage('/admin/dashboard', 'en', data, { timeZone: 'UTC', unanswered });
    expect(page).not.toBeNull();
    expect(page).not.toMatch(/<script|<!--\$[!?]-->/);
    expect(page).toContain('Customer Service Dashboard');
    expect(unanswered).toEqual([['portal-branding', 'visitor']]);
  });

  it('formats moments in the reader’s time zone, as the browser will', async () => {
    const utc = (await desk('UTC')).page;
    const chicago = (await desk('America/Chicago')).page;
    expect(utc).toContain('Nov 20, 2026');
    expect(utc).toMatch(/3:30\sAM/);
    expect(chicago).toContain('Nov 19, 2026');
    expect(chicago).toMatch(/9:30\sPM/);
  });

  it('is not rendered for a role the admin guard sends elsewhere, nor for a customer', () => {
    const municipal: TSession = { ...admin, staff: { ...admin.staff!, role: 'municipality' } };
    expect(pageAnswers('/admin/customer-profiles', municipal)).toBeNull();
    expect(pageAnswers('/admin/dashboard', municipal)?.map((answer) => answer.url)).toEqual([
      '/api/admin/dashboard?growth=all',
      '/api/admin/dashboard/portals',
      '/api/admin/dashboard/route-exceptions',
      '/api/portal/branding',
    ]);
    const resident: TSession = {
      customer: RESIDENT_SESSION_CUSTOMER,
      staff: null,
      pendingGoogleRegistration: false,
    };
    expect(pageAnswers('/admin', resident)).toBeNull();
    expect(pageAnswers('/Services', admin)).toBeNull();
    expect(pageAnswers('/admin/route-day', admin)).toBeNull();
  });
});

describe('the signed-in Services page', () => {
  const session: TSession = {
    customer: RESIDENT_SESSION_CUSTOMER,
    staff: null,
    pendingGoogleRegistration: false,
  };

  const servicesData = () => pageData('/Services', session, { '/api/services': servicesPageFixture() });

  it('renders the customer’s services from the answers it is given, complete', async () => {
    const unanswered: QueryKey[] = [];
    const page = await renderPage('/Services', 'en', servicesData(), { unanswered });
    expect(page).not.toBeNull();
    expect(page).not.toMatch(/<script|<!--\$[!?]-->/);
    expect(page).toContain('Services</h1>');
    expect(page).toContain('Village of Lake Bluff · Your carts, pickup days and rates.');
    expect(page).toContain('data-testid="service-card-trash"');
    expect(page).toContain('$26.52 per month');
    // the signed-in shell: the profile button is there, the visitor's Login link is not
    expect(page).not.toContain('href="/login"');
    // the branding did not answer here: the shell reads it, and shows it once it comes
    expect(unanswered).toEqual([['portal-branding', 'res-1']]);
  });

  it('renders several pages at once each in its own language', async () => {
    const data = servicesData();
    const [english, spanish] = await Promise.all([
      renderPage('/Services', 'en', data),
      renderPage('/Services', 'es', data),
    ]);
    expect(english).toContain('Services</h1>');
    expect(spanish).toContain('Servicios</h1>');
  });

  it('queues a few renders at most: those beyond are left to the browser', async () => {
    const data = servicesData();
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
