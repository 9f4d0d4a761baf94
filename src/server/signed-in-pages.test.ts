/**
 * The signed-in Services page rendered per request (signed-in-pages.ts): which requests get it, with
 * which answers and language, that anything unexpected sends the bare page instead, and that a page
 * is rendered again only when what it is made from changed (issue 33 §3), for its customer alone. The
 * renderer here is a stand-in for dist/ssr that counts its renders (the web app's own render is
 * tested in src/web/prerender.test.tsx and, end to end, in e2e/shell.spec.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from './app';
import type { Browser } from './auth/test/helpers';
import { createDemoTestApp, signInDemoCustomer } from './test/sign-in';
import type { TestApp } from './test/app';

/** Where the stand-in renderer counts its renders. */
const RENDERS = 'curbsideSignedInPageRenders';
const renders = () => ((globalThis as Record<string, unknown>)[RENDERS] as number | undefined) ?? 0;

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
    `const PADDING = '\\n<!--' + '.'.repeat(1024) + '-->';
export const LANGUAGES = ['en', 'es', 'vi'];
export function servicesPageData(session, services, branding) {
  const queries = [[['services', 'cards'], services]];
  if (branding) queries.push([['portal-branding', session.customer.uid], branding]);
  return { session, queries };
}
export async function renderPage(path, language, data) {
  globalThis.${RENDERS} = (globalThis.${RENDERS} ?? 0) + 1;
  if (data.session.customer.uid === 'demo-resident-2') throw new Error('the render failed');
  const [services, branding] = data.queries.map((query) => query[1]);
  return 'rendered ' + path + ' for ' + data.session.customer.uid + ' in ' + language + ': ' + services.portalTitle +
    ', branding ' + (branding ? branding.portalTitle : 'none') +
    ', sizes ' + services.cards.map((card) => card.requestedSize ?? '-').join(' ');
}
export function pageDocument(template, language, markup, attributes, queries) {
  // padded past 1 KB, the size from which pages are sent compressed
  return [template, markup, JSON.stringify(attributes), JSON.stringify(queries.map((query) => query[0]))].join(' | ') + PADDING;
}
`,
  );
  return webDir;
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
        '{"prerendered":"en","customer":"demo-resident-1"} | [["services","cards"],["portal-branding","demo-resident-1"]]',
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
