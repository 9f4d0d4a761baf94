/**
 * i18next setup. Every user-facing string is a key. Translations live per feature namespace in
 * `locales/{language}/{namespace}.json`; this file picks up every such file at build time, so a feature
 * adds its own namespace file without touching this one.
 *
 * The spec's translate button offers en, es, fr, de, it, ja, pt, zh-CN, hi and ar through a third-party
 * machine-translation widget. Curbside sends nothing to a third party and translates itself: the menu
 * lists the languages whose locale folder exists (SUPPORTED_LANGUAGES).
 */
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, LANGUAGES, matchLanguage, type LanguageCode } from '../../domain/languages';
import { api } from '../lib/api-client';

export type { LanguageCode };
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
const STORAGE_KEY = 'curbside.language';

/**
 * First-load weight (issue 9): only the English namespaces the shell paints with travel in the entry
 * script. Every other namespace, and every Spanish one, is its own small chunk that i18next fetches the
 * first time a page asks for it (a route's loader asks for its namespaces before it renders, see
 * router.tsx; a component that asks for one not loaded yet suspends until it arrives).
 */
export const BUNDLED_NAMESPACES = ['common', 'shell'] as const;
const bundled = import.meta.glob<Record<string, unknown>>(
  ['./locales/en/common.json', './locales/en/shell.json'],
  { eager: true, import: 'default' },
);
type Catalog = Record<string, () => Promise<Record<string, unknown>>>;
/**
 * Each language's map of namespace chunks is a chunk of its own (./catalogs/<code>.ts), fetched when
 * the language is first used: ten languages' maps in the entry script cost 5 KB of the first load.
 */
const catalogs = import.meta.glob<Catalog>('./catalogs/*.ts', { import: 'default' });

/**
 * The languages the translate menu offers: of the spec's ten (src/domain/languages.ts), English and
 * those with a catalog (./catalogs/<code>.ts over its locale folder; the completeness test checks
 * every folder).
 */
export const SUPPORTED_LANGUAGES = LANGUAGES.filter(
  (language) => `./catalogs/${language.code}.ts` in catalogs,
);
const SUPPORTED_CODES: readonly string[] = SUPPORTED_LANGUAGES.map((l) => l.code);

async function loadMessages(language: string, namespace: string): Promise<Record<string, unknown>> {
  const catalog = await catalogs[`./catalogs/${language}.ts`]?.();
  return (await catalog?.[`../locales/${language}/${namespace}.json`]?.()) ?? {};
}

/** An i18next backend that imports a namespace's JSON chunk when i18next first needs it. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadMessages(language, namespace).then(
      (messages) => callback(null, messages as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function isSupported(code: string | null | undefined): code is LanguageCode {
  return code !== null && code !== undefined && SUPPORTED_CODES.includes(code);
}

export function storedLanguage(): LanguageCode | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isSupported(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLanguage(): LanguageCode | null {
  if (typeof navigator === 'undefined') return null;
  return matchLanguage(navigator.language, SUPPORTED_CODES) ?? null;
}

/**
 * The server sends the public pages' HTML rendered at build time in the reader's language (see
 * main.tsx): it learns the language chosen here from this cookie (src/server/prerendered-pages.ts).
 */
export const LANGUAGE_COOKIE = 'curbside_language';

function rememberForServer(code: LanguageCode) {
  if (typeof document === 'undefined') return;
  const cookie = `${LANGUAGE_COOKIE}=${code}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}

/** Resolves once i18next has the shell's translations in the starting language. */
export const i18nReady: Promise<unknown> = i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    resources: {
      en: Object.fromEntries(BUNDLED_NAMESPACES.map((ns) => [ns, bundled[`./locales/en/${ns}.json`] ?? {}])),
    },
    // the bundled English namespaces are a start: the backend fetches the rest
    partialBundledLanguages: true,
    lng: storedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES.map((l) => l.code),
    ns: [...BUNDLED_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

const stored = storedLanguage();
if (stored) rememberForServer(stored);

/**
 * Fonts for the scripts a fresh machine may lack (issue 16): shipped with the app (npm's
 * @fontsource), each language's stylesheet fetched when the language is chosen; the browser then
 * downloads only the character ranges a page uses. Weight 400 only for Japanese and Chinese (each
 * weight is about 4 MB of ranges; bold is synthesised).
 */
const FONTS: Record<string, () => Promise<unknown>> = {
  ja: () => import('./fonts/ja.css'),
  'zh-CN': () => import('./fonts/zh-cn.css'),
  hi: () => import('./fonts/hi.css'),
};

/** The page's language, writing direction (Arabic right to left) and fonts follow the chosen language. */
function syncDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  // a font that fails to load leaves the system's fonts: nothing to tell the reader
  FONTS[language]?.().catch(() => undefined);
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** Fetches namespaces (in the current language and English, the fallback) before a page renders. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
}

/**
 * Whether a customer is signed in, as the last session answer said (followSessionLanguage in
 * profile-language.ts): only then is a choice in the menu also kept on the profile, where mails and
 * texts read it (issue 16).
 */
let customerSignedIn = false;

export function setCustomerSignedIn(signedIn: boolean): void {
  customerSignedIn = signedIn;
}

/**
 * Keeps the language on the signed-in customer's profile (PUT /api/me/language). In the background:
 * the switch never waits for it, and offline or failed it changes nothing on the page; the next
 * session answer tries again (followSessionLanguage).
 */
export function keepOnProfile(code: LanguageCode): void {
  if (!customerSignedIn) return;
  api.put('/api/me/language', { language: code }).catch(() => undefined);
}

/** Switches the language, remembers the choice in localStorage and, signed in, on the profile. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  rememberForServer(code);
  keepOnProfile(code);
  await i18n.changeLanguage(code);
}

/** The current language, as one of the supported codes. */
export function currentLanguage(): LanguageCode {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return isSupported(resolved) ? resolved : DEFAULT_LANGUAGE;
}

export default i18n;
