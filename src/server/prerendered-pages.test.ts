import fs from 'node:fs';
import os from 'node:os';
import crypto from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, loadPrerenderedPages } from './prerendered-pages';

function webDirWithPages(): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-prerendered-'));
  const folder = path.join(webDir, 'prerendered');
  const manifest: Record<string, Record<string, string>> = {};
  for (const language of ['en', 'es']) {
    fs.mkdirSync(path.join(folder, language), { recursive: true });
    for (const [pathname, name] of [
      ['/', 'index'],
      ['/login', 'login'],
    ] as const) {
      fs.writeFileSync(path.join(folder, language, `${name}.html`), `${language}:${pathname}`);
      (manifest[pathname] ??= {})[language] = `${language}/${name}.html`;
    }
  }
  fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  return webDir;
}

describe('pre-rendered public pages', () => {
  const pages = loadPrerenderedPages(webDirWithPages());
  const pick = (url: string, cookies: Record<string, string> = {}, acceptLanguage?: string) =>
    pages.pick({ url, cookies, acceptLanguage });

  it('sends a signed-out visitor the page in English by default', () => {
    expect(pick('/')).toBe('en:/');
    expect(pick('/login')).toBe('en:/login');
    expect(pages.has('/login')).toBe(true);
  });

  it('follows the language chosen in the web app, then the browser’s first language', () => {
    expect(pick('/login', { curbside_language: 'es' }, 'en-US')).toBe('es:/login');
    expect(pick('/login', {}, 'es-MX,en;q=0.8')).toBe('es:/login');
    // the web app reads navigator.language, the first one: French is not offered, so English
    expect(pick('/login', {}, 'fr-FR,es;q=0.9')).toBe('en:/login');
    expect(pick('/login', { curbside_language: 'de' })).toBe('en:/login');
  });

  it('leaves signed-in visitors, queries and other paths to the web app', () => {
    expect(pick('/', { curbside_session: 'token' })).toBeNull();
    expect(pick('/', { curbside_staff: 'token' })).toBeNull();
    expect(pick('/login', { curbside_google_pending: 'handle' })).toBeNull();
    expect(pick('/login?next=x')).toBeNull();
    expect(pick('/Services')).toBeNull();
    expect(pages.has('/Services')).toBe(false);
  });

  it('has no pages when the build made none', () => {
    const bare = loadPrerenderedPages(fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-web-')));
    expect(bare.pick({ url: '/', cookies: {}, acceptLanguage: undefined })).toBeNull();
  });
});

describe('the inline script of the built pages', () => {
  it('is allowed by the hash of exactly its text, and nothing else is', () => {
    const webDir = webDirWithPages();
    const code = '(function(){document.addEventListener("click",function(){},!0)})();';
    fs.writeFileSync(
      path.join(webDir, 'prerendered', 'template.html'),
      `<head><meta charset="UTF-8" />\n<script>${code}</script><script type="module" src="/a.js"></script>` +
        '</head><div id="root"></div><script type="application/json" id="page-data">[]</script>',
    );
    const hash = crypto.createHash('sha256').update(code).digest('base64');
    expect(inlineScriptHashes(webDir)).toEqual([`'sha256-${hash}'`]);
  });

  it('is none when the build made no template', () => {
    expect(inlineScriptHashes(fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-web-')))).toEqual([]);
  });
});
