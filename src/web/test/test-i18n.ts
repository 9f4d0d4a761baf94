/**
 * The i18next a render test gives its namespaces: English first, the texts as they are (React
 * escapes them). Test files share one i18next (isolate: false), so each file sets it up again before
 * its tests, with the namespaces (and languages) it renders.
 */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export interface TestI18nOptions {
  /**
   * Render with what is there rather than suspend: an earlier file may have given i18next the app's
   * chunk backend, whose loading of a namespace not listed here would suspend the render.
   */
  noSuspense?: boolean;
}

export async function initTestI18n(resources: Resource, { noSuspense = false }: TestI18nOptions = {}) {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources,
    interpolation: { escapeValue: false },
    ...(noSuspense ? { react: { useSuspense: false } } : {}),
  });
}

/**
 * Runs `check` with i18next in `lng` (its namespaces given to `initTestI18n`), and puts English back
 * after, even when a check fails: the next test, and the next file, render in English.
 */
export async function inLanguage(lng: string, check: () => void | Promise<void>): Promise<void> {
  await i18next.changeLanguage(lng);
  try {
    await check();
  } finally {
    await i18next.changeLanguage('en');
  }
}
