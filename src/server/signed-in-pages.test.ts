/**
 * The signed-in pages rendered per request (signed-in-pages.ts): the resident's Services page and the
 * staff pages. Which requests get one, with which answers, language and time zone; that the answers
 * are the ones the browser's own cookies get from the API (its role and portal checks included); that
 * anything unexpected sends the bare page instead; and that a page is rendered again only when what
 * it is made from changed (issue 33 §3), for its own people alone. The renderer here is a stand-in
 * for dist/ssr that counts its renders and writes out what it was given; the table of answers is the
 * web app's own (src/web/app/server-rendered-pages.ts). The web app's own render is tested in
 * src/web/prerender.test.tsx and, end to end, in the e2e journeys.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from './app';
import type { Browser } from './auth/test/helpers';
import { createDemoTestApp, injectWithCookie, signInDemoCustomer, staffSessionCookie } from './test/sign-in';
import type { TestApp } from './test/app';

/** Where the stand-in renderer counts its renders. */
const RENDERS = 'curbsideSignedInPageRenders';
const renders = () => ((globalThis as Record<string, unknown>)[RENDERS] as number | undefined) ?? 0;

/** The web app's table of answers, which the stand-in renderer hands on as dist/ssr does. */
const ANSWERS_TABLE = fileURLToPath(new URL('../web/app/server-rendered-pages.ts', import.meta.url));

/** The zone this process formats in, a page's when the browser names none. */
const PROCESS_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A built web app: index.html, the page template and a renderer that shows what it was given. */
function builtWebApp(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-ssr-'));
  const webDir = path.join(root, 'web');
  fs.mkdirSync(path.join(webDir, 'prerendered'), { recursive: true });
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>bare</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDir, 'prerendered', 'template.html'), 'TEMPLATE');
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(
    path.join(root, 'ssr', 'prerender.mjs'),
    `export { pageAnswers, pageQueries } from ${JSON.stringify(ANSWERS_TABLE)};
const PADDING = '\\n<!--' + '.'.repeat(1024) + '-->';
export const LANGUAGES = ['en', 'es', 'vi'];
export async function renderPage(path, language, data, options) {
  globalThis.${RENDERS} = (globalThis.${RENDERS} ?? 0) + 1;
  if (data.session.customer?.uid === 'demo-resident-2') throw new Error('the render failed');
  const at = ' in ' + language + (options.timeZone === ${JSON.stringify(PROCESS_ZONE)} ? '' : ' at ' + options.timeZone);
  if (!data.session.customer) return 'rendered ' + path + ' for ' + data.session.staff.email + at;
  const [services, branding] = data.queries.map((query) => query[1]);
  return 'rendered ' + path + ' for ' + data.session.customer.uid + at + ': ' + services.portalTitle +
    ', branding ' + (branding ? branding.portalTitle : 'none') +
    ', sizes ' + services.cards.map((card) => card.requestedSize ?? '-').join(' ');
}
export function pageDocument(template, language, markup, attributes, queries) {
  // padded past 1 KB, the size from which pages are sent compressed; a staff page's answers on a
  // line of their own (a customer's page stays small for the cache's test below)
  return [template, markup, JSON.stringify(attributes), JSON.stringify(queries.map((query) => query[0]))].join(' | ') +
    PADDING + (attributes.staff ? '\\nDATA ' + JSON.stringify(queries) : '');
}
`,
  );
  return webDir;
}

/** The answers a page was rendered with, by query key. */
function answersOf(body: string): Map<string, unknown> {
  const line = body.split('\n').find((l) => l.startsWith('DATA '));
  const queries = JSON.parse(line?.slice('DATA '.length) ?? '[]') as Array<[unknown[], unknown]>;
  return new Map(queries.map(([key, answer]) => [JSON.stringify(key), answer]));
}

let t: TestApp;
let app: AppInstance;
let resident: Browser;
beforeAll(async () => {
  t = await createDemoTestApp({ work: false });
  app = await buildApp(t.ctx, { webDir: builtWebApp(), logger: false });
  resident = await signInDemoCustomer(app);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the signed-in Services page rendered by the server', () => {
  it('renders a resident’s page with their services answer, theirs alone', async () => {
    const res = await page('/Services', { cookie: resident.header() });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\n')[0]).toBe(
      'TEMPLATE | rendered /Services for demo-resident-1 in en: Village of Lake Bluff, branding Village of Lake Bluff, sizes 64 - - | ' +
        `{"prerendered":"en","time-zone":"${PROCESS_ZONE}","customer":"demo-resident-1"} | ` +
        '[["services","cards"],["portal-branding","demo-resident-1"]]',
    );
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('cookie, accept-language, accept-encoding');
    // the web app matches paths without regard to case
    expect((await page('/services', { cookie: resident.header() })).body).toContain('rendered /services');
  });

  it('sends the page compressed when the browser takes it', async () => {
    const res = await page('/Services', { cookie: resident.header(), 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(
      'rendered /Services for demo-resident-1',
    );
  });

  it('renders in the language the web app will take the page over in', async () => {
    // the language chosen in this browser's menu
    const chosen = await page('/Services', {
      cookie: `${resident.header()}; curbside_language=es`,
      'accept-language': 'en-US',
    });
    expect(chosen.body).toContain('in es:');
    // else the profile's (English here), whatever the browser's: the app switches to it (issue 28)
    const spanishBrowser = await page('/Services', {
      cookie: resident.header(),
      'accept-language': 'es-MX,en;q=0.5',
    });
    expect(spanishBrowser.body).toContain('in en:');
    const notOffered = await page('/Services', { cookie: resident.header(), 'accept-language': 'fr-FR' });
    expect(notOffered.body).toContain('in en:');
  });

  it('renders in the profile’s language when the browser has no choice of its own (issue 28, React #418)', async () => {
    // the web app switches a browser without a choice to the profile's language before it takes the
    // page over (src/web/i18n/profile-language.ts): a page in the browser's language would not match
    const put = (language: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/me/language',
        headers: { cookie: resident.header() },
        payload: { language },
      });
    expect((await put('es')).statusCode).toBe(200);
    try {
      const fresh = await page('/Services', { cookie: resident.header(), 'accept-language': 'en-US' });
      expect(fresh.body).toContain('in es:');
      // a choice made in this browser's menu is still the browser's
      const chosen = await page('/Services', {
        cookie: `${resident.header()}; curbside_language=en`,
        'accept-language': 'es',
      });
      expect(chosen.body).toContain('in en:');
    } finally {
      expect((await put('en')).statusCode).toBe(200);
    }
  });

  it('sends the bare page to anyone else, for other paths and with a query', async () => {
    const bare = '<!doctype html><title>bare</title><div id="root"></div>';
    expect((await page('/Services')).body).toBe(bare);
    expect((await page('/Services', { cookie: 'curbside_session=not-a-session' })).body).toBe(bare);
    expect((await page('/Services?from=mail', { cookie: resident.header() })).body).toBe(bare);
    expect((await page('/Billing/demo-resident-1', { cookie: resident.header() })).body).toBe(bare);
    // an enterprise customer's Services page sends them on to My Services: nothing to render here
    const enterprise = await signInDemoCustomer(app, 'demo-enterprise-1');
    expect((await page('/Services', { cookie: enterprise.header() })).body).toBe(bare);
  });

  it('sends the bare page when the render fails', async () => {
    const other = await signInDemoCustomer(app, 'demo-resident-2');
    const res = await page('/Services', { cookie: other.header() });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><title>bare</title><div id="root"></div>');
  });
});

describe('the rendered page kept for the same answers (issue 33 §3)', () => {
  it('renders once for the same answers, and again when the services answer changes', async () => {
    const headers = { cookie: resident.header(), 'accept-encoding': 'br' };
    const first = await page('/Services', headers); // rendered here or for an earlier test
    const before = renders();
    const again = await page('/Services', headers);
    expect(renders()).toBe(before);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.etag).toBe(first.headers.etag);

    // a service change request changes the services answer: the page shows it
    const change = await app.inject({
      method: 'POST',
      url: '/api/services/trash/change-size',
      headers: { cookie: resident.header() },
      payload: { size: '35' },
    });
    expect(change.statusCode).toBe(200);
    const changed = await page('/Services', headers);
    expect(renders()).toBe(before + 1);
    expect(brotliDecompressSync(changed.rawPayload).toString()).toContain('sizes 35 ');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('renders again in another language, and answers 304 to a browser that has the page', async () => {
    const english = await page('/Services', { cookie: resident.header() });
    const before = renders();
    const vietnamese = await page('/Services', { cookie: `${resident.header()}; curbside_language=vi` });
    expect(vietnamese.body).toContain('in vi:');
    expect(vietnamese.headers.etag).not.toBe(english.headers.etag);
    expect(renders()).toBe(before + 1);
    await page('/Services', { cookie: `${resident.header()}; curbside_language=vi` });
    expect(renders()).toBe(before + 1);

    const kept = await page('/Services', {
      cookie: resident.header(),
      'if-none-match': String(english.headers.etag),
    });
    expect(kept.statusCode).toBe(304);
    expect(kept.body).toBe('');
    expect(kept.headers['cache-control']).toBe('private, no-cache');
    // an ETag of another language's page is not this one
    const stale = await page('/Services', {
      cookie: resident.header(),
      'if-none-match': String(vietnamese.headers.etag),
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('in en:');
    expect(renders()).toBe(before + 1);
  });

  it('never sends one customer another’s page, and keeps no more than its bytes', async () => {
    // room for about one page (≈ 1.3 KB with its key): a second customer's page pushes the first out
    const small = await buildApp(
      { ...t.ctx, config: { ...t.ctx.config, RENDERED_PAGE_CACHE_MB: 2_000 / (1024 * 1024) } },
      { webDir: builtWebApp(), logger: false },
    );
    try {
      const first = await signInDemoCustomer(small, 'demo-resident-1');
      const second = await signInDemoCustomer(small, 'demo-resident-3');
      const at = (browser: Browser) =>
        small.inject({ method: 'GET', url: '/Services', headers: { cookie: browser.header() } });
      const before = renders();
      expect((await at(first)).body).toContain('for demo-resident-1 in');
      expect((await at(first)).body).toContain('for demo-resident-1 in');
      expect(renders()).toBe(before + 1);
      const secondPage = await at(second);
      expect(secondPage.body).toContain('for demo-resident-3 in');
      expect(secondPage.body).not.toContain('demo-resident-1');
      expect(renders()).toBe(before + 2);
      // the first customer's page was pushed out: rendered again
      expect((await at(first)).body).toContain('for demo-resident-1 in');
      expect(renders()).toBe(before + 3);
    } finally {
      await small.close();
    }
  });
});

describe('the staff pages rendered by the server (issue 33 §1)', () => {
  let admin: string;
  let service: string;
  let municipal: string;
  beforeAll(async () => {
    admin = await staffSessionCookie(t.ctx, 'admin@curbside.demo', 'Alex Admin');
    service = await staffSessionCookie(t.ctx, 'service@curbside.demo', 'Sam Service');
    municipal = await staffSessionCookie(t.ctx, 'municipal@curbside.demo', 'Morgan Municipal');
  });

  const bare = '<!doctype html><title>bare</title><div id="root"></div>';
  const branding = '["portal-branding","visitor"]';
  /** The answer the browser would get with the same cookie. */
  const api = async (url: string, cookie: string) => {
    const res = await injectWithCookie(app, 'GET', url, cookie);
    expect(res.statusCode).toBe(200);
    return res.json<unknown>();
  };
  const firstPage = (answer: unknown) => ({ pages: [answer], pageParams: [null] });

  it('renders each page for an admin with the answers its hooks read first, as the API gives them', async () => {
    const expected: Record<string, string[]> = {
      '/admin': ['["admin-center"]', branding],
      '/admin/customer-profiles': [
        '["customer-profiles","list",{}]',
        '["customer-profiles","filter-options"]',
        branding,
      ],
      '/admin/service-requests': [
        '["service-requests","list",{}]',
        '["service-requests","portals"]',
        branding,
      ],
      '/admin/dashboard': [
        '["dashboard","figures","","all"]',
        '["dashboard","portals"]',
        '["dashboard","route-exceptions",""]',
        '["dashboard","recent","",""]',
        '["admin","what-goes-where","misses",""]',
        branding,
      ],
      '/admin/delivery-report': [
        '["delivery-report","portals"]',
        '["delivery-report","rows",{}]',
        '["delivery-report","summary",{}]',
        branding,
      ],
    };
    for (const [url, keys] of Object.entries(expected)) {
      const res = await page(url, { cookie: admin });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain(`rendered ${url} for admin@curbside.demo in en |`);
      expect(res.body).toContain(
        `{"prerendered":"en","time-zone":"${PROCESS_ZONE}","staff":"admin@curbside.demo"}`,
      );
      expect([...answersOf(res.body).keys()], url).toEqual(keys);
    }
    const profiles = answersOf((await page('/admin/customer-profiles', { cookie: admin })).body);
    expect(profiles.get('["customer-profiles","list",{}]')).toEqual(
      firstPage(await api('/api/admin/customer-profiles', admin)),
    );
    const desk = answersOf((await page('/admin/service-requests', { cookie: admin })).body);
    expect(desk.get('["service-requests","list",{}]')).toEqual(
      firstPage(await api('/api/admin/service-requests', admin)),
    );
    expect(desk.get('["service-requests","portals"]')).toEqual(
      await api('/api/admin/customer-profiles/filter-options', admin),
    );
    const center = answersOf((await page('/admin', { cookie: admin })).body);
    expect(center.get('["admin-center"]')).toEqual(await api('/api/admin/center', admin));
  });

  it('renders the report and the dashboard with the answers of the role that asks', async () => {
    const adminReport = answersOf((await page('/admin/delivery-report', { cookie: admin })).body);
    const rows = adminReport.get('["delivery-report","rows",{}]') as { pages: Array<{ rows: unknown[] }> };
    const apiRows = (await api('/api/admin/delivery-report', admin)) as { rows: unknown[] };
    expect(rows.pages[0]?.rows).toEqual(apiRows.rows);
    // the same summary (its lastUpdated is the moment it was answered)
    const summaryOf = (answer: unknown) => (answer as { summary: unknown }).summary;
    expect(summaryOf(adminReport.get('["delivery-report","summary",{}]'))).toEqual(
      summaryOf(await api('/api/admin/delivery-report/summary', admin)),
    );

    // customer service: the dashboard with its recent customers and the what-goes-where misses
    const serviceDashboard = await page('/admin/dashboard', { cookie: service });
    expect(serviceDashboard.body).toContain('for service@curbside.demo in en');
    expect(answersOf(serviceDashboard.body).has('["dashboard","recent","",""]')).toBe(true);

    // a municipality user: its own portal's figures and portals only, no customers, no misses
    const own = answersOf((await page('/admin/dashboard', { cookie: municipal })).body);
    expect([...own.keys()]).toEqual([
      '["dashboard","figures","","all"]',
      '["dashboard","portals"]',
      '["dashboard","route-exceptions",""]',
      branding,
    ]);
    const ownPortals = await api('/api/admin/dashboard/portals', municipal);
    expect(own.get('["dashboard","portals"]')).toEqual(ownPortals);
    expect(JSON.stringify(ownPortals)).toContain('Village of Lake Bluff');
    expect(JSON.stringify(ownPortals)).not.toContain('City of Highwood');
    type Figures = { totals: { customers: number } };
    const ownFigures = own.get('["dashboard","figures","","all"]') as Figures;
    const allFigures = answersOf((await page('/admin/dashboard', { cookie: admin })).body).get(
      '["dashboard","figures","","all"]',
    ) as Figures;
    expect(ownFigures.totals).toEqual(
      ((await api('/api/admin/dashboard?growth=all', municipal)) as Figures).totals,
    );
    expect(ownFigures.totals.customers).toBeLessThan(allFigures.totals.customers);
    // its report waits for its portal to be chosen: the portals only
    const ownReport = answersOf((await page('/admin/delivery-report', { cookie: municipal })).body);
    expect([...ownReport.keys()]).toEqual(['["delivery-report","portals"]', branding]);
    expect(ownReport.get('["delivery-report","portals"]')).toEqual(
      await api('/api/admin/delivery-report/portals', municipal),
    );
    // and the Admin Center with its portals' desk counts
    const ownCenter = answersOf((await page('/admin', { cookie: municipal })).body);
    expect(ownCenter.get('["admin-center","desk-counts"]')).toEqual(
      await api('/api/admin/service-requests/counts', municipal),
    );
  });

  it('sends the bare page to whoever the page is not rendered for', async () => {
    // the pages the admin guard sends a municipality user away from (the API refuses them too)
    expect((await page('/admin/customer-profiles', { cookie: municipal })).body).toBe(bare);
    expect((await page('/admin/service-requests', { cookie: municipal })).body).toBe(bare);
    // a customer, a visitor, a cookie that names no session, a work account not on the staff list
    expect((await page('/admin/dashboard', { cookie: resident.header() })).body).toBe(bare);
    expect((await page('/admin/dashboard')).body).toBe(bare);
    expect((await page('/admin/dashboard', { cookie: 'curbside_staff=not-a-session' })).body).toBe(bare);
    const stranger = await staffSessionCookie(t.ctx, 'stranger@curbside.demo', 'Stranger');
    expect((await page('/admin/dashboard', { cookie: stranger })).body).toBe(bare);
    // a query (the desk's filters, a linked customer), another admin page, staff on the Services page
    expect((await page('/admin/service-requests?delivery=failed', { cookie: admin })).body).toBe(bare);
    expect((await page('/admin/customer-profiles?customerId=demo-resident-1', { cookie: admin })).body).toBe(
      bare,
    );
    expect((await page('/admin/user-management', { cookie: admin })).body).toBe(bare);
    expect((await page('/Services', { cookie: `${resident.header()}; ${admin}` })).body).toBe(bare);
  });

  it('formats in the time zone the browser named, and never gives one person’s page to another', async () => {
    const before = renders();
    const chicago = await page('/admin', { cookie: `${admin}; curbside_time_zone=America%2FChicago` });
    expect(chicago.body).toContain('for admin@curbside.demo in en at America/Chicago |');
    expect(chicago.body).toContain('"time-zone":"America/Chicago"');
    expect(renders()).toBe(before + 1);
    // a zone Intl does not know is the process's own
    const unknown = await page('/admin', { cookie: `${admin}; curbside_time_zone=Mars%2FOlympus` });
    expect(unknown.body).toContain(`"time-zone":"${PROCESS_ZONE}"`);
    // the same answers for another staff member are their own page
    const other = await page('/admin', { cookie: service });
    expect(other.body).toContain('for service@curbside.demo in en');
    expect(other.body).not.toContain('admin@curbside.demo');
  });
});
