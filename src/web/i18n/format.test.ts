/** Numbers, US dollars and dates in each language's own format, English as the spec writes it. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCompactCurrency,
  formatCompactNumber,
  formatCurrency,
  formatDateTime,
  formatList,
  formatNumber,
  formatNumericDay,
  formatShortDate,
  formatTimeOfDay,
  formatUsDay,
  isolateLtr,
} from './format';
import { changeLanguage } from '.';

// ICU separates some parts with no-break spaces and marks Arabic with right-to-left marks: the
// assertions read plain spaces and leave the marks out.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

/** 15:04 on Saturday 5 January 2030 in the machine's time zone, the zone moments are shown in. */
const MOMENT = new Date(2030, 0, 5, 15, 4);

describe('formatting in English (the spec en-US formats, unchanged)', () => {
  it('writes US dollars, counts and compact figures', () => {
    expect(formatCurrency(1234.5, 'en')).toBe('$1,234.50');
    expect(formatCurrency(0, 'en')).toBe('$0.00');
    expect(formatCurrency(26.525, 'en')).toBe('$26.53');
    expect(formatCompactCurrency(12_345.67, 'en')).toBe('$12.3K');
    expect(formatNumber(1_234_567, {}, 'en')).toBe('1,234,567');
    expect(formatNumber(12.345, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, 'en')).toBe('12.3');
  });

  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1K'],
    [1234, '1.2K'],
    [2_500_000, '2.5M'],
  ])('compact %d → %s', (value, text) => {
    expect(formatCompactNumber(value, 'en')).toBe(text);
  });

  it('writes dates as MM/DD/YYYY, "Jan 5, 2030" and "3:04 PM"', () => {
    expect(formatNumericDay('2030-01-05', 'en')).toBe('01/05/2030');
    expect(formatShortDate(MOMENT, 'en')).toBe('Jan 5, 2030');
    expect(plain(formatDateTime(MOMENT, 'en'))).toBe('Jan 5, 2030, 3:04 PM');
    expect(plain(formatTimeOfDay(18 * 60, 'en'))).toBe('6:00 PM');
    expect(formatCalendarDay('2030-01-05', { weekday: 'long', month: 'long', day: 'numeric' }, 'en')).toBe(
      'Saturday, January 5',
    );
  });
});

describe('formatting in the other languages', () => {
  it('writes US Spanish with the US number marks and Spanish words', () => {
    expect(formatCurrency(1234.5, 'es')).toBe('$1,234.50');
    expect(formatNumber(1_234_567.5, {}, 'es')).toBe('1,234,567.5');
    expect(formatCalendarDay('2030-01-05', { weekday: 'long', month: 'long', day: 'numeric' }, 'es')).toBe(
      'sábado, 5 de enero',
    );
  });

  it('writes German with a decimal comma, the dollar sign after, and a 24-hour clock', () => {
    expect(plain(formatCurrency(1234.5, 'de'))).toBe('1.234,50 $');
    expect(formatNumber(1_234_567.5, {}, 'de')).toBe('1.234.567,5');
    expect(formatNumericDay('2030-01-05', 'de')).toBe('05.01.2030');
    expect(formatDateTime(MOMENT, 'de')).toBe('05.01.2030, 15:04');
    expect(formatTimeOfDay(18 * 60, 'de')).toBe('18:00');
  });

  it('writes Arabic words with Latin digits, like the addresses beside them', () => {
    // "$" alone: CLDR's "US$" would read "$US" in a right-to-left line
    expect(plain(formatCurrency(1234.5, 'ar'))).toBe('1,234.50 $');
    expect(formatCalendarDay('2030-01-05', { weekday: 'long', month: 'long', day: 'numeric' }, 'ar')).toBe(
      'السبت، 5 يناير',
    );
    expect(plain(formatNumericDay('2030-01-05', 'ar'))).toBe('05/01/2030');
    expect(plain(formatCompactNumber(1234, 'ar'))).toBe('1.2 ألف');
  });

  it('writes Japanese dates year first, with 万 for ten thousands', () => {
    expect(formatNumericDay('2030-01-05', 'ja')).toBe('2030/01/05');
    expect(formatDateTime(MOMENT, 'ja')).toBe('2030/01/05 15:04');
    expect(formatCalendarDay('2030-01-05', { weekday: 'long', month: 'long', day: 'numeric' }, 'ja')).toBe(
      '1月5日土曜日',
    );
    expect(formatCompactCurrency(12_345.67, 'ja')).toBe('$1.2万');
  });

  it('writes Hindi with Indian digit grouping (lakh)', () => {
    expect(formatNumber(1_234_567.5, {}, 'hi')).toBe('12,34,567.5');
    expect(formatCurrency(1234.5, 'hi')).toBe('$1,234.50');
    expect(formatCalendarDay('2030-01-05', { month: 'long', day: 'numeric' }, 'hi')).toBe('5 जनवरी');
  });

  it('writes Simplified Chinese dates with 年月日, and dollars with the plain $ sign', () => {
    expect(formatShortDate(MOMENT, 'zh-CN')).toBe('2030年1月5日');
    expect(formatCurrency(1234.5, 'zh-CN')).toBe('$1,234.50');
    expect(plain(formatCurrency(1234.5, 'fr'))).toBe('1 234,50 $');
    expect(formatCompactNumber(12_345, 'zh-CN')).toBe('1.2万');
  });

  it("rewrites the server's MM/DD/YYYY days in the reader's digits, and leaves other text", () => {
    expect(formatUsDay('08/06/2023', 'en')).toBe('08/06/2023');
    expect(formatUsDay('08/06/2023', 'de')).toBe('06.08.2023');
    expect(formatUsDay('08/06/2023', 'ja')).toBe('2023/08/06');
    expect(formatUsDay('Date unavailable', 'de')).toBe('Date unavailable');
  });

  it('keeps a calendar day on its day in every time zone (formatted at noon UTC)', () => {
    expect(formatCalendarDay('2030-12-31', { day: 'numeric', month: 'numeric' }, 'fr')).toBe('31/12');
  });
});

describe('lists', () => {
  it('lists service days as the spec does in English, with the language own "and" elsewhere', () => {
    expect(formatList(['Monday', 'Thursday'], 'en')).toBe('Monday, Thursday');
    expect(formatList(['Montag', 'Donnerstag'], 'de')).toBe('Montag und Donnerstag');
    expect(formatList(['الاثنين', 'الخميس'], 'ar')).toBe('الاثنين والخميس');
    expect(formatList(['月曜日', '木曜日'], 'ja')).toBe('月曜日、木曜日');
  });
});

describe('left-to-right values in a sentence', () => {
  it('isolates a phone number on a right-to-left page only', () => {
    expect(isolateLtr('844.NEED.LRS', 'ar')).toBe('\u2066844.NEED.LRS\u2069');
    expect(isolateLtr('844.NEED.LRS', 'en')).toBe('844.NEED.LRS');
    expect(isolateLtr('844.NEED.LRS', 'de')).toBe('844.NEED.LRS');
  });
});

describe('formatting in the current language', () => {
  afterEach(() => changeLanguage('en'));

  it('follows the language chosen in the translate menu', async () => {
    await changeLanguage('de');
    expect(plain(formatCurrency(26.5))).toBe('26,50 $');
    await changeLanguage('en');
    expect(formatCurrency(26.5)).toBe('$26.50');
  });
});
