/** Translations arrive per namespace and language on demand (issue 9, first load). */
import { describe, expect, it } from 'vitest';
import i18n, { BUNDLED_NAMESPACES, changeLanguage, loadNamespaces, SUPPORTED_LANGUAGES } from '.';

// Test files share one i18next (vitest runs them unisolated): each test sets the state it reads.
describe('i18n on demand', () => {
  it('bundles only the English shell namespaces in the entry script', () => {
    expect(BUNDLED_NAMESPACES).toEqual(['common', 'shell']);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'shell')).toBe(true);
    expect(SUPPORTED_LANGUAGES.map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'es']));
  });

  it('fetches a page namespace when asked, then Spanish for every loaded namespace on switching', async () => {
    await changeLanguage('en');
    i18n.removeResourceBundle('en', 'auth');
    i18n.removeResourceBundle('es', 'auth');
    await loadNamespaces('auth');
    expect(i18n.t('auth:login.welcomeTitle')).toBe('Welcome back');
    expect(i18n.hasResourceBundle('es', 'auth')).toBe(false);

    await changeLanguage('es');
    expect(i18n.t('auth:login.welcomeTitle')).toBe('Bienvenido de nuevo');
    expect(i18n.hasResourceBundle('es', 'shell')).toBe(true);
    await changeLanguage('en');
  });
});
