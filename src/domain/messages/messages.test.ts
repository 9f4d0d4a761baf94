/** Every message table is complete: the English keys, none empty, the same {{placeholders}}. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { en } from './en';
import { greeting, listOf, mailHtmlIn, message, messageHtml, messageLanguageOf, MESSAGE_TABLES } from '.';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES.map((l) => l.code))('message table %s', (code) => {
  const table = MESSAGE_TABLES[code] as Record<string, string>;

  it('has exactly the English keys', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
  });

  it('leaves no message empty and keeps every placeholder', () => {
    for (const [key, english] of Object.entries(en)) {
      expect(table[key]?.trim(), `${code} ${key}`).toBeTruthy();
      expect(placeholders(table[key] ?? ''), `${code} ${key}`).toEqual(placeholders(english));
    }
  });

  it('is written in the language (at most a few messages equal the English)', () => {
    if (code === 'en') return;
    const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '').trim();
    // a word may coincide ("Service", "gallons"); a phrase or sentence must not
    const same = Object.entries(en).filter(
      ([key, english]) =>
        table[key] === english && / /.test(words(english)) && /[a-z]{3}/i.test(words(english)),
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });
});

describe('message', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(message('en', 'registrationCode.code', { company: 'LRS', code: '123456' })).toBe(
      'Your LRS verification code is 123456.',
    );
    expect(message('fr', 'registrationCode.expires', { minutes: 10 })).toBe('Il expire dans 10 minutes.');
    expect(message('en', 'registrationCode.expires')).toBe('It expires in {{minutes}} minutes.');
  });

  it('escapes values in HTML but places markup as it is', () => {
    expect(messageHtml('en', 'moved.contactLink', {}, { link: '<a href="/ContactUs">contact us</a>' })).toBe(
      'If this address is yours, please <a href="/ContactUs">contact us</a>.',
    );
    expect(messageHtml('en', 'common.hello', { name: '<b>' })).toBe('Hello &lt;b&gt;,');
  });

  it('greets with or without a name and lists in the language', () => {
    expect(greeting('en', ' Ana ')).toBe('Hello Ana,');
    expect(greeting('en', '')).toBe('Hello,');
    expect(greeting('ja', '花子')).toBe('花子 様');
    expect(listOf('en', ['trash', 'recycling', 'yard waste'])).toBe('trash, recycling and yard waste');
    expect(listOf('zh-CN', ['生活垃圾', '可回收物'])).toBe('生活垃圾和可回收物');
    expect(listOf('de', ['Restmüll'])).toBe('Restmüll');
  });

  it('marks HTML with its language, Arabic right to left, English unchanged', () => {
    expect(mailHtmlIn('en', '<p>x</p>')).toBe('<p>x</p>');
    expect(mailHtmlIn('fr', '<p>x</p>')).toBe('<div lang="fr"><p>x</p></div>');
    expect(mailHtmlIn('ar', '<p>x</p>')).toBe('<div lang="ar" dir="rtl"><p>x</p></div>');
  });

  it('reads a stored language as one of the ten, English otherwise', () => {
    expect(messageLanguageOf('de')).toBe('de');
    expect(messageLanguageOf('zh')).toBe('zh-CN');
    expect(messageLanguageOf('xx')).toBe('en');
    expect(messageLanguageOf(null)).toBe('en');
  });
});
