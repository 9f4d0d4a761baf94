/**
 * Numbers, money (always USD) and dates in the reader's language (issue 16): every Intl call of the
 * web app goes through here, with the locale of src/domain/languages.ts (English en-US as the spec
 * writes it, Spanish es-US, Arabic with Latin digits). Each function takes the language to format
 * for, or the current one; a component that re-renders on a language change (useTranslation) gets
 * the new formats on its next render.
 */
import i18next from 'i18next';
import { withPlainDollarSign } from '../../domain/dollars';
import { directionOf, intlLocaleOf } from '../../domain/languages';

/**
 * The language i18next shows now. Read from i18next itself rather than ./index, whose import sets
 * i18next up: a page test that sets up its own i18next imports this module through its page.
 */
const currentLanguage = () => i18next.resolvedLanguage ?? i18next.language ?? 'en';

/**
 * The time zone moments are formatted in: the reader's. In the browser that is the default; the
 * server renders a page in the zone the browser named (src/web/prerender.tsx), so that the browser
 * finds the same text when it takes the page over.
 */
let renderTimeZone: string | undefined;

/** Formats moments in `timeZone` from now on (undefined: the default zone). The server's renderer only. */
export function setRenderTimeZone(timeZone: string | undefined): void {
  renderTimeZone = timeZone;
}

/** Intl formatters are slow to build and many are used per render: one per locale and options. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** The Intl formatter of numbers for a language (en → en-US). */
export function numberFormat(options: Intl.NumberFormatOptions = {}, language: string = currentLanguage()) {
  const locale = intlLocaleOf(language);
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** The Intl formatter of dates and times for a language (en → en-US). */
export function dateFormat(options: Intl.DateTimeFormatOptions, language: string = currentLanguage()) {
  const locale = intlLocaleOf(language);
  const zoned = options.timeZone || !renderTimeZone ? options : { ...options, timeZone: renderTimeZone };
  return cached(dateFormats, locale, zoned, () => new Intl.DateTimeFormat(locale, zoned));
}

/** 1234 → "1,234" (en), "1.234" (de). */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  language: string = currentLanguage(),
): string {
  return numberFormat(options, language).format(value);
}

/** Counts on summary cards: 1234 → "1.2K" (en), "1234" (de), "1.2万" (ja). */
export function formatCompactNumber(value: number, language: string = currentLanguage()): string {
  return formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 }, language);
}

const USD: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
const COMPACT_USD: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
};

/** An amount in US dollars with the plain "$" of every language (src/domain/dollars.ts). */
function dollars(value: number, options: Intl.NumberFormatOptions, language: string): string {
  return withPlainDollarSign(numberFormat(options, language), value);
}

/** Rates in US dollars: 1234.5 → "$1,234.50" (en), "1.234,50 $" (de). */
export function formatCurrency(value: number, language: string = currentLanguage()): string {
  return dollars(value, USD, language);
}

/** The Total Rate card: 12345.67 → "$12.3K" (en). */
export function formatCompactCurrency(value: number, language: string = currentLanguage()): string {
  return dollars(value, COMPACT_USD, language);
}

type DateInput = Date | string | number;
const asDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** A moment in the reader's time zone, with any Intl options. */
export function formatDate(
  value: DateInput,
  options: Intl.DateTimeFormatOptions,
  language: string = currentLanguage(),
): string {
  return dateFormat(options, language).format(asDate(value));
}

/** "Jan 5, 2030" (en), "5. Jan. 2030" (de). */
export function formatShortDate(value: DateInput, language: string = currentLanguage()): string {
  return formatDate(value, { year: 'numeric', month: 'short', day: 'numeric' }, language);
}

/** "Jan 5, 2030, 3:04 PM" (en), "05.01.2030, 15:04" (de). */
export function formatDateTime(value: DateInput, language: string = currentLanguage()): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, language);
}

/**
 * A calendar day (YYYY-MM-DD, no time of day) with any Intl options: formatted at noon UTC in UTC,
 * so no time zone moves it to the day before or after.
 */
export function formatCalendarDay(
  day: string,
  options: Intl.DateTimeFormatOptions,
  language: string = currentLanguage(),
): string {
  return formatDate(`${day}T12:00:00Z`, { ...options, timeZone: 'UTC' }, language);
}

/**
 * A calendar day in digits: "01/05/2030", the spec's MM/DD/YYYY, in English; "05.01.2030" (de),
 * "2030/01/05" (ja).
 */
export function formatNumericDay(day: string, language: string = currentLanguage()): string {
  return formatCalendarDay(day, { year: 'numeric', month: '2-digit', day: '2-digit' }, language);
}

/**
 * A day the server writes as the spec's MM/DD/YYYY (a service's start date) in the reader's
 * digits: "08/06/2023" stays in English, "06.08.2023" in German. Any other text is returned as is.
 */
export function formatUsDay(text: string, language: string = currentLanguage()): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? formatNumericDay(`${match[3]}-${match[1]}-${match[2]}`, language) : text;
}

/** A time of day given as minutes after midnight: 450 → "7:30 AM" (en), "07:30" (de). */
export function formatTimeOfDay(minutes: number, language: string = currentLanguage()): string {
  return formatDate(
    Date.UTC(2000, 0, 1, 0, minutes),
    { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' },
    language,
  );
}

/**
 * Several names as one phrase: "Monday, Thursday" in English as the spec lists service days;
 * the language's own "and" elsewhere ("Montag und Donnerstag", "الاثنين والخميس", "月曜日、木曜日").
 */
export function formatList(items: readonly string[], language: string = currentLanguage()): string {
  const locale = intlLocaleOf(language);
  const options: Intl.ListFormatOptions =
    locale === 'en-US' ? { type: 'unit', style: 'short' } : { type: 'conjunction', style: 'long' };
  return cached(listFormats, locale, options, () => new Intl.ListFormat(locale, options)).format(items);
}

/**
 * A value that reads left to right (a phone number such as 844.NEED.LRS, an address) put into a
 * translated sentence: on a right-to-left page it is wrapped in Unicode's left-to-right isolate, or
 * Arabic would show "NEED.LRS.844". Elements use <bdi> instead; this is for text inside a sentence.
 */
export function isolateLtr(text: string, language: string = currentLanguage()): string {
  return directionOf(language) === 'rtl' ? `\u2066${text}\u2069` : text;
}

// The first formatter of a kind loads the language's number or calendar data (≈ 10 ms on a phone).
// Built in tasks of their own as soon as a page that formats has loaded this module, the money and
// day formatters are ready before that page renders: otherwise that time lands in the middle of its
// first render, one long task (issue 9, blocking time).
if (typeof window !== 'undefined') {
  setTimeout(() => formatCurrency(0), 0);
  setTimeout(() => formatNumericDay('2000-01-01'), 0);
}
