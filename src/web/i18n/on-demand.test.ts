/** Translations arrive per namespace and language on demand (issue 9, first load). */
import { describe, expect, it } from 'vitest';
import i18n, { changeLanguage, loadNamespaces, NAMESPACES } from '.';

describe('i18n on demand', () => {
  it('starts with only the English shell namespaces', () => {
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'shell')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);
    expect(NAMESPACES).toEqual(expect.arrayContaining(['auth', 'common', 'registration', 'shell']));
  });

  it('fetches a page namespace when asked, then Spanish for every loaded namespace on switching', async () => {
    await loadNamespaces('auth');
    expect(i18n.t('auth:login.welcomeTitle')).toBe('Welcome back');
    expect(i18n.hasResourceBundle('es', 'auth')).toBe(false);

    await changeLanguage('es');
    expect(i18n.t('auth:login.welcomeTitle')).toBe('Bienvenido de nuevo');
    expect(i18n.hasResourceBundle('es', 'shell')).toBe(true);
    await changeLanguage('en');
  });
});
