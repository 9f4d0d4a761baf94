import { describe, expect, it } from 'vitest';
import { noticeLanguageOf } from './request-language';

describe('noticeLanguageOf', () => {
  it('takes the first supported language by quality', () => {
    expect(noticeLanguageOf('es')).toBe('es');
    expect(noticeLanguageOf('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(noticeLanguageOf('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(noticeLanguageOf('en;q=0.5, es;q=0.9')).toBe('es');
    expect(noticeLanguageOf('es;q=0, en')).toBe('en');
  });

  it('falls back to English', () => {
    expect(noticeLanguageOf(undefined)).toBe('en');
    expect(noticeLanguageOf('')).toBe('en');
    expect(noticeLanguageOf('de-DE')).toBe('en');
    expect(noticeLanguageOf('*')).toBe('en');
  });
});
