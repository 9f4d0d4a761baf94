/**
 * The translate button's ten languages (spec 01 §1): each with its own name for the menu, its writing
 * direction and the locale Intl formats with. The web app offers those whose translations exist (a
 * locale folder under src/web/i18n/locales); the server picks pre-rendered pages and writes mail
 * with the same matching rule.
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr', locale: 'en-US' },
  { code: 'es', label: 'Español', dir: 'ltr', locale: 'es-US' },
  { code: 'fr', label: 'Français', dir: 'ltr', locale: 'fr' },
  { code: 'de', label: 'Deutsch', dir: 'ltr', locale: 'de' },
  { code: 'it', label: 'Italiano', dir: 'ltr', locale: 'it' },
  { code: 'ja', label: '日本語', dir: 'ltr', locale: 'ja' },
  { code: 'pt', label: 'Português', dir: 'ltr', locale: 'pt-BR' },
  { code: 'zh-CN', label: '简体中文', dir: 'ltr', locale: 'zh-CN' },
  { code: 'hi', label: 'हिन्दी', dir: 'ltr', locale: 'hi' },
  // Latin digits: addresses, account numbers and phone numbers are written with them
  { code: 'ar', label: 'العربية', dir: 'rtl', locale: 'ar-u-nu-latn' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

const byCode = new Map<string, (typeof LANGUAGES)[number]>(LANGUAGES.map((l) => [l.code.toLowerCase(), l]));

/**
 * The language of `available` a BCP 47 tag asks for: the tag itself ("zh-CN"), else its base
 * language ("fr-CA" → fr, "zh-TW" and "zh" → zh-CN, the one Chinese offered); undefined when none.
 */
export function matchLanguage(
  tag: string | null | undefined,
  available: readonly string[],
): LanguageCode | undefined {
  if (!tag) return undefined;
  const wanted = tag.trim().toLowerCase();
  const offered = new Map(available.map((code) => [code.toLowerCase(), code]));
  const exact = offered.get(wanted);
  if (exact) return exact as LanguageCode;
  const base = wanted.split('-')[0] ?? '';
  const sameBase = available.find((code) => code.toLowerCase().split('-')[0] === base);
  return sameBase as LanguageCode | undefined;
}

export function directionOf(code: string): TextDirection {
  return byCode.get(code.toLowerCase())?.dir ?? 'ltr';
}

/** The locale Intl formats numbers, currency and dates with for a language (en → en-US). */
export function intlLocaleOf(code: string): string {
  return byCode.get(code.toLowerCase())?.locale ?? 'en-US';
}
