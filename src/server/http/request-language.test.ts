import { describe, expect, it } from 'vitest';
import { requestLanguageOf } from './request-language';

describe('requestLanguageOf', () => {
  it.each<[string | string[], string]>([
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7', 'fr'],
    ['en;q=0.5, es;q=0.9', 'es'],
    ['es;q=0, en', 'en'],
    ['de-DE', 'de'],
    ['zh-TW, en;q=0.5', 'zh-CN'],
    ['ar', 'ar'],
    [['nl-NL', 'ja;q=0.8'], 'ja'],
  ])('takes the first of the ten languages by quality: %j is %s', (header, language) => {
    expect(requestLanguageOf(header)).toBe(language);
  });

  it.each([undefined, '', 'nl-NL', '*'])('falls back to English for %j', (header) => {
    expect(requestLanguageOf(header)).toBe('en');
  });
});
