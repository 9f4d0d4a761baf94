import { describe, expect, it } from 'vitest';
import { requestLanguageOf } from './request-language';

describe('requestLanguageOf', () => {
  it('takes the first of the ten languages by quality', () => {
    expect(requestLanguageOf('es')).toBe('es');
    expect(requestLanguageOf('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(requestLanguageOf('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('fr');
    expect(requestLanguageOf('en;q=0.5, es;q=0.9')).toBe('es');
    expect(requestLanguageOf('es;q=0, en')).toBe('en');
    expect(requestLanguageOf('de-DE')).toBe('de');
    expect(requestLanguageOf('zh-TW, en;q=0.5')).toBe('zh-CN');
    expect(requestLanguageOf('ar')).toBe('ar');
    expect(requestLanguageOf(['nl-NL', 'ja;q=0.8'])).toBe('ja');
  });

  it('falls back to English', () => {
    expect(requestLanguageOf(undefined)).toBe('en');
    expect(requestLanguageOf('')).toBe('en');
    expect(requestLanguageOf('nl-NL')).toBe('en');
    expect(requestLanguageOf('*')).toBe('en');
  });
});
