/**
 * The public pages rendered at build time (prerender.tsx): complete (nothing left for scripts, which
 * the CSP forbids inline), as a signed-out visitor sees them, in each language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES as ALL_LANGUAGES } from '../domain/languages';
import { LANGUAGES, PRERENDERED_PAGES, renderPage } from './prerender';

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
