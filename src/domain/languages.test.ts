import { describe, expect, it } from 'vitest';
import { directionOf, intlLocaleOf, LANGUAGES, matchLanguage } from './languages';

const ALL = LANGUAGES.map((l) => l.code);

describe('matchLanguage', () => {
  it('takes the tag, then its base language', () => {
    expect(matchLanguage('zh-CN', ALL)).toBe('zh-CN');
    expect(matchLanguage('zh-cn', ALL)).toBe('zh-CN');
    expect(matchLanguage('zh', ALL)).toBe('zh-CN');
    expect(matchLanguage('zh-TW', ALL)).toBe('zh-CN');
    expect(matchLanguage('fr-CA', ALL)).toBe('fr');
    expect(matchLanguage('pt-PT', ALL)).toBe('pt');
    expect(matchLanguage('ar-EG', ALL)).toBe('ar');
  });

  it('offers only what is available', () => {
    expect(matchLanguage('fr', ['en', 'es'])).toBeUndefined();
    expect(matchLanguage('', ALL)).toBeUndefined();
    expect(matchLanguage(undefined, ALL)).toBeUndefined();
    expect(matchLanguage('xx', ALL)).toBeUndefined();
  });
});

describe('formatting per language', () => {
  const usd = (code: string) =>
    new Intl.NumberFormat(intlLocaleOf(code), { style: 'currency', currency: 'USD' }).format(1234.5);
  const day = (code: string) =>
    new Intl.DateTimeFormat(intlLocaleOf(code), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2026-11-26T12:00:00Z'),
    );

  it("keeps the spec's en-US formats for English", () => {
    expect(usd('en')).toBe('$1,234.50');
    expect(day('en')).toBe('November 26, 2026');
  });

  it('formats numbers, US dollars and dates the way each language writes them', () => {
    expect(usd('de')).toBe('1.234,50\u00a0$');
    expect(usd('fr')).toMatch(/^1\s234,50\s\$US$/);
    expect(day('fr')).toBe('26 novembre 2026');
    expect(day('ja')).toBe('2026年11月26日');
    // Arabic with Latin digits, like the addresses and account numbers it sits beside
    expect(usd('ar')).toMatch(/1,234\.50/);
  });

  it('lays Arabic out right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('ltr');
    expect(ALL.filter((code) => directionOf(code) === 'rtl')).toEqual(['ar']);
  });
});
