/**
 * The public pages rendered at build time (scripts/prerender.mjs, issue 9): /, /login and /register as a
 * signed-out visitor sees them, one file per language. The server sends one of them instead of the
 * bare index.html when it matches what the browser will render, so the page paints from its HTML
 * and the web app then hydrates it (src/web/main.tsx):
 *
 * - only for the exact path without a query (/register?source=google resumes a registration);
 * - only without a session or pending Google registration cookie (a signed-in customer's / is their
 *   home, not the visitor's);
 * - in the language the web app will pick: the one chosen in its menu (the curbside_language cookie
 *   it keeps), else the browser's first language (Accept-Language, as navigator.language), else
 *   English.
 *
 * When the browser's answer differs after all (an expired session, a choice made before the cookie
 * existed), the web app renders its own page in place of this one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GOOGLE_PENDING_COOKIE } from './auth/google';
import { CUSTOMER_COOKIE, STAFF_COOKIE } from './auth/sessions';
import { matchLanguage } from '../domain/languages';

/** Kept by the web app (src/web/i18n/index.ts) when the reader picks a language. */
export const LANGUAGE_COOKIE = 'curbside_language';
const DEFAULT_LANGUAGE = 'en';
/** Folder under the built web app; the static file handler does not serve it. */
export const PRERENDERED_FOLDER = 'prerendered';

export interface PageRequest {
  url: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | string[] | undefined;
}

export interface PrerenderedPages {
  /** True when `pathname` has pre-rendered HTML (its answer then depends on cookies and language). */
  has(pathname: string): boolean;
  /** The HTML to send for this request, or null for the bare index.html. */
  pick(request: PageRequest): string | null;
}

/** The browser's first language tag ("zh-CN" of "zh-CN,zh;q=0.9"), as navigator.language has it. */
function firstLanguage(acceptLanguage: string | string[] | undefined): string | undefined {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return header?.split(',')[0]?.split(';')[0]?.trim() || undefined;
}

/**
 * The language the web app will start in (src/web/i18n/index.ts): the one chosen in its menu (the
 * cookie it keeps), else, for a signed-in customer, their profile's (`profileLanguage`: the app
 * switches to it before it takes the page over, src/web/i18n/profile-language.ts), else the
 * browser's first language, else English.
 */
export function pageLanguage(
  { cookies, acceptLanguage }: Omit<PageRequest, 'url'>,
  available: readonly string[],
  profileLanguage?: string,
): string {
  const chosen = cookies[LANGUAGE_COOKIE];
  if (chosen && available.includes(chosen)) return chosen;
  if (profileLanguage && available.includes(profileLanguage)) return profileLanguage;
  // the web app's own rule (src/domain/languages.ts): "zh" and "zh-TW" read zh-CN, "fr-CA" fr
  return matchLanguage(firstLanguage(acceptLanguage), available) ?? DEFAULT_LANGUAGE;
}

/** Reads dist/web/prerendered/manifest.json; a build without it has no pre-rendered pages. */
export function loadPrerenderedPages(webDir: string): PrerenderedPages {
  const folder = path.join(webDir, PRERENDERED_FOLDER);
  const manifestFile = path.join(folder, 'manifest.json');
  const pages = new Map<string, Map<string, string>>();
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    for (const [pathname, files] of Object.entries(manifest)) {
      pages.set(
        pathname,
        new Map(
          Object.entries(files).map(([language, file]) => [
            language,
            fs.readFileSync(path.join(folder, file), 'utf8'),
          ]),
        ),
      );
    }
  }
  return {
    has: (pathname) => pages.has(pathname),
    pick({ url, cookies, acceptLanguage }) {
      const [pathname = '/', query] = url.split('?');
      const byLanguage = pages.get(pathname);
      if (!byLanguage || query !== undefined) return null;
      if (cookies[CUSTOMER_COOKIE] || cookies[STAFF_COOKIE] || cookies[GOOGLE_PENDING_COOKIE]) return null;
      return byLanguage.get(pageLanguage({ cookies, acceptLanguage }, [...byLanguage.keys()])) ?? null;
    },
  };
}

/** A script element with no attributes: run inline (a JSON data block has a type). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources ('sha256-…') of the inline scripts of the built pages' template
 * (dist/web/prerendered/template.html): the script that holds clicks made before the app has started
 * (src/web/early-input.js, inlined by scripts/prerender.mjs). Every page rendered before the app runs
 * is that template, so allowing exactly these hashes lets that script run and no other inline one.
 */
export function inlineScriptHashes(webDir: string): string[] {
  const template = path.join(webDir, PRERENDERED_FOLDER, 'template.html');
  if (!fs.existsSync(template)) return [];
  return [...fs.readFileSync(template, 'utf8').matchAll(INLINE_SCRIPT)].map(
    ([, code = '']) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}
