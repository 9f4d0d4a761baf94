/**
 * i18next setup. Every user-facing string is a key. Translations live per feature namespace in
 * `locales/{language}/{namespace}.json`; this file picks up every such file at build time, so a feature
 * adds its own namespace file without touching this one.
 *
 * The spec's translate button offers en, es, fr, de, it, ja, pt, zh-CN, hi and ar through a third-party
 * machine-translation widget. Curbside sends nothing to a third party and translates itself: the menu
 * lists only the languages that are fully translated (English and Spanish). A language is added by
 * adding its locale folder and an entry in SUPPORTED_LANGUAGES.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
const STORAGE_KEY = 'curbside.language';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function collectResources(): Resources {
  const resources: Resources = {};
  for (const [file, messages] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    (resources[language] ??= {})[namespace] = messages;
  }
  return resources;
}

function isSupported(code: string | null | undefined): code is LanguageCode {
  return SUPPORTED_LANGUAGES.some((l) => l.code === code);
}

function storedLanguage(): LanguageCode | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isSupported(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLanguage(): LanguageCode | null {
  const base = typeof navigator === 'undefined' ? undefined : navigator.language?.split('-')[0];
  return isSupported(base) ? base : null;
}

const resources = collectResources();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES.map((l) => l.code),
  ns: [...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace)))],
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** Switches the language and remembers the choice in localStorage. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  await i18n.changeLanguage(code);
}

/** The current language, as one of the supported codes. */
export function currentLanguage(): LanguageCode {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return isSupported(resolved) ? resolved : DEFAULT_LANGUAGE;
}

export default i18n;
